import { z } from 'zod';
import { defineJob } from '../../jobs/job.ts';
import { reselectGroups } from '../voter-groups/voter-groups.jobs.ts';
import { pendingFilterGroups } from '../voter-groups/voter-groups.repository.ts';
import { voterIndexSnapshotJob } from '../voters/voter-index/snapshot.jobs.ts';
import { findImport } from './voter-imports.repository.ts';
import { finishIndexes, runImport } from './voter-imports.jobs.ts';

export const RESTARTED_NOTE =
  'Restarted after the server stopped: no voters had been changed, the file was read again.';

/**
 * Runs a queued voter import. Idempotent (docs/decisions/0026-job-queue.md): an import found `running`
 * was cut off with its process (nothing had reached `voters`), so it is read again from the stored file;
 * one found `done` may have index builds left (its process stopped after the commit: decision 0027), its
 * elections and turnout scores to refresh (decision 0067) and the filter groups it left Pending to select.
 */
export const voterImportJob = defineJob({
  name: 'voter-import',
  payload: z.object({ campaign_id: z.uuid(), import_id: z.uuid() }),
  handle: async (ctx, { campaign_id, import_id }, { log }) => {
    const row = await findImport(ctx.db, campaign_id, import_id);
    if (!row) return;
    if (row.status === 'queued' || row.status === 'running') {
      await runImport(
        ctx.database,
        ctx.storage,
        row,
        log,
        row.status === 'running' ? RESTARTED_NOTE : undefined,
      );
    } else {
      if (row.status === 'done') await finishIndexes(ctx.database, campaign_id);
      await reselectGroups(ctx.db, await pendingFilterGroups(ctx.db, campaign_id), log);
    }
    // After the import's last write: the voter index of what it left, stored for the API (decision 0070).
    await ctx.jobs.enqueue(voterIndexSnapshotJob, { campaign_id });
  },
});
