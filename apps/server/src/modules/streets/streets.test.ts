import { describe, expect, it } from 'vitest';
import { STREETS_MESSAGES } from '@groundwork/shared/contracts/streets';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { OSM_GEOJSON, decodeTile, shapefileZip, streetsUpload, tigerZip, tileOf } from './test-support.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Streets');
const campaignId = team.campaign.id;

const upload = (
  file: { name: string; content: string | Buffer },
  auth = team.manager.auth,
  id = campaignId,
) =>
  t.inject({
    method: 'POST',
    url: '/api/streets/import/',
    ...streetsUpload(file, id),
    headers: { ...auth, ...streetsUpload(file, id).headers },
  });
const summary = () =>
  t.inject({ method: 'GET', url: `/api/streets/?campaign_id=${campaignId}`, headers: team.volunteer.auth });
const tile = (z: number, x: number, y: number) =>
  t.inject({
    method: 'GET',
    url: `/api/basemap/tiles/${z}/${x}/${y}.pbf?campaign_id=${campaignId}`,
    headers: team.volunteer.auth,
  });

describe('POST /api/streets/import/', () => {
  it('loads a TIGER/Line roads zip: names, classes from MTFCC, bounds', async () => {
    const reply = await upload({ name: 'tl_2024_37183_roads.zip', content: await tigerZip() });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      streets: 5,
      skipped: 0,
      bounds: [-78.7, 35.778, -78.636, 35.82],
      source: { file_name: 'tl_2024_37183_roads.zip', kind: 'tiger', count: 5 },
    });
    const oak = tileOf(-78.638, 35.7805, 16);
    const features = decodeTile((await tile(oak.z, oak.x, oak.y)).rawPayload);
    expect(features.map((f) => [f.name, f.class]).sort()).toEqual([
      ['', 'service'],
      ['Oak St Trl', 'path'],
      ['Oak St', 'local'],
    ]);
    const read = (await summary()).json();
    expect(read).toMatchObject({ streets: 5, bounds: [-78.7, 35.778, -78.636, 35.82] });
    expect(Date.parse(read.imported_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('loads an OpenStreetMap GeoJSON, counting what it skips, and replaces the streets before it', async () => {
    const reply = await upload({ name: 'raleigh.geojson', content: JSON.stringify(OSM_GEOJSON) });
    expect(reply.statusCode, reply.body).toBe(200);
    // Main Street, Elm Street's two parts, the footway; skipped: a point, a latitude of 95, one point, proposed.
    expect(reply.json()).toMatchObject({ streets: 4, skipped: 4, source: { kind: 'geojson', count: 4 } });
    const here = tileOf(-78.6405, 35.7815, 15);
    const features = decodeTile((await tile(here.z, here.x, here.y)).rawPayload);
    expect(features.map((f) => `${f.name}/${f.class}`).sort()).toEqual([
      '/path',
      'Elm Street/local',
      'Elm Street/local',
      'Main Street/primary',
    ]);
    expect((await summary()).json()).toMatchObject({ streets: 4, source: { file_name: 'raleigh.geojson' } });
  });

  it('refuses a file that is no streets file with a plain 400, changing nothing', async () => {
    const bad = [
      { name: 'voters.csv', content: 'voter_id,name\n1,Ana\n' },
      { name: 'broken.zip', content: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 7)]) },
      {
        name: 'points.geojson',
        content: JSON.stringify({ type: 'FeatureCollection', features: [OSM_GEOJSON.features[3]] }),
      },
      { name: 'truncated.zip', content: (await tigerZip()).subarray(0, 300) },
      {
        name: 'junk-end.zip',
        content: Buffer.concat([
          Buffer.from('PK\u0003\u0004'),
          Buffer.alloc(64, 7),
          Buffer.from('PK\u0005\u0006'),
          Buffer.alloc(18, 0xff),
        ]),
      },
      { name: 'parcels.zip', content: await parcelsZip() },
    ];
    for (const file of bad) {
      const reply = await upload(file);
      expect(reply.statusCode, file.name).toBe(400);
      expect([STREETS_MESSAGES.badFile, STREETS_MESSAGES.noStreets], file.name).toContain(
        reply.json().detail,
      );
    }
    expect((await summary()).json()).toMatchObject({ streets: 4, source: { file_name: 'raleigh.geojson' } });
  });

  it('keeps a name with control characters, without them', async () => {
    const features = [
      { ...OSM_GEOJSON.features[0], properties: { name: 'Bad\u0000Name\n', highway: 'primary' } },
    ];
    const reply = await upload({
      name: 'nul.geojson',
      content: JSON.stringify({ type: 'FeatureCollection', features }),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const here = tileOf(-78.635, 35.7825, 16);
    expect(decodeTile((await tile(here.z, here.x, here.y)).rawPayload).map((f) => f.name)).toEqual([
      'Bad Name',
    ]);
    expect((await upload({ name: 'raleigh.geojson', content: JSON.stringify(OSM_GEOJSON) })).statusCode).toBe(
      200,
    );
  });

  it('leaves the streets as they were when the write fails halfway (one transaction)', async () => {
    // The database refuses one row after the old streets were deleted and rows before it inserted.
    await t.database.exec(`
      create function streets_refuse_boom() returns trigger language plpgsql as $$
      begin if new.name = 'Boom Rd' then raise exception 'refused for the test'; end if; return new; end $$;
      create trigger streets_refuse_boom before insert on streets for each row execute function streets_refuse_boom();`);
    try {
      const features = [
        ...OSM_GEOJSON.features.slice(0, 2),
        { ...OSM_GEOJSON.features[0], properties: { name: 'Boom Rd', highway: 'residential' } },
      ];
      const reply = await upload({
        name: 'boom.geojson',
        content: JSON.stringify({ type: 'FeatureCollection', features }),
      });
      expect(reply.statusCode).toBe(500);
      expect((await summary()).json()).toMatchObject({
        streets: 4,
        source: { file_name: 'raleigh.geojson' },
      });
      const here = tileOf(-78.6405, 35.7815, 15);
      expect(decodeTile((await tile(here.z, here.x, here.y)).rawPayload)).toHaveLength(4);
    } finally {
      await t.database.exec(
        'drop trigger streets_refuse_boom on streets; drop function streets_refuse_boom();',
      );
    }
  });

  it('is for Managers and Directors; any member reads the summary', async () => {
    const file = { name: 'raleigh.geojson', content: JSON.stringify(OSM_GEOJSON) };
    expect((await upload(file, team.volunteer.auth)).statusCode).toBe(403);
    expect((await upload(file, team.director.auth)).statusCode).toBe(200);
    const outsider = await createCampaignWithTeam(t, 'Elsewhere');
    expect((await upload(file, outsider.manager.auth)).statusCode).toBe(404);
    expect((await summary()).statusCode).toBe(200);
  });

  it('DELETE removes the streets', async () => {
    const url = `/api/streets/?campaign_id=${campaignId}`;
    expect((await t.inject({ method: 'DELETE', url, headers: team.staff.auth })).statusCode).toBe(403);
    const reply = await t.inject({ method: 'DELETE', url, headers: team.manager.auth });
    expect(reply.json()).toEqual({ streets: 0, bounds: null, source: null, imported_at: null });
    const here = tileOf(-78.6405, 35.7815, 15);
    const empty = await tile(here.z, here.x, here.y);
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.length).toBe(0);
  });
});

/** A zipped shapefile of lines without TIGER's MTFCC: not a roads file. */
const parcelsZip = () =>
  shapefileZip(
    'parcels',
    [
      [
        [-78.6, 35.7],
        [-78.61, 35.71],
      ],
    ],
    ['PIN'],
    [{ PIN: '1' }],
  );
