// The baseline: a bare Express answering JSON, to compare the gateway's per-request cost with.
// Given a database URL it also answers a second path after one prepared read of the session table (the statement a
// signed-in request cannot do without while sessions live in PostgreSQL): the ceiling of any such request path.
// Given the frontend's build folder it serves its assets as express.static does, with the gateway's cache options.
import express from 'express';
import path from 'node:path';
import pg from 'pg';

const [port, databaseUrl, frontendDist] = process.argv.slice(2);
const app = express();
app.post('/api/check_login/login_status', (_req, res) => res.json({ success: true, data: { isLogin: false } }));
if (databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  const read = { name: 'bare-session-read', text: 'select sess from "session" where sid = $1 and expire >= now()' };
  app.post('/with-session-read', (_req, res, next) => {
    pool
      .query({ ...read, values: ['bench-no-such-session'] })
      .then(({ rows }) => res.json({ success: true, data: { isLogin: rows.length > 0 } }), next);
  });
}
if (frontendDist)
  app.use('/assets', express.static(path.join(frontendDist, 'assets'), { immutable: true, maxAge: '365d' }));
const server = app.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
