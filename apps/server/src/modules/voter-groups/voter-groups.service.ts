import type { Readable } from 'node:stream';
import type { UploadStatus, VoterGroup } from '@groundwork/shared/contracts/voter-groups';
import type { VoterBreakdown, VoterFilter } from '@groundwork/shared/contracts/voters';
import { MESSAGES } from '@groundwork/shared/messages';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { VoterOrder } from '../voters/voter-order.ts';
import type { Actor } from '../../plugins/access.ts';
import { recordAudit, type AuditSource } from '../audit-log/audit-log.repository.ts';
import { assertTextFile, readHead } from '../../lib/csv/file-sniff.ts';
import { streamCsv } from '../../lib/csv/stream-csv.ts';
import { selectVoters } from '../voters/voter-selection.ts';
import { voterIndexFor } from '../voters/voter-index/voter-index.ts';
import { breakdownVoters, countVoters } from '../voters/voters.repository.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { groupSelectionJob, uploadMatchJob } from './voter-groups.jobs.ts';
import { unmatchedRowsCsv } from './voter-group-file.ts';
import * as mergeRepo from './voter-merge.repository.ts';
import * as repo from './voter-groups.repository.ts';

/** From the in-memory voter index when it is current (voter-index/), else from SQL. */
export const countVotersForFilter = async (db: Db, actor: Actor, filter: VoterFilter) =>
  (await voterIndexFor(db).count(actor.campaignId, filter)) ??
  countVoters(db, (await selectVoters(db, actor.campaignId, filter)).where);

export const breakdownVotersForFilter = async (
  db: Db,
  actor: Actor,
  filter: VoterFilter,
): Promise<VoterBreakdown> => {
  const indexed = await voterIndexFor(db).breakdown(actor.campaignId, filter);
  if (indexed) return indexed;
  const { where } = await selectVoters(db, actor.campaignId, filter);
  const [breakdown, { doors }] = await Promise.all([breakdownVoters(db, where), countVoters(db, where)]);
  return { ...breakdown, doors };
};

const findOrThrow = async (db: Db, actor: Actor, id: string) => {
  const group = await repo.findGroup(db, actor.campaignId, id);
  if (!group) throw notFound('Voter group');
  return group;
};

/** A group made from a filter starts Pending; its members are selected right after (voter-groups.jobs.ts). */
export const createVoterGroup = async (
  db: Db,
  jobs: JobQueue,
  actor: Actor,
  body: { name: string; description?: string | null | undefined; filter_params: VoterFilter },
): Promise<VoterGroup> => {
  const group = await repo.insertGroup(db, {
    campaignId: actor.campaignId,
    userId: actor.userId,
    name: body.name,
    description: body.description ?? null,
    type: 'filter',
    creationMethod: 'Created',
    status: 'Pending',
    filterParams: body.filter_params,
  });
  await jobs.enqueue(groupSelectionJob, { campaign_id: group.campaignId, group_id: group.id });
  return repo.toVoterGroup(group);
};

export const getVoterGroup = async (db: Db, actor: Actor, id: string) =>
  repo.toVoterGroup(await findOrThrow(db, actor, id));

export const listVoterGroups = async (db: Db, actor: Actor) =>
  (await repo.listGroups(db, actor.campaignId)).map(repo.toVoterGroup);

/** A changed filter selects the members again (Pending until done). */
export const updateVoterGroup = async (
  db: Db,
  jobs: JobQueue,
  actor: Actor,
  body: {
    id: string;
    name?: string | undefined;
    description?: string | null | undefined;
    filter_params?: VoterFilter | undefined;
  },
): Promise<VoterGroup> => {
  const current = await findOrThrow(db, actor, body.id);
  const refilter = body.filter_params !== undefined && current.type === 'filter';
  const updated = await repo.updateGroup(db, current.id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(refilter ? { filterParams: body.filter_params, status: 'Pending' } : {}),
  });
  if (!updated) throw notFound('Voter group');
  if (refilter)
    await jobs.enqueue(groupSelectionJob, { campaign_id: updated.campaignId, group_id: updated.id });
  return repo.toVoterGroup(updated);
};

export const deleteVoterGroup = async (db: Db, actor: Actor, id: string, source: AuditSource) => {
  const group = await findOrThrow(db, actor, id);
  await db.transaction(async (tx) => {
    await repo.deleteGroup(tx, group.id);
    await recordAudit(tx, source, {
      campaignId: group.campaignId,
      action: 'voter_group.deleted',
      target: { type: 'voter_group', id: group.id },
      summary: `Deleted the voter group "${group.name}" (${group.voterCount} voters)`,
    });
  });
  return { detail: MESSAGES.voterGroupDeleted };
};

