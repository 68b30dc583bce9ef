// The "no raw codes on any screen" check: a page's visible words may not carry a stored code (HOME_NORMAL,
// PaymentSwitch, 其他：1、3). Uppercase words people read in Taiwan's payment world are allowed by name; anything
// else uppercase of three or more letters is a code that escaped its label.

/** Uppercase words a seller or buyer reads as words, not codes. Add one here only when it is such a word. */
export const ALLOWED_UPPERCASE = new Set([
  'ATM',
  'CVS',
  'OTP',
  'API',
  'CSV',
  'URL',
  'PDF',
  'PNG',
  'JPG',
  'JPEG',
  'GIF',
  'SMS',
  'TWD',
  'NTD',
  'ELEVEN', // 7-ELEVEN
  'LINE', // LINE Pay
  'JKO',
  'AFTEE', // AFTEE 先享後付
  'JCB',
  'VISA',
  'AMEX',
  'FAQ',
  'SSL',
  'TLS',
  'HTTPS',
  'HTTP',
  'PCI',
  'DSS',
  'CSRF',
  'JSON',
  'REST',
  'POST',
  'GET',
  'SDK',
  'HMAC',
  'SHA',
  'MAC',
  'IOS',
  'APP',
  'EMAIL',
  'TWQR',
  'QR',
  'IBAN',
  'SWIFT',
  'ECPAY',
  'PAYDESK',
  'GMT',
  'UTC',
]);

const UPPERCASE = /(?<![A-Za-z0-9_])[A-Z][A-Z_]{2,}(?![A-Za-z0-9_])/g;
/** 其他 followed by a value: a field without a name in the audit wording. */
const OTHER_RAW = /其他：\s*[A-Za-z0-9_]/;
/** A code in full-width brackets after its label: 宅配（HOME）, 開通付款方式（PaymentSwitch）. */
const BRACKETED_IDENTIFIER = /（([A-Za-z][A-Za-z_]*[a-z][A-Za-z_]*[A-Z][A-Za-z_]*|[A-Z][A-Z_]{2,})）/g;

/** The raw codes in a text, each once (empty when none). */
export function rawCodes(text) {
  const found = new Set();
  for (const m of text.matchAll(UPPERCASE)) if (!ALLOWED_UPPERCASE.has(m[0])) found.add(m[0]);
  for (const m of text.matchAll(BRACKETED_IDENTIFIER)) if (!ALLOWED_UPPERCASE.has(m[1])) found.add(`（${m[1]}）`);
  const other = text.match(OTHER_RAW);
  if (other) found.add(other[0]);
  return [...found];
}

/**
 * The page's visible text, leaving out what is shown as code on purpose (`code`, `pre`, `kbd`, `samp`: the developer
 * page's samples) and what the person typed (inputs are not text nodes).
 */
export function visibleText(page) {
  return page.evaluate(() => {
    const parts = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('code, pre, kbd, samp, script, style, [data-raw-ok]')) continue;
      if (!parent.checkVisibility?.({ visibilityProperty: true })) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join('\n');
  });
}
