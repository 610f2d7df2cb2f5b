import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.ts';
import { insertGroup, insertUpload } from '../modules/voter-groups/voter-groups.repository.ts';
import { matchUploadedGroup } from '../modules/voter-groups/voter-groups.jobs.ts';

/** Ids a sign-in sheet typed by hand would carry that match nobody in the district. */
const UNKNOWN_IDS = ['BL0000001', 'ZZ9999999'];

/**
 * "Town hall sign-ins": a group uploaded as voter_file.csv (every 97th voter by state voter id, plus two ids that
 * match nobody), matched by the same job as a real upload, so the demo shows a Ready upload with unmatched rows.
 */
export const seedDemoUploadedGroup = async (
  ctx: AppContext,
  log: FastifyBaseLogger,
  campaignId: string,
  userId: string,
) => {
  const { rows } = await ctx.db.execute<{ state_voter_id: string }>(sql`
    select state_voter_id from (
      select state_voter_id, row_number() over (order by state_voter_id) as n
      from voters where campaign_id = ${campaignId}
    ) numbered where n % 97 = 0 order by n limit 300`);
  const ids = [...rows.map((row) => row.state_voter_id), ...UNKNOWN_IDS];
  const group = await insertGroup(ctx.db, {
    campaignId,
    userId,
    name: 'Town hall sign-ins',
    description: 'Voter ids from the October town hall sign-in sheets, uploaded as a CSV.',
    type: 'upload',
    creationMethod: 'Created',
    status: 'Pending',
  });
  const key = `voter-groups/${group.id}.csv`;
  await ctx.storage.save(key, Readable.from([`voter_id\n${ids.join('\n')}\n`]));
  await insertUpload(ctx.db, { groupId: group.id, filePath: key });
  await matchUploadedGroup(ctx.db, ctx.storage, group, key, log);
};
