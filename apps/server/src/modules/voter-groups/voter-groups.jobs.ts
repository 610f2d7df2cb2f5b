import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/job.ts';
import { selectVoters } from '../voters/voter-selection.ts';
import type { FileStorage } from '../../integrations/storage/storage.port.ts';
import { readUploadedIds } from './voter-group-file.ts';
import {
  addMembersByStateId,
  clearMembers,
  findGroup,
  findUpload,
  finishGroup,
  replaceMembers,
  updateGroup,
  updateUpload,
  type VoterGroupRow,
} from './voter-groups.repository.ts';

/**
 * Selects a filter group's members (Pending → Ready, or Failed). Idempotent: it replaces the members
 * in one transaction, so running it again after a crash gives the same result.
 */
export const selectGroupMembers = async (db: Db, group: VoterGroupRow, log: FastifyBaseLogger) => {
  try {
    const filter = group.filterParams ?? {};
    await replaceMembers(db, group.id, (await selectVoters(db, group.campaignId, filter)).where);
  } catch (error) {
    log.error({ err: error, voter_group_id: group.id }, 'selecting voter group members failed');
    await updateGroup(db, group.id, {
      status: 'Failed',
      error: 'The voters of this group could not be selected',
    });
  }
};

/** Selects these groups' members again, one group after the other (after a voter-file import). */
export const reselectGroups = async (db: Db, groups: VoterGroupRow[], log: FastifyBaseLogger) => {
  for (const group of groups) await selectGroupMembers(db, group, log);
};

const UNMATCHED_SAMPLE = 100;

/**
 * Matches an uploaded voter_file.csv to the campaign's voters by state voter id, a batch at a time,
 * recording progress and the unmatched rows. Idempotent: it starts over from the stored file.
 */
export const matchUploadedGroup = async (
  db: Db,
  storage: FileStorage,
  group: VoterGroupRow,
  filePath: string,
  log: FastifyBaseLogger,
) => {
  try {
    await clearMembers(db, group.id);
    await updateUpload(db, group.id, {
      status: 'Running',
      startedAt: new Date(),
      rowsRead: 0,
      matched: 0,
      unmatched: 0,
      unmatchedRows: [],
    });
    const totals = { rowsRead: 0, matched: 0, unmatched: 0 };
    const unmatchedRows: { line: number; voter_id: string }[] = [];
    for await (const batch of readUploadedIds(storage, filePath)) {
      const found = await addMembersByStateId(db, group.id, group.campaignId, [
        ...new Set(batch.map((b) => b.id)),
      ]);
      totals.rowsRead += batch.length;
      for (const row of batch) {
        if (found.has(row.id)) totals.matched += 1;
        else {
          totals.unmatched += 1;
          if (unmatchedRows.length < UNMATCHED_SAMPLE)
            unmatchedRows.push({ line: row.line, voter_id: row.id });
        }
      }
      await updateUpload(db, group.id, { ...totals, unmatchedRows });
    }
    await finishGroup(db, group.id);
    await updateUpload(db, group.id, { status: 'Done', finishedAt: new Date() });
  } catch (error) {
    log.error({ err: error, voter_group_id: group.id }, 'matching the uploaded voter file failed');
    const detail =
      error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_')
        ? `The file could not be read: ${error.message}`
        : 'The file could not be matched';
    await updateUpload(db, group.id, { status: 'Failed', error: detail, finishedAt: new Date() });
    await updateGroup(db, group.id, { status: 'Failed', error: detail });
  }
};

const groupPayload = z.object({ campaign_id: z.uuid(), group_id: z.uuid() });

/** Selects a filter group's members; run again (a new filter, an import) it selects them afresh. */
export const groupSelectionJob = defineJob({
  name: 'voter-group-selection',
  payload: groupPayload,
  handle: async (ctx, { campaign_id, group_id }, { log }) => {
    const group = await findGroup(ctx.db, campaign_id, group_id);
    if (group?.type === 'filter') await selectGroupMembers(ctx.db, group, log);
  },
});

/** Matches an uploaded group's file, from the start, unless it is already Done or Failed. */
export const uploadMatchJob = defineJob({
  name: 'voter-group-upload',
  payload: groupPayload,
  handle: async (ctx, { campaign_id, group_id }, { log }) => {
    const group = await findGroup(ctx.db, campaign_id, group_id);
    const upload = group && (await findUpload(ctx.db, group.id));
    if (group && upload && (upload.status === 'Pending' || upload.status === 'Running')) {
      await matchUploadedGroup(ctx.db, ctx.storage, group, upload.filePath, log);
    }
  },
});
