import { describe, expect, it } from 'vitest';
import type {
  RecommendationRequest,
  RecommendedWalkbook,
  RecommendedWalkbookDetail,
} from '@groundwork/shared/contracts/recommended-walkbooks';
import type { Walkbook } from '@groundwork/shared/contracts/walkbooks';
import { AREA, setupRecommendations } from './test-support.ts';

const { team, rival, voters, campaign_id, survey, call, ask, settled, idsOf } = await setupRecommendations();

const dems = voters.filter((v) => v.party === 'DEM');
const democrats = await settled(
  (
    await ask({
      request_name: 'Democrats',
      filter_params: { parties: ['DEM'] },
      target_doors: 20,
      survey_id: survey.id,
    })
  ).json<RecommendationRequest>().id,
);
const [first, second, third] = democrats.recommended_walkbooks;

describe('reviewing recommended walkbooks', () => {
  it('lists requests and recommended walkbooks, and shows one with its doors', async () => {
    const requests = (
      await call('GET', `/recommended-walkbook/recommendation/all/?campaign_id=${campaign_id}`)
    ).json<RecommendationRequest[]>();
    expect(requests.map((r) => r.request_name)).toContain('Democrats');
    const list = (
      await call('GET', `/recommended-walkbook/all/?campaign_id=${campaign_id}&request_id=${democrats.id}`)
    ).json<RecommendedWalkbook[]>();
    expect(list.map((b) => b.id)).toEqual(democrats.recommended_walkbooks.map((b) => b.id));
    const detail = (
      await call('GET', `/recommended-walkbook/?id=${first!.id}&campaign_id=${campaign_id}`)
    ).json<RecommendedWalkbookDetail>();
    expect(detail).toMatchObject({ id: first!.id, request_name: 'Democrats', rank: 1 });
    expect(detail.door_list).toHaveLength(first!.doors);
    expect(detail.door_list.reduce((s, d) => s + d.voters, 0)).toBe(first!.voters);
  });

  it('renames and changes the survey; accepting makes the walkbook of the same voters and opens it', async () => {
    const renamed = await call('PUT', '/recommended-walkbook/', {
      id: first!.id,
      campaign_id,
      name: 'Oak Park',
      survey_id: null,
    });
    expect(renamed.json()).toMatchObject({ name: 'Oak Park', survey_id: null, status: 'Proposed' });
    const accepted = await call('PUT', '/recommended-walkbook/', {
      id: first!.id,
      campaign_id,
      status: 'Accepted',
      survey_id: survey.id,
    });
    const book = accepted.json<RecommendedWalkbook>();
    expect(book).toMatchObject({ status: 'Accepted', name: 'Oak Park', walkbook_id: expect.any(String) });
    const walkbook = (
      await call('GET', `/walkbook/?id=${book.walkbook_id!}&campaign_id=${campaign_id}`)
    ).json<Walkbook>();
    expect(walkbook).toMatchObject({
      name: 'Oak Park',
      creation_method: 'Recommended',
      survey_id: survey.id,
    });
    expect(await idsOf('walkbook_voters', 'walkbook_id', walkbook.id)).toEqual(
      await idsOf('recommended_walkbook_voters', 'recommended_walkbook_id', first!.id),
    );
    const twice = await call('PUT', '/recommended-walkbook/', {
      id: first!.id,
      campaign_id,
      status: 'Accepted',
    });
    expect(twice.statusCode).toBe(409);
    const back = await call('PUT', '/recommended-walkbook/', {
      id: first!.id,
      campaign_id,
      status: 'Proposed',
    });
    expect(back.json()).toMatchObject({
      detail: 'An accepted recommendation stays accepted: archive its walkbook instead.',
    });
    const counts = (
      await call('GET', `/recommended-walkbook/recommendation/?id=${democrats.id}&campaign_id=${campaign_id}`)
    ).json<RecommendationRequest>();
    expect(counts.accepted_count).toBe(1);
  });

  it('deletes a recommended walkbook with a 204', async () => {
    const reply = await call('DELETE', `/recommended-walkbook/?id=${second!.id}&campaign_id=${campaign_id}`);
    expect(reply.statusCode).toBe(204);
    expect(reply.body).toBe('');
    expect(
      (await call('GET', `/recommended-walkbook/?id=${second!.id}&campaign_id=${campaign_id}`)).json(),
    ).toMatchObject({
      detail: 'Recommended walkbook not found',
    });
  });

  it('makes one from a drawn area, ranked among its request when it names one', async () => {
    const drawn = await call('POST', '/recommended-walkbook/', {
      campaign_id,
      name: 'Drawn',
      geo_data: AREA,
      filter_params: { parties: ['DEM'] },
      request_id: democrats.id,
    });
    expect(drawn.statusCode).toBe(201);
    const book = drawn.json<RecommendedWalkbook>();
    const inArea = dems.filter(
      (v) => v.lat! >= 35.74 && v.lat! <= 35.78 && v.lng! >= -78.68 && v.lng! <= -78.64,
    );
    expect(book).toMatchObject({
      creation_method: 'Requested',
      status: 'Proposed',
      voters: inArea.length,
      geo_data: AREA,
    });
    const request = await settled(democrats.id);
    expect(request.recommended_walkbooks.find((b) => b.id === book.id)?.rank).toBe(book.rank);
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
    expect(
      (await call('POST', '/recommended-walkbook/', { campaign_id, name: 'Empty', geo_data: nowhere }))
        .statusCode,
    ).toBe(400);
  });

  it('accepts with a survey and assignees (members only, and only when accepting)', async () => {
    const accept = (payload: object) =>
      call('PUT', '/recommended-walkbook/', { id: third!.id, campaign_id, ...payload });
    const outsider = await accept({ status: 'Accepted', assignee_ids: [rival.volunteer.id] });
    expect(outsider.json()).toMatchObject({
      detail: 'Walkbooks can only be assigned to members of the campaign.',
    });
    const notAccepting = await accept({ assignee_ids: [team.volunteer.id] });
    expect(notAccepting.statusCode).toBe(400);
    expect(notAccepting.json<{ detail: string }>().detail).toMatch(/when accepting/);
    const accepted = await accept({
      status: 'Accepted',
      survey_id: survey.id,
      assignee_ids: [team.volunteer.id, team.staff.id],
    });
    const book = accepted.json<RecommendedWalkbook>();
    expect(book).toMatchObject({ status: 'Accepted', survey_id: survey.id });
    const walkbook = (
      await call('GET', `/walkbook/?id=${book.walkbook_id!}&campaign_id=${campaign_id}`)
    ).json<Walkbook>();
    expect(walkbook.survey_id).toBe(survey.id);
    expect(walkbook.assignees.map((a) => a.user_id).sort()).toEqual(
      [team.volunteer.id, team.staff.id].sort(),
    );
  });

  it('deletes a request with its recommended walkbooks; accepted walkbooks stay', async () => {
    const accepted = (
      await call('GET', `/recommended-walkbook/?id=${first!.id}&campaign_id=${campaign_id}`)
    ).json<RecommendedWalkbook>();
    const reply = await call(
      'DELETE',
      `/recommended-walkbook/recommendation/delete/?id=${democrats.id}&campaign_id=${campaign_id}`,
    );
    expect(reply.statusCode).toBe(204);
    expect(
      (await call('GET', `/recommended-walkbook/?id=${first!.id}&campaign_id=${campaign_id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/walkbook/?id=${accepted.walkbook_id!}&campaign_id=${campaign_id}`)).statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          'DELETE',
          `/recommended-walkbook/recommendation/delete/?id=${democrats.id}&campaign_id=${campaign_id}`,
        )
      ).json(),
    ).toMatchObject({
      detail: 'Recommendation request not found',
    });
  });
});

