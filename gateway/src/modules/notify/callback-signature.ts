import crypto from 'node:crypto';

/**
 * The signature of a shop's paid callback, as ECPay signs its ReturnURL calls (CheckMacValue): the fields sorted by
 * name (case-insensitive), joined as `HashKey=…&a=1&b=2&HashIV=…`, URL-encoded the way .NET's HttpUtility does
 * (space as +, `-_.!*()` kept, the rest percent-encoded), lower-cased, SHA-256, upper-case hex.
 * A shop checks it with the hash key and IV it was shown once in its settings.
 */
export function checkMacValue(fields: Record<string, string>, hashKey: string, hashIv: string): string {
  const sorted = Object.keys(fields)
    .filter((name) => name !== 'CheckMacValue')
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
  const raw = `HashKey=${hashKey}&${sorted}&HashIV=${hashIv}`;
  const encoded = encodeURIComponent(raw).replace(/%20/g, '+').replace(/'/g, '%27').replace(/~/g, '%7e').toLowerCase();
  return crypto.createHash('sha256').update(encoded).digest('hex').toUpperCase();
}

/** A new hash key and IV for a shop (16 characters each, as ECPay issues them). */
export function newHashPair(): { hashKey: string; hashIv: string } {
  const make = () => crypto.randomBytes(12).toString('base64url').slice(0, 16);
  return { hashKey: make(), hashIv: make() };
}
