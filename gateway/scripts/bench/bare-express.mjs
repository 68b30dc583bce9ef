// The baseline: a bare Express answering JSON, to compare the gateway's per-request cost with (issue 18 target 1).
import express from 'express';

const app = express();
app.post('/api/check_login/login_status', (_req, res) => res.json({ success: true, data: { isLogin: false } }));
const server = app.listen(Number(process.argv[2]), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
