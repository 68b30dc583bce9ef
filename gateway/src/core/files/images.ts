import { declaredImageSize } from './image-header';
import { imageWorkerPool } from './image-worker-pool';

/** A file type told by its first bytes, whatever name or MIME the browser claimed. */
export interface SniffedType {
  mime: 'image/jpeg' | 'image/png' | 'application/pdf';
  ext: 'jpg' | 'png' | 'pdf';
}

const SIGNATURES: (SniffedType & { magic: number[] })[] = [
  { mime: 'image/jpeg', ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
  { mime: 'image/png', ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47] },
  { mime: 'application/pdf', ext: 'pdf', magic: [0x25, 0x50, 0x44, 0x46] },
];

export function sniffFileType(buffer: Buffer): SniffedType | null {
  const found = SIGNATURES.find((s) => s.magic.every((byte, i) => buffer[i] === byte));
  return found ? { mime: found.mime, ext: found.ext } : null;
}

/** What an uploaded picture may cost before anything decodes it. */
export interface ImageBudget {
  /** Scaled down to this width if wider. */
  maxWidth: number;
  /** The file itself. */
  maxBytes: number;
  /** Width × height as the header declares it: a decoded pixel takes 4 bytes, whatever the file's size. */
  maxPixels: number;
  /** What decoding may hold at once, from the header's size and sample format (16-bit samples count double). */
  maxDecodedBytes: number;
}

/** Why a picture was refused: not a JPEG/PNG that decodes, too many bytes (the file), too large once decoded
 * (pixels or working memory, told by the header), or the decoders are full. */
export type ImageProblem = 'type' | 'bytes' | 'pixels' | 'busy';

export type NormalizedImage = { ok: true; jpeg: Buffer } | { ok: false; problem: ImageProblem };

/**
 * An uploaded picture made safe to serve: decoded (so a file that only looks like an image is refused), scaled
 * down to `maxWidth` if wider, and re-encoded as JPEG, which also drops EXIF data such as GPS positions.
 * The budgets are checked on the file and its header first, so a few bytes declaring 30000×30000
 * are refused in microseconds; what passes is decoded in a worker thread (core/files/image-worker-pool.ts),
 * never on the event loop.
 */
export async function normalizeImage(buffer: Buffer, budget: ImageBudget): Promise<NormalizedImage> {
  if (buffer.length > budget.maxBytes) return { ok: false, problem: 'bytes' };
  const type = sniffFileType(buffer);
  if (type?.mime !== 'image/jpeg' && type?.mime !== 'image/png') return { ok: false, problem: 'type' };
  const size = declaredImageSize(type.mime, buffer);
  if (!size || size.width === 0 || size.height === 0) return { ok: false, problem: 'type' };
  if (size.width * size.height > budget.maxPixels || size.decodedBytes > budget.maxDecodedBytes)
    return { ok: false, problem: 'pixels' };
  const result = await imageWorkerPool.run({
    mime: type.mime,
    bytes: buffer,
    maxWidth: budget.maxWidth,
    maxPixels: budget.maxPixels,
    maxDecodedBytes: budget.maxDecodedBytes,
  });
  if ('jpeg' in result) return { ok: true, jpeg: result.jpeg };
  return { ok: false, problem: result.problem === 'busy' ? 'busy' : 'type' };
}
