import { createJimp } from '@jimp/core';
import jpeg from '@jimp/js-jpeg';
import png from '@jimp/js-png';
import { methods as resize } from '@jimp/plugin-resize';

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

// Pure-JS codecs (no native install step): JPEG and PNG in, JPEG out. Jimp.fromBuffer would detect the type
// with the ESM-only `file-type` package; we already know it from the sniff, so the codec decodes directly.
const Jimp = createJimp({ formats: [jpeg, png], plugins: [resize] });
const CODECS = { 'image/jpeg': jpeg(), 'image/png': png() } as const;

/**
 * An uploaded picture made safe to serve: decoded (so a file that only looks like an image is refused), scaled
 * down to `maxWidth` if wider, and re-encoded as JPEG, which also drops EXIF data such as GPS positions.
 * Null when it is not a JPEG or PNG that decodes.
 */
export async function normalizeImage(buffer: Buffer, maxWidth: number): Promise<Buffer | null> {
  const type = sniffFileType(buffer);
  if (type?.mime !== 'image/jpeg' && type?.mime !== 'image/png') return null;
  try {
    const image = new Jimp(await CODECS[type.mime].decode(buffer));
    if (image.width > maxWidth) image.resize({ w: maxWidth });
    return await image.getBuffer('image/jpeg', { quality: 85 });
  } catch {
    return null;
  }
}
