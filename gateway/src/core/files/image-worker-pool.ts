import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** One picture to decode, scale and re-encode in a worker. */
export interface ImageJob {
  mime: 'image/jpeg' | 'image/png';
  bytes: Buffer;
  maxWidth: number;
  maxPixels: number;
  maxDecodedBytes: number;
}

/** A job's outcome: the JPEG, `failed` (did not decode, or over budget after all) or `busy` (queue full, timed out). */
export type ImageJobResult = { jpeg: Buffer } | { problem: 'failed' | 'busy' };

// The worker's code, run with `eval` so the same text works from the TypeScript sources under jest and from the
// build. The codecs are resolved here and handed over as absolute paths. jpeg-js is given the budgets too, so even a
// header the gate misread could not make it allocate more.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { createJimp } = require(workerData.core);
const jpeg = require(workerData.jpeg).default;
const png = require(workerData.png).default;
const { methods: resize } = require(workerData.resize);
const Jimp = createJimp({ formats: [jpeg, png], plugins: [resize] });
const codecs = { 'image/jpeg': jpeg(), 'image/png': png() };
parentPort.on('message', async ({ id, mime, bytes, maxWidth, maxPixels, maxDecodedBytes }) => {
  try {
    const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const options =
      mime === 'image/jpeg'
        ? { maxResolutionInMP: maxPixels / 1e6, maxMemoryUsageInMB: maxDecodedBytes / 1024 / 1024 }
        : undefined;
    const bitmap = await codecs[mime].decode(data, options);
    if (bitmap.width * bitmap.height > maxPixels) throw new Error('over the pixel budget');
    const image = new Jimp(bitmap);
    if (image.width > maxWidth) image.resize({ w: maxWidth });
    parentPort.postMessage({ id, jpeg: await image.getBuffer('image/jpeg', { quality: 85 }) });
  } catch {
    parentPort.postMessage({ id, jpeg: null });
  }
});
`;

const CODEC_PATHS = {
  core: require.resolve('@jimp/core'),
  jpeg: require.resolve('@jimp/js-jpeg'),
  png: require.resolve('@jimp/js-png'),
  resize: require.resolve('@jimp/plugin-resize'),
};

interface Pending {
  job: ImageJob;
  resolve: (result: ImageJobResult) => void;
}

interface Slot {
  worker: Worker;
  current: (Pending & { id: number; timer: NodeJS.Timeout }) | null;
}

export interface ImageWorkerPoolOptions {
  /** Workers decoding at once (each holds one decoded bitmap). */
  size: number;
  /** Jobs that may wait for a worker; beyond that an upload is refused as busy rather than held in memory. */
  queueMax: number;
  /** A decode running longer than this is stopped (its worker ended and replaced) and the upload refused. */
  timeoutMs: number;
}

/**
 * Picture decoding off the event loop: a few worker threads, started on first use and unref'd (they never keep the
 * process alive), fed from a bounded queue. A worker that dies or overruns is replaced; its job is refused.
 */
export class ImageWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;

  constructor(private readonly options: ImageWorkerPoolOptions) {}

  run(job: ImageJob): Promise<ImageJobResult> {
    return new Promise((resolve) => {
      if (this.queue.length >= this.options.queueMax) return resolve({ problem: 'busy' });
      this.queue.push({ job, resolve });
      this.pump();
    });
  }

  /** Ends every worker (tests, shutdown); queued jobs are refused as busy. */
  async close(): Promise<void> {
    for (const pending of this.queue.splice(0)) pending.resolve({ problem: 'busy' });
    await Promise.all(this.slots.splice(0).map((slot) => this.retire(slot, { problem: 'busy' })));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => !s.current) ?? this.spawn();
      const pending = slot && this.queue.shift();
      if (!slot || !pending) return;
      const id = this.nextId++;
      const timer = setTimeout(() => void this.replace(slot, { problem: 'busy' }), this.options.timeoutMs);
      slot.current = { ...pending, id, timer };
      slot.worker.ref();
      slot.worker.postMessage({ id, ...pending.job });
    }
  }

  private spawn(): Slot | null {
    if (this.slots.length >= this.options.size) return null;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: CODEC_PATHS });
    const slot: Slot = { worker, current: null };
    worker.unref();
    worker.on('message', (message: { id: number; jpeg: Uint8Array | null }) => {
      const current = slot.current;
      if (!current || current.id !== message.id) return;
      this.finish(slot, message.jpeg ? { jpeg: Buffer.from(message.jpeg) } : { problem: 'failed' });
      this.pump();
    });
    // Out of memory or a crash: the job fails, the slot goes and a fresh worker takes the next job.
    worker.on('error', () => void this.replace(slot, { problem: 'failed' }));
    worker.on('exit', () => void this.replace(slot, { problem: 'failed' }));
    this.slots.push(slot);
    return slot;
  }

  private finish(slot: Slot, result: ImageJobResult): void {
    const current = slot.current;
    if (!current) return;
    clearTimeout(current.timer);
    slot.current = null;
    slot.worker.unref();
    current.resolve(result);
  }

  private async replace(slot: Slot, result: ImageJobResult): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    await this.retire(slot, result);
    this.pump();
  }

  private async retire(slot: Slot, result: ImageJobResult): Promise<void> {
    this.finish(slot, result);
    slot.worker.removeAllListeners();
    // A late 'error' from the ending worker must not become an unhandled event.
    slot.worker.on('error', () => undefined);
    await slot.worker.terminate();
  }
}

/** Cores left for the event loop: one worker on a 2-core machine, at most 2 anywhere. */
export const imageWorkerPool = new ImageWorkerPool({
  size: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  queueMax: 32,
  timeoutMs: 30_000,
});
