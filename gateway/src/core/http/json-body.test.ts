import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { errorHandler } from './error-handler';
import { jsonBody } from './json-body';

const LIMIT = 64;

/** An app that answers with what it parsed, and counts the requests that reached it or its error handler. */
function echoApp() {
  const seen = { answered: 0, failed: 0 };
  const app = express();
  app.use(jsonBody(LIMIT));
  app.post('/echo', (req, res) => {
    seen.answered += 1;
    res.json({ body: req.body ?? null });
  });
  const handleError = errorHandler('');
  app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    seen.failed += 1;
    handleError(error, req, res, next);
  });
  return { app, seen };
}

const post = (app: express.Express, body: string, type = 'application/json') =>
  request(app).post('/echo').set('Content-Type', type).send(body);

describe('jsonBody: a declared, plain JSON body (read directly)', () => {
  const { app } = echoApp();

  it.each([
    ['an object', '{"a":1,"b":"台北"}', { a: 1, b: '台北' }],
    ['an array', '[1,2]', [1, 2]],
    ['leading whitespace', ' \n\t{"a":1}', { a: 1 }],
    ['a byte-order mark', '\ufeff{"a":1}', { a: 1 }],
    ['an empty body', '', {}],
  ])('parses %s', async (_name, body, parsed) => {
    const res = await post(app, body).expect(200);
    expect(res.body).toEqual({ body: parsed });
  });

  it.each(['application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"'])('takes %s', async (type) => {
    const res = await post(app, '{"a":1}', type).expect(200);
    expect(res.body).toEqual({ body: { a: 1 } });
  });

  it.each([
    ['malformed JSON', '{"a": '],
    ['a bare string (strict: objects and arrays only)', '"text"'],
    ['a bare number', '42'],
    ['whitespace only', '   '],
  ])('answers %s with 400 and the envelope', async (_name, body) => {
    const res = await post(app, body).expect(400);
    expect(res.body).toEqual({ success: false, message: '請求錯誤 (Error400)' });
  });

  it('parses a body of exactly the limit, multi-byte characters counted as bytes', async () => {
    const body = JSON.stringify({ t: `ab${'臺'.repeat(18)}` }); // 8 + 2 + 18 × 3 = 64 bytes
    expect(Buffer.byteLength(body)).toBe(LIMIT);
    const res = await post(app, body).expect(200);
    expect(res.body.body.t).toHaveLength(20);
    await post(app, JSON.stringify({ t: `abc${'臺'.repeat(18)}` })).expect(413);
  });
});

describe('jsonBody: every other body goes to body-parser, as before', () => {
  const { app } = echoApp();

  it('refuses a declared length over the limit with 413', async () => {
    const res = await post(app, JSON.stringify({ t: 'x'.repeat(LIMIT) })).expect(413);
    expect(res.body).toEqual({ success: false, message: '請求錯誤 (Error413)' });
  });

  it('refuses a charset JSON may not have with 415', async () => {
    await post(app, '{}', 'application/json; charset=latin1').expect(415);
  });

  it('leaves a form or text body unread', async () => {
    const res = await post(app, 'a=1', 'application/x-www-form-urlencoded').expect(200);
    expect(res.body).toEqual({ body: null });
  });

  it('parses a gzip body and a chunked one, and refuses a chunked one that grows past the limit', async () => {
    const server = app.listen(0);
    const { port } = server.address() as net.AddressInfo;
    /** A request written in pieces (Node's client then sends it chunked, unless a length is given). */
    const send = (parts: (string | Buffer)[], headers: http.OutgoingHttpHeaders = {}) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          { port, method: 'POST', path: '/echo', headers: { 'Content-Type': 'application/json', ...headers } },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        for (const part of parts) req.write(part);
        req.end();
      });
    try {
      const zipped = zlib.gzipSync('{"zipped":true}');
      expect(await send([zipped], { 'Content-Encoding': 'gzip', 'Content-Length': zipped.length })).toEqual({
        status: 200,
        body: '{"body":{"zipped":true}}',
      });
      expect(await send(['{"a":', '1}'])).toEqual({ status: 200, body: '{"body":{"a":1}}' });
      expect((await send(['{"t":"', 'x'.repeat(LIMIT), '"}'])).status).toBe(413);
    } finally {
      server.close();
    }
  });
});

