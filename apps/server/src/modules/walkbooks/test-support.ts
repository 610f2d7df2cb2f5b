import { sql } from 'drizzle-orm';
import type { Walkbook, WalkbookProgress, WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import type { GeoPolygon } from '@groundwork/shared/contracts/voters';
import type { DbOrTx } from '../../db/client.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';
import { createSurvey } from '../surveys/surveys.service.ts';

/**
 * A campaign of 400 voters (and a rival of 50) with a door survey and one walkbook cut over the
 * south-west quarter for the Volunteer, plus the calls the walkbook tests make. Each test file gets its own.
 */
export const setUpWalkbookCampaign = async () => {
  const t = await createTestApp();
  const team = await createCampaignWithTeam(t, 'Walkbook Campaign');
  const rival = await createCampaignWithTeam(t, 'Rival Walkbooks');
  await insertVoters(t.database.db, team.campaign.id, generateVoters(400));
  await insertVoters(t.database.db, rival.campaign.id, generateVoters(50, 3));
  const campaign_id = team.campaign.id;
  const manager = team.manager.auth;
  const actor = { campaignId: campaign_id, userId: team.manager.id };

  const survey = await createSurvey(t.database.db, actor, {
    name: 'Door survey',
    questions: [
      { text: 'Support?', kind: 'single_choice', answers: [{ text: 'Yes' }, { text: 'No' }] },
      { text: 'Comments', kind: 'free_text', answers: [] },
    ],
  });
  const [support, comments] = survey.questions;

  /** The south-west quarter of the fixture district. */
  const AREA: GeoPolygon = {
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

  const create = (payload: Record<string, unknown>, auth = manager) =>
    t.inject({ method: 'POST', url: '/api/walkbook/', headers: auth, payload: { campaign_id, ...payload } });

  const get = <T>(url: string, auth = manager) =>
    t
      .inject({ method: 'GET', url: `/api${url}`, headers: auth })
      .then((r) => ({ status: r.statusCode, body: r.json<T>() }));

  const visit = (
    id: string,
    voter_id: string,
    payload: Record<string, unknown> = {},
    auth = team.volunteer.auth,
  ) =>
    t.inject({
      method: 'PUT',
      url: '/api/walkbook/',
      headers: auth,
      payload: { id, campaign_id, voter_id, touch_result: 'contacted', ...payload },
    });

  const book = (
    await create({
      name: 'South-west',
      geo_data: AREA,
      filter_params: { parties: ['DEM', 'REP'] },
      survey_id: survey.id,
      assignee_ids: [team.volunteer.id],
    })
  ).json<WalkbookSummary>();
  const detail = (await get<Walkbook>(`/walkbook/?id=${book.id}&campaign_id=${campaign_id}`)).body;
  const firstVoters = detail.doors.flatMap((door) => door.voters).slice(0, 3);
  return {
    t,
    team,
    rival,
    campaign_id,
    manager,
    actor,
    survey,
    support,
    comments,
    AREA,
    create,
    get,
    visit,
    book,
    detail,
    firstVoters,
  };
};

type Member = { walkbook_id: string; voter_id: string; household_key: string };
type Visit = { walkbook_id: string; voter_id: string; touch_result: string; visited_at: string | Date };

/** A walkbook's progress as lists showed it before it was stored: counted here from its voters and visits. */
export const computedProgress = async (db: DbOrTx, walkbookId: string): Promise<WalkbookProgress> => {
  const members = (
    await db.execute<Member>(sql`
      select wv.walkbook_id, wv.voter_id, v.household_key from walkbook_voters wv
      join voters v on v.id = wv.voter_id where wv.walkbook_id = ${walkbookId}`)
  ).rows;
  const visits = (
    await db.execute<Visit>(sql`
      select walkbook_id, voter_id, touch_result, visited_at from walkbook_visits
      where walkbook_id = ${walkbookId} order by visited_at, id`)
  ).rows;
  const household = new Map(members.map((m) => [m.voter_id, m.household_key]));
  const latest = new Map<string, string>();
  for (const v of visits) if (household.has(v.voter_id)) latest.set(v.voter_id, v.touch_result);
  const last = visits.at(-1)?.visited_at;
  return {
    voters: members.length,
    doors: new Set(household.values()).size,
    voters_visited: latest.size,
    doors_visited: new Set([...latest.keys()].map((id) => household.get(id))).size,
    contacts: [...latest.values()].filter((r) => r === 'contacted').length,
    touches: visits.length,
    last_touch_at: last ? new Date(last).toISOString() : null,
  };
};
