import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  minutesForDoors,
  type RecommendedDoor,
  type RecommendedWalkbook,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import type { DbOrTx } from '../../db/client.ts';
import {
  recommendedWalkbooks,
  recommendedWalkbookVoters,
  surveys,
  voters,
  walkbookRecommendationRequests as requests,
  walkbooks,
  walkbookVisits,
} from '../../db/schema/index.ts';
import type { Proposal, TargetVoter } from './proposals.ts';
import { updateRequest, type RequestRow } from './recommendation-requests.repository.ts';

export type RecommendedRow = typeof recommendedWalkbooks.$inferSelect;

const VOTER_CHUNK = 10_000;
const WALKBOOK_CHUNK = 500;

/** The voters `where` selects, each with whether their latest visit in the campaign was a contact. */
export const targetVoters = async (db: DbOrTx, campaignId: string, where: SQL): Promise<TargetVoter[]> => {
  const result = await db.execute<TargetVoter>(sql`
    with latest as (
      select distinct on (voter_id) voter_id, touch_result from ${walkbookVisits}
      where campaign_id = ${campaignId} order by voter_id, visited_at desc
    )
    select ${voters.id} as id, ${voters.householdKey} as household_key, ${voters.lat} as lat,
           ${voters.lng} as lng, ${voters.resStreet} as res_street, ${voters.precinct} as precinct,
           coalesce(l.touch_result = 'contacted', false) as contacted
    from ${voters} left join latest l on l.voter_id = ${voters.id}
    where ${where}
    order by ${voters.householdKey}, ${voters.id}`);
  return result.rows.map((r) => ({
    id: r.id,
    household_key: r.household_key,
    lat: r.lat === null ? null : Number(r.lat),
    lng: r.lng === null ? null : Number(r.lng),
    res_street: r.res_street,
    precinct: r.precinct,
    contacted: Boolean(r.contacted),
  }));
};

// ---- Recommended walkbooks ------------------------------------------------------------------------------

type Common = Pick<
  typeof recommendedWalkbooks.$inferInsert,
  'campaignId' | 'requestId' | 'userId' | 'creationMethod' | 'filterParams' | 'surveyId'
>;

/** Inserts the proposals in rank order with their voters; answers their ids. */
export const insertProposals = async (db: DbOrTx, common: Common, proposals: readonly Proposal[]) => {
  const rows = proposals.map((p) => ({
    ...common,
    id: randomUUID(),
    name: p.name,
    geoData: p.geoData,
    geojson: p.geojson,
    doorCount: p.doors,
    voterCount: p.voters,
    uncontacted: p.uncontacted,
  }));
  for (let i = 0; i < rows.length; i += WALKBOOK_CHUNK)
    await db.insert(recommendedWalkbooks).values(rows.slice(i, i + WALKBOOK_CHUNK));
  const pairs = proposals.flatMap((p, i) => p.voterIds.map((voterId) => [rows[i]!.id, voterId] as const));
  // Two array parameters per chunk rather than two parameters per row: far less to parse and plan.
  const array = (values: readonly string[]) => `{${values.join(',')}}`;
  for (let i = 0; i < pairs.length; i += VOTER_CHUNK) {
    const chunk = pairs.slice(i, i + VOTER_CHUNK);
    await db.execute(sql`
      insert into ${recommendedWalkbookVoters} (recommended_walkbook_id, voter_id)
      select * from unnest(${array(chunk.map((p) => p[0]))}::uuid[], ${array(chunk.map((p) => p[1]))}::uuid[])`);
  }
  return rows.map((r) => r.id);
};

/**
 * Replaces a request's recommended walkbooks and marks it Ready, in one transaction (idempotent: a run after
 * a crash gives the same result). Answers false when the request was deleted meanwhile.
 */