it('jsonBody: a client that leaves mid-body reaches no handler, and the server keeps answering', async () => {
  const { app, seen } = echoApp();
  const server = app.listen(0);
  const { port } = server.address() as net.AddressInfo;
  try {
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n{"a":',
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => resolve());
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.answered).toBe(0);
    // The abort went to the error handler once (its answer has no one to reach).
    expect(seen.failed).toBe(1);
    const res = await fetch(`http://127.0.0.1:${port}/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"after":true}',
    });
    expect(await res.json()).toEqual({ body: { after: true } });
  } finally {
    server.close();
  }
});

it('jsonBody: the request goes on in the async context it came in with', async () => {
  const requestId = new AsyncLocalStorage<string>();
  const app = express();
  app.use((req, _res, next) => requestId.run(String(req.headers['x-request-id']), next));
  app.use(jsonBody(LIMIT));
  app.post('/echo', (req, res) => res.json({ id: requestId.getStore() ?? null, body: req.body }));
  const res = await request(app)
    .post('/echo')
    .set('X-Request-Id', 'r-42')
    .set('Content-Type', 'application/json')
    .send('{"a":1}')
    .expect(200);
  expect(res.body).toEqual({ id: 'r-42', body: { a: 1 } });
});

it('jsonBody: 24 bodies read at once each reach their own request', async () => {
  const { app, seen } = echoApp();
  const server = app.listen(0);
  const { port } = server.address() as net.AddressInfo;
  try {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        fetch(`http://127.0.0.1:${port}/echo`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ n: i, t: '臺'.repeat(i % 5) }),
        }).then((res) => res.json()),
      ),
    );
    answers.forEach((answer, i) => expect(answer).toEqual({ body: { n: i, t: '臺'.repeat(i % 5) } }));
    expect(seen).toEqual({ answered: 24, failed: 0 });
  } finally {
    server.close();
  }
});

describe('jsonBody: a body already buffered when it runs (the session was read first) is taken at once', () => {
  /** Waits, as an asynchronous session read does, until Node's parser has buffered the whole body. */
  const bodyArrived: express.RequestHandler = (req, _res, next) => {
    const check = () => (req.readableLength === Number(req.headers['content-length']) ? next() : setImmediate(check));
    check();
  };
  const requestId = new AsyncLocalStorage<string>();
  const app = express();
  app.use((req, _res, next) => requestId.run(String(req.headers['x-request-id']), next));
  app.use(bodyArrived);
  app.use(jsonBody(LIMIT));
  app.post('/echo', (req, res) => {
    // No listener on the request: the body was read without the stream's events; and the stream still ends.
    const listeners = req.listenerCount('data');
    const ended = new Promise<boolean>((resolve) =>
      req.readableEnded ? resolve(true) : req.once('end', () => resolve(true)),
    );
    void ended.then((end) => res.json({ id: requestId.getStore() ?? null, body: req.body, listeners, ended: end }));
  });
  const handleError = errorHandler('');
  app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) =>
    handleError(error, req, res, next),
  );

  it.each([
    ['an object', '{"a":1,"b":"台北"}', { a: 1, b: '台北' }],
    ['a byte-order mark and whitespace', '\ufeff \n{"a":1}', { a: 1 }],
    ['an empty body', '', {}],
  ])('parses %s, in the request’s async context', async (_name, body, parsed) => {
    const res = await post(app, body).set('X-Request-Id', 'r-7').expect(200);
    expect(res.body).toEqual({ id: 'r-7', body: parsed, listeners: 0, ended: true });
  });

  it.each(['{"a": ', '"text"'])('answers %s with 400 and the envelope', async (body) => {
    const res = await post(app, body).expect(400);
    expect(res.body).toEqual({ success: false, message: '請求錯誤 (Error400)' });
  });

  it('answers the next request on the same connection', async () => {
    const server = app.listen(0);
    const { port } = server.address() as net.AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const ask = (n: number) =>
      new Promise<string>((resolve, reject) => {
        const body = JSON.stringify({ n });
        const req = http.request(
          {
            port,
            agent,
            method: 'POST',
            path: '/echo',
            headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
          },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('end', () => resolve(text));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      for (let n = 0; n < 3; n += 1)
        expect(JSON.parse(await ask(n))).toEqual({ id: 'undefined', body: { n }, listeners: 0, ended: true });
    } finally {
      agent.destroy();
      server.close();
    }
  });
});
