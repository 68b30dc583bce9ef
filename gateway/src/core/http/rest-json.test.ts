import express, { type Request, type Response } from 'express';
import request from 'supertest';
import { sendJson } from './rest';

/**
 * sendJson writes what Express's res.json writes: the same status, headers (names and values, in order) and bytes,
 * whatever the body, status or method; the cases Express treats specially are left to it.
 */
type Case = { body: unknown; status?: number; type?: string };
const CASES: Record<string, Case> = {
  envelope: { body: { success: true, data: { isLogin: true, memType: 2, name: '台北 商店' } } },
  array: { body: [1, 'a', null, { b: false }] },
  string: { body: 'text' },
  number: { body: 42 },
  nulls: { body: null },
  escapes: { body: { s: '\u2028 </script> "q" \\' } },
  status: { body: { success: false, message: '請求錯誤' }, status: 403 },
  noContent: { body: { a: 1 }, status: 204 },
  resetContent: { body: { a: 1 }, status: 205 },
  typed: { body: { a: 1 }, type: 'application/problem+json' },
  dated: { body: { at: new Date(0) } },
};

function appWith(send: (req: Request, res: Response, body: unknown) => void, settings: Record<string, unknown> = {}) {
  const app = express();
  app.set('etag', false);
  for (const [name, value] of Object.entries(settings)) app.set(name, value);
  app.all('/:name', (req, res) => {
    const { body, status, type } = CASES[String(req.params.name)];
    if (status) res.status(status);
    if (type) res.type(type);
    send(req, res, body);
  });
  return app;
}

const expressJson = (_req: Request, res: Response, body: unknown) => void res.json(body);

async function answer(app: express.Express, method: 'get' | 'post' | 'head', name: string, headers = {}) {
  const res = await request(app)[method](`/${name}`).set(headers);
  const raw = Object.entries(res.headers).filter(([key]) => key !== 'date');
  return { status: res.status, headers: raw, text: res.text, body: res.body as unknown };
}

describe.each([
  ['default settings', {}],
  ['JSON spaces and escaping set', { 'json spaces': 2, 'json escape': true }],
  ['ETags on', { etag: 'weak' }],
])('sendJson with %s', (_title, settings) => {
  const ours = appWith(sendJson, settings);
  const theirs = appWith(expressJson, settings);

  it.each(Object.keys(CASES))('answers %s as res.json does, to GET, POST and HEAD', async (name) => {
    for (const method of ['get', 'post', 'head'] as const)
      expect(await answer(ours, method, name)).toEqual(await answer(theirs, method, name));
  });

  it('answers a conditional GET as res.json does', async () => {
    const conditional = { 'If-None-Match': 'W/"x"', 'If-Modified-Since': new Date(0).toUTCString() };
    expect(await answer(ours, 'get', 'envelope', conditional)).toEqual(
      await answer(theirs, 'get', 'envelope', conditional),
    );
  });
});

it('sendJson sets the type with its charset and the length in bytes', async () => {
  const res = await request(appWith(sendJson)).post('/envelope').expect(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(CASES.envelope.body)));
});
