import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientDocuments } from './client-documents';

const GATEWAY_SRC = path.resolve(__dirname, '..');

/** A string literal that starts a GraphQL operation: `query …{`, `mutation …{` or a bare selection `{ field`. */
const STRING_OPERATION = /(['"`])\s*(?:(?:query|mutation|subscription)\b[^'"`]*?\{|\{\s*[_A-Za-z])/g;

/**
 * Files whose point is the request itself: malformed, hostile, batched or raw HTTP bodies, bearer-token programs
 * and infrastructure probes that want the smallest query (statement counts, pools, replicas, backups).
 */
const DELIBERATE: Record<string, number> = {
  // Programs holding a bearer token (not the browser client), and a scope the contract does not know.
  'modules/access-tokens/access-token.e2e.test.ts': 10,
  // Internal tools holding an operator token (named and anonymous operations, mutations it must be refused), and
  // scopes neither token enum knows.
  'modules/access-tokens/operator-token.e2e.test.ts': 16,
  // Programs holding a pf:read token, and the same query compared through the cookie.
  'modules/agency/agency.e2e.test.ts': 3,
  // One inquiry query sent through the session and through a program's token, to compare the answers.
  'modules/agency/partner-window.e2e.test.ts': 1,
  // Another member's assistant by id: a field the client never reads alone.
  'modules/assistants/assistant.e2e.test.ts': 1,
  // The stored audit codes (action, actor, after) beside the labels the client reads.
  'modules/audit/audit.e2e.test.ts': 3,
  // The rejection reason after a verify and on the member's own account: the client reads neither.
  'modules/bill/bank-review.e2e.test.ts': 3,
  // A refund without its required reason: an input the typed client cannot send.
  'modules/payments/refund-reason.e2e.test.ts': 1,
  // The daily report read by an internal tool with an operator token, compared with the console's answer.
  'modules/ops-reports/ops-report.e2e.test.ts': 1,
  // The FAQ category filter: the client reads every FAQ at once.
  'modules/content/content.e2e.test.ts': 2,
  // The payment of a checkout and one order alone: fields the client does not ask for.
  'modules/shop/shop.e2e.test.ts': 2,
  // The HTTP, schema and infrastructure tests: raw bodies, batches, limits, and the smallest probe queries.
  'core/database/statement-counter.e2e.test.ts': 7,
  // Paging as programs page: sizes out of range and cursors the typed client never sends, walked to the end.
  'schema/paging.e2e.test.ts': 9,
  // Every operator queue paged as an internal tool pages it, by one table: sizes out of range, foreign cursors.
  'schema/ops-queue-paging.e2e.test.ts': 2,
  // Dates as programs send and read them: malformed days and months the typed client cannot send, and the range
  // of every ranged list and report read by one table.
  'schema/dates-and-ranges.e2e.test.ts': 13,
  // The developer page's console: hand-typed documents as a member types them, mutations it must refuse among them.
  'core/http/try-it-console.e2e.test.ts': 8,
  'core/http/admission.e2e.test.ts': 1,
  'core/http/csrf-rest.e2e.test.ts': 2,
  'core/http/error-envelope.e2e.test.ts': 3,
  'core/http/graphql-batch.e2e.test.ts': 7,
  'core/http/graphql-handler.e2e.test.ts': 5,
  'core/http/program-clients.e2e.test.ts': 5,
  'core/http/request-overhead.e2e.test.ts': 2,
  'core/validation/bad-input.e2e.test.ts': 6,
  'schema/graphql-over-http.e2e.test.ts': 1,
  'schema/query-limits.e2e.test.ts': 4,
  // What a program sends: a malformed month literal, and the paging fields the screens do not read.
  'schema/program-answers.e2e.test.ts': 2,
  // The paging query a program sends, to compare with the developer page's examples.
  'schema/developer-examples.e2e.test.ts': 1,
  'test/backup-restore.e2e.test.ts': 6,
  // A named probe whose operation name must label the request metric, and the operator figures by one query.
  'test/metrics.e2e.test.ts': 2,
  'test/cut-transaction.e2e.test.ts': 3,
  'test/database-faults.e2e.test.ts': 4,
  'test/embedded-restart.e2e.test.ts': 1,
  'test/fresh-clone.e2e.test.ts': 6,
  'test/read-replica.e2e.test.ts': 3,
  'test/request-log.e2e.test.ts': 8,
};

/** Operations written as strings before the typed documents existed: convert them, then lower the number here. */
const NOT_YET_TYPED: Record<string, number> = {
  'modules/agency/self-partner.e2e.test.ts': 13,
  'modules/assistants/action-rights.e2e.test.ts': 13,
  'modules/assistants/assistant-denied.e2e.test.ts': 11,
  'modules/auth/auth.e2e.test.ts': 6,
  'modules/auth/login-burst.e2e.test.ts': 1,
  'modules/auth/login-throttle.e2e.test.ts': 1,
  'modules/completion/completion.e2e.test.ts': 7,
  'modules/contact/contact.e2e.test.ts': 1,
  'modules/inquiry/inquiry.e2e.test.ts': 1,
  'modules/member-info/member-info.e2e.test.ts': 9,
  'modules/members/permission.e2e.test.ts': 12,
  'modules/merchants/merchant-ops.e2e.test.ts': 7,
  'modules/merchants/merchant.e2e.test.ts': 8,
  'modules/notify/notify-delivery.e2e.test.ts': 10,
  'modules/notify/notify.e2e.test.ts': 3,
  'modules/onboarding/onboarding.e2e.test.ts': 2,
  'modules/passwords/password-reset.e2e.test.ts': 7,
  'modules/payments/card-limit.e2e.test.ts': 3,
  'modules/payments/card-methods.e2e.test.ts': 3,
  'modules/payments/daily-sales-race.e2e.test.ts': 1,
  'modules/payments/daily-sales.e2e.test.ts': 2,
  'modules/payments/keyset-cursor.e2e.test.ts': 1,
  'modules/payments/link-quantity.e2e.test.ts': 4,
  'modules/payments/link-units.e2e.test.ts': 6,
  'modules/payments/member-purchases.e2e.test.ts': 7,
  'modules/payments/mobile-barcode.e2e.test.ts': 2,
  'modules/payments/money-burst.e2e.test.ts': 7,
  'modules/payments/money-totals.e2e.test.ts': 1,
  'modules/payments/overview.e2e.test.ts': 3,
  'modules/payments/pay-type-config.e2e.test.ts': 6,
  'modules/payments/refund-race.e2e.test.ts': 2,
  'modules/payments/transaction-csv-abort.e2e.test.ts': 1,
  'modules/recurring/subscribe-limits.e2e.test.ts': 3,
  'modules/sandbox-clock/sandbox-clock.e2e.test.ts': 4,
  'modules/shop/checkout-price.e2e.test.ts': 5,
  'modules/shop/shop-images.e2e.test.ts': 5,
  'modules/shop/store-slug-race.e2e.test.ts': 2,
  'modules/signup/signup.e2e.test.ts': 2,
  'modules/verification/verification.e2e.test.ts': 5,
};

function e2eTests(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return e2eTests(full);
    return entry.name.endsWith('.e2e.test.ts') ? [full] : [];
  });
}

