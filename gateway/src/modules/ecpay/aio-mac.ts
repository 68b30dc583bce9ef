import crypto from 'node:crypto';
import { checkMacValue } from '../notify';

/**
 * The CheckMacValue ECPay's official Node SDK computes (`gen_chk_mac_value`): it JSON-encodes the sorted fields and
 * lower-cases them before URL-encoding, so a value holding `"`, `\`, a control character or a non-ASCII capital is
 * signed differently from ECPay's documented algorithm. Sites built on that SDK send it; the cashier accepts it
 * beside the documented one (both need the shop's HashKey and HashIV).
 */
export function sdkCheckMacValue(fields: Record<string, string>, hashKey: string, hashIv: string): string {
  const sorted: Record<string, string> = {};
  for (const name of Object.keys(fields)
    .filter((n) => n !== 'CheckMacValue')
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    sorted[name] = fields[name];
  const raw = JSON.stringify(sorted)
    .toLowerCase()
    .replace(/":"/g, '=')
    .replace(/","|{"|"}/g, '&');
  const encoded = encodeURIComponent(`HashKey=${hashKey}${raw}HashIV=${hashIv}`)
    .toLowerCase()
    .replace(/'/g, '%27')
    .replace(/~/g, '%7e')
    .replace(/%20/g, '+');
  return crypto.createHash('sha256').update(encoded).digest('hex').toUpperCase();
}

const same = (a: string, b: string) => {
  const x = Buffer.from(a.toUpperCase());
  const y = Buffer.from(b.toUpperCase());
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

/** Whether a posted form carries a CheckMacValue made with one of the pairs (documented or SDK-style). */
export function macMatches(fields: Record<string, string>, pairs: { hashKey: string; hashIv: string }[]): boolean {
  const given = fields.CheckMacValue ?? '';
  return pairs.some(
    (p) =>
      same(given, checkMacValue(fields, p.hashKey, p.hashIv)) ||
      same(given, sdkCheckMacValue(fields, p.hashKey, p.hashIv)),
  );
}
