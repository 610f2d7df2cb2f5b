/**
 * The product's import as the HTTP calls drive it, for the benches: the upload streams the file to storage and
 * proposes a mapping, then the start runs the import job with that mapping untouched. Times run from the start:
 * to `done` (the import is over for its user), then to the end of its job (a bulk load's index builds,
 * statistics, elections and turnout: decision 0027, fourth round; decision 0067).
 */
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import type { AppContext } from '../src/context.ts';
import type { Actor } from '../src/plugins/access.ts';
import {
  getVoterImport,
  startVoterImport,
  uploadVoterFile,
} from '../src/modules/voter-imports/voter-imports.service.ts';

type Uploaded = Awaited<ReturnType<typeof uploadVoterFile>>;

export const uploadFile = (ctx: AppContext, actor: Actor, file: string, name = basename(file)) =>
  uploadVoterFile(ctx, actor, { filename: name, file: createReadStream(file, { highWaterMark: 1 << 20 }) });

/** Starts an uploaded import and waits for its job; throws unless it ends `done`. */
export const importToDone = async (ctx: AppContext, actor: Actor, uploaded: Uploaded, pollMs = 50) => {
  const started = performance.now();
  const source = { userId: actor.userId, email: actor.email, ip: null, clientType: 'bench' };
  await startVoterImport(ctx, actor, uploaded.import.id, uploaded.proposed, source);
  const draining = ctx.jobs.drain();
  let result = await getVoterImport(ctx, actor, uploaded.import.id);
  while (result.status === 'queued' || result.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    result = await getVoterImport(ctx, actor, uploaded.import.id);
  }
  const doneMs = performance.now() - started;
  await draining;
  const jobMs = performance.now() - started;
  if (result.status !== 'done') throw new Error(`import ${result.status}: ${result.error ?? ''}`);
  return { result, doneMs, jobMs };
};
