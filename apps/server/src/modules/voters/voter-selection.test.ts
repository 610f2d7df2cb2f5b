import { describe, expect, it } from 'vitest';
import {
  POLYGON_MAX_VERTICES,
  POLYGON_MESSAGES,
  type GeoPolygon,
  type VoterFilter,
} from '@groundwork/shared/contracts/voters';
import { voters } from '../../db/schema/index.ts';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters } from '../../test/voter-fixtures.ts';
import { voterWhere } from './voter-filter.ts';
import { selectVoters } from './voter-selection.ts';
import { voterIndexFor } from './voter-index/voter-index.ts';

const t = await createTestApp();
const { db } = t.database;
const team = await createCampaignWithTeam(t, 'Selection Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Selection');
const campaign_id = team.campaign.id;
await insertVoters(db, campaign_id, generateVoters(600));
await insertVoters(db, rival.campaign.id, generateVoters(100, 3));

/** A closed ellipse of `positions` positions around the fixture district's centre. */
const ellipse = (positions: number, rx: number, ry: number): GeoPolygon => {
  const n = positions - 1;
  const ring = Array.from({ length: n }, (_, i): [number, number] => [
    -78.64 + rx * Math.cos((2 * Math.PI * i) / n),
    35.77 + ry * Math.sin((2 * Math.PI * i) / n),
  ]);
  return { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
};

const idsWhere = async (where: ReturnType<typeof voterWhere>) =>
  (await db.select({ id: voters.id }).from(voters).where(where)).map((r) => r.id).sort();

describe('selecting voters with a polygon', () => {
  it('selects exactly the voters SQL selects, with the polygon answered from the index where it is slow', async () => {
    const filters: VoterFilter[] = [
      { polygon: ellipse(POLYGON_MAX_VERTICES, 0.03, 0.02) },
      { polygon: ellipse(40, 0.05, 0.05), parties: ['DEM'] },
      { polygon: ellipse(7, 0.02, 0.04), name: 'a' },
      { polygon: ellipse(12, 0.001, 0.001) },
    ];
    const sizes = [];
    for (const filter of filters) {
      const selection = await selectVoters(db, campaign_id, filter);
      const expected = await idsWhere(voterWhere(campaign_id, filter));
      expect(await idsWhere(selection.where)).toEqual(expected);
      // PGlite has no PostGIS: the index answered the polygon (and knows the count unless a name is asked).
      if (t.database.kind === 'pglite' && !filter.name) expect(selection.count).toBe(expected.length);
      sizes.push(expected.length);
    }
    // Not vacuous: areas that hold voters, and one that holds none.
    expect(sizes.filter((n) => n > 0).length).toBeGreaterThanOrEqual(3);
    expect(sizes).toContain(0);
  });

  it('falls back to SQL when the index is off', async () => {
    const index = voterIndexFor(db);
    index.enabled = false;
    try {
      const filter = { polygon: ellipse(20, 0.03, 0.03) };
      const selection = await selectVoters(db, campaign_id, filter);
      expect(selection.count).toBeNull();
      expect(await idsWhere(selection.where)).toEqual(await idsWhere(voterWhere(campaign_id, filter)));
    } finally {
      index.enabled = true;
    }
  });
});

describe('the polygon size limit', () => {
  const tooBig = ellipse(POLYGON_MAX_VERTICES + 1, 0.03, 0.02);
  const routes: [string, string, object][] = [
    ['walkbook create', '/api/walkbook/', { campaign_id, name: 'Big', geo_data: tooBig }],
    ['recommended walkbook', '/api/recommended-walkbook/', { campaign_id, name: 'Big', geo_data: tooBig }],
    ['voter count', `/api/voter-group/count/?campaign_id=${campaign_id}`, { polygon: tooBig }],
    ['breakdown', '/api/voter-group/voter-breakdown/', { campaign_id, polygon: tooBig }],
    ['district table', '/api/district/voters/', { campaign_id, filter_params: { polygon: tooBig } }],
  ];

  it.each(routes)('refuses a larger area on %s with a readable 400', async (_name, url, payload) => {
    const reply = await t.inject({ method: 'POST', url, headers: team.manager.auth, payload });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ detail: POLYGON_MESSAGES.tooManyVertices });
  });

  it('still accepts the largest allowed area', async () => {
    const reply = await t.inject({
      method: 'POST',
      url: `/api/voter-group/count/?campaign_id=${campaign_id}`,
      headers: team.manager.auth,
      payload: { polygon: ellipse(POLYGON_MAX_VERTICES, 0.03, 0.02) },
    });
    expect(reply.statusCode).toBe(200);
    const inside = await idsWhere(
      voterWhere(campaign_id, { polygon: ellipse(POLYGON_MAX_VERTICES, 0.03, 0.02) }),
    );
    expect(reply.json()).toMatchObject({ count: inside.length });
  });
});
