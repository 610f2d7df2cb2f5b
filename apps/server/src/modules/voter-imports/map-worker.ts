/**
 * The worker thread of an import (`worker-batches.ts`): reads the file, splits and maps its records into
 * COPY bytes (`record-mappers.ts`) and posts each batch to the import's thread, its bytes transferred, never
 * more than the batches the import's thread has asked for (one ask a batch it takes).
 */
import { createReadStream } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { readRecords } from '../../lib/csv/record-reader.ts';
import { mapRecords } from './record-mappers.ts';
import type { WorkerInput, WorkerMessage } from './worker-batches.ts';

const input = workerData as WorkerInput;
const port = parentPort!;
let credits = input.ahead;
let wake: (() => void) | undefined;
port.on('message', () => {
  credits += 1;
  wake?.();
});
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

try {
  const records = readRecords(() => createReadStream(input.path), input.plain, input);
  for await (const batch of mapRecords(records, input.spec, input.delimiter)) {
    while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
    credits -= 1;
    // Copies of the batch's bytes, each in an ArrayBuffer of its own: those cross without a copy, and the
    // mapper's buffers stay here for the next batches.
    const copies = batch.copies.map((bytes) => new Uint8Array(bytes));
    post(
      { batch: { ...batch, copies } },
      copies.map((bytes) => bytes.buffer as ArrayBuffer),
    );
  }
  post({ done: true });
} catch (error) {
  const { message, code } = error as { message?: string; code?: unknown };
  post({ error: { message: message ?? String(error), code: typeof code === 'string' ? code : undefined } });
}
port.removeAllListeners('message'); // nothing keeps the thread: it ends
