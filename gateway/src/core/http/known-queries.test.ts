import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import express from 'express';
import {
  GraphQLError,
  GraphQLInt,
  parse,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
} from 'graphql';
import request from 'supertest';
import { graphqlHandler } from './graphql-handler';
import { KnownQueries, RecentDocuments } from './known-queries';

/**
 * The fast path for known queries against Apollo Server itself, on a small schema whose resolvers count their
 * runs: Apollo's own answer to a request is the reference, and a plugin counts the requests that reach Apollo.
 */
interface Context {
  label: string;
  runs: Record<string, number>;
}

const count = (context: Context, field: string) => (context.runs[field] = (context.runs[field] ?? 0) + 1);

const schema = new GraphQLSchema({
  query: new GraphQLObjectType<unknown, Context>({
    name: 'Query',
    fields: {
      echo: {
        type: new GraphQLNonNull(GraphQLString),
        args: { text: { type: new GraphQLNonNull(GraphQLString) } },
        resolve: (_root, { text }: { text: string }, context) => (count(context, 'echo'), `${context.label}:${text}`),
      },
      refused: {
        type: GraphQLString,
        resolve: (_root, _args, context) => {
          count(context, 'refused');
          throw new GraphQLError('不可查詢', { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
        },
      },
      broken: {
        type: GraphQLInt,
        resolve: (_root, _args, context) => {
          count(context, 'broken');
          throw new Error('database said no');
        },
      },
    },
  }),
  mutation: new GraphQLObjectType<unknown, Context>({
    name: 'Mutation',
    fields: {
      touch: { type: GraphQLInt, resolve: (_root, _args, context) => count(context, 'touch') },
    },
  }),
});

let runs: Record<string, number>;
let apolloRequests: number;
let app: express.Express;
let apollo: ApolloServer<Context>;

beforeEach(async () => {
  runs = {};
  apolloRequests = 0;
  const knownQueries = new KnownQueries(schema);
  const countApolloRequests: ApolloServerPlugin<Context> = {
    requestDidStart: async () => void (apolloRequests += 1),
  };
  apollo = new ApolloServer<Context>({
    gateway: knownQueries.gateway,
    allowBatchedHttpRequests: true,
    plugins: [countApolloRequests, knownQueries.learnQueries],
    formatError: (formatted) =>
      formatted.extensions?.code === 'INTERNAL_SERVER_ERROR'
        ? { message: '系統發生錯誤', extensions: { code: 'INTERNAL_SERVER_ERROR' } }
        : formatted,
  });
  await apollo.start();
  app = express();
  app.use(express.json());
  app.post(
    '/graphql',
    graphqlHandler(apollo, (req) => ({ label: String(req.headers['x-label']), runs }), knownQueries),
  );
});
afterEach(() => apollo.stop());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  request(app).post('/graphql').set(headers).set('Content-Type', 'application/json').send(JSON.stringify(body));

/** Status, type and the exact bytes of an answer. */
const answerOf = (res: request.Response) => ({
  status: res.status,
  type: res.headers['content-type'],
  length: res.headers['content-length'],
  text: res.text,
});

const ECHO = 'query Echo($text: String!) { echo(text: $text) }';

it('answers a query Apollo has accepted without Apollo, byte for byte as Apollo answered it', async () => {
  const first = await post({ query: ECHO, variables: { text: '你好' } }, { 'x-label': 'a' });
  expect(apolloRequests).toBe(1);
  const second = await post({ query: ECHO, variables: { text: '你好' } }, { 'x-label': 'a' });
  expect(apolloRequests).toBe(1);
  expect(runs.echo).toBe(2);
  expect(answerOf(second)).toEqual(answerOf(first));
  expect(second.body).toEqual({ data: { echo: 'a:你好' } });
});

it('uses the content type Apollo chose for the same Accept header, and asks Apollo for a new one', async () => {
  const accept = { accept: 'application/graphql-response+json,application/json;q=0.9' };
  const first = await post({ query: ECHO, variables: { text: 'x' } }, accept);
  const second = await post({ query: ECHO, variables: { text: 'x' } }, accept);
  expect(apolloRequests).toBe(1);
  expect(second.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
  expect(answerOf(second)).toEqual(answerOf(first));
  await post({ query: ECHO, variables: { text: 'x' } }, { accept: 'application/json' });
  expect(apolloRequests).toBe(2);
});

it('hands a result with errors to Apollo to format, without running it again', async () => {
  const query = '{ refused }';
  const first = await post({ query });
  expect(runs.refused).toBe(1);
  const second = await post({ query });
  expect(runs.refused).toBe(2);
  expect(apolloRequests).toBe(2);
  expect(second.status).toBe(403);
  expect(second.body.errors[0]).toMatchObject({ message: '不可查詢', extensions: { code: 'FORBIDDEN' } });
  expect(answerOf(second)).toEqual(answerOf(first));

  const broken = '{ broken }';
  const masked = await post({ query: broken });
  const maskedAgain = await post({ query: broken });
  expect(runs.broken).toBe(2);
  expect(maskedAgain.body.errors[0]).toEqual({
    message: '系統發生錯誤',
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
  expect(answerOf(maskedAgain)).toEqual(answerOf(masked));
});

it('answers a batch as Apollo does, and hands a batch with one error to Apollo whole, each result run once', async () => {
  const batch = [
    { query: ECHO, variables: { text: '1' } },
    { query: ECHO, variables: { text: '2' } },
    { query: ECHO, variables: { text: '1' } },
  ];
  // Apollo starts one request per operation of a batch.
  const first = await post(batch);
  expect(apolloRequests).toBe(3);
  const second = await post(batch);
  expect(apolloRequests).toBe(3);
  expect(runs.echo).toBe(6);
  expect(answerOf(second)).toEqual(answerOf(first));
  expect(second.body).toEqual([
    { data: { echo: 'undefined:1' } },
    { data: { echo: 'undefined:2' } },
    { data: { echo: 'undefined:1' } },
  ]);
  expect(second.headers['content-type']).toBe('application/json; charset=utf-8');

  const mixed = [
    { query: ECHO, variables: { text: '3' } },
    { query: '{ refused }' },
    { query: ECHO, variables: { text: '3' } },
  ];
  const viaApollo = await post(mixed);
  const handedBack = await post(mixed);
  expect(apolloRequests).toBe(9);
  expect(runs.echo).toBe(10);
  expect(runs.refused).toBe(2);
  expect(answerOf(handedBack)).toEqual(answerOf(viaApollo));
  expect(handedBack.body[1].errors[0].extensions.code).toBe('FORBIDDEN');
});

it('leaves mutations, persisted-query hashes and malformed bodies to Apollo', async () => {
  await post({ query: 'mutation { touch }' });
  await post({ query: 'mutation { touch }' });
  expect(runs.touch).toBe(2);
  expect(apolloRequests).toBe(2);

  await post({ query: ECHO, variables: { text: 'p' } });
  const persisted = await post({
    query: ECHO,
    variables: { text: 'p' },
    extensions: { persistedQuery: { version: 1, sha256Hash: 'not-the-hash' } },
  });
  expect(apolloRequests).toBe(4);
  expect(persisted.status).toBe(400);

  const variablesAsText = await post({ query: ECHO, variables: '{"text":"p"}' });
  // Apollo refuses this shape before its pipeline starts, with its own message.
  expect(variablesAsText.status).toBe(400);
  expect(variablesAsText.body.errors[0].message).toMatch(/should be provided as an object/);
  const missingVariable = await post({ query: ECHO });
  expect(apolloRequests).toBe(5);
  expect(missingVariable.status).toBe(400);
  expect(missingVariable.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  expect(runs.echo).toBe(1);
});

it('keeps each of 24 parallel requests to its own context and variables', async () => {
  await post({ query: ECHO, variables: { text: 'warm' } });
  const answers = await Promise.all(
    Array.from({ length: 24 }, (_, i) => post({ query: ECHO, variables: { text: `t${i}` } }, { 'x-label': `c${i}` })),
  );
  expect(apolloRequests).toBe(1);
  answers.forEach((res, i) => expect(res.body).toEqual({ data: { echo: `c${i}:t${i}` } }));
});

it('remembers texts within a length budget, forgetting the least recently asked first, and no overlong text', () => {
  const texts = ['{ a }', '{ bb }', '{ ccc }'];
  const recent = new RecentDocuments(10, 14);
  recent.add(texts[0], parse(texts[0]));
  recent.add(texts[1], parse(texts[1]));
  expect(recent.get(texts[0])).toBeDefined();
  // 5 + 6 + 7 characters exceed 14: the least recently asked ({ bb }) is forgotten, not the oldest added.
  recent.add(texts[2], parse(texts[2]));
  expect(recent.get(texts[1])).toBeUndefined();
  expect(recent.get(texts[0])).toBeDefined();
  expect(recent.get(texts[2])).toBeDefined();
  // A text over 10 characters is never kept, however much room there is.
  recent.add('{ ddddddd }', parse('{ ddddddd }'));
  expect(recent.get('{ ddddddd }')).toBeUndefined();
  expect(recent.size).toBe(2);
});
