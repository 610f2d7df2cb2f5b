/**
 * Who a drop reaches (docs/decisions/0038-mail.md): the group's voters, each either suppressed (no address,
 * moved, opted out of mail) or in a household (`voters.mail_key`, one piece each). Everything is one SQL
 * statement over the group, so a 1M-voter group is counted in the database, never in Node.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MailSuppressionReason } from '@groundwork/shared/contracts/mail';
import type { DbOrTx } from '../../db/client.ts';
import { voterGroupMembers, voters } from '../../db/schema/index.ts';
import { optedOutVoterCondition } from '../consent/consent.repository.ts';

export interface Reach {
  voters: number;
  pieces: number;
  suppressed_by_reason: Record<MailSuppressionReason, number>;
}

/**
 * Moved or no longer on the rolls, from the voter file's status: NC's `voter_status_desc` REMOVED and DENIED
 * (a registration whose address check came back undeliverable), and any status that says MOVED.
 */
const moved = sql`upper(coalesce(${voters.registrationStatus}, '')) ~ '(REMOVED|DENIED|MOVED)'`;

/** Why a voter of the campaign gets no piece (null: they get one). */
const reasonOf = (campaignId: string): SQL => sql`case
    when ${voters.mailKey} is null then 'no_address'
    when ${moved} then 'moved'
    when ${optedOutVoterCondition(campaignId, 'mail', sql`${voters.id}`, sql`${voters.mailKey}`, sql`${voters.householdKey}`)} then 'opted_out'
  end`;

const inGroup = (groupId: string) =>
  sql`${voters.id} in (select ${voterGroupMembers.voterId} from ${voterGroupMembers}
                       where ${voterGroupMembers.groupId} = ${groupId}::uuid)`;

/**
 * Voters, pieces and suppressions of a group of the campaign: one pass grouping the voters by (mail key,
 * reason); each group without a reason is one household.
 */
export const countReach = async (db: DbOrTx, campaignId: string, groupId: string): Promise<Reach> => {
  const result = await db.execute<{
    voters: number;
    pieces: number;
    no_address: number;
    moved: number;
    opted_out: number;
  }>(sql`
    select coalesce(sum(n), 0)::int as voters,
           count(*) filter (where reason is null)::int as pieces,
           coalesce(sum(n) filter (where reason = 'no_address'), 0)::int as no_address,
           coalesce(sum(n) filter (where reason = 'moved'), 0)::int as moved,
           coalesce(sum(n) filter (where reason = 'opted_out'), 0)::int as opted_out
    from (
      select ${voters.mailKey} as mail_key, ${reasonOf(campaignId)} as reason, count(*) as n
      from ${voters}
      where ${voters.campaignId} = ${campaignId}::uuid and ${inGroup(groupId)}
      group by 1, 2) households`);
  const row = result.rows[0];
  return {
    voters: row?.voters ?? 0,
    pieces: row?.pieces ?? 0,
    suppressed_by_reason: {
      no_address: row?.no_address ?? 0,
      moved: row?.moved ?? 0,
      opted_out: row?.opted_out ?? 0,
    },
  };
};

/** The ids of the group's voters who get a piece (one column): the voters a Mailed drop touches. */
export const reachedVoterIds = (campaignId: string, groupId: string): SQL => sql`
  select ${voters.id} from ${voters}
  where ${voters.campaignId} = ${campaignId}::uuid and ${inGroup(groupId)} and ${reasonOf(campaignId)} is null`;

/** One printed piece: its addressee and address, as the vendor file has them. */
export type Piece = {
  mail_key: string;
  addressee: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  state: string;
  zip: string;
};

const mailing = sql`btrim(coalesce(${voters.mailStreet}, '')) <> ''`;
/** The voter's chosen address field: the mailing one when the file has a mailing street, else the residence's. */
const pick = (mail: SQL, residence: SQL) => sql`case when ${mailing} then ${mail} else ${residence} end`;
/** A field of the household's first voter (by name, then id): every voter of a household shares the address. */
const first = (value: SQL) =>
  sql`(array_agg(${value} order by ${voters.lastName}, ${voters.firstName}, ${voters.id}))[1]`;

/**
 * Where the next batch of the vendor file ends: the mail key `size` voters of the campaign after `afterKey`
 * (null: the rest). Read from the (campaign_id, mail_key) index alone, so each batch costs its own size and the
 * whole file is one pass, however large the group.
 */
export const batchEnd = async (db: DbOrTx, campaignId: string, afterKey: string, size: number) => {
  const result = await db.execute<{ mail_key: string }>(sql`
    select ${voters.mailKey} as mail_key from ${voters}
    where ${voters.campaignId} = ${campaignId}::uuid and ${voters.mailKey} > ${afterKey}
    order by ${voters.mailKey} offset ${size - 1} limit 1`);
  return result.rows[0]?.mail_key ?? null;
};

/**
 * The pieces whose mail key is after `afterKey` and up to `upToKey` (null: no end), in mail key order. The
 * addressee is the voter's name when one voter lives there, else "The <surname> Household" with the surname
 * most of them share (the first alphabetically on a tie).
 */
export const piecesBetween = async (
  db: DbOrTx,
  campaignId: string,
  groupId: string,
  afterKey: string,
  upToKey: string | null,
): Promise<Piece[]> => {
  const fullName = sql`initcap(concat_ws(' ', nullif(${voters.firstName}, ''), nullif(${voters.middleName}, ''),
                                         nullif(${voters.lastName}, ''), nullif(${voters.nameSuffix}, '')))`;
  const result = await db.execute<Piece>(sql`
    select ${voters.mailKey} as mail_key,
           case when count(*) = 1 then ${first(fullName)}
                else 'The ' || initcap(mode() within group (order by ${voters.lastName})) || ' Household' end
             as addressee,
           ${first(pick(sql`${voters.mailStreet}`, sql`${voters.resStreet}`))} as address_line_1,
           coalesce(${first(pick(sql`null`, sql`${voters.resUnit}`))}, '') as address_line_2,
           coalesce(${first(pick(sql`${voters.mailCity}`, sql`${voters.resCity}`))}, '') as city,
           coalesce(${first(pick(sql`${voters.mailState}`, sql`${voters.resState}`))}, '') as state,
           split_part(${voters.mailKey}, '|', 2) as zip
    from ${voters}
    where ${voters.campaignId} = ${campaignId}::uuid
      and ${voters.mailKey} > ${afterKey} ${upToKey === null ? sql`` : sql`and ${voters.mailKey} <= ${upToKey}`}
      and ${inGroup(groupId)} and ${reasonOf(campaignId)} is null
    group by ${voters.mailKey}
    order by ${voters.mailKey}`);
  return result.rows;
};
