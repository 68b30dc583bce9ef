import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import { postCallback, POST_ERRORS } from './callback-post';
import type { CallbackAddressPolicy } from './callback-address';

/**
 * A refused notify URL is refused before any connection is opened (no socket connects), and an allowed one is
 * connected to the address that was checked, never resolved again.
 */
let receiver: http.Server;
let port: number;
let connections = 0;
const requests: { host: string | undefined; body: string }[] = [];
let hang = false;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      requests.push({ host: req.headers.host, body });
      if (!hang) res.writeHead(200, { 'Content-Type': 'text/plain' }).end('1|OK');
    });
  });
  receiver.on('connection', () => connections++);
  // Every interface, so a POST to the host's own address would land here if it were allowed.
  await new Promise<void>((resolve) => receiver.listen(0, '::', resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});
afterEach(() => {
  jest.restoreAllMocks();
  hang = false;
});

const strict: CallbackAddressPolicy = { allowLoopback: false };

describe('a refused notify URL', () => {
  const names: Record<string, string> = {
    'metadata.example.tw': '169.254.169.254',
    'intranet.example.tw': '10.0.0.7',
    'cgnat.example.tw': '100.100.100.200',
    'nat64.example.tw': '64:ff9b::a9fe:a9fe',
    'loopback.example.tw': '127.0.0.1',
  };
  const policy: CallbackAddressPolicy = { allowLoopback: false, resolve: async (host) => [names[host]] };

  it.each([
    'http://10.0.0.1/notify',
    'http://172.20.0.1/notify',
    'http://192.168.0.10/notify',
    'http://100.100.100.200/latest/meta-data',
    'http://100.64.1.1/notify',
    'http://169.254.169.254/latest/meta-data',
    'http://[64:ff9b::a9fe:a9fe]/latest/meta-data',
    'http://[::ffff:169.254.169.254]/latest/meta-data',
    'http://[fd00::1]/notify',
    'http://[fe80::1]/notify',
    'http://[ff02::1]/notify',
    'http://224.0.0.1/notify',
    'https://metadata.example.tw/latest/meta-data',
    'https://intranet.example.tw/notify',
    'https://cgnat.example.tw/notify',
    'https://nat64.example.tw/notify',
  ])('%s is refused before connecting', async (url) => {
    const connect = jest.spyOn(net.Socket.prototype, 'connect');
    const started = Date.now();
    expect(await postCallback(url, 'a=1', policy, 5_000)).toEqual({
      status: null,
      body: '',
      error: POST_ERRORS.refused,
    });
    expect(connect).not.toHaveBeenCalled();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('loopback (address, ::1 and a name resolving to it) is refused without the switch: the receiver sees nothing', async () => {
    const before = { connections, requests: requests.length };
    for (const url of [
      `http://127.0.0.1:${port}/notify`,
      `http://[::1]:${port}/notify`,
      `http://[::ffff:127.0.0.1]:${port}/notify`,
      `http://loopback.example.tw:${port}/notify`,
      `http://localhost:${port}/notify`,
    ]) {
      const resolve = url.includes('localhost') ? undefined : policy.resolve;
      expect(await postCallback(url, 'a=1', { ...strict, resolve }, 5_000)).toMatchObject({
        error: POST_ERRORS.refused,
      });
    }
    expect({ connections, requests: requests.length }).toEqual(before);
  });

  it("the gateway host's own interface addresses are refused: the receiver listening on them sees nothing", async () => {
    const own = Object.values(os.networkInterfaces())
      .flatMap((list) => list ?? [])
      .filter((i) => !i.internal && !i.address.startsWith('fe80'));
    expect(own.length).toBeGreaterThan(0);
    const before = { connections, requests: requests.length };
    for (const i of own) {
      const host = i.family === 'IPv6' ? `[${i.address}]` : i.address;
      expect(await postCallback(`http://${host}:${port}/notify`, 'a=1', strict, 5_000)).toMatchObject({
        error: POST_ERRORS.refused,
      });
    }
    expect({ connections, requests: requests.length }).toEqual(before);
  });
});

describe('an allowed notify URL', () => {
  it('connects to the address that was checked: the name is resolved once, the Host header stays the name', async () => {
    let lookups = 0;
    const policy: CallbackAddressPolicy = {
      allowLoopback: true,
      // A rebinding name: the first answer is checked; any later answer would point inside.
      resolve: async () => (lookups++ === 0 ? ['127.0.0.1'] : ['169.254.169.254']),
    };
    const connect = jest.spyOn(net.Socket.prototype, 'connect');
    const outcome = await postCallback(`http://shop.pinned.invalid:${port}/notify`, 'TradeNo=1', policy, 5_000);
    expect(outcome).toEqual({ status: 200, body: '1|OK', error: undefined });
    // The spy the refusals rely on does see a connection when one is made.
    expect(connect).toHaveBeenCalled();
    expect(lookups).toBe(1);
    expect(requests.at(-1)).toEqual({ host: `shop.pinned.invalid:${port}`, body: 'TradeNo=1' });
  });

  it('gives up on a receiver that does not answer within the time limit', async () => {
    hang = true;
    const started = Date.now();
    expect(await postCallback(`http://127.0.0.1:${port}/notify`, 'a=1', { allowLoopback: true }, 800)).toEqual({
      status: null,
      body: '',
      error: POST_ERRORS.timeout,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('a trickling receiver', () => {
  it('is cut off at the time limit even when it keeps sending', async () => {
    const drip = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      const timer = setInterval(() => res.write('.'), 100);
      res.on('close', () => clearInterval(timer));
    });
    await new Promise<void>((resolve) => drip.listen(0, '127.0.0.1', resolve));
    try {
      const started = Date.now();
      const outcome = await postCallback(
        `http://127.0.0.1:${(drip.address() as AddressInfo).port}/`,
        'a=1',
        { allowLoopback: true },
        800,
      );
      expect(outcome.error).toBe(POST_ERRORS.timeout);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      drip.closeAllConnections();
      await new Promise<void>((resolve) => drip.close(() => resolve()));
    }
  });
});
