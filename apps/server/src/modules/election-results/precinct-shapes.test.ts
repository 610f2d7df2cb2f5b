import { describe, expect, it } from 'vitest';
import type {
  Election,
  ElectionResults,
  PrecinctResults,
  PrecinctShapes,
  ShapesImportReport,
} from '@groundwork/shared/contracts/election-results';
import { seedDemoElectionResults } from '../../seed/demo-election-results.ts';
import { insertDemoVoters } from '../../seed/demo-voters.ts';
import { createCampaignWithTeam, type Person } from '../../test/factories.ts';
import { multipart } from '../../test/election-results-files.ts';
import { createTestApp } from '../../test/harness.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Shapes Campaign');
const other = await createCampaignWithTeam(t, 'Other Campaign');
const campaignId = team.campaign.id;

const upload = (
  path: string,
  file: { name: string; content: string },
  fields = {},
  auth = team.manager.auth,
) => {
  const form = multipart(file, fields);
  return t.inject({
    method: 'POST',
    url: `/api/election-results/${path}/?campaign_id=${campaignId}`,
    headers: { ...auth, ...form.headers },
    payload: form.payload,
  });
};

const get = async <T>(url: string) => {
  const reply = await t.inject({
    method: 'GET',
    url: `${url}${url.includes('?') ? '&' : '?'}campaign_id=${campaignId}`,
    headers: team.manager.auth,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<T>();
};

const square = (x: number) => [
  [
    [x, 0],
    [x + 1, 0],
    [x + 1, 1],
    [x, 1],
    [x, 0],
  ],
];
const feature = (properties: Record<string, unknown>, geometry: unknown) => ({
  type: 'Feature',
  properties,
  geometry,
});
const geojson = (features: unknown[]) => ({
  name: 'precincts.geojson',
  content: JSON.stringify({ type: 'FeatureCollection', features }),
});

describe('precinct shapes', () => {
  it('detects the precinct property, skips what it cannot use, and replaces the shapes on re-import', async () => {
    const results = await upload('import', {
      name: 'r.csv',
      content:
        'Election Date,Contest,Choice,Precinct,Votes\n2024-11-05,Mayor,Ann,A,5\n2024-11-05,Mayor,Ann,B,6\n',
    });
    expect(results.statusCode).toBe(201);
    const reply = await upload(
      'shapes',
      geojson([
        feature({ PREC_ID: 'A', NAME: 'North' }, { type: 'Polygon', coordinates: square(0) }),
        feature(
          { PREC_ID: 'B', NAME: 'South' },
          { type: 'MultiPolygon', coordinates: [square(1), square(5)] },
        ),
        feature({ PREC_ID: 'C', NAME: 'East' }, { type: 'Polygon', coordinates: square(2) }),
        feature({ PREC_ID: 'D' }, { type: 'Point', coordinates: [0, 0] }),
        feature({ NAME: 'Nowhere' }, { type: 'Polygon', coordinates: square(3) }),
        feature({ PREC_ID: 'A' }, { type: 'Polygon', coordinates: square(4) }),
      ]),
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json<ShapesImportReport>()).toEqual({
      property: 'PREC_ID',
      imported: 3,
      matched: 2,
      skipped: [
        { feature: 4, reason: 'The geometry is not a valid Polygon or MultiPolygon' },
        { feature: 5, reason: 'No PREC_ID' },
        { feature: 6, reason: 'Precinct A appears again (first in feature 1)' },
      ],
    });
    const shapes = await get<PrecinctShapes>('/api/election-results/shapes/');
    expect(shapes.features.map((f) => [f.properties.precinct, f.geometry.type])).toEqual([
      ['A', 'Polygon'],
      ['B', 'MultiPolygon'],
      ['C', 'Polygon'],
    ]);
    expect(shapes.features[0]?.geometry.coordinates).toEqual(square(0));

    const named = await upload(
      'shapes',
      geojson([
        feature(
          { PREC_ID: 'A', name: 'North', county_nam: 'WAKE' },
          { type: 'Polygon', coordinates: square(0) },
        ),
        feature(
          { PREC_ID: 'B', name: 'South', county_nam: 'DURHAM' },
          { type: 'Polygon', coordinates: square(1) },
        ),
      ]),
      { property: 'NAME', county: 'Wake' },
    );
    expect(named.json<ShapesImportReport>()).toMatchObject({ property: 'name', imported: 1, matched: 0 });
    const replaced = await get<PrecinctShapes>('/api/election-results/shapes/');
    expect(replaced.features.map((f) => f.properties.precinct)).toEqual(['North']);
  });

  it('answers an unusable shapes file with a 4xx and a detail', async () => {
    const detail = async (file: { name: string; content: string }, fields = {}) => {
      const reply = await upload('shapes', file, fields);
      expect(reply.statusCode).toBe(400);
      return reply.json<{ detail: string }>().detail;
    };
    await expect(detail({ name: 'p.shp', content: '{}' })).resolves.toBe(
      'The shapes file must be a .geojson or .json file',
    );
    await expect(detail({ name: 'p.json', content: '{"type":' })).resolves.toBe(
      'The shapes file is not JSON: export the precincts as GeoJSON',
    );
    await expect(detail({ name: 'p.json', content: '{"type":"Feature"}' })).resolves.toBe(
      'The shapes file is not a GeoJSON FeatureCollection',
    );
    const unnamed = geojson([
      feature({ district: 'A', area: 3 }, { type: 'Polygon', coordinates: square(0) }),
    ]);
    await expect(detail(unnamed)).resolves.toBe(
      'Name the property that holds the precinct code (properties: district, area)',
    );
    await expect(detail(unnamed, { property: 'prec' })).resolves.toBe(
      'No feature has a property named prec (properties: district, area)',
    );
  });
});

describe('election results access', () => {
  const uuid = '00000000-0000-4000-8000-000000000000';
  const file = { name: 'r.csv', content: 'a,b\n1,2\n' };
  const calls = (id: string) => [
    { method: 'GET', url: `/api/election-results/all/?campaign_id=${id}` },
    { method: 'GET', url: `/api/election-results/?campaign_id=${id}&id=${uuid}` },
    { method: 'GET', url: `/api/election-results/precincts/?campaign_id=${id}&contest_id=${uuid}` },
    { method: 'DELETE', url: `/api/election-results/?campaign_id=${id}&id=${uuid}` },
    { method: 'GET', url: `/api/election-results/shapes/?campaign_id=${id}` },
    { method: 'POST', url: `/api/election-results/import/?campaign_id=${id}`, ...multipart(file) },
    { method: 'POST', url: `/api/election-results/shapes/?campaign_id=${id}`, ...multipart(file) },
  ];
  const send = (call: ReturnType<typeof calls>[number], person: Person) =>
    t.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: { ...person.auth, ...('headers' in call ? call.headers : {}) },
      ...('payload' in call ? { payload: call.payload } : {}),
    });

  it('hides the campaign from non-members (404) and refuses Staff and Volunteers (403) on every route', async () => {
    for (const call of calls(campaignId)) {
      expect((await send(call, other.manager)).statusCode, call.url).toBe(404);
      for (const person of [team.staff, team.volunteer]) {
        const reply = await send(call, person);
        expect(reply.statusCode, call.url).toBe(403);
        expect(reply.json()).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
  });

  it("never shows another campaign's election, even by id", async () => {
    const [mine] = await get<Election[]>('/api/election-results/all/');
    const reply = await t.inject({
      method: 'GET',
      url: `/api/election-results/?campaign_id=${other.campaign.id}&id=${mine?.id}`,
      headers: other.manager.auth,
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ detail: 'Election not found' });
  });
});

describe('the demo district', () => {
  it('holds two past elections whose turnout matches its voters’ vote history, and a shape per precinct', async () => {
    const demo = await createCampaignWithTeam(t, 'Demo District');
    const { generated } = await insertDemoVoters(t.database, demo.campaign.id, 1500);
    await seedDemoElectionResults(t.database.db, demo.campaign.id, generated);
    const as = (url: string) =>
      t.inject({ method: 'GET', url: `${url}campaign_id=${demo.campaign.id}`, headers: demo.manager.auth });

    const elections = (await as('/api/election-results/all/?')).json<Election[]>();
    expect(elections.map((e) => [e.name, e.election_date, e.code, e.contest_count])).toEqual([
      ['2024 General', '2024-11-05', '2024G', 4],
      ['2022 General', '2022-11-08', '2022G', 5],
    ]);
    const latest = (await as(`/api/election-results/?id=${elections[0]?.id}&`)).json<ElectionResults>();
    const governor = latest.contests[0];
    expect(governor?.name).toBe('Governor');
    expect(governor?.choices[0]).toMatchObject({ name: 'Adrienne Moss', party: 'DEM', is_winner: true });
    const precincts = (
      await as(`/api/election-results/precincts/?contest_id=${governor?.id}&`)
    ).json<PrecinctResults>();
    expect(precincts.precincts.length).toBeGreaterThan(20);
    for (const row of precincts.precincts) {
      const inPrecinct = generated.filter((g) => g.voter.precinct === row.precinct);
      const voted = inPrecinct.filter((g) => g.elections.includes('2024G')).length;
      expect(row).toMatchObject({
        ballots_cast: voted,
        registered: inPrecinct.length,
        ballots_estimated: false,
      });
      expect(row.total_votes).toBeLessThanOrEqual(voted);
    }
    const shapes = (await as('/api/election-results/shapes/?')).json<PrecinctShapes>();
    expect(shapes.features).toHaveLength(24);
    const shaped = new Set(shapes.features.map((f) => f.properties.precinct));
    expect(precincts.precincts.every((p) => shaped.has(p.precinct))).toBe(true);
  });
});
