import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RecommendationRequest } from '@groundwork/shared/contracts/recommended-walkbooks';
import { walkbookRecommendationRequests } from '../../db/schema/index.ts';
import { auditSourceOf } from '../../test/factories.ts';
import { archiveSurvey, createSurvey } from '../surveys/surveys.service.ts';
import { answerRequestJob } from './recommended-walkbooks.jobs.ts';
import { AREA, setupRecommendations } from './test-support.ts';

const { t, team, voters, campaign_id, actor, survey, call, ask, settled, idsOf } =
  await setupRecommendations();

const dems = voters.filter((v) => v.party === 'DEM');
const demsPlaced = new Set(dems.filter((v) => v.lat !== null && v.lng !== null).map((v) => v.householdKey));
// Streets run east–west about 500 m apart: a door's street follows its latitude, after a house number.
await t.database.db.execute(sql`update voters set res_street = (100 + floor(lng * -1000)::int % 900) || ' '
  || 'Row ' || floor((lat - 35.74) * 200)::int || ' St' where campaign_id = ${campaign_id} and lat is not null`);
const created = await ask({
  request_name: 'Democrats',
  description: 'Every Democrat, 20 doors a walkbook',
  filter_params: { parties: ['DEM'] },
  target_doors: 20,
  survey_id: survey.id,
});
const democrats = await settled(created.json<RecommendationRequest>().id);

describe('answering a request', () => {
  it('stores it Pending as Requested / Walkbook, then recommends walkbooks covering every placed door once', async () => {
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'Pending',
      creation_method: 'Requested',
      outreach_type: 'Walkbook',
      campaign_name: 'Recommendation Campaign',
      user_id: team.manager.id,
      target_doors: 20,
    });
    expect(democrats).toMatchObject({ status: 'Ready', voters: dems.length, error: null });
    const books = democrats.recommended_walkbooks;
    expect(books.length).toBeGreaterThan(3);
    expect(democrats.walkbook_count).toBe(books.length);
    expect(books.reduce((s, b) => s + b.doors, 0)).toBe(demsPlaced.size);
    expect(democrats.doors - democrats.unplaced_doors).toBe(demsPlaced.size);
    const all = (
      await Promise.all(
        books.map((b) => idsOf('recommended_walkbook_voters', 'recommended_walkbook_id', b.id)),
      )
    ).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(books.map((b) => b.name)).size).toBe(books.length);
    const placedDemIds = dems.filter((v) => demsPlaced.has(v.householdKey)).map((v) => v.id!);
    expect(all.sort()).toEqual(placedDemIds.sort());
    for (const book of books) {
      expect(book).toMatchObject({
        creation_method: 'Recommended',
        status: 'Proposed',
        survey_name: 'Issues',
      });
      expect(book.doors).toBeGreaterThanOrEqual(15);
      expect(book.doors).toBeLessThanOrEqual(25);
      // Named for its main streets (without house numbers) and its size.
      expect(book.name).toMatch(
        new RegExp(`^Row \\d+ St( & Row \\d+ St)? · ${String(book.doors)} doors( \\(\\d\\))?$`),
      );
      expect(book.filter_params).toEqual({ parties: ['DEM'] });
      const [area, doors] = book.geojson.features;
      expect(area).toMatchObject({ properties: { kind: 'area' }, geometry: book.geo_data });
      expect(doors?.geometry).toMatchObject({ type: 'MultiPoint' });
      expect(doors?.geometry.coordinates).toHaveLength(book.doors);
    }
  });

  it('converts walking minutes to doors, and refuses both, a missing name or an archived survey', async () => {
    const timed = await ask({ request_name: 'Two hours', target_minutes: 120 });
    expect(timed.json()).toMatchObject({ target_doors: 50, target_minutes: 120 });
    const both = await ask({ request_name: 'Both', target_doors: 40, target_minutes: 60 });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ detail: 'Give doors per walkbook or walking minutes, not both.' });
    expect((await ask({ filter_params: {} })).json()).toMatchObject({
      detail: 'request_name was not provided',
    });
    const old = await createSurvey(t.database.db, actor, {
      name: 'Old',
      questions: [{ text: 'Q', kind: 'free_text', answers: [] }],
    });
    await archiveSurvey(t.database.db, actor, old.id, auditSourceOf(team.manager));
    expect((await ask({ request_name: 'Old survey', survey_id: old.id })).statusCode).toBe(400);
    await settled(timed.json<RecommendationRequest>().id);
  });

  it('fails with a reason when no voter matches', async () => {
    const none = await ask({ request_name: 'Nobody', filter_params: { parties: ['XYZ'] } });
    expect(await settled(none.json<RecommendationRequest>().id)).toMatchObject({
      status: 'Failed',
      error: 'No voters match this request. Loosen the filters or draw a larger area.',
      recommended_walkbooks: [],
    });
  });

  it('ranks by uncontacted targets: voters whose latest door result is not a contact', async () => {
    // Everyone in the south-west quarter was contacted; then one of them was found not home.
    const walkbook = await call('POST', '/walkbook/', { campaign_id, name: 'SW done', geo_data: AREA });
    const wbId = walkbook.json<{ id: string }>().id;
    await t.database.db.execute(sql`
      insert into walkbook_visits (campaign_id, walkbook_id, voter_id, user_id, touch_result)
      select ${campaign_id}, ${wbId}, voter_id, ${team.staff.id}, 'contacted' from walkbook_voters where walkbook_id = ${wbId}`);
    const again = await t.database.db.execute<{ voter_id: string }>(
      sql`select voter_id from walkbook_voters where walkbook_id = ${wbId} limit 1`,
    );
    await t.database.db.execute(sql`
      insert into walkbook_visits (campaign_id, walkbook_id, voter_id, user_id, touch_result, visited_at)
      values (${campaign_id}, ${wbId}, ${again.rows[0]!.voter_id}, ${team.staff.id}, 'not_home', now() + interval '1 minute')`);
    const contacted = new Set(
      (await idsOf('walkbook_voters', 'walkbook_id', wbId)).filter((id) => id !== again.rows[0]!.voter_id),
    );
    const request = await settled(
      (await ask({ request_name: 'Everyone', target_doors: 40 })).json<RecommendationRequest>().id,
    );
    const books = request.recommended_walkbooks;
    expect(books.map((b) => b.rank)).toEqual(books.map((_, i) => i + 1));
    for (let i = 1; i < books.length; i += 1)
      expect(books[i - 1]!.uncontacted).toBeGreaterThanOrEqual(books[i]!.uncontacted);
    for (const book of books) {
      const ids = await idsOf('recommended_walkbook_voters', 'recommended_walkbook_id', book.id);
      expect(book.uncontacted).toBe(ids.filter((id) => !contacted.has(id)).length);
    }
    expect(books.at(-1)!.uncontacted).toBeLessThan(books[0]!.uncontacted / 2);
  });

  it('answers a request left Pending when its job runs again (its process stopped)', async () => {
    const [stuck] = await t.database.db
      .insert(walkbookRecommendationRequests)
      .values({ campaignId: campaign_id, requestName: 'Interrupted', targetDoors: 60, status: 'Pending' })
      .returning();
    await t.app.ctx.jobs.enqueue(answerRequestJob, { request_id: stuck!.id });
    expect(await settled(stuck!.id)).toMatchObject({ status: 'Ready', voters: voters.length });
  });
});
