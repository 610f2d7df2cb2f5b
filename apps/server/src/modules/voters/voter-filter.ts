import { and, eq, gte, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { VoterFilter, VotingMethod } from '@groundwork/shared/contracts/voters';
import { voteHistory, voterTagAssignments, voters } from '../../db/schema/index.ts';
import { polygonConditions } from './geography.ts';

const DISTRICT_COLUMNS = {
  congressional: voters.congressional,
  state_senate: voters.stateSenate,
  state_house: voters.stateHouse,
  county: voters.county,
  municipal: voters.municipal,
  ward: voters.ward,
} as const;

const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const upper = (values: string[]) => values.map((v) => v.toUpperCase());

/** Age is the calendar year minus the birth year (voter files give birth years, not birthdays). */
export const ageOf = (birthYear: number, today = new Date()): number => today.getUTCFullYear() - birthYear;

interface HistoryQualifiers {
  elections: string[];
  methods?: VotingMethod[];
  primary_party?: string[];
}

/** History rows `h` of these elections, cast by one of `methods` with a ballot party among `primary_party`. */
const historyRows = (q: HistoryQualifiers): SQL => {
  const parts = [inArray(sql`h.election_code`, q.elections)];
  if (q.methods) parts.push(inArray(sql`h.voting_method`, q.methods));
  if (q.primary_party) parts.push(inArray(sql`upper(h.party)`, upper(q.primary_party)));
  return and(...parts)!;
};

/**
 * The one filter engine: `filter_params` → a SQL condition on `voters`, always scoped to one campaign.
 * Fields combine with AND, values within a field with OR (docs/decisions/0008-voter-filters.md).
 */
export const voterWhere = (campaignId: string, filter: VoterFilter, today = new Date()): SQL => {
  const parts: (SQL | undefined)[] = [eq(voters.campaignId, campaignId)];
  const year = today.getUTCFullYear();

  if (filter.parties?.length) parts.push(inArray(sql`upper(${voters.party})`, upper(filter.parties)));
  if (filter.genders?.length) parts.push(inArray(sql`upper(${voters.gender})`, upper(filter.genders)));
  if (filter.age_min !== undefined) parts.push(lte(voters.birthYear, year - filter.age_min));
  if (filter.age_max !== undefined) parts.push(gte(voters.birthYear, year - filter.age_max));
  if (filter.zips?.length)
    parts.push(
      inArray(
        sql`left(${voters.resZip}, 5)`,
        filter.zips.map((z) => z.slice(0, 5)),
      ),
    );
  if (filter.cities?.length) parts.push(inArray(sql`upper(${voters.resCity})`, upper(filter.cities)));
  if (filter.precincts?.length) parts.push(inArray(voters.precinct, filter.precincts));
  if (!filter.include_removed) parts.push(isNull(voters.removedAt));
  if (filter.turnout_min !== undefined) parts.push(gte(voters.turnout, filter.turnout_min));
  if (filter.turnout_max !== undefined) parts.push(lte(voters.turnout, filter.turnout_max));
  if (filter.registration_statuses?.length) {
    parts.push(inArray(sql`upper(${voters.registrationStatus})`, upper(filter.registration_statuses)));
  }
  for (const [kind, codes] of Object.entries(filter.districts ?? {})) {
    if (codes.length) parts.push(inArray(DISTRICT_COLUMNS[kind as keyof typeof DISTRICT_COLUMNS], codes));
  }

  const tags = filter.tags;
  const tagged = (ids: string[]) =>
    sql`exists (select 1 from ${voterTagAssignments} a where a.voter_id = ${voters.id} and ${inArray(sql`a.tag_id`, ids)})`;
  if (tags?.any?.length) parts.push(tagged(tags.any));
  if (tags?.none?.length) parts.push(sql`not ${tagged(tags.none)}`);
  if (tags?.all?.length) {
    // One uuid may come in two spellings; count each tag once.
    const ids = [...new Set(tags.all.map((id) => id.toLowerCase()))];
    parts.push(
      sql`(select count(*) from ${voterTagAssignments} a where a.voter_id = ${voters.id} and ${inArray(sql`a.tag_id`, ids)}) = ${ids.length}`,
    );
  }

  const atLeast = filter.vote_history?.min ?? 1;
  if (filter.vote_history && atLeast > 0) {
    // One pass over the history index, then a semi-join (a count per voter was a lookup per voter).
    parts.push(
      sql`${voters.id} in (select h.voter_id from ${voteHistory} h where h.campaign_id = ${campaignId}
        and ${historyRows(filter.vote_history)}
        group by h.voter_id having count(*) >= ${atLeast})`,
    );
  }
  if (filter.vote_history_max) {
    parts.push(
      sql`(select count(*) from ${voteHistory} h where h.voter_id = ${voters.id}
        and ${historyRows(filter.vote_history_max)}) <= ${filter.vote_history_max.max}`,
    );
  }

  if (filter.has_phone !== undefined) {
    const has = and(isNotNull(voters.phone), ne(voters.phone, ''));
    parts.push(filter.has_phone ? has : sql`not coalesce(${has}, false)`);
  }
  if (filter.has_email !== undefined) {
    const has = and(isNotNull(voters.email), ne(voters.email, ''));
    parts.push(filter.has_email ? has : sql`not coalesce(${has}, false)`);
  }

  if (filter.name) {
    for (const word of filter.name.toLowerCase().split(/\s+/).filter(Boolean)) {
      const prefix = `${escapeLike(word)}%`;
      parts.push(
        or(sql`lower(${voters.firstName}) like ${prefix}`, sql`lower(${voters.lastName}) like ${prefix}`),
      );
    }
  }

  // A bounding box on the indexed lat/lng, then the exact test (PostGIS or its fallback: geography.ts).
  if (filter.polygon) parts.push(...polygonConditions(filter.polygon));
  return and(...parts) ?? sql`true`;
};
