import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { artwork, PDF, photo, roadSignCalls, signOf, storedFiles } from './test-support.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Signs Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Signs');
const campaign_id = team.campaign.id;
const calls = roadSignCalls(t, campaign_id);
const manager = team.manager.auth;

describe('road signs', () => {
  it('adds a design with its artwork, re-encoded with a thumbnail, and serves it to members only', async () => {
    const created = await calls.createSign(manager, 'Vote Casey');
    expect(created.statusCode).toBe(201);
    const sign = signOf(created);
    expect(sign).toMatchObject({
      name: 'Vote Casey',
      quantity: 40,
      file: { content_type: 'image/png', thumbnail_url: expect.stringContaining('size=thumbnail') },
      placement_counts: { requested: 0, installed: 0, inspected: 0, removed: 0 },
    });
    const file = await calls.get(manager, sign.file.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toContain('private');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(900);
    const thumbnail = await calls.get(team.volunteer.auth, sign.file.thumbnail_url ?? '');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 320, height: 213 });
  });

  it('keeps a PDF as sent, with no thumbnail', async () => {
    const sign = signOf(await calls.createSign(manager, 'Yard PDF', PDF, 'sign.pdf'));
    expect(sign.file).toMatchObject({
      content_type: 'application/pdf',
      size: PDF.length,
      thumbnail_url: null,
    });
    const file = await calls.get(manager, sign.file.url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="Yard_PDF.pdf"');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('keeps names unique in the campaign whatever their case (NAME_EXISTS)', async () => {
    const first = signOf(await calls.createSign(manager, 'Lawn Sign'));
    const duplicate = await calls.createSign(manager, 'lawn sign');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      code: 'NAME_EXISTS',
      detail: 'This name is already in use. Please choose a different name.',
    });
    const other = signOf(await calls.createSign(manager, 'Corner Sign'));
    const rename = (name: string) =>
      t.inject({
        method: 'PUT',
        url: '/api/road-sign/',
        headers: manager,
        payload: { id: other.id, campaign_id, name },
      });
    expect((await rename('LAWN SIGN')).json()).toMatchObject({ code: 'NAME_EXISTS' });
    const renamed = await rename('Corner Sign 2');
    expect(renamed.json()).toMatchObject({ id: other.id, name: 'Corner Sign 2' });
    // Another campaign may use the same name.
    const theirs = await roadSignCalls(t, rival.campaign.id).createSign(rival.manager.auth, 'Lawn Sign');
    expect(theirs.statusCode).toBe(201);
    expect(first.name).toBe('Lawn Sign');
  });

  it('lists the designs whole, minimal and by the user who placed them', async () => {
    const all = (await calls.get(team.staff.auth, `/api/road-sign/all/?campaign_id=${campaign_id}`)).json<
      { name: string }[]
    >();
    expect(all.map((s) => s.name)).toEqual(['Corner Sign 2', 'Lawn Sign', 'Vote Casey', 'Yard PDF']);
    const minimal = (
      await calls.get(team.volunteer.auth, `/api/road-sign/minimal/?campaign_id=${campaign_id}`)
    ).json<Record<string, unknown>[]>();
    expect(Object.keys(minimal[0] ?? {}).sort()).toEqual(['id', 'name', 'thumbnail_url']);
    const [sign] = minimal as { id: string }[];
    const placed = await calls.place(team.volunteer.auth, {
      road_sign_id: sign?.id,
      coordinates: { lat: 35.77, lng: -78.64 },
    });
    expect(placed.statusCode).toBe(201);
    const mine = await calls.get(
      team.volunteer.auth,
      `/api/road-sign/all-user/?campaign_id=${campaign_id}&user_id=${team.volunteer.id}`,
    );
    expect(mine.json()).toEqual([
      expect.objectContaining({ id: sign?.id, placement_counts: expect.objectContaining({ installed: 1 }) }),
    ]);
    const staffs = await calls.get(
      manager,
      `/api/road-sign/all-user/?campaign_id=${campaign_id}&user_id=${team.staff.id}`,
    );
    expect(staffs.json()).toEqual([]);
  });

  it('lets Staff and Volunteers see signs by id and place them, but not add or change designs (shell §6)', async () => {
    const [sign] = (await calls.get(manager, `/api/road-sign/minimal/?campaign_id=${campaign_id}`)).json<
      { id: string }[]
    >();
    for (const member of [team.staff, team.volunteer]) {
      const byId = await calls.get(
        member.auth,
        `/api/road-sign/?campaign_id=${campaign_id}&id=${sign?.id ?? ''}`,
      );
      expect(byId.statusCode).toBe(200);
      expect((await calls.createSign(member.auth, 'Not mine')).statusCode).toBe(403);
      const put = await t.inject({
        method: 'PUT',
        url: '/api/road-sign/',
        headers: member.auth,
        payload: { id: sign?.id, campaign_id, quantity: 1 },
      });
      expect(put.statusCode).toBe(403);
    }
    expect(
      await calls.get(team.director.auth, `/api/road-sign/?campaign_id=${campaign_id}&id=${sign?.id ?? ''}`),
    ).toHaveProperty('statusCode', 200);
  });

  it("answers 404 for another campaign's signs and files", async () => {
    const [sign] = (await calls.get(manager, `/api/road-sign/minimal/?campaign_id=${campaign_id}`)).json<
      { id: string }[]
    >();
    const id = sign?.id ?? '';
    const outsider = rival.manager.auth;
    const viaMine = await calls.get(outsider, `/api/road-sign/file/?campaign_id=${campaign_id}&id=${id}`);
    expect(viaMine.json()).toMatchObject({ detail: 'Campaign not found' });
    for (const url of [
      `/api/road-sign/file/?campaign_id=${rival.campaign.id}&id=${id}`,
      `/api/road-sign/?campaign_id=${rival.campaign.id}&id=${id}`,
    ]) {
      const reply = await calls.get(outsider, url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json()).toMatchObject({ detail: 'Road sign not found' });
    }
  });
});

