/**
 * The worker thread of an import (`worker-batches.ts`): reads the file, splits and maps its records into
 * COPY bytes (`record-mappers.ts`) and posts each batch to the import's thread, its bytes transferred, never
 * more than the batches the import's thread has asked for (one ask a batch it takes).
 */
import { createReadStream } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { readRecords } from '../../lib/csv/record-reader.ts';
import { mapRecords } from './record-mappers.ts';
import type { WorkerInput, WorkerMessage, WorkerReply } from './worker-batches.ts';

const input = workerData as WorkerInput;
const port = parentPort!;
let credits = input.ahead;
/** ArrayBuffers the import's thread gave back once their batch was written, for the next batches. */
const spare: ArrayBuffer[] = [];
let wake: (() => void) | undefined;
port.on('message', (message: WorkerReply) => {
  if ('returned' in message) spare.push(...message.returned);
  else credits += 1;
  wake?.();
});
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/**
 * A copy of a batch's bytes in an ArrayBuffer of its own (it crosses without a copy; the mapper's buffers
 * stay here), taken from the spares when one is large enough: a new ArrayBuffer a batch made both threads'
 * garbage collectors run for the external memory (4 s of the import's thread at 1M rows).
 */
const copyOut = (bytes: Uint8Array): Uint8Array => {
  const at = spare.findIndex((buffer) => buffer.byteLength >= bytes.length);
  const buffer =
    at >= 0 ? spare.splice(at, 1)[0]! : new ArrayBuffer(2 ** Math.ceil(Math.log2(bytes.length + 1)));
  const out = new Uint8Array(buffer, 0, bytes.length);
  out.set(bytes);
  return out;
};

try {
  const records = readRecords(() => createReadStream(input.path), input.plain, input);
  for await (const batch of mapRecords(records, input.spec, input.delimiter)) {
    while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
    credits -= 1;
    const copies = batch.copies.map(copyOut);
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
