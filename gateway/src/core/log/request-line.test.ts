import fc from 'fast-check';
import { initialLogSettings } from '../../config/config';
import { configureLogging, logRequest, type RequestLine } from './logger';
import { maskSecrets } from './mask';

/**
 * The request line is masked field by field as it is built. It must come out exactly as masking the whole line
 * would: the same text, byte for byte, whatever the client put in its path, operation name or request id.
 */
const written: string[] = [];
beforeAll(() => configureLogging({ level: 'info', format: 'json' }, { write: (line) => written.push(line) }));
afterAll(() => configureLogging(initialLogSettings()));

/** The line as the whole-line masking wrote it: pino's head, the fields as one JSON object, then maskSecrets. */
function wholeLineMasked(line: string, level: 'info' | 'warn', fields: RequestLine): string {
  const head = line.slice(0, line.indexOf('"requestId"'));
  expect(head).toMatch(
    new RegExp(
      `^\\{"level":${level === 'info' ? 30 : 40},"time":"\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z","pid":${process.pid},$`,
    ),
  );
  return maskSecrets(`${head}${JSON.stringify({ ...fields, msg: 'request' }).slice(1)}\n`);
}

/** Text that mixes digits, separators, emails and JSON's escapes, so masking has something to find. */
const clientText = fc
  .array(
    fc.oneof(
      fc.constantFrom('4111 1111 1111 1111', '4111-1111-1111-1111', '5555555555554444', 'a.b+c@example.com.tw', '@'),
      fc.constantFrom('-', ' ', '/', '"', '\\', ',', ':', '\u0001', '12', '1234', '\u00e9'),
      fc.stringMatching(/^[0-9 -]{1,24}$/),
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

it('masks each field exactly as masking the whole line would', () => {
  fc.assert(
    fc.property(
      fc.record({
        requestId: fc.oneof(fc.uuid(), clientText),
        method: fc.constantFrom('GET', 'POST'),
        path: clientText,
        operation: fc.option(clientText, { nil: undefined }),
        status: fc.constantFrom(200, 404, 503),
        durationMs: fc.oneof(fc.double({ min: 0, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 1e6 })),
        aborted: fc.constantFrom(true as const, undefined),
      }),
      fc.constantFrom('info' as const, 'warn' as const),
      (fields, level) => {
        written.length = 0;
        logRequest(level, fields);
        expect(written).toHaveLength(1);
        expect(written[0]).toBe(wholeLineMasked(written[0], level, fields));
      },
    ),
    { numRuns: 2000 },
  );
});

it('masks a card number and an email the client put in the path or operation', () => {
  written.length = 0;
  logRequest('info', {
    requestId: 'r-1',
    method: 'POST',
    path: '/api/cards/4111111111111111',
    operation: 'Pay_someone@example.com',
    status: 200,
    durationMs: 1.5,
    aborted: undefined,
  });
  const line = JSON.parse(written[0]) as Record<string, unknown>;
  expect(line).toMatchObject({ path: '/api/cards/****1111', operation: 'P***@example.com', msg: 'request' });
  expect(line).not.toHaveProperty('aborted');
});