export const saveRecommendations = (
  db: DbOrTx,
  request: RequestRow,
  proposals: readonly Proposal[],
  counts: { voters: number; doors: number; unplacedDoors: number },
) =>
  db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select 1 from ${requests} where id = ${request.id} for update`);
    if (locked.rows.length === 0) return false;
    await tx.delete(recommendedWalkbooks).where(eq(recommendedWalkbooks.requestId, request.id));
    await insertProposals(
      tx,
      {
        campaignId: request.campaignId,
        requestId: request.id,
        userId: request.userId,
        creationMethod: 'Recommended',
        filterParams: request.filterParams,
        surveyId: request.surveyId,
      },
      proposals,
    );
    await updateRequest(tx, request.id, {
      status: 'Ready',
      error: null,
      voterCount: counts.voters,
      doorCount: counts.doors,
      unplacedDoors: counts.unplacedDoors,
    });
    return true;
  });

/**
 * Recommended walkbooks of the campaign with their rank: within a request (or among those of no request),
 * most uncontacted targets first, then most voters, then the order they were made in. Listed by request, then rank.
 */
export const listRecommended = async (
  db: DbOrTx,
  campaignId: string,
  filter: { id?: string; requestId?: string } = {},
): Promise<RecommendedWalkbook[]> => {
  const ranks = db
    .select({
      id: recommendedWalkbooks.id,
      rank: sql<number>`(row_number() over (partition by ${recommendedWalkbooks.requestId}
        order by ${recommendedWalkbooks.uncontacted} desc, ${recommendedWalkbooks.voterCount} desc,
        ${recommendedWalkbooks.seq}))::int`.as('rank'),
    })
    .from(recommendedWalkbooks)
    .where(eq(recommendedWalkbooks.campaignId, campaignId))
    .as('ranks');
  const rows = await db
    .select({ row: recommendedWalkbooks, rank: ranks.rank, surveyName: surveys.name })
    .from(recommendedWalkbooks)
    .innerJoin(ranks, eq(ranks.id, recommendedWalkbooks.id))
    .leftJoin(surveys, eq(surveys.id, recommendedWalkbooks.surveyId))
    .where(
      and(
        eq(recommendedWalkbooks.campaignId, campaignId),
        filter.id ? eq(recommendedWalkbooks.id, filter.id) : undefined,
        filter.requestId ? eq(recommendedWalkbooks.requestId, filter.requestId) : undefined,
      ),
    )
    .orderBy(recommendedWalkbooks.requestId, ranks.rank);
  return rows.map(({ row, rank, surveyName }) => ({
    id: row.id,
    campaign_id: row.campaignId,
    request_id: row.requestId,
    user_id: row.userId,
    name: row.name,
    creation_method: row.creationMethod,
    status: row.status,
    rank: Number(rank),
    geo_data: row.geoData,
    geojson: row.geojson,
    filter_params: row.filterParams,
    survey_id: row.surveyId,
    survey_name: surveyName,
    doors: row.doorCount,
    voters: row.voterCount,
    uncontacted: row.uncontacted,
    estimated_minutes: minutesForDoors(row.doorCount),
    walkbook_id: row.walkbookId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
};

export const updateRecommended = (
  db: DbOrTx,
  id: string,
  values: Partial<typeof recommendedWalkbooks.$inferInsert>,
  onlyIfProposed = false,
) =>
  db
    .update(recommendedWalkbooks)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(recommendedWalkbooks.id, id),
        onlyIfProposed ? eq(recommendedWalkbooks.status, 'Proposed') : undefined,
      ),
    )
    .returning({ id: recommendedWalkbooks.id });

export const deleteRecommended = (db: DbOrTx, id: string) =>
  db.delete(recommendedWalkbooks).where(eq(recommendedWalkbooks.id, id));

/** Takes back a walkbook that lost the race to accept the same recommendation. */
export const deleteWalkbook = (db: DbOrTx, id: string) => db.delete(walkbooks).where(eq(walkbooks.id, id));

/** The recommended walkbook's voters, as a condition on `voters` (what accepting it cuts). */
export const votersOf = (campaignId: string, id: string): SQL =>
  sql`${voters.campaignId} = ${campaignId} and ${voters.id} in (
    select voter_id from ${recommendedWalkbookVoters} where recommended_walkbook_id = ${id})`;

type DoorRow = {
  household_key: string;
  street: string | null;
  unit: string | null;
  city: string | null;
  lat: number | null;
  lng: number | null;
  voters: number;
};

/** The recommended walkbook's doors, by address. */
export const doorList = async (db: DbOrTx, id: string): Promise<RecommendedDoor[]> => {
  const result = await db.execute<DoorRow>(sql`
    select v.household_key, min(v.res_street) as street, min(v.res_unit) as unit, min(v.res_city) as city,
           min(v.lat) as lat, min(v.lng) as lng, count(*)::int as voters
    from ${recommendedWalkbookVoters} rv join ${voters} v on v.id = rv.voter_id
    where rv.recommended_walkbook_id = ${id}
    group by v.household_key
    order by min(v.res_street), v.household_key`);
  return result.rows.map((r) => ({
    household_key: r.household_key,
    address:
      [[r.street, r.unit].filter(Boolean).join(' '), r.city].filter(Boolean).join(', ') || 'Address unknown',
    lat: r.lat === null ? null : Number(r.lat),
    lng: r.lng === null ? null : Number(r.lng),
    voters: Number(r.voters),
  }));
};