export const pageVoterGroup = async (
  db: Db,
  actor: Actor,
  id: string,
  page: VoterOrder & { skip: number; limit: number },
) => {
  const group = await findOrThrow(db, actor, id);
  const { skip, limit } = page;
  return { total: group.voterCount, skip, limit, voters: await repo.pageMembers(db, group.id, page) };
};

const EXPORT_COLUMNS = [
  'state_voter_id',
  'first_name',
  'last_name',
  'res_street',
  'res_city',
  'res_zip',
  'party',
  'gender',
  'age',
  'phone',
  'email',
  'precinct',
  'lat',
  'lng',
] as const;

/**
 * The group as CSV in the order of its table (`order`, the table's sort), streamed a batch at a time (memory
 * stays flat however large the group).
 */
export const exportVoterGroup = async (
  db: Db,
  actor: Actor,
  id: string,
  order: VoterOrder,
  source: AuditSource,
) => {
  const group = await findOrThrow(db, actor, id);
  await recordAudit(db, source, {
    campaignId: group.campaignId,
    action: 'voter_group.exported',
    target: { type: 'voter_group', id: group.id },
    summary: `Exported the voter group "${group.name}" (${group.voterCount} voters) as CSV`,
  });
  const csv = streamCsv(EXPORT_COLUMNS, async function* () {
    let after: string | null = null;
    for (;;) {
      const batch = await repo.membersAfter(db, group.id, order, after, 2000);
      yield batch;
      if (batch.length < 2000) break;
      after = batch.at(-1)?.id ?? null;
    }
  });
  const filename = `${group.name.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60) || 'voter-group'}.csv`;
  return { stream: csv, filename };
};

const UPLOAD_NAME = /\.(csv|tsv|txt)$/i;

/** A group from an uploaded voter_file.csv: stored as it streams in, then matched by voter id (Pending → Ready). */
export const uploadVoterGroup = async (
  ctx: AppContext,
  actor: Actor,
  name: string,
  file: { filename: string; file: Readable & { truncated?: boolean } } | undefined,
): Promise<VoterGroup> => {
  if (!file) throw new AppError('VALIDATION_FAILED', 'voter_file.csv was not provided');
  if (!UPLOAD_NAME.test(file.filename)) {
    file.file.resume();
    throw new AppError('VALIDATION_FAILED', 'The voter file must be a .csv, .tsv or .txt file');
  }
  const group = await repo.insertGroup(ctx.db, {
    campaignId: actor.campaignId,
    userId: actor.userId,
    name,
    type: 'upload',
    creationMethod: 'Created',
    status: 'Pending',
  });
  const key = `voter-groups/${group.id}.csv`;
  try {
    await ctx.storage.save(key, file.file);
    if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'The voter file is too large');
    assertTextFile(await readHead(ctx.storage.open(key)), 'voter file');
    await repo.insertUpload(ctx.db, { groupId: group.id, filePath: key });
  } catch (error) {
    await repo.deleteGroup(ctx.db, group.id); // nothing half-made is left behind
    await ctx.storage.remove(key);
    throw error;
  }
  await ctx.jobs.enqueue(uploadMatchJob, { campaign_id: group.campaignId, group_id: group.id });
  return repo.toVoterGroup(group);
};

export const getUploadStatus = async (db: Db, actor: Actor, id: string): Promise<UploadStatus> => {
  const group = await findOrThrow(db, actor, id);
  const upload = await repo.findUpload(db, group.id);
  if (!upload) throw notFound('Upload of this voter group');
  return repo.toUploadStatus(group, upload);
};

/** Every row of a matched upload whose voter id found no voter, as CSV (line, voter_id). */
export const unmatchedUploadRows = async (ctx: AppContext, actor: Actor, id: string) => {
  const group = await findOrThrow(ctx.db, actor, id);
  const upload = await repo.findUpload(ctx.db, group.id);
  if (!upload) throw notFound('Upload of this voter group');
  if (upload.status !== 'Done')
    throw new AppError('CONFLICT', 'The voter file is still being matched: try again when it is done');
  const filename = `unmatched-${group.name.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60) || 'voter-group'}.csv`;
  return { stream: unmatchedRowsCsv(ctx.db, ctx.storage, group.id, upload.filePath), filename };
};

/** Merges duplicate records of one person into the first id (docs/decisions/0009-voter-groups.md). */
export const mergeVoters = async (db: Db, actor: Actor, voterIds: string[]) => {
  const ids = [...new Set(voterIds)];
  if (ids.length < 2)
    throw new AppError('VALIDATION_FAILED', 'Merging needs at least two different voter_ids');
  return db.transaction(async (tx) => {
    const [primaryId, ...others] = ids as [string, ...string[]];
    const found = await mergeRepo.findVoters(tx, actor.campaignId, ids);
    if (found.length !== ids.length) throw notFound('Voter');
    await mergeRepo.mergeInto(tx, actor.campaignId, primaryId, others);
    return { voter_id: primaryId, merged: others.length };
  });
};
