/**
 * GraphQL batching (several queries in one POST, an array body): the client's batch link and the gateway's limit
 * read this one number. A batch costs the gateway one session read; its size is capped so one request cannot carry
 * an unbounded amount of work past the per-operation cost limits.
 */
export const GRAPHQL_BATCH_MAX = 10;

/** Why the gateway refuses a batch (zh-TW, shown as the request error). */
export const GRAPHQL_BATCH_MESSAGES = {
  tooMany: `一次最多送出 ${GRAPHQL_BATCH_MAX} 個查詢`,
  mutation: '批次請求只能包含查詢',
} as const;
