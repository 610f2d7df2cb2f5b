import type { VoterTag } from '@groundwork/shared/contracts/voter-tags';
import { MESSAGES } from '@groundwork/shared/messages';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../plugins/access.ts';
import * as repo from './voter-tags.repository.ts';

/** Tag names are unique in a campaign, whatever their case (a unique index enforces it). */
const isNameTaken = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
  return cause.code === '23505';
};

const withName = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isNameTaken(error)) throw new AppError('NAME_EXISTS', MESSAGES.nameExists);
    throw error;
  }
};

const tagOf = async (db: Db, actor: Actor, id: string): Promise<VoterTag> => {
  const tag = (await repo.listTags(db, actor.campaignId)).find((t) => t.id === id);
  if (!tag) throw notFound('Voter tag');
  return tag;
};

export const createTag = async (db: Db, actor: Actor, body: { name: string; color?: string | undefined }) => {
  const row = await withName(() =>
    repo.insertTag(db, { campaignId: actor.campaignId, name: body.name, color: body.color ?? 'gray' }),
  );
  return tagOf(db, actor, row.id);
};

export const updateTag = async (
  db: Db,
  actor: Actor,
  body: { id: string; name?: string | undefined; color?: string | undefined },
) => {
  if (!(await repo.findTag(db, actor.campaignId, body.id))) throw notFound('Voter tag');
  await withName(() =>
    repo.updateTag(db, body.id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.color !== undefined ? { color: body.color } : {}),
    }),
  );
  return tagOf(db, actor, body.id);
};

export const deleteTag = async (db: Db, actor: Actor, id: string) => {
  const tag = await repo.findTag(db, actor.campaignId, id);
  if (!tag) throw notFound('Voter tag');
  await repo.deleteTag(db, tag.id);
  return { detail: `Tag ${tag.name} deleted` };
};

export const changeTagging = async (
  db: Db,
  actor: Actor,
  body: { tag_id: string; voter_ids?: string[] | undefined; voter_group_id?: string | undefined },
  action: 'assign' | 'unassign',
) => {
  if (!(await repo.findTag(db, actor.campaignId, body.tag_id))) throw notFound('Voter tag');
  const target = { voterIds: body.voter_ids, groupId: body.voter_group_id };
  const changed =
    action === 'assign'
      ? await repo.assignTag(db, actor.campaignId, body.tag_id, target)
      : await repo.unassignTag(db, actor.campaignId, body.tag_id, target);
  return { changed };
};
