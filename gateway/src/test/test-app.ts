import type { MikroORM } from '@mikro-orm/postgresql';
import type { Express } from 'express';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import request from 'supertest';
import { loadConfig, type Config } from '../config/config';
import { migrate, openOrm, seed } from '../boot/database';
import { createApp } from '../app';
import type { Readiness } from '../core/http/health';
import { SESSION_COOKIE } from '../core/http/session';
import { LoginDocument } from './client-operations';
import { createTestDatabase } from './test-database';

export const TEST_CAPTCHA = 'TEST1';
export const DEMO_PASSWORD = 'Sandbox+Demo2026';

export interface TestApp {
  app: Express;
  orm: MikroORM;
  config: Config;
  databaseUrl: string;
  client(): TestClient;
  /** After changing sessions or members with SQL: resolves once the gateway's session cache has heard of it. */
  sessionsSettled(): Promise<void>;
  /** What its /readyz checks (a test adds the job workers or drains it). */
  readiness: Readiness;
  close(): Promise<void>;
}

/** A second gateway on a test app's database (another replica), with its own pools and session cache. */
export async function createReplica(
  t: TestApp,
): Promise<{ app: Express; sessionsSettled(): Promise<void>; close(): Promise<void> }> {
  const orm = await openOrm(t.databaseUrl, 4, t.config.databaseReadUrl);
  const gateway = await createApp(t.config, orm, t.databaseUrl);
  return {
    app: gateway.app,
    sessionsSettled: () => gateway.sessionsSettled(),
    async close() {
      await gateway.close();
      await orm.close();
    },
  };
}

/** A migrated, seeded gateway on its own fresh PostgreSQL database. */
export async function createTestApp(env: NodeJS.ProcessEnv = {}, options: { poolMax?: number } = {}): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const config = loadConfig({
    APP_ENV: 'test',
    CAPTCHA_FIXED_CODE: TEST_CAPTCHA,
    FRONTEND_DIST: '/nonexistent',
    ...env,
    DATABASE_URL: databaseUrl,
  });
  const orm = await openOrm(databaseUrl, options.poolMax ?? 20, config.databaseReadUrl);
  await migrate(orm);
  await seed(orm, true);
  const gateway = await createApp(config, orm, databaseUrl);
  return {
    app: gateway.app,
    orm,
    config,
    databaseUrl,
    client: () => new TestClient(gateway.app, config.basePath),
    sessionsSettled: () => gateway.sessionsSettled(),
    readiness: gateway.readiness,
    async close() {
      await gateway.close();
      await orm.close();
    },
  };
}

/** Variables are required when the operation declares a required one, optional otherwise. */
type VariablesArgument<TVariables> =
  Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

/** A browser-like client: keeps cookies, reads the CSRF meta from the served page, sends it back. */
export class TestClient {
  readonly agent: ReturnType<typeof request.agent>;
  csrfToken = '';
  /** The session id of the last response that sent the session cookie (a login always does). */
  sessionId = '';
  /** That cookie as a Cookie header sends it (`paydesk.sid=…`), to present the session to another gateway. */
  sessionCookie = '';

  constructor(
    app: Express,
    private readonly basePath = '',
  ) {
    this.agent = request.agent(app);
  }

  path(p: string): string {
    return `${this.basePath}${p}`;
  }

  /** Loads a page as the SPA would and keeps its CSRF token. */
  async openPage(p = '/'): Promise<string> {
    const res = await this.agent.get(this.path(p)).expect(200);
    const match = /<meta name="csrf-token" content="([^"]+)"/.exec(res.text);
    if (!match) throw new Error('no csrf-token meta in the served page');
    this.csrfToken = match[1];
    return res.text;
  }

  /** Sends one of the client's typed documents (client-operations.ts), as the browser would. */
  gql<TData, TVariables>(
    document: TypedDocumentNode<TData, TVariables>,
    ...variables: VariablesArgument<TVariables>
  ): Promise<GraphQLResponse<TData>>;
  /** A query the client never sends (odd, malformed or hostile input, fields it does not ask for). */
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>>;
  async gql(document: string | DocumentNode, variables?: unknown): Promise<GraphQLResponse> {
    const query = typeof document === 'string' ? document : print(document);
    const res = await this.agent
      .post(this.path('/graphql'))
      .set('X-CSRF-TOKEN', this.csrfToken)
      .set('Content-Type', 'application/json')
      .send({ query, variables });
    this.keepSessionId(res.headers['set-cookie'] as unknown as string[] | undefined);
    return { status: res.status, ...(res.body as object) };
  }

  /** The cookie is `<name>=s:<id>.<signature>`, URL-encoded (core/http/request-session.ts). */
  private keepSessionId(cookies: string[] | undefined) {
    const prefix = `${SESSION_COOKIE}=`;
    const pair = cookies?.find((c) => c.startsWith(prefix))?.split(';')[0];
    const value = pair?.slice(prefix.length);
    if (!pair || !value) return;
    this.sessionCookie = pair;
    this.sessionId = decodeURIComponent(value).slice(2).split('.')[0] ?? '';
  }

  post(p: string, body?: object) {
    return this.agent
      .post(this.path(p))
      .set('X-CSRF-TOKEN', this.csrfToken)
      .send(body ?? {});
  }

  /** Signs in through the real mutation (the fixed test captcha is still spent per attempt). */
  async login(account: string, kind: 'MEMBER' | 'BUYER' = 'MEMBER', password = DEMO_PASSWORD) {
    if (!this.csrfToken) await this.openPage();
    await this.agent.get(this.path('/api/login/image_captcha?t=1')).expect(200);
    const res = await this.gql(LoginDocument, { input: { account, password, captcha: TEST_CAPTCHA, kind } });
    return res.data!.login;
  }
}
