import fs from 'node:fs/promises';
import path from 'node:path';
import type { Response } from 'express';
import { sniffFileType, type SniffedType } from './images';

export interface StoredFile {
  /** Where uploads live (UPLOAD_DIR). */
  root: string;
  /** The stored name, relative to root, as the database holds it (never a path from the request). */
  file: string;
  /** `attachment` saves (documents); `inline` shows in a page (pictures). */
  disposition: 'attachment' | 'inline';
  /** The name offered when saved; its extension becomes the sniffed type's. */
  name: string;
  cacheControl: string;
}

/** The extensions each sniffed type may keep; anything else (`.html`, `.svg`, none) is replaced. */
const KEPT_EXTENSIONS: Record<SniffedType['ext'], string[]> = { jpg: ['jpg', 'jpeg'], png: ['png'], pdf: ['pdf'] };

/** A download name that says what the bytes are: `scan.html` holding a PNG is offered as `scan.png`. */
export function nameForType(name: string, type: SniffedType | null): string {
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name) || 'file';
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!type) return `${stem}.bin`;
  return KEPT_EXTENSIONS[type.ext].includes(ext) ? name : `${stem}.${type.ext}`;
}

async function readHead(file: string): Promise<Buffer | null> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(file, 'r');
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0);
    return buffer.subarray(0, bytesRead);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  } finally {
    await handle?.close();
  }
}

/**
 * Serves an uploaded file as what its first bytes say it is, whatever name or type the uploader gave: the sniffed
 * Content-Type (application/octet-stream when it is none we accept), nosniff so a browser never guesses HTML, a
 * Content-Disposition whose name carries the same type, and a sandboxing CSP in case it is opened on its own.
 * Resolves false, having sent nothing, when the file is gone (a restored database, a wiped disk).
 */
export async function sendStoredFile(res: Response, stored: StoredFile): Promise<boolean> {
  const root = path.resolve(stored.root);
  const full = path.resolve(root, stored.file);
  if (!full.startsWith(root + path.sep)) return false;
  const head = await readHead(full);
  if (!head) return false;
  const type = sniffFileType(head);
  // attachment() encodes the name safely (an ASCII fallback and filename*=UTF-8''); it also sets a type from the
  // name's extension, which the sniffed type then replaces.
  res.attachment(nameForType(stored.name, type));
  if (stored.disposition === 'inline')
    res.set('Content-Disposition', String(res.get('Content-Disposition')).replace(/^attachment/, 'inline'));
  res.set({
    'Content-Type': type?.mime ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': stored.cacheControl,
  });
  return new Promise<boolean>((resolve, reject) =>
    // With `root`, send refuses `..` and checks dot-folders only below it (UPLOAD_DIR defaults to .data/uploads).
    res.sendFile(stored.file, { root, dotfiles: 'deny' }, (error: (Error & { status?: number }) | undefined) => {
      if (!error) return resolve(true);
      if (error.status === 404 && !res.headersSent) {
        res.removeHeader('Content-Disposition');
        for (const header of ['Content-Type', 'Content-Security-Policy', 'Cache-Control']) res.removeHeader(header);
        return resolve(false);
      }
      reject(error);
    }),
  );
}
