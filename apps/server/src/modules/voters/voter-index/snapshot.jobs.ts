import { z } from 'zod';
import { defineJob } from '../../../jobs/job.ts';
import { voterIndexFor } from './voter-index.ts';

/**
 * Builds a campaign's voter index and stores its snapshot once an import is over (queued by the import's
 * job after its last write: docs/decisions/0070-statewide.md), so the first API process after an import
 * opens the snapshot instead of building it. Idempotent: nothing to do when the current version's is stored.
 */
export const voterIndexSnapshotJob = defineJob({
  name: 'voter-index-snapshot',
  payload: z.object({ campaign_id: z.uuid() }),
  handle: async (ctx, { campaign_id }) => {
    await voterIndexFor(ctx.db).storeSnapshot(campaign_id);
  },
});
