/**
 * An import's reading and mapping in a worker thread (decision 0027, seventh round): the import's thread
 * only writes the batches to the database and serves the API, while the worker makes the next batches'
 * COPY bytes on the other core. The worker gets a young generation of its own, larger than the default:
 * collecting each record's short-lived strings was a quarter of the mapping's time, and the space is the
 * worker's alone and goes with it (the server's other memory, and PGlite's, untouched). Back-pressure: the
 * worker maps at most `ahead` batches beyond those the import has taken.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { MappedBatch, MapperSpec } from './record-mappers.ts';

export interface WorkerInput {
  /** The file on local disk. */
  path: string;
  /** Whether the file can be split by lines and delimiter (`scanDelimited`). */
  plain: boolean;
  encoding: 'utf8' | 'latin1';
  delimiter: string;
  spec: MapperSpec;
  /** Batches the worker may map before the import takes the first. */
  ahead: number;
}

/** To the worker: one more batch may be mapped, or a written batch's ArrayBuffers, given back. */
export type WorkerReply = { more: true } | { returned: ArrayBuffer[] };

export type WorkerMessage =
  { batch: MappedBatch } | { done: true } | { error: { message: string; code: string | undefined } };

/** Semi-spaces of 64 MB (V8's young generation is three of them): decision 0027, seventh round. */
const YOUNG_GENERATION_MB = 192;
const AHEAD = 2;

/**
 * The worker's module is TypeScript, like the server's: its thread registers tsx's loader first (a worker
 * does not inherit the loader `tsx` or vitest give the main thread).
 */
const TSX = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs'),
).href;
const ENTRY = new URL('./map-worker.ts', import.meta.url).href;
const BOOT = `import(${JSON.stringify(TSX)}).then(({ register }) => { register(); return import(${JSON.stringify(ENTRY)}); })`;

/** The batches of a file mapped in a worker, in order; the worker ends with the iteration (or its end). */
export class WorkerBatches implements AsyncIterable<MappedBatch> {
  private readonly messages: (WorkerMessage | { exit: number } | { failed: Error })[] = [];
  private wake: (() => void) | undefined;

  constructor(private readonly input: Omit<WorkerInput, 'ahead'> & { ahead?: number }) {}

  /** Batches the worker posted that the import has not taken yet (at most `ahead`). */
  get waiting(): number {
    return this.messages.filter((m) => 'batch' in m).length;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<MappedBatch> {
    const worker = new Worker(BOOT, {
      eval: true,
      workerData: { ahead: AHEAD, ...this.input } satisfies WorkerInput,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    const push = (message: (typeof this.messages)[number]) => {
      this.messages.push(message);
      this.wake?.();
    };
    worker.on('message', push);
    worker.on('error', (failed) => push({ failed }));
    worker.on('exit', (exit) => push({ exit }));
    try {
      for (;;) {
        while (this.messages.length === 0) await new Promise<void>((resolve) => (this.wake = resolve));
        const message = this.messages.shift()!;
        if ('done' in message) return;
        if ('batch' in message) {
          const { copies } = message.batch;
          const returned = () => {
            const buffers = copies.map((bytes) => bytes.buffer as ArrayBuffer);
            worker.postMessage({ returned: buffers } satisfies WorkerReply, buffers);
          };
          worker.postMessage({ more: true } satisfies WorkerReply);
          yield { ...message.batch, written: returned };
        } else if ('error' in message)
          throw Object.assign(new Error(message.error.message), { code: message.error.code });
        else if ('failed' in message) throw message.failed;
        else throw new Error(`The import's worker stopped (exit code ${message.exit})`);
      }
    } finally {
      this.wake = undefined;
      await worker.terminate();
    }
  }
}
