import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that cuts connections the way a server shutdown can meet a pooled one: the
 * client noticed nothing while the connection sat idle, and the BEGIN of its next transaction finds it gone.
 */
export interface CuttingProxy {
  url: string;
  /** From now on, until `stopCutting()`, a connection dies when its client sends BEGIN; other statements pass. */
  cutBegins(): void;
  stopCutting(): void;
  close(): Promise<void>;
}

/** A simple-protocol query message ('Q', its length, then the text) that starts a transaction. */
const isBegin = (chunk: Buffer) => chunk[0] === 0x51 && /^begin\b/i.test(chunk.toString('utf8', 5, 16));

export async function startCuttingProxy(targetUrl: string): Promise<CuttingProxy> {
  const target = new URL(targetUrl);
  let cutting = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => (cutting && isBegin(chunk) ? end() : upstream.write(chunk)));
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cutBegins: () => (cutting = true),
    stopCutting: () => (cutting = false),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