describe('bad uploads: a 4xx with a clear detail, and nothing stored', async () => {
  const rows = async () =>
    (await calls.get(manager, `/api/road-sign/all/?campaign_id=${campaign_id}`)).json<unknown[]>().length;
  let before: string[] = [];
  let count = 0;
  beforeAll(async () => {
    before = storedFiles(t);
    count = await rows();
  });
  const exe = Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
    Buffer.alloc(2048, 0),
  ]);
  const jpeg = await photo();

  it.each([
    ['a 0-byte file', Buffer.alloc(0), 'art.png', 400, 'The artwork is empty'],
    [
      'a renamed executable',
      exe,
      'art.png',
      415,
      'The artwork must be a JPEG, PNG, WebP or HEIC image or a PDF (this file is application/x-msdownload)',
    ],
    [
      'a text file',
      Buffer.from('hello, world\n'),
      'art.jpg',
      415,
      'The artwork must be a JPEG, PNG, WebP or HEIC image or a PDF (its content is not a known file type)',
    ],
    [
      'a corrupt JPEG',
      Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(400, 0x41)]),
      'art.jpg',
      400,
      expect.stringMatching(/^The artwork could not be read as an image \(.+\)$/),
    ],
  ])('refuses %s', async (_label, content, name, status, detail) => {
    const reply = await calls.createSign(manager, `Bad ${name} ${String(content.length)}`, content, name);
    expect({ status: reply.statusCode, detail: reply.json<{ detail: string }>().detail }).toEqual({
      status,
      detail,
    });
  });

  it('cuts a 50 MB image off at 15 MB', async () => {
    const huge = Buffer.concat([jpeg, Buffer.alloc(50 * 1024 * 1024, 0)]);
    const reply = await calls.createSign(manager, 'Huge', huge, 'huge.jpg');
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ detail: 'The artwork is larger than 15 MB' });
  });

  it('refuses a form without its file, without its JSON, or naming another campaign', async () => {
    const noFile = await calls.upload(
      '/api/road-sign/',
      manager,
      'road_sign',
      { name: 'X', campaign_id },
      undefined,
    );
    expect(noFile.json()).toMatchObject({ detail: 'The artwork was not provided' });
    const badJson = await calls.upload('/api/road-sign/', manager, 'road_sign', '{"name":', {
      name: 'a.png',
      content: await artwork(),
    });
    expect(badJson.json()).toMatchObject({ detail: 'road_sign is not valid JSON' });
    const noName = await calls.upload(
      '/api/road-sign/',
      manager,
      'road_sign',
      { campaign_id },
      { name: 'a.png', content: await artwork() },
    );
    expect(noName.json()).toMatchObject({ detail: 'road_sign.name: name was not provided' });
    const other = await calls.upload(
      '/api/road-sign/',
      manager,
      'road_sign',
      { name: 'X', campaign_id: rival.campaign.id },
      { name: 'a.png', content: await artwork() },
    );
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      detail: 'campaign_id in the form does not match the campaign of the request',
    });
  });

  it('left no file and no row behind', async () => {
    expect(storedFiles(t)).toEqual(before);
    expect(await rows()).toBe(count);
  });
});
