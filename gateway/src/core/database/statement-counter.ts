import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import { Client } from 'pg';

/**
 * Counts the SQL statements each HTTP request sends (ORM, raw SQL and the session store alike: all go through
 * pg's Client) and answers the count in an `X-Sql-Statements` header. Only for measurement (`npm run bench` sets
 * SQL_STATEMENT_COUNT=1); the configuration refuses it in production, where the header would tell outsiders how
 * the gateway works.
 */
const current = new AsyncLocalStorage<{ statements: number }>();
let patched = false;

function countStatements(): void {
  if (patched) return;
  patched = true;
  const query = Client.prototype.query as (...args: unknown[]) => unknown;
  Client.prototype.query = function countedQuery(this: Client, ...args: unknown[]) {
    const store = current.getStore();
    if (store) store.statements += 1;
    return query.apply(this, args);
  } as typeof Client.prototype.query;
}

/** Express middleware: a fresh count per request, sent as a header just before the answer's headers go out. */
export function statementCounter() {
  countStatements();
  return (_req: Request, res: Response, next: NextFunction) => {
    const store = { statements: 0 };
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((...args: unknown[]) => {
      if (!res.headersSent) res.setHeader('X-Sql-Statements', String(store.statements));
      return writeHead(...args);
    }) as typeof res.writeHead;
    current.run(store, next);
  };
}
