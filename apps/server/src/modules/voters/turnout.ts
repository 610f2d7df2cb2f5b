/**
 * The turnout score (docs/decisions/0066-vote-history-and-turnout.md): over the campaign's last
 * `TURNOUT_GENERALS` general elections (by date), the ones a voter could vote in are those held on or after
 * the registration date (all of them without one); the score is round(100 × voted / could), null when the
 * voter could vote in none.
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { TURNOUT_GENERALS } from '@groundwork/shared/contracts/voters';
import type { DbOrTx } from '../../db/client.ts';
import { historyElections, voteHistory, voters } from '../../db/schema/index.ts';

/**
 * Writes `voters.turnout` for every voter of the campaign whose score changed, in one statement: one pass
 * over the history of those few elections (a bit per election voted in, per voter) hash-joined to the voters.
 */
export const refreshTurnout = async (db: DbOrTx, campaignId: string): Promise<void> => {
  const generals = await db
    .select({ code: historyElections.code, date: historyElections.date })
    .from(historyElections)
    .where(
      and(
        eq(historyElections.campaignId, campaignId),
        eq(historyElections.type, 'GENERAL'),
        isNotNull(historyElections.date),
      ),
    )
    .orderBy(desc(historyElections.date), desc(historyElections.code))
    .limit(TURNOUT_GENERALS);
  if (!generals.length) {
    await db.execute(
      sql`update ${voters} set turnout = null where campaign_id = ${campaignId} and turnout is not null`,
    );
    return;
  }
  const reg = sql`v.registration_date`;
  const could = (k: number) => sql`(${reg} is null or ${reg} <= ${generals[k]!.date}::date)`;
  const bit = (k: number) => sql`(coalesce(m.mask, 0) & ${1 << k}::int) <> 0`;
  const eligible = sql.join(
    generals.map((_, k) => sql`${could(k)}::int`),
    sql` + `,
  );
  const voted = sql.join(
    generals.map((_, k) => sql`(${could(k)} and ${bit(k)})::int`),
    sql` + `,
  );
  const maskOf = sql.join(
    generals.map((g, k) => sql`when ${g.code} then ${1 << k}::int`),
    sql` `,
  );
  // Memory for the hash join and aggregate over every voter (the default spills to disk), no JIT compile for
  // one statement; both reverted when the transaction (or the caller's) ends.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`
    update ${voters} t set turnout = s.score
    from (
      select v.id, case when e.n = 0 then null else round(100.0 * (${voted}) / e.n)::smallint end as score
      from ${voters} v
      left join (
        select h.voter_id, bit_or(case h.election_code ${maskOf} end) as mask
        from ${voteHistory} h
        where h.campaign_id = ${campaignId}
          and h.election_code in (${sql.join(
            generals.map((g) => sql`${g.code}`),
            sql`, `,
          )})
        group by h.voter_id
      ) m on m.voter_id = v.id
      cross join lateral (select ${eligible} as n) e
      where v.campaign_id = ${campaignId}
    ) s
    where t.id = s.id and t.turnout is distinct from s.score`);
  });
};
