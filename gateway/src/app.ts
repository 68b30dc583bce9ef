import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { MikroORM } from '@mikro-orm/postgresql';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import helmet from 'helmet';
import path from 'node:path';
import { Pool } from 'pg';
import type { Config } from './config/config';
import type { GatewayContext, Services } from './modules/services';
import { chain, onlyUnder } from './core/http/chain';
import type { RestRoutes } from './core/http/rest';
import { CsrfTokens } from './core/http/csrf';
import { fixedHeaders } from './core/http/fixed-headers';
import { graphqlHandler } from './core/http/graphql-handler';
import { jsonBody } from './core/http/json-body';
import { admission } from './core/http/admission';
import { KnownQueries } from './core/http/known-queries';
import { limitGraphqlBatch, queriesOnlyInBatches } from './core/http/graphql-batch';
import { statementCounter } from './core/database/statement-counter';
import { errorHandler, notFoundHandler, sendError } from './core/http/error-handler';
import { serviceUnavailableStatus } from './core/http/service-unavailable';
import { crawlerFiles } from './core/http/crawler-files';
import { spaRoutes, staticFiles } from './core/http/spa';
import { AFTER_PAINT_SCRIPT_SOURCE } from './core/http/scripts-after-paint';
import { loadStorePageRender, storePages } from './core/http/store-page';
import { assetCopiesInMemory } from './core/http/asset-copies';
import { healthRoutes, Readiness } from './core/http/health';
import { metricsNotPublic } from './core/metrics/metrics-server';
import { watchGatewaySources } from './core/metrics/sources';
import { watchStatusFigures } from './modules/system-status';
import { requestIdInErrors, requestLog } from './core/http/request-log';
import { log } from './core/log/logger';
import { addDatabaseChecks } from './boot/readiness';
import { installReadRouting } from './core/database/read-routing';
import { unauthenticatedPrograms } from './core/http/program-clients';
import { tryItConsole } from './core/http/try-it-console';
import { isBadInputForDatabase, isDatabaseUnavailable } from './core/database/unavailable';
import { noNulBytesRule, rejectNulBytes } from './core/validation/nul-bytes';
import { singleValuedQuery } from './core/validation/query-params';
import { MESSAGES } from './core/errors';
import { absoluteSessionTimeout, refreshSessionExpiry, sessionMiddleware } from './core/http/session';
import type { SessionPrincipal, Viewer } from './core/viewer';
import { configurePassport, sessionPrincipal } from './modules/auth/passport';
import { loadViewer, memberSessionJoin, viewerFromJoined, type MemberFacts } from './modules/auth/viewer-loader';
import { PgSessionStore } from './core/http/session-store';
import { joinedWithSession } from './core/http/request-session';
import { SessionCache } from './core/http/session-cache';
import { authenticateBearer, readOnlyTokens } from './modules/access-tokens/bearer';
import { createServices } from './modules/services';
import { CASHIER_PATH, cashierHandler } from './modules/ecpay';
import { MODULES } from './modules';
import { buildGatewaySchema } from './schema/build-schema';
import { publishedSchema, SCHEMA_SDL_PATH } from './schema/published-schema';
import { QUERY_LIMITS, queryLimitsRule, translateLimitError } from './schema/query-limits';
import { unknownScopeMessage } from '@paydesk/shared/token-scopes';

/** The paths that carry a viewer, matched as Express matched their mount: any case, a whole first segment. */
const API_MOUNT = /^\/(api|graphql)(\/|$)/i;
/** The legacy API's paths (below the base path), matched as Express matches a mount: any case, a whole segment. */
const API_PREFIX = /^\/api(\/|$)/i;
/** GraphQL's path (below the base path), matched the same way. */
const GRAPHQL_PREFIX = /^\/graphql(\/|$)/i;
/** Requests that may wait for a turn in one process (core/http/admission.ts); past that a newcomer gets 503. */
const MAX_WAITING_REQUESTS = 2000;
/** A request holds its turn at most this long (an export streams on without it). */
const LONGEST_TURN_MS = 10_000;
/** The largest request body read (JSON or form): 1 MiB. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface GatewayApp {
  app: express.Express;
  /** Resolves once this gateway has heard every session or member change committed before the call (tests). */
  sessionsSettled(): Promise<void>;
  /** What `/readyz` checks: the database and migrations from the start; main.ts adds the job workers and drains it. */
  readiness: Readiness;
  /** The service registry this app serves with (the event jobs hand events to its modules' subscribers). */
  services: Services;
  close(): Promise<void>;
}

