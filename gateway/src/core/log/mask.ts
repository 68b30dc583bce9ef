/**
 * The last line of defence for log output: whatever a message, an error or a value carries, a full email address or
 * a card number never reaches a log line. Keys that name secrets are removed before (logger.ts, pino's redact).
 */
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;
// 13 to 19 digits in one run, or in groups of four split by spaces or dashes (as typed on a card). Card numbers of
// every scheme and the sandbox's test cards alike (those fail the Luhn check), and bank account numbers with them;
// trade numbers (20 digits) and ids stay readable.
const CARD_LIKE = /\b(?:\d{13,19}|\d{4}(?:[ -]\d{4}){2,3}(?:[ -]\d{1,3})?)\b/g;

/** `b***@example.com` for an email; `****2222` for a card-like number. */
export function maskSecrets(text: string): string {
  // Most lines hold no "@": the email pattern, tried at every character, is skipped for them.
  const unmailed = text.includes('@') ? text.replace(EMAIL, '$1***@$2') : text;
  return unmailed.replace(CARD_LIKE, (run) => `****${run.replace(/[ -]/g, '').slice(-4)}`);
}
