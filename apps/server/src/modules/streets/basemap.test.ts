import { describe, expect, it } from 'vitest';
import { BASEMAP } from '@groundwork/shared/contracts/streets';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { PUBLIC_URL, createTestApp } from '../../test/harness.ts';
import { geographyOf } from '../voters/geography.ts';
import { OSM_GEOJSON, decodeTile, streetsUpload, tileOf } from './test-support.ts';
import { javascriptTile, postgisTile } from './tiles.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Basemap');
const campaignId = team.campaign.id;
const file = { name: 'raleigh.geojson', content: JSON.stringify(OSM_GEOJSON) };
const loaded = await t.inject({
  method: 'POST',
  url: '/api/streets/import/',
  payload: streetsUpload(file, campaignId).payload,
  headers: { ...team.manager.auth, ...streetsUpload(file, campaignId).headers },
});
if (loaded.statusCode !== 200) throw new Error(loaded.body);

const get = (url: string, auth: Record<string, string> = team.volunteer.auth) =>
  t.inject({ method: 'GET', url, headers: auth });

describe('GET /api/basemap/style.json', () => {
  it("gives a member the campaign's style: absolute tile and glyph URLs, lines by class, names in Noto Sans", async () => {
    const reply = await get(`/api/basemap/style.json?campaign_id=${campaignId}`);
    expect(reply.statusCode).toBe(200);
    const style = reply.json<{
      glyphs: string;
      sources: Record<string, { type: string; tiles: string[]; maxzoom: number; attribution: string }>;
      layers: { id: string; type: string; layout?: Record<string, unknown> }[];
    }>();
    expect(style.glyphs).toBe(`${PUBLIC_URL}/api/basemap/fonts/{fontstack}/{range}.pbf`);
    expect(style.sources.streets).toMatchObject({
      type: 'vector',
      tiles: [`${PUBLIC_URL}/api/basemap/tiles/{z}/{x}/{y}.pbf?campaign_id=${campaignId}`],
      maxzoom: 16,
      attribution: 'Streets: © OpenStreetMap contributors',
    });
    const ids = style.layers.map((l) => l.id);
    expect(ids[0]).toBe('background');
    for (const roadClass of ['primary', 'secondary', 'local', 'service', 'path']) {
      expect(ids.indexOf(`streets-${roadClass}-casing`)).toBeLessThan(
        ids.indexOf(`streets-${roadClass}-fill`),
      );
    }
    const names = style.layers.find((l) => l.type === 'symbol');
    expect(names?.layout).toMatchObject({ 'symbol-placement': 'line', 'text-font': ['Noto Sans Regular'] });
  });

  it('uses the origin the browser reached when the server is known by it', async () => {
    const reply = await t.inject({
      method: 'GET',
      url: `/api/basemap/style.json?campaign_id=${campaignId}`,
      headers: { ...team.volunteer.auth, host: 'evil.example.org' },
    });
    expect(reply.json<{ glyphs: string }>().glyphs.startsWith(PUBLIC_URL)).toBe(true);
  });
});

describe('GET /api/basemap/tiles/{z}/{x}/{y}.pbf', () => {
  const here = tileOf(-78.6405, 35.7815, 16);
  const url = (z: number | string, x: number | string, y: number | string) =>
    `/api/basemap/tiles/${String(z)}/${String(x)}/${String(y)}?campaign_id=${campaignId}`;

  it('is a vector tile of the streets in it, for any member, privately cached', async () => {
    const reply = await get(url(here.z, here.x, `${String(here.y)}.pbf`));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/x-protobuf');
    expect(reply.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const names = decodeTile(reply.rawPayload).map((f) => f.name);
    expect(names).toContain('Elm Street');
    expect(decodeTile(reply.rawPayload).every((f) => f.type === 2)).toBe(true); // lines
  });

  it('leaves minor streets out when zoomed far out, and is an empty 200 where there are none', async () => {
    const far = tileOf(-78.6405, 35.7815, 9);
    const wide = decodeTile((await get(url(far.z, far.x, `${String(far.y)}.pbf`))).rawPayload);
    expect(wide.map((f) => f.class)).toEqual(['primary']);
    const empty = await get(url(16, 0, '0.pbf'));
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.length).toBe(0);
  });

  it('answers 400 to a tile that does not exist', async () => {
    for (const [z, x, y] of [
      [23, 0, '0.pbf'],
      [2, 4, '0.pbf'],
      [2, 0, '4.pbf'],
      ['a', 0, '0.pbf'],
      [2, 0, '0.png'],
      [2, -1, '0.pbf'],
    ]) {
      const reply = await get(url(z!, x!, y!));
      expect(reply.statusCode, `${String(z)}/${String(x)}/${String(y)}`).toBe(400);
    }
  });

  it.skipIf(geographyOf(t.database.db) !== 'postgis')(
    'makes the same tile with ST_AsMVT as in JavaScript',
    async () => {
      for (const tile of [here, tileOf(-78.6405, 35.7815, 14)]) {
        const shape = (body: Uint8Array) =>
          decodeTile(body)
            .map((f) => `${f.name}/${f.class}/${String(f.geometry.length)}`)
            .sort();
        const js = await javascriptTile(t.database.db, campaignId, tile);
        const sql = await postgisTile(t.database.db, campaignId, tile);
        expect(shape(sql)).toEqual(shape(js));
        expect(shape(js).length).toBeGreaterThan(0);
      }
    },
  );
});

describe('GET /api/basemap/fonts/{fontstack}/{range}.pbf', () => {
  const font = encodeURIComponent(BASEMAP.font);

  it('serves the shipped glyphs without a session, cached long; a range not shipped is empty', async () => {
    const reply = await t.inject({ method: 'GET', url: `/api/basemap/fonts/${font}/0-255.pbf` });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/x-protobuf');
    expect(reply.headers['cache-control']).toMatch(/max-age=\d{6,}/);
    expect(reply.rawPayload.length).toBeGreaterThan(1000);
    const fallback = await t.inject({
      method: 'GET',
      url: `/api/basemap/fonts/${font},Arial%20Unicode%20MS%20Regular/256-511.pbf`,
    });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.rawPayload.length).toBeGreaterThan(100);
    const missing = await t.inject({ method: 'GET', url: `/api/basemap/fonts/${font}/1024-1279.pbf` });
    expect(missing.statusCode).toBe(200);
    expect(missing.rawPayload.length).toBe(0);
  });

  it('answers 404 to an unknown font, a path out of the folder, or a range that is none', async () => {
    for (const path of [
      'Comic%20Sans/0-255.pbf',
      '..%2F..%2Fdrizzle/0-255.pbf',
      `${font}/0-300.pbf`,
      `${font}/..%2F0-255.pbf`,
    ]) {
      const reply = await t.inject({ method: 'GET', url: `/api/basemap/fonts/${path}` });
      expect(reply.statusCode, path).toBe(404);
    }
  });
});
