import { and, eq, inArray, sql } from 'drizzle-orm';
import { IMPORT_FIELDS, type ImportField } from '@groundwork/shared/contracts/voter-imports';
import type { DbOrTx } from '../../db/client.ts';
import { voteHistory, voterGroupMembers, voterTagAssignments, voters } from '../../db/schema/index.ts';
import { finishGroup } from './voter-groups.repository.ts';

export const findVoters = (db: DbOrTx, campaignId: string, ids: string[]) =>
  db
    .select({ id: voters.id })
    .from(voters)
    .where(and(eq(voters.campaignId, campaignId), inArray(voters.id, ids)));

/**
 * Columns the kept record takes from a duplicate when its own value is missing: every voter field an import
 * fills, but the identity (voter id, names) and `birth_date`, which is not a column (it becomes `birth_year`).
 */
const NOT_FILLED: readonly ImportField[] = [
  'state_voter_id',
  'first_name',
  'last_name',
  'name_suffix',
  'birth_date',
];
const FILLABLE = IMPORT_FIELDS.filter((field) => !NOT_FILLED.includes(field));

/**
 * Keeps `primaryId`: it gains the duplicates' missing fields, vote history, tags and group memberships,
 * then the duplicates are deleted and the affected groups recounted. Runs inside the caller's transaction.
 */
export const mergeInto = async (tx: DbOrTx, campaignId: string, primaryId: string, others: string[]) => {
  const otherIds = inArray(sql`d.id`, others);
  for (const column of FILLABLE) {
    const col = sql.identifier(column);
    await tx.execute(sql`
      update ${voters} set ${col} = (
        select d.${col} from ${voters} d where ${otherIds} and d.${col} is not null limit 1)
      where id = ${primaryId} and ${col} is null`);
  }
  await tx.execute(sql`
    insert into ${voteHistory} (voter_id, campaign_id, election_code, election_date, voting_method, party)
    select ${primaryId}, ${campaignId}, election_code, election_date, voting_method, party
    from ${voteHistory} where ${inArray(voteHistory.voterId, others)} on conflict do nothing`);
  await tx.execute(sql`
    insert into ${voterTagAssignments} (tag_id, voter_id)
    select tag_id, ${primaryId} from ${voterTagAssignments} where ${inArray(voterTagAssignments.voterId, others)} on conflict do nothing`);
  const groups = await tx.execute<{ group_id: string }>(sql`
    insert into ${voterGroupMembers} (group_id, voter_id)
    select group_id, ${primaryId} from ${voterGroupMembers} where ${inArray(voterGroupMembers.voterId, others)}
    on conflict do nothing returning group_id`);
  const touched = await tx
    .selectDistinct({ groupId: voterGroupMembers.groupId })
    .from(voterGroupMembers)
    .where(inArray(voterGroupMembers.voterId, [primaryId, ...others]));
  await tx.delete(voters).where(inArray(voters.id, others));
  for (const groupId of new Set([...touched.map((g) => g.groupId), ...groups.rows.map((g) => g.group_id)])) {
    await finishGroup(tx, groupId);
  }
};
