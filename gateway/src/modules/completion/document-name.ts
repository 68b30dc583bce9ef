import path from 'node:path';

export const DOCUMENT_NAME_MAX_LENGTH = 200;

/**
 * A document's original name as stored and served: Unicode NFC, no directory part, no control or
 * format characters (CR/LF, NUL, bidi overrides that disguise an extension), whitespace collapsed,
 * at most 200 characters (code points, so an emoji is never cut in half). Empty when nothing is left.
 */
export function cleanDocumentName(raw: string): string {
  const base = path.posix.basename(raw.normalize('NFC').replace(/\\/g, '/'));
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(cleaned).slice(0, DOCUMENT_NAME_MAX_LENGTH).join('').trim();
}
