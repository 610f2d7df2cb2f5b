import { sql } from 'drizzle-orm';
import type { RecommendationRequestDetail } from '@groundwork/shared/contracts/recommended-walkbooks';
import type { GeoPolygon } from '@groundwork/shared/contracts/voters';
import { createCampaignWithTeam, type Person } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';
import { createSurvey } from '../surveys/surveys.service.ts';

/** The south-west quarter of the fixture district. */
export const AREA: GeoPolygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-78.68, 35.74],
      [-78.64, 35.74],
      [-78.64, 35.78],
      [-78.68, 35.78],
      [-78.68, 35.74],
    ],
  ],
};

/** A campaign with 1,200 voters and a survey, a rival campaign, and the calls the tests make. */
export const setupRecommendations = async () => {
  const t = await createTestApp();
  const team = await createCampaignWithTeam(t, 'Recommendation Campaign');
  const rival = await createCampaignWithTeam(t, 'Rival Recommendations');
  const { voters } = await insertVoters(t.database.db, team.campaign.id, generateVoters(1200));
  await insertVoters(t.database.db, rival.campaign.id, generateVoters(60, 3));
  const campaign_id = team.campaign.id;
  const actor = { campaignId: campaign_id, userId: team.manager.id };
  const survey = await createSurvey(t.database.db, actor, {
    name: 'Issues',
    questions: [{ text: 'Top issue?', kind: 'free_text', answers: [] }],
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    who: Person = team.manager,
  ) => t.inject({ method, url: `/api${url}`, headers: who.auth, ...(payload ? { payload } : {}) });

  const ask = (payload: object, who: Person = team.manager) =>
    call('POST', '/recommended-walkbook/request-walkbook-recommendation/', { campaign_id, ...payload }, who);

  /** The request once the job queue has nothing left to run (answered: Ready or Failed). */
  const settled = async (id: string): Promise<RecommendationRequestDetail> => {
    await t.drain();
    const reply = await call(
      'GET',
      `/recommended-walkbook/recommendation/?id=${id}&campaign_id=${campaign_id}`,
    );
    return reply.json<RecommendationRequestDetail>();
  };

  /** Voter ids of a recommended walkbook or a walkbook, from the database. */
  const idsOf = async (
    table: 'recommended_walkbook_voters' | 'walkbook_voters',
    column: 'recommended_walkbook_id' | 'walkbook_id',
    id: string,
  ) =>
    (
      await t.database.db.execute<{ voter_id: string }>(
        sql`select voter_id from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
      )
    ).rows
      .map((r) => r.voter_id)
      .sort();

  return { t, team, rival, voters, campaign_id, actor, survey, call, ask, settled, idsOf };
};