/** Builds the express app: helmet, session, passport, viewer, CSRF, /api, /graphql, SPA (DESIGN §1). */
export async function createApp(config: Config, orm: MikroORM, databaseUrl: string): Promise<GatewayApp> {
  const { contract, executable } = await buildGatewaySchema();
  const services = createServices(config);
  const passport = configurePassport();
  const sessionPool = new Pool({ connectionString: databaseUrl, max: config.sessionPoolSize });
  // An idle client whose connection dies (a restart, pg_terminate_backend) emits 'error' on the pool;
  // unhandled, that event would end the process. The pool drops the client and connects anew.
  sessionPool.on('error', (error) => log.warn({ reason: error.message }, 'session pool: lost a connection'));
  // The session read brings the signed-in member along: one statement per signed-in member request, and none while
  // the session sits in this gateway's cache (kept coherent by the database's change notices).
  const sessionCache = config.sessionCacheSize
    ? new SessionCache<MemberFacts | null | undefined>(databaseUrl, config.sessionCacheSize, (m) => m?.id ?? null)
    : null;
  await sessionCache?.start();

  // The context's EntityManager is read when a resolver or handler first needs it: forking one is work a cached
  // viewer's request (login_status, viewer) never needs. The getter sits on the context's prototype because Apollo
  // copies a context's own fields for each operation, which would read (and fork) it.
  const lazyEm = {
    get em(): GatewayContext['em'] {
      return (this as unknown as GatewayContext).req.em;
    },
  };
  const contextOf = (req: Request, res: Response): GatewayContext =>
    Object.assign(Object.create(lazyEm) as GatewayContext, { viewer: req.viewer, req, res, config, services });

  const knownQueries = new KnownQueries(executable);
  const apollo = new ApolloServer<GatewayContext>({
    // Apollo runs operations through this executor: graphql-js on our schema, or a result the fast path for known
    // queries already computed and hands back for Apollo to format (core/http/known-queries.ts).
    gateway: knownQueries.gateway,
    // Queries only, at most GRAPHQL_BATCH_MAX a request (core/http/graphql-batch.ts).
    allowBatchedHttpRequests: true,
    includeStacktraceInErrorResponses: false,
    introspection: config.appEnv !== 'production',
    // Production names no fields in errors ("Did you mean …?" would map the schema for a guest).
    hideSchemaDetailsFromClientErrors: config.appEnv === 'production',
    // Cost limits refuse a document while parsing and validating, before any resolver or SQL runs.
    parseOptions: { maxTokens: QUERY_LIMITS.tokens },
    validationRules: [queryLimitsRule, noNulBytesRule],
    // No cache hints in this schema: the built-in cache-control plugin would only add a hook to every field.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      serviceUnavailableStatus,
      unauthenticatedPrograms,
      readOnlyTokens,
      queriesOnlyInBatches,
      knownQueries.learnQueries,
      requestIdInErrors,
    ],
    formatError: (unlimited, error) => {
      const formatted = translateLimitError(unlimited);
      if (isDatabaseUnavailable(error))
        return { message: MESSAGES.unavailable, extensions: { code: 'SERVICE_UNAVAILABLE' } };
      if (isBadInputForDatabase(error)) return { message: MESSAGES.badInput, extensions: { code: 'BAD_USER_INPUT' } };
      const code = formatted.extensions?.code;
      const unknownScope = unknownScopeMessage(formatted.message);
      if (unknownScope) return { ...formatted, message: unknownScope };
      if (code === 'INTERNAL_SERVER_ERROR') {
        log.error({ err: error }, 'GraphQL error');
        return { message: '系統發生錯誤，請稍後再試', extensions: { code } };
      }
      return formatted;
    },
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  // No ETag on answers: nothing here revalidates them (GraphQL is POST, pages are no-store), and Express would hash
  // every body to make one. Built assets keep theirs (express.static sets its own).
  app.set('etag', false);
  const sessions = sessionMiddleware(app, config, new PgSessionStore(sessionPool, memberSessionJoin, sessionCache));
  // passport.initialize() once, on this app's request prototype: what it would copy onto every request (req.logIn,
  // req.logOut, its session manager) is inherited instead. compat off: no pre-0.5 fields, no strategy here reads them.
  passport.initialize({ compat: false })(app.request as Request, undefined as never, () => undefined);
  // A request's EntityManager (request-scoped) is forked the first time something reads `req.em`, not for every
  // request: a cached member's login_status or viewer never needs one.
  Object.defineProperty(app.request, 'em', {
    get(this: Request & { forkedEm?: Request['em'] }) {
      return (this.forkedEm ??= orm.em.fork() as Request['em']);
    },
    set(this: Request & { forkedEm?: Request['em'] }, em: Request['em']) {
      this.forkedEm = em;
    },
  });
  // Only a configured proxy's X-Forwarded-For is believed; a direct gateway uses the socket's address.
  app.set('trust proxy', config.trustProxy);
  // helmet's headers are the same for every response: worked out once (core/http/fixed-headers.ts).
  const securityHeaders = fixedHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          // The one inline script: a prerendered page's loader of the app after its first paint.
          'script-src': ["'self'", AFTER_PAINT_SCRIPT_SOURCE],
          // Chakra UI (emotion) injects its styles at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': config.appEnv === 'production' ? [] : null,
        },
      },
    }),
  );

  const csrf = new CsrfTokens(config.sessionSecret, config);
  // Every request of this app checks against the same tokens: inherited from the request prototype, not set per request.
  (app.request as Request).csrf = csrf;
  // Everything below is mounted on the app under the base path: a router of its own would cost each request one
  // more mount and restore.
  const base = config.basePath || '/';
  const readiness = new Readiness();
  addDatabaseChecks(readiness, orm);
  // Reports on the standby, except a member's own fresh writes and while it lags or is down.
  const readRouting = config.databaseReadUrl
    ? await installReadRouting(orm, { maxLagMs: config.databaseReadMaxLagMs })
    : undefined;
  // What every request passes first, as one router layer (core/http/chain.ts): Express's router allocates a match,
  // its params and closures for every layer a request enters, and that garbage was a tenth of a signed-in API
  // request's time (GC included). The security headers, then the probes (no session, CSRF token or turn in the
  // admission line, never the SPA's page), then metrics' path refused on the public port (they have their own
  // listener, core/metrics), then every other request's id (X-Request-Id) and its one log line.
  app.use(
    chain(securityHeaders, healthRoutes(readiness, config.basePath), metricsNotPublic(config.basePath), requestLog()),
  );
  // JSON, GraphQL answers, index.html and CSV go out compressed when the client takes it (assets are compressed
  // at build time; an answer that already has an encoding is left alone). A client that names no encoding (a
  // script, an agent's tool) is answered as it is: compression would wrap the response only to decide that.
  const compress = compression();
  const compressWhenAccepted: express.RequestHandler = (req, res, next) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  };
  // A hashed asset's brotli or gzip copy, from memory, before the compression wrapper and without the file system
  // (core/http/asset-copies.ts); one layer with the compression step (and the statement counter when on).
  app.use(
    base,
    chain(
      assetCopiesInMemory(path.join(config.frontendDist, 'assets')),
      compressWhenAccepted,
      ...(config.sqlStatementCount ? [statementCounter()] : []),
    ),
  );
  // The contract as SDL with its directives, public and sessionless, so tools work where introspection is off.
  app.get(`${config.basePath}${SCHEMA_SDL_PATH}`, publishedSchema(contract));
  // What crawlers read (robots.txt, the sitemap of public pages) and the built files: sessionless, served before
  // the session store is read, as one layer.
  app.use(base, chain(crawlerFiles(config), staticFiles(config)));
  // The viewer of every API request: from the session (a member's facts came with it) or a bearer token. The SPA's
  // HTML needs only the session (for its CSRF meta), so page loads skip it.
  const loadRequestViewer: express.RequestHandler = (req, res, next) => {
    req.viewer = null;
    if (!API_MOUNT.test(req.path)) return next();
    // A tool with a personal access token: the token alone says who it is (no cookie, no CSRF token).
    const authorization = req.headers.authorization;
    const bearer = authorization && /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (bearer) return void authenticateBearer(req, res, next, bearer);
    const principal = req.user as SessionPrincipal | undefined;
    if (!principal) return next();
    const settle = (viewer: Viewer | null) => {
      req.viewer = viewer;
      // The account was closed, suspended or disabled since it signed in: end the login.
      if (!viewer) return req.logout({ keepSessionInfo: true }, (error) => next(error));
      next();
    };
    const joined = joinedWithSession<MemberFacts | null>(req);
    // A member whose facts came with the session: no promise and no turn of the event loop to wait for.
    const known = viewerFromJoined(principal, joined);
    if (known !== undefined) return settle(known);
    loadViewer(() => req.em, principal, joined)
      .then(settle)
      .catch(next);
  };
  // A form post's body (the client's full-page form posts, ECPay's cashier). A body the JSON step has read is not a
  // form: the parser would only look at its type to pass it on.
  const urlencoded = express.urlencoded({ extended: false, limit: BODY_LIMIT_BYTES });
  const formBody: express.RequestHandler = (req, res, next) =>
    req.body !== undefined ? next() : urlencoded(req, res, next);
  const line = admission(
    { maxInFlight: config.maxInFlight, maxWaiting: MAX_WAITING_REQUESTS, turnMs: LONGEST_TURN_MS },
    (req, res) => {
      res.setHeader('Retry-After', '1');
      sendError(req, res, config.basePath, 503);
    },
  );
  // What the metrics read when scraped: pools, the admission line, the operator's figures (settlement lag, queues).
  const stopMetrics = [
    watchGatewaySources(orm, sessionPool, line.stats, Boolean(config.databaseReadUrl)),
    watchStatusFigures(() => orm.em.fork()),
  ];
  // What every request past the built files goes through, as one layer (core/http/chain.ts).
  app.use(
    base,
    chain(
      sessions.middleware,
      refreshSessionExpiry(),
      absoluteSessionTimeout(config),
      sessionPrincipal,
      loadRequestViewer,
      jsonBody(BODY_LIMIT_BYTES),
      formBody,
      rejectNulBytes((path) => path === '/graphql'),
      // Past the body: a slow sender holds no turn. Built files (served above) need none.
      line,
      // The legacy API's own checks, here rather than as a mount of their own (see the API's routes below).
      onlyUnder(API_PREFIX, chain(csrf.require, singleValuedQuery)),
    ),
  );

  // ECPay's AIO cashier path, for sites built on ECPay's protocol (ADR 0041): a cross-site form post, no CSRF token.
  app.post(`${config.basePath}${CASHIER_PATH}`, cashierHandler(config));
  // A POST whose body no parser took (text/plain, form data) is not a GraphQL request: 415, not Apollo's 500.
  const requireJsonBody: express.RequestHandler = (req, res, next) =>
    req.method === 'POST' && req.body === undefined ? sendError(req, res, config.basePath, 415) : next();
  // Under the base path as a path test, not a mount of /graphql: a mount rewrites and re-parses the request's URL on
  // the way in and out (ADR 0064).
  app.use(
    base,
    onlyUnder(
      GRAPHQL_PREFIX,
      chain(
        csrf.require,
        requireJsonBody,
        limitGraphqlBatch,
        // The developer page's console: queries only, and none in production (ADR 0051).
        tryItConsole(config.appEnv, QUERY_LIMITS.tokens),
        graphqlHandler(apollo, contextOf, knownQueries),
      ),
    ),
  );

  // Every module's legacy paths, straight on the app under /api: a router of their own cost each API request a
  // mount, a rewrite and two parses of its URL and a dispatch of its own (ADR 0064). After /graphql, so a GraphQL
  // request never walks past them; what falls through them under /api is the API's 404.
  const apiBase = `${config.basePath}/api`;
  const restRoutes: RestRoutes = {
    get: (routePath, ...handlers) => void app.get(`${apiBase}${routePath}`, ...handlers),
    post: (routePath, ...handlers) => void app.post(`${apiBase}${routePath}`, ...handlers),
  };
  for (const module of MODULES) module.restRoutes?.(restRoutes, contextOf);
  app.use(apiBase, (_req, res) => res.status(404).json({ success: false, message: '請求錯誤 (Error404)' }));
  // The store page's first screen comes rendered, from the store the Storefront query reads (ADR 0065).
  const stores = storePages(
    config,
    (req, res, slug) => services.stores.publicPage(contextOf(req, res), slug),
    loadStorePageRender(config.frontendDist),
  );
  app.use(base, spaRoutes(config, stores));

  app.use(notFoundHandler(config.basePath));
  app.use(errorHandler(config.basePath));

  return {
    app,
    sessionsSettled: async () => sessionCache?.sync(),
    readiness,
    services,
    async close() {
      readRouting?.stop();
      stopMetrics.forEach((stop) => stop());
      await apollo.stop();
      await sessions.close();
      await sessionPool.end();
    },
  };
}
