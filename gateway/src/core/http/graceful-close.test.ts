import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gracefulServer } from './graceful-close';

/**
 * Draining a server: a request in flight when the drain starts is answered (with `Connection: close`), a keep-alive
 * connection gets its next request answered instead of being reset, and the drain ends when the last connection has.
 */
function startServer(handler: http.RequestListener) {
  const server = http.createServer(handler);
  const graceful = gracefulServer(server);
  return new Promise<{ server: http.Server; graceful: typeof graceful; port: number }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, graceful, port: (server.address() as AddressInfo).port })),
  );
}

function get(
  agent: http.Agent,
  port: number,
  path = '/',
): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

it('answers the request in flight and the next one on an idle keep-alive connection, then ends', async () => {
  let release: () => void = () => undefined;
  const { graceful, port } = await startServer((req, res) => {
    if (req.url === '/slow') release = () => res.end('slow done');
    else res.end('fast');
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  // Two keep-alive connections: one idle after an answer, one holding a slow request.
  const opened = await Promise.all([get(agent, port), get(agent, port)]);
  expect(opened.map((r) => r.connection)).toEqual(['keep-alive', 'keep-alive']);
  const slow = get(agent, port, '/slow');
  await new Promise((r) => setTimeout(r, 50));
  let drained = false;
  const drain = graceful.drain(5_000).then((result) => ((drained = true), result));
  await new Promise((r) => setTimeout(r, 50));
  // The idle connection was not reset: its next request is answered, and told the connection closes.
  const next = await get(agent, port);
  expect(next).toMatchObject({ status: 200, body: 'fast', connection: 'close' });
  expect(drained).toBe(false);
  release();
  expect(await slow).toMatchObject({ status: 200, body: 'slow done', connection: 'close' });
  expect(await drain).toEqual({ cut: 0 });
  agent.destroy();
});

it('cuts what is still open when the grace runs out, and reports how many', async () => {
  const { graceful, port } = await startServer(() => undefined /* never answers */);
  const agent = new http.Agent({ keepAlive: true });
  const hanging = get(agent, port).catch((error: Error) => error.message);
  await new Promise((r) => setTimeout(r, 50));
  expect(await graceful.drain(100)).toEqual({ cut: 1 });
  expect(await hanging).toMatch(/socket hang up|ECONNRESET/);
  agent.destroy();
});
