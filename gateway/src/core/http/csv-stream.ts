import type { Response } from 'express';
import { Transform } from 'node:stream';
import { createGzip } from 'node:zlib';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * PostgreSQL's COPY ends CSV rows with LF; Excel-friendly files end them with CRLF (csvRow). A row ends at an LF
 * outside quotes; an LF inside a quoted cell (an item name with a line break) stays as it is. COPY with
 * FORCE_QUOTE quotes every cell and doubles inner quotes, so counting quotes tells inside from outside, across
 * chunk boundaries too. UTF-8 never uses these bytes inside a multi-byte character.
 */
export function crlfRows(): Transform {
  let quoted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const ends: number[] = [];
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i];
        if (byte === QUOTE) quoted = !quoted;
        else if (byte === LF && !quoted) ends.push(i);
      }
      if (!ends.length) return done(null, chunk);
      const out = Buffer.allocUnsafe(chunk.length + ends.length);
      let from = 0;
      let at = 0;
      for (const end of ends) {
        at += chunk.copy(out, at, from, end);
        out[at++] = CR;
        out[at++] = LF;
        from = end + 1;
      }
      chunk.copy(out, at, from);
      done(null, out);
    },
  });
}

/**
 * gzip at level 1 for a large export when the client takes gzip (else null: identity). The app-wide compression
 * would pick brotli, which for a 1,000,000-row file costs several CPU seconds and tens of MB of encoder memory in
 * the gateway; level 1 compresses CSV about as well for a fraction of that. The response then carries its
 * encoding, which the app-wide compression leaves alone.
 */
export function csvEncoder(res: Response): Transform | null {
  if (res.req.acceptsEncodings('gzip', 'identity') !== 'gzip') return null;
  res.setHeader('Content-Encoding', 'gzip');
  res.vary('Accept-Encoding');
  return createGzip({ level: 1 });
}
