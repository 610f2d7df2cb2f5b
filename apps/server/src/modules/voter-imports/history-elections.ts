/**
 * The campaign's vote-history elections (`history_elections`, decisions 0066 and 0067): one row per election
 * code of `vote_history`, with its date, its type and how many of the campaign's voters took part. Every code
 * is `${yyyy}${letter}-${mmdd}` (or the demo's `2024G`), the letter its type's: the row is rebuilt from the
 * history alone, whichever import wrote it (an `ncvhis` file, a voter file's election columns, the demo).
 */
import { sql } from 'drizzle-orm';
import type { ElectionType } from '@groundwork/shared/contracts/elections';
import type { DbOrTx } from '../../db/client.ts';
import { historyElections, voteHistory } from '../../db/schema/index.ts';

/** The letter of an election code (its fifth character) for each type. */
export const ELECTION_LETTERS: Record<ElectionType, string> = {
  GENERAL: 'G',
  PRIMARY: 'P',
  'SECOND PRIMARY': 'R',
  MUNICIPAL: 'M',
  SPECIAL: 'S',
  OTHER: 'X',
};

/**
 * An election's type from an `ncvhis` description (`11/05/2024 GENERAL`, `05/14/2024 SECOND PRIMARY`,
 * `10/10/2023 MUNICIPAL GENERAL`, `09/12/2023 SPECIAL ELECTION`…): the most specific word found wins.
 */
export const electionTypeOf = (description: string): ElectionType => {
  const words = description.toUpperCase();
  if (words.includes('SECOND PRIMARY')) return 'SECOND PRIMARY';
  if (words.includes('MUNICIPAL')) return 'MUNICIPAL';
  if (words.includes('SPECIAL')) return 'SPECIAL';
  if (words.includes('PRIMARY')) return 'PRIMARY';
  return words.includes('GENERAL') ? 'GENERAL' : 'OTHER';
};

/** `2024-11-05` and GENERAL → `2024G-1105`. */
export const electionCode = (date: string, type: ElectionType) =>
  `${date.slice(0, 4)}${ELECTION_LETTERS[type]}-${date.slice(5, 7)}${date.slice(8, 10)}`;

const TYPE_OF_LETTER = sql.raw(
  `case substr(h.election_code, 5, 1) ${Object.entries(ELECTION_LETTERS)
    .map(([type, letter]) => `when '${letter}' then '${type}'`)
    .join(' ')} else 'OTHER' end`,
);

/**
 * Brings the campaign's `history_elections` in step with its `vote_history`: each code's earliest date,
 * its type (from the code's letter) and its voters (a voter has one row per election: the primary key),
 * written only where they changed; an election no voter's history holds any more is deleted. One pass over
 * the campaign's history (an index-only scan of its `(campaign_id, election_code, voter_id)` index).
 */
export const refreshElections = async (db: DbOrTx, campaignId: string): Promise<void> => {
  await db.execute(sql`
    with counted as (
      select h.election_code as code, min(h.election_date) as date, ${TYPE_OF_LETTER} as type,
        count(*)::int as voters
      from ${voteHistory} h where h.campaign_id = ${campaignId}
      group by h.election_code
    ), gone as (
      delete from ${historyElections} e
      where e.campaign_id = ${campaignId} and not exists (select 1 from counted c where c.code = e.code)
    )
    insert into ${historyElections} (campaign_id, code, date, type, voters)
    select ${campaignId}, code, date, type, voters from counted
    on conflict (campaign_id, code) do update
      set date = excluded.date, type = excluded.type, voters = excluded.voters
      where (history_elections.date, history_elections.type, history_elections.voters)
        is distinct from (excluded.date, excluded.type, excluded.voters)`);
};
