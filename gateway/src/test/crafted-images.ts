import zlib from 'node:zlib';

/**
 * Pictures made byte by byte for tests: headers that declare any size, with as few pixel bytes as the attack needs.
 * No fixture files, and the numbers are in the test that uses them.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function ihdr(width: number, height: number, colorType: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8; // bit depth
  data[9] = colorType;
  return pngChunk('IHDR', data);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG declaring width × height (RGB) whose IDAT inflates to `pixelBytes` zero bytes: a 69-byte file may declare
 * 30000×30000. `extraIhdr` adds a second IHDR after the first, as a file trying to slip past a header check would.
 */
export function pngDeclaring(
  width: number,
  height: number,
  { pixelBytes = 16, extraIhdr }: { pixelBytes?: number; extraIhdr?: [number, number] } = {},
): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height, 2),
    ...(extraIhdr ? [ihdr(extraIhdr[0], extraIhdr[1], 2)] : []),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(pixelBytes), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A complete, valid grey PNG of width × height: every row filter 0, every pixel 0 (compresses ~1000:1). */
export function greyPng(width: number, height: number): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height, 0),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(height * (width + 1)), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG whose baseline start-of-frame declares width × height (3 components unless told), then a stub scan. */
export function jpegDeclaring(width: number, height: number, components = 3): Buffer {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >> 8,
    (data.length + 2) & 0xff,
    ...data,
  ];
  const ids = Array.from({ length: components }, (_, i) => i + 1);
  const sof = [
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    components,
    ...ids.flatMap((id) => [id, 0x11, 0]),
  ];
  const sos = [components, ...ids.flatMap((id) => [id, 0]), 0, 63, 0];
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, sof),
    ...segment(0xda, sos),
    0x00,
    0x00,
    0xff,
    0xd9,
  ]);
}
