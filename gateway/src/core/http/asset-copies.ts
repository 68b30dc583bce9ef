import fs from 'node:fs';
import path from 'node:path';
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';

/** The types of the files the build precompresses (frontend/build/precompress.ts); any other file takes the slow path. */
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};
const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number];

/** A hashed asset's name under /assets, matched as the router would mount it (any case). */
const ASSET_NAME = /^\/assets\/([^/]+)$/i;
/** What the express.static path answers with care (206, 304, 412): such a request is left to it. */
const CONDITIONAL = ['range', 'if-range', 'if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since'];
/** Accept-Encoding values remembered with what they choose: browsers send a handful; anything past is worked out. */
const MAX_REMEMBERED_HEADERS = 64;
/** What `send` writes for the express.static path's options (spa.ts: immutable, a year). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

interface LoadedCopy {
  body: Buffer;
  headers: Record<string, string | number>;
}

/**
 * One Accept-Encoding's choice among br and gzip (brotli first whatever the order: it is the smaller copy), as
 * `accepts` would make it: a coding is taken when named (or `*` is) without q=0.
 */
function chosenEncoding(header: string): Encoding | null {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((w) => w !== undefined);
    if (name) q.set(name, weight === undefined ? 1 : Number(weight));
  }
  const star = q.get('*');
  return ENCODINGS.find(({ encoding }) => (q.get(encoding) ?? star ?? 0) > 0) ?? null;
}

const hasConditions = (headers: IncomingHttpHeaders) => CONDITIONAL.some((name) => headers[name] !== undefined);

/**
 * The brotli or gzip copy of a hashed asset, answered from memory: read once on its first request (the build does
 * not change while the gateway runs, and a name's content never changes), with the headers the express.static path
 * sends for it worked out then. Mounted before compression and the session: an asset needs neither, and the file
 * system's open, stat, read and close per request were most of an asset's cost. Ranges and conditional requests, a
 * client that takes no encoding and any name without a copy go on to the express.static path (core/http/spa.ts).
 */
export function assetCopiesInMemory(assetsDir: string): RequestHandler {
  const names = new Set(fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir) : []);
  const loading = new Map<string, Promise<LoadedCopy>>();
  const loaded = new Map<string, LoadedCopy>();
  const choices = new Map<string, Encoding | null>();

  const load = (file: string, encoding: string, type: string): Promise<LoadedCopy> => {
    let copy = loading.get(file);
    if (!copy) {
      const full = path.join(assetsDir, file);
      copy = Promise.all([fs.promises.readFile(full), fs.promises.stat(full)]).then(([body, stat]) => {
        const ready: LoadedCopy = {
          body,
          headers: {
            Vary: 'Accept-Encoding',
            'Content-Type': type,
            'Content-Encoding': encoding,
            'Accept-Ranges': 'bytes',
            'Cache-Control': CACHE_CONTROL,
            'Last-Modified': stat.mtime.toUTCString(),
            'Content-Length': body.length,
          },
        };
        loaded.set(file, ready);
        return ready;
      });
      // A failed read is not remembered: the next request tries again (and this one takes the slow path).
      copy.catch(() => loading.delete(file));
      loading.set(file, copy);
    }
    return copy;
  };

  const choose = (header: string): Encoding | null => {
    let choice = choices.get(header);
    if (choice === undefined) {
      choice = chosenEncoding(header);
      if (choices.size < MAX_REMEMBERED_HEADERS) choices.set(header, choice);
    }
    return choice;
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = ASSET_NAME.exec(req.path)?.[1];
    const type = name && TYPES[path.extname(name)];
    const accepted = req.headers['accept-encoding'];
    if (!type || !accepted || hasConditions(req.headers)) return next();
    const copy = choose(accepted);
    if (!copy || !names.has(name + copy.suffix) || res.getHeader('Vary') !== undefined) return next();
    const file = name + copy.suffix;
    const send = ({ body, headers }: LoadedCopy) => {
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const ready = loaded.get(file);
    if (ready) return send(ready);
    load(file, copy.encoding, type).then(send, () => next());
  };
}
