import { describe, expect, it } from 'vitest';
import type { Mailer } from '@groundwork/shared/contracts/mail';
import type { PlacementDetail } from '@groundwork/shared/contracts/road-sign-placements';
import type { RoadSign } from '@groundwork/shared/contracts/road-signs';
import { pdfOf } from '../../modules/mail/test-support.ts';
import { artwork, photo, storedFiles } from '../../modules/road-signs/test-support.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { multipartBody } from '../../test/malformed-files.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Spec Client Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Campaign');
const campaign_id = team.campaign.id;
const manager = team.manager.auth;

/** A multipart call as the spec writes it: a file plus one JSON part; `?campaign_id=` only when `query` is given. */
const send = async (
  auth: Record<string, string>,
  path: string,
  json: { field: string; value: Record<string, unknown> },
  file: { name: string; content: Buffer },
  query?: string,
) => {
  const { boundary, payload } = multipartBody(file, { [json.field]: JSON.stringify(json.value) });
  return t.inject({
    method: 'POST',
    url: query === undefined ? `/api${path}` : `/api${path}?campaign_id=${query}`,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
};

const mailer = async (auth: Record<string, string>, value: Record<string, unknown>, query?: string) =>
  send(auth, '/mail/', { field: 'mailer', value }, { name: 'm.pdf', content: await pdfOf(1) }, query);
const roadSign = async (auth: Record<string, string>, value: Record<string, unknown>, query?: string) =>
  send(
    auth,
    '/road-sign/',
    { field: 'road_sign', value },
    { name: 'a.png', content: await artwork() },
    query,
  );
const placement = async (
  auth: Record<string, string>,
  kind: 'placement' | 'inspection' | 'removal',
  value: Record<string, unknown>,
  query?: string,
) => {
  const path = kind === 'placement' ? '/road-sign/placement/' : `/road-sign/placement/${kind}/`;
  return send(auth, path, { field: kind, value }, { name: 'p.jpg', content: await photo() }, query);
};

const RALEIGH = { lat: 35.7796, lng: -78.6382 };

describe('multipart uploads with campaign_id in the JSON part only (service §7)', () => {
  it('answers an outsider 404 and a lower title 403 from the JSON part, before the rest of it, storing nothing', async () => {
    const outsider = rival.manager.auth;
    const refusals: [Awaited<ReturnType<typeof send>>, number][] = [
      [await mailer(outsider, { name: 'Theirs', campaign_id }), 404],
      [await mailer(outsider, { campaign_id }), 404], // no name: still 404, not the form's 400
      [await roadSign(outsider, { name: 'Theirs', campaign_id }), 404],
      [await placement(outsider, 'placement', { road_sign_id: campaign_id, campaign_id }), 404],
      [await placement(outsider, 'removal', { placement_id: campaign_id, campaign_id }), 404],
      [await mailer(team.staff.auth, { name: 'Staff', campaign_id }), 403],
      [await mailer(team.volunteer.auth, { name: 'Volunteer', campaign_id }), 403],
      [await roadSign(team.volunteer.auth, { campaign_id, quantity: -1 }), 403],
    ];
    // The JSON part first (as the web app sends it): refused before the file is read, so not 413 but 404.
    const oversized = Buffer.alloc(20 * 1024 * 1024, 1);
    const early = await send(
      outsider,
      '/road-sign/',
      { field: 'road_sign', value: { name: 'Huge', campaign_id } },
      { name: 'huge.png', content: oversized },
    );
    refusals.push([early, 404]);
    for (const [reply, status] of refusals) {
      expect(reply.statusCode, reply.body).toBe(status);
      expect(reply.json()).toMatchObject({ code: status === 404 ? 'NOT_FOUND' : 'FORBIDDEN' });
    }
    expect(storedFiles(t)).toEqual([]); // neither kept nor left in the temporary folder
  });

  it('adds a mailer, a sign and a placement, and records the steps of a placement; a placement carries `file`', async () => {
    const created = await mailer(manager, { name: 'Spec Postcard', campaign_id });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Mailer>()).toMatchObject({ name: 'Spec Postcard', campaign_id, page_count: 1 });

    const signReply = await roadSign(manager, { name: 'Spec Sign', campaign_id, quantity: 3 });
    expect(signReply.statusCode, signReply.body).toBe(201);
    const sign = signReply.json<RoadSign>();
    expect(sign).toMatchObject({ name: 'Spec Sign', campaign_id });

    const value = { road_sign_id: sign.id, campaign_id, coordinates: RALEIGH };
    const placed = await placement(team.volunteer.auth, 'placement', value);
    expect(placed.statusCode, placed.body).toBe(201);
    const reply = placed.json<PlacementDetail>();
    expect(reply).toMatchObject({ status: 'installed', user_id: team.volunteer.id, campaign_id });
    expect(reply.file).toEqual(reply.photo);
    expect(reply.file?.url).toContain(`campaign_id=${campaign_id}`);
    const served = await t.inject({ method: 'GET', url: reply.file?.url ?? '', headers: manager });
    expect(served.headers['content-type']).toBe('image/jpeg');

    const inspected = await placement(team.volunteer.auth, 'inspection', {
      placement_id: reply.id,
      campaign_id,
      condition: 'ok',
    });
    expect(inspected.statusCode, inspected.body).toBe(201);
    const removed = await placement(team.volunteer.auth, 'removal', { placement_id: reply.id, campaign_id });
    expect(removed.statusCode, removed.body).toBe(201);
    expect(removed.json<PlacementDetail>()).toMatchObject({
      status: 'removed',
      file: { id: expect.any(String) },
    });
  });

  it('keeps the query form working, with the campaign in both places or in the query alone', async () => {
    expect((await mailer(manager, { name: 'Both Places', campaign_id }, campaign_id)).statusCode).toBe(201);
    const queryOnly = await roadSign(manager, { name: 'Query Only' }, campaign_id);
    expect(queryOnly.statusCode, queryOnly.body).toBe(201);
    expect(queryOnly.json<RoadSign>().campaign_id).toBe(campaign_id);
  });

  it('refuses two different campaigns, and a request that names none (400)', async () => {
    const before = storedFiles(t);
    const mismatch = 'campaign_id in the form does not match the campaign of the request';
    const twoCampaigns = [
      await mailer(manager, { name: 'Two', campaign_id: rival.campaign.id }, campaign_id),
      await mailer(rival.manager.auth, { name: 'Two', campaign_id }, rival.campaign.id),
      await roadSign(manager, { name: 'Two', campaign_id: rival.campaign.id }, campaign_id),
      await placement(
        manager,
        'placement',
        { road_sign_id: campaign_id, campaign_id: rival.campaign.id },
        campaign_id,
      ),
    ];
    for (const reply of twoCampaigns) {
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json()).toMatchObject({ code: 'VALIDATION_FAILED', detail: mismatch });
    }
    const none = await mailer(manager, { name: 'Nowhere' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ detail: 'campaign_id was not provided' });
    const malformed = await roadSign(manager, { name: 'Bad', campaign_id: 'not-a-uuid' });
    expect(malformed.json()).toMatchObject({
      detail: 'campaign_id must be a UUID',
      errors: [{ path: 'road_sign.campaign_id', message: 'campaign_id must be a UUID' }],
    });
    expect(storedFiles(t)).toEqual(before);
  });
});
