import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { chain, onlyUnder } from './chain';

/** An app running `steps` as one chain, answering with the steps' trail or the error that left it. */
function appWith(...steps: RequestHandler[]) {
  const app = express();
  app.use((req, _res, next) => {
    (req as unknown as { trail: string[] }).trail = [];
    next();
  });
  app.use(chain(...steps));
  app.get('/', (req, res) => res.json({ trail: (req as unknown as { trail: string[] }).trail }));
  app.use((error: Error, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).json({ error: error.message, trail: (req as unknown as { trail: string[] }).trail });
  });
  return app;
}

const mark =
  (name: string): RequestHandler =>
  (req, _res, next) => {
    (req as unknown as { trail: string[] }).trail.push(name);
    next();
  };

it('runs its steps in order, including ones that continue later', async () => {
  const later: RequestHandler = (req, _res, next) => void setImmediate(() => mark('later')(req, _res, next));
  const res = await request(appWith(mark('a'), later, mark('b')))
    .get('/')
    .expect(200);
  expect(res.body).toEqual({ trail: ['a', 'later', 'b'] });
});

it.each([
  ['next(error)', ((_req, _res, next) => next(new Error('refused'))) as RequestHandler],
  [
    'a thrown error',
    (() => {
      throw new Error('refused');
    }) as RequestHandler,
  ],
  ['a rejected promise', (async () => Promise.reject(new Error('refused'))) as unknown as RequestHandler],
])('%s skips the rest and reaches the error handlers', async (_name, failing) => {
  const res = await request(appWith(mark('a'), failing, mark('b')))
    .get('/')
    .expect(500);
  expect(res.body).toEqual({ error: 'refused', trail: ['a'] });
});

it("next('route') leaves the chain for the next layer", async () => {
  const res = await request(appWith(mark('a'), (_req, _res, next) => next('route'), mark('b')))
    .get('/')
    .expect(200);
  expect(res.body).toEqual({ trail: ['a'] });
});

it('a step that answers ends the request there', async () => {
  const answer: RequestHandler = (_req, res) => void res.status(204).end();
  await request(appWith(mark('a'), answer, mark('b')))
    .get('/')
    .expect(204);
});

it('onlyUnder runs its step for the paths under its prefix, as a mount would match them, and passes the others', async () => {
  const app = express();
  app.use((req, _res, next) => {
    (req as unknown as { trail: string[] }).trail = [];
    next();
  });
  app.use(chain(mark('a'), onlyUnder(/^\/api(\/|$)/i, mark('api')), mark('b')));
  app.use((req, res) => res.json({ trail: (req as unknown as { trail: string[] }).trail }));
  const trail = async (path: string) => (await request(app).get(path).expect(200)).body.trail as string[];
  for (const path of ['/api', '/api/', '/API/x', '/api/x/y?z=1']) expect(await trail(path)).toEqual(['a', 'api', 'b']);
  for (const path of ['/', '/apix', '/x/api', '/graphql']) expect(await trail(path)).toEqual(['a', 'b']);
});