describe('who may', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const routes = (campaign: string, id: string) =>
    [
      [
        'POST',
        '/recommended-walkbook/request-walkbook-recommendation/',
        { campaign_id: campaign, request_name: 'X' },
      ],
      ['GET', `/recommended-walkbook/recommendation/?id=${id}&campaign_id=${campaign}`],
      ['GET', `/recommended-walkbook/recommendation/all/?campaign_id=${campaign}`],
      ['DELETE', `/recommended-walkbook/recommendation/delete/?id=${id}&campaign_id=${campaign}`],
      ['POST', '/recommended-walkbook/', { campaign_id: campaign, name: 'X', geo_data: AREA }],
      ['GET', `/recommended-walkbook/?id=${id}&campaign_id=${campaign}`],
      ['GET', `/recommended-walkbook/all/?campaign_id=${campaign}`],
      ['PUT', '/recommended-walkbook/', { id, campaign_id: campaign, name: 'X' }],
      ['DELETE', `/recommended-walkbook/?id=${id}&campaign_id=${campaign}`],
    ] as const;

  it('refuses Staff and Volunteers (403) on every call, and lets Directors in', async () => {
    for (const who of [team.volunteer, team.staff])
      for (const [method, url, payload] of routes(campaign_id, someId))
        expect((await call(method, url, payload, who)).statusCode, `${method} ${url}`).toBe(403);
    expect(
      (await call('GET', `/recommended-walkbook/all/?campaign_id=${campaign_id}`, undefined, team.director))
        .statusCode,
    ).toBe(200);
  });

  it('answers 404 to another campaign, by campaign and by id', async () => {
    for (const [method, url, payload] of routes(campaign_id, someId))
      expect((await call(method, url, payload, rival.manager)).statusCode, `${method} ${url}`).toBe(404);
    const drawn = await call('POST', '/recommended-walkbook/', { campaign_id, name: 'Mine', geo_data: AREA });
    const mine = [drawn.json<RecommendedWalkbook>()];
    const theirs = await call(
      'GET',
      `/recommended-walkbook/?id=${mine[0]!.id}&campaign_id=${rival.campaign.id}`,
      undefined,
      rival.manager,
    );
    expect(theirs.json()).toMatchObject({ detail: 'Recommended walkbook not found' });
    const accept = await call(
      'PUT',
      '/recommended-walkbook/',
      { id: mine[0]!.id, campaign_id: rival.campaign.id, status: 'Accepted' },
      rival.manager,
    );
    expect(accept.statusCode).toBe(404);
  });
});
