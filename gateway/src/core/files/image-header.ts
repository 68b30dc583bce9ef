/** The size a picture declares in its header, read without decoding a single pixel. */
export interface DeclaredSize {
  width: number;
  height: number;
  /** What decoding it would hold at once: the decoder's own samples plus the 4-byte RGBA bitmap, per pixel. */
  decodedBytes: number;
}

const sized = (width: number, height: number, decoderBytesPerPixel: number): DeclaredSize => ({
  width,
  height,
  decodedBytes: width * height * (4 + decoderBytesPerPixel),
});

/** PNG colour types → channels (grey, –, RGB, palette, grey+alpha, –, RGBA). */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The larger of two sizes by what decoding costs: a file declaring several frames is judged by its biggest. */
const larger = (a: DeclaredSize | null, b: DeclaredSize): DeclaredSize =>
  !a || b.decodedBytes > a.decodedBytes ? b : a;

/**
 * A PNG's size from its IHDR chunk. Every chunk is walked (lengths only, no inflating) so a second IHDR further on
 * cannot declare more than the first one promised. Null when the chunk structure is broken or there is no IHDR.
 */
function pngSize(buffer: Buffer): DeclaredSize | null {
  if (buffer.length < 33 || !PNG_SIGNATURE.every((byte, i) => buffer[i] === byte)) return null;
  let size: DeclaredSize | null = null;
  for (let at = 8; at + 8 <= buffer.length;) {
    const length = buffer.readUInt32BE(at);
    const type = buffer.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > buffer.length) return null;
    if (type === 'IHDR') {
      const channels = PNG_CHANNELS[buffer[at + 17] ?? -1];
      if (length !== 13 || !channels) return null;
      // Unpacked scanlines: 16-bit samples take two bytes each, and anything under 8 bits is counted as one byte.
      const sampleBytes = Math.max(1, channels * ((buffer[at + 16] ?? 8) / 8));
      size = larger(size, sized(buffer.readUInt32BE(at + 8), buffer.readUInt32BE(at + 12), sampleBytes));
    }
    if (type === 'IEND') break;
    at = end;
  }
  return size;
}

// Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC share the range but are not frames.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
// Markers that stand alone, without a length: TEM, RST0–7, SOI, EOI.
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);

/**
 * A JPEG's size from its start-of-frame segments. Segments are walked by their lengths and scans skipped to the next
 * marker, so every frame in the file is seen (a thumbnail inside EXIF data is inside its segment and is not).
 * Null when the structure is broken or no frame is declared.
 */
function jpegSize(buffer: Buffer): DeclaredSize | null {
  if (buffer[0] !== 0xff || buffer[1] !== 0xd8) return null;
  let size: DeclaredSize | null = null;
  let at = 2;
  while (at < buffer.length) {
    if (buffer[at] !== 0xff) return null;
    while (buffer[at] === 0xff) at += 1; // fill bytes
    const marker = buffer[at];
    at += 1;
    if (marker === undefined || marker === 0xd9) break;
    if (isStandalone(marker)) continue;
    if (at + 2 > buffer.length) return null;
    const length = buffer.readUInt16BE(at);
    if (length < 2 || at + length > buffer.length) return null;
    if (isStartOfFrame(marker)) {
      const components = buffer[at + 7] ?? 0;
      if (length < 8 || components < 1 || components > 4) return null;
      // jpeg-js keeps each component as 16-bit coefficients and as 8-bit samples.
      size = larger(size, sized(buffer.readUInt16BE(at + 5), buffer.readUInt16BE(at + 3), components * 3));
    }
    at += length;
    if (marker === 0xda) {
      // Entropy-coded data: 0xFF is escaped as FF 00 and restart markers sit inside; anything else ends the scan.
      while (at < buffer.length) {
        const next = buffer[at + 1] ?? 0xd9;
        if (buffer[at] === 0xff && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        at += 1;
      }
    }
  }
  return size;
}

/** The dimensions a JPEG or PNG declares (the largest frame's), or null when its header cannot be read. */
export function declaredImageSize(mime: 'image/jpeg' | 'image/png', buffer: Buffer): DeclaredSize | null {
  return mime === 'image/png' ? pngSize(buffer) : jpegSize(buffer);
}