describe('the client documents the gateway tests send', () => {
  it('are typed with the operation types the generated modules declare for them', () => {
    const source = readFileSync(path.join(__dirname, 'client-operations.ts'), 'utf8');
    const lines = [
      ...source.matchAll(/export const (\w+) = doc<\s*Ops\.(\w+),\s*Ops\.(\w+),?\s*>\(\s*'(\w+)',?\s*\);/g),
    ];
    expect(lines).toHaveLength((source.match(/^export const /gm) ?? []).length);
    for (const [, exported, dataType, variablesType, name] of lines) {
      const generated = clientDocuments().get(name);
      expect({ exported, dataType, variablesType }).toEqual({
        exported: name,
        dataType: generated?.dataType,
        variablesType: generated?.variablesType,
      });
    }
  });

  it('replace string operations: no e2e test writes more of them than it is allowed', () => {
    const allowed: Record<string, number> = { ...DELIBERATE, ...NOT_YET_TYPED };
    const over: Record<string, string> = {};
    for (const file of e2eTests(GATEWAY_SRC)) {
      const name = path.relative(GATEWAY_SRC, file).split(path.sep).join('/');
      const found = readFileSync(file, 'utf8').match(STRING_OPERATION)?.length ?? 0;
      if (found > (allowed[name] ?? 0)) over[name] = `${found} string operations, ${allowed[name] ?? 0} allowed`;
    }
    // Send the client's document from client-operations.ts instead; a deliberate odd input belongs in DELIBERATE.
    expect(over).toEqual({});
  });
});
