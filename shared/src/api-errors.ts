/**
 * The error shapes a program meets, one real example per kind, for the developer page (which shows them) and
 * `gateway/src/schema/error-shapes.e2e.test.ts` (which sends each request to a gateway and compares the answer, so
 * the page cannot drift from what programs get). Import-free, like api-reference.ts.
 *
 * Bodies leave out what changes per request: `extensions.requestId`, `locations` and `path`.
 */
export type ErrorShapeKind = 'authorization' | 'input' | 'field' | 'rateLimit' | 'rest';

export interface ErrorShapeExample {
  kind: ErrorShapeKind;
  /** Who sends it: a program with no token, or with an access token (scopes PF_READ and TRANSACTIONS_READ). */
  client: 'guest' | 'token';
  /** A GraphQL request body, or the REST method and path. */
  request: { query: string; variables?: Record<string, unknown> } | { method: 'GET'; path: string };
  status: number;
  /** Response headers a program should read (besides the body). */
  headers?: Record<string, string>;
  body: object;
}

const SESSION_EXPIRED = '登入逾時，為保護您的帳戶安全，請重新登入';

export const ERROR_SHAPES: readonly ErrorShapeExample[] = [
  {
    kind: 'authorization',
    client: 'guest',
    request: { query: '{ transactions(filter: {}) { totalCount } }' },
    status: 401,
    headers: { 'WWW-Authenticate': 'Bearer realm="PayDesk"' },
    body: { errors: [{ message: SESSION_EXPIRED, extensions: { code: 'UNAUTHENTICATED' } }], data: null },
  },
  {
    kind: 'input',
    client: 'token',
    request: {
      query: 'query ($month: Month!) { agentShareSummary(month: $month) { share } }',
      variables: { month: '2026-13' },
    },
    status: 400,
    body: {
      errors: [
        {
          message: 'Variable "$month" got invalid value "2026-13"; 月份格式須為 YYYY-MM（例如 2026-11）',
          extensions: { code: 'BAD_USER_INPUT' },
        },
      ],
    },
  },
  {
    kind: 'field',
    client: 'token',
    request: { query: '{ transactions(filter: {first: 500}) { totalCount errors { field code message } } }' },
    status: 200,
    body: {
      data: {
        transactions: {
          totalCount: 0,
          errors: [{ field: 'first', code: 'OUT_OF_RANGE', message: '每頁筆數須為 1 至 200 的整數' }],
        },
      },
    },
  },
  {
    kind: 'rateLimit',
    client: 'token',
    request: { query: '{ viewer { account } }' },
    status: 429,
    headers: { 'Retry-After': '<秒數>' },
    body: { errors: [{ message: '存取權杖請求過於頻繁，請稍後再試', extensions: { code: 'RATE_LIMITED' } }] },
  },
  {
    kind: 'rest',
    client: 'guest',
    request: { method: 'GET', path: '/api/transactions/export.csv' },
    status: 401,
    body: { success: false, message: SESSION_EXPIRED },
  },
];

/**
 * Every top-level `extensions.code` a program may meet, as the page lists them; error-shapes.e2e.test.ts checks each
 * is one the gateway (or Apollo Server under it) really gives.
 */
export const TOP_LEVEL_ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;
