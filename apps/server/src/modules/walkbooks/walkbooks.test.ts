import { describe, expect, it } from 'vitest';
import type { WalkbookSummary } from '@groundwork/shared/contracts/walkbooks';
import { auditSourceOf } from '../../test/factories.ts';
import { archiveSurvey, createSurvey } from '../surveys/surveys.service.ts';
import { voterWhere } from '../voters/voter-filter.ts';
import { countVoters } from '../voters/voters.repository.ts';
import { setUpWalkbookCampaign } from './test-support.ts';

const { t, team, rival, campaign_id, manager, actor, AREA, create, get, visit, book, detail, firstVoters } =
  await setUpWalkbookCampaign();

describe('cutting walkbooks', () => {
  it('holds exactly the voters inside the drawn area that match the filters, as doors', async () => {
    const expected = await countVoters(
      t.database.db,
      voterWhere(campaign_id, { parties: ['DEM', 'REP'], polygon: AREA }),
    );
    expect(expected.count).toBeGreaterThan(10);
    expect(book).toMatchObject({
      name: 'South-west',
      creation_method: 'Created',
      status: 'active',
      survey_name: 'Door survey',
    });
    expect(book.progress).toMatchObject({ voters: expected.count, doors: expected.doors, touches: 0 });
    expect(book.assignees.map((a) => a.user_id)).toEqual([team.volunteer.id]);
    expect(detail.doors).toHaveLength(expected.doors);
    expect(detail.geo_data).toEqual(AREA);
  });

  it('refuses an empty area, an archived survey, a non-member assignee and Volunteers', async () => {
    const nowhere = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [0.001, 0],
          [0.001, 0.001],
          [0, 0],
        ],
      ],
    };
    const empty = await create({ name: 'Empty', geo_data: nowhere });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      detail: 'No voters match this walkbook. Draw a larger area or loosen the filters.',
    });
    const old = await createSurvey(t.database.db, actor, {
      name: 'Old survey',
      questions: [{ text: 'Q', kind: 'free_text', answers: [] }],
    });
    await archiveSurvey(t.database.db, actor, old.id, auditSourceOf(team.manager));
    expect((await create({ name: 'With old', geo_data: AREA, survey_id: old.id })).json()).toMatchObject({
      detail: 'That survey does not exist or is archived.',
    });
    expect(
      (await create({ name: 'Outsider', geo_data: AREA, assignee_ids: [rival.volunteer.id] })).json(),
    ).toMatchObject({ detail: 'Walkbooks can only be assigned to members of the campaign.' });
    expect((await create({ name: 'Mine', geo_data: AREA }, team.volunteer.auth)).statusCode).toBe(403);
    expect((await create({ geo_data: AREA })).json()).toMatchObject({ detail: 'name was not provided' });
  });

  it('cuts a walkbook from an uploaded CSV of voter ids and reports the unknown ones', async () => {
    const ids = ['NC00000001', 'NC00000002', 'NC00000003', 'NOPE-1'];
    const boundary = 'gwboundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="walk.csv"\r\nContent-Type: text/csv\r\n\r\nvoter_id,name\r\n${ids.join(',x\r\n')},x\r\n--${boundary}--\r\n`;
    const reply = await t.inject({
      method: 'POST',
      url: `/api/walkbook/upload/?name=Upload&campaign_id=${campaign_id}`,
      headers: { ...manager, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      matched: 3,
      unmatched: ['NOPE-1'],
      walkbook: { name: 'Upload', progress: { voters: 3 } },
    });
  });
});

describe('who sees which walkbook', () => {
  it('shows Staff and Volunteers only the walkbooks assigned to them', async () => {
    const other = (await create({ name: 'Unassigned', geo_data: AREA })).json<WalkbookSummary>();
    const mine = await get<WalkbookSummary[]>(
      `/walkbook/all-user/?campaign_id=${campaign_id}`,
      team.volunteer.auth,
    );
    expect(mine.body.map((w) => w.id)).toEqual([book.id]);
    expect(
      (await get(`/walkbook/?id=${other.id}&campaign_id=${campaign_id}`, team.volunteer.auth)).status,
    ).toBe(404);
    expect((await get(`/walkbook/?id=${other.id}&campaign_id=${campaign_id}`, team.staff.auth)).status).toBe(
      404,
    );
    expect((await get(`/walkbook/all/?campaign_id=${campaign_id}`, team.volunteer.auth)).status).toBe(403);
    expect(
      (
        await get(
          `/walkbook/all-user/?campaign_id=${campaign_id}&user_id=${team.staff.id}`,
          team.volunteer.auth,
        )
      ).status,
    ).toBe(403);
    const all = await get<WalkbookSummary[]>(`/walkbook/all/?campaign_id=${campaign_id}`);
    expect(all.body.map((w) => w.id)).toEqual(expect.arrayContaining([book.id, other.id]));
    expect((await visit(other.id, firstVoters[0]!.id)).statusCode).toBe(404);
    // Assigning Staff lets them in.
    await t.inject({
      method: 'PUT',
      url: '/api/walkbook/assignees/',
      headers: manager,
      payload: { id: other.id, campaign_id, user_ids: [team.staff.id] },
    });
    expect((await get(`/walkbook/?id=${other.id}&campaign_id=${campaign_id}`, team.staff.auth)).status).toBe(
      200,
    );
  });

  it('never shows a walkbook to another campaign, even by id', async () => {
    const reply = await t.inject({
      method: 'GET',
      url: `/api/walkbook/?id=${book.id}&campaign_id=${rival.campaign.id}`,
      headers: rival.manager.auth,
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ detail: 'Walkbook not found' });
  });
});
