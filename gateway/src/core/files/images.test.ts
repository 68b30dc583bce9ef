import jpegCodec from '@jimp/js-jpeg';
import { greyPng, jpegDeclaring, pngDeclaring } from '../../test/crafted-images';
import { declaredImageSize } from './image-header';
import { ImageWorkerPool } from './image-worker-pool';
import { normalizeImage, sniffFileType, type ImageBudget } from './images';

// A 2×2 PNG, made here so the test needs no fixture file.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
const BUDGET: ImageBudget = {
  maxWidth: 100,
  maxBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
  maxDecodedBytes: 512 * 1024 * 1024,
};

/** Off-heap bytes too: a decoded bitmap lives in ArrayBuffers, not on the V8 heap. */
const memoryInUse = () => process.memoryUsage().rss;

/** The longest the event loop went without running a 5 ms timer while `work` ran. */
/**
 * How often the main thread's event loop got a turn while `work` ran. A decode on the main thread starves a 5 ms
 * timer for its whole length; one in a worker leaves it ticking. Counting turns instead of timing the longest gap
 * keeps a garbage collection on a busy machine from failing the test.
 */
async function loopTurnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  const timer = setInterval(() => (turns += 1), 5);
  try {
    return { result: await work(), turns };
  } finally {
    clearInterval(timer);
  }
}

describe('uploaded pictures', () => {
  it('tells types by their first bytes', () => {
    expect(sniffFileType(PNG)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(sniffFileType(Buffer.from('%PDF-1.7'))).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    expect(sniffFileType(Buffer.from('<svg/>'))).toBeNull();
  });

  it('re-encodes a PNG as JPEG and refuses what does not decode', async () => {
    const image = await normalizeImage(PNG, BUDGET);
    expect(image.ok && [...image.jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const broken = Buffer.concat([PNG.subarray(0, 33), Buffer.from('broken')]);
    expect(await normalizeImage(broken, BUDGET)).toEqual({ ok: false, problem: 'type' });
    expect(await normalizeImage(Buffer.from('<svg onload=alert(1)>'), BUDGET)).toEqual({ ok: false, problem: 'type' });
  });

  it('reads the size a header declares, taking the largest of several frames', () => {
    expect(declaredImageSize('image/png', PNG)).toEqual({ width: 2, height: 2, decodedBytes: 2 * 2 * (4 + 3) });
    const jpeg = jpegCodec().encode({ width: 3, height: 2, data: Buffer.alloc(3 * 2 * 4, 0x80) });
    expect(declaredImageSize('image/jpeg', jpeg)).toMatchObject({ width: 3, height: 2 });
    expect(declaredImageSize('image/jpeg', jpegDeclaring(30_000, 20_000))).toMatchObject({
      width: 30_000,
      height: 20_000,
    });
    expect(declaredImageSize('image/png', pngDeclaring(2, 2, { extraIhdr: [30_000, 30_000] }))).toMatchObject({
      width: 30_000,
      height: 30_000,
    });
    expect(declaredImageSize('image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00]))).toBeNull();
    expect(declaredImageSize('image/png', PNG.subarray(0, 30))).toBeNull();
  });

  it('refuses picture bombs from their header in milliseconds, before any decode, with memory flat', async () => {
    const bombs = [
      pngDeclaring(30_000, 30_000), // 69 bytes declaring 900 MP (~3.6 GB decoded)
      pngDeclaring(10_000, 10_000, { pixelBytes: 10_000_000 }), // ~10 KB of zeros declaring 100 MP
      pngDeclaring(2, 2, { extraIhdr: [30_000, 30_000] }),
      jpegDeclaring(30_000, 30_000),
      jpegDeclaring(8_000, 8_000), // 64 MP: under jpeg-js's own 100 MP ceiling, over ours
    ];
    expect(bombs[0]!.length).toBeLessThanOrEqual(69);
    const before = memoryInUse();
    for (const bomb of bombs) {
      const started = performance.now();
      expect(await normalizeImage(bomb, BUDGET)).toEqual({ ok: false, problem: 'pixels' });
      expect(performance.now() - started).toBeLessThan(250); // a decode would take seconds or exhaust memory
    }
    expect(memoryInUse() - before).toBeLessThan(20 * 1024 * 1024);
  });

  it('refuses what would take too much memory to decode, though under the pixel budget', async () => {
    const cmyk = jpegDeclaring(6_000, 6_000, 4); // 36 MP, four components: 16 bytes a pixel while decoding
    expect(declaredImageSize('image/jpeg', cmyk)?.decodedBytes).toBe(36_000_000 * 16);
    expect(await normalizeImage(cmyk, BUDGET)).toEqual({ ok: false, problem: 'pixels' });
  });

  it('refuses a file over the byte budget before looking inside', async () => {
    expect(await normalizeImage(PNG, { ...BUDGET, maxBytes: PNG.length - 1 })).toEqual({ ok: false, problem: 'bytes' });
  });

  it('decodes a large picture within the budget in a worker: the event loop keeps running', async () => {
    const large = greyPng(4_000, 4_000); // 16 MP, ~16 KB
    const { result, turns } = await loopTurnsDuring(() => normalizeImage(large, { ...BUDGET, maxWidth: 1_200 }));
    expect(result.ok && declaredImageSize('image/jpeg', result.jpeg)).toMatchObject({ width: 1_200, height: 1_200 });
    // Decoding on the main thread would block nearly all of it; in a worker the loop keeps ticking.
    expect(turns).toBeGreaterThanOrEqual(10);
  });

  it('refuses as busy past its queue or its time limit, and a fresh worker takes the next job', async () => {
    const pool = new ImageWorkerPool({ size: 1, queueMax: 1, timeoutMs: 60_000 });
    const job = { mime: 'image/png' as const, bytes: greyPng(1_500, 1_500), ...BUDGET };
    try {
      // One decoding, one waiting, the third refused at once.
      const [first, second, third] = await Promise.all([pool.run(job), pool.run(job), pool.run(job)]);
      expect('jpeg' in first && 'jpeg' in second).toBe(true);
      expect(third).toEqual({ problem: 'busy' });
    } finally {
      await pool.close();
    }
    const hasty = new ImageWorkerPool({ size: 1, queueMax: 4, timeoutMs: 1 });
    try {
      expect(await hasty.run(job)).toEqual({ problem: 'busy' });
      expect(await hasty.run({ ...job, bytes: PNG })).toEqual({ problem: 'busy' });
    } finally {
      await hasty.close();
    }
  });
});
