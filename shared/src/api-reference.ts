/**
 * What a program needs to know about the GraphQL API, in one place for the gateway (which enforces it) and the
 * developer page (which states it): the paths, the page sizes, and the runnable examples the page shows. The
 * examples are the page's own text and a gateway test runs them verbatim against a running gateway.
 * Import-free, so the page's chunk carries nothing else.
 */
export const GRAPHQL_PATH = '/graphql';

/** The contract as SDL with directives, public: for gql, codegen and GraphiQL-style tools where introspection is off. */
export const SCHEMA_SDL_PATH = '/graphql/schema.graphql';

/**
 * Rows per page of every keyset-paged list: the default and the most one page may ask for (more is refused, not
 * clamped).
 */
export const PAGE_SIZE = { default: 50, max: 200 } as const;

/** Rows per transaction page: the same as every other paged list. */
export const TRANSACTION_PAGE_SIZE = PAGE_SIZE;

/** The environment variable the examples read the token from, so no secret is pasted into a script. */
export const TOKEN_ENV = 'PAYDESK_TOKEN';

/** A shell-safe single-quoted string. */
const sh = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

const SUMMARY_QUERY = 'query ($month: Month!) { agentShareSummary(month: $month) { month share } }';

const PAGE_QUERY =
  'query ($filter: TransactionFilter!) { transactions(filter: $filter) ' +
  '{ items { tradeNo amount status } hasNextPage nextCursor totalCount errors { field message } } }';

/** curl: an agent's shared profit of one month (scope PF_READ). Prints the JSON answer. */
export function curlAgentSummary(origin: string, month: string): string {
  const body = JSON.stringify({ query: SUMMARY_QUERY, variables: { month } });
  return [
    `curl -sS ${origin}${GRAPHQL_PATH} \\`,
    `  -H "Authorization: Bearer $${TOKEN_ENV}" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  --data ${sh(body)}`,
  ].join('\n');
}

/**
 * Python (requests): a seller's transactions of a date range, paged to the end (scope TRANSACTIONS_READ).
 * Prints the row count and the sum of the amounts.
 */
export function pythonTransactions(origin: string, from: string, to: string): string {
  return [
    'import os',
    'import requests',
    '',
    `URL = "${origin}${GRAPHQL_PATH}"`,
    `HEADERS = {"Authorization": "Bearer " + os.environ["${TOKEN_ENV}"]}`,
    `QUERY = "${PAGE_QUERY}"`,
    '',
    'rows, after = [], None',
    'while True:',
    `    variables = {"filter": {"from": "${from}", "to": "${to}", "first": ${TRANSACTION_PAGE_SIZE.max}, "after": after}}`,
    '    answer = requests.post(URL, json={"query": QUERY, "variables": variables}, headers=HEADERS, timeout=30)',
    '    answer.raise_for_status()',
    '    page = answer.json()["data"]["transactions"]',
    '    if page["errors"]:',
    '        raise SystemExit(page["errors"])',
    '    rows += page["items"]',
    '    if not page["hasNextPage"]:',
    '        break',
    '    after = page["nextCursor"]',
    '',
    'print(len(rows), sum(row["amount"] for row in rows))',
  ].join('\n');
}

/** Node 18+ (fetch, an ES module): the same paging as the Python example. */
export function nodeTransactions(origin: string, from: string, to: string): string {
  return [
    `const url = '${origin}${GRAPHQL_PATH}';`,
    `const headers = { Authorization: \`Bearer \${process.env.${TOKEN_ENV}}\`, 'Content-Type': 'application/json' };`,
    `const query = '${PAGE_QUERY}';`,
    '',
    'const rows = [];',
    'let after = null;',
    'for (;;) {',
    `  const variables = { filter: { from: '${from}', to: '${to}', first: ${TRANSACTION_PAGE_SIZE.max}, after } };`,
    '  const answer = await fetch(url, { method: "POST", headers, body: JSON.stringify({ query, variables }) });',
    '  if (!answer.ok) throw new Error(`HTTP ${answer.status}`);',
    '  const page = (await answer.json()).data.transactions;',
    '  if (page.errors.length) throw new Error(JSON.stringify(page.errors));',
    '  rows.push(...page.items);',
    '  if (!page.hasNextPage) break;',
    '  after = page.nextCursor;',
    '}',
    'console.log(rows.length, rows.reduce((sum, row) => sum + row.amount, 0));',
  ].join('\n');
}

/** curl: the published schema, for tools. */
export function curlSchema(origin: string): string {
  return `curl -sS ${origin}${SCHEMA_SDL_PATH} -o schema.graphql`;
}

/** Rows per page of the operators' agent list: the default and the most one page may ask for (more is refused). */
export const AGENT_LIST_PAGE_SIZE = { default: 20, max: 100 } as const;
