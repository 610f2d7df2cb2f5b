import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GeoPolygon } from '@groundwork/shared/contracts/voters';
import { insertCampaign } from '../campaigns/campaigns.repository.ts';
import { createTestApp } from '../../test/harness.ts';
import { generateVoters, insertVoters, seededRandom } from '../../test/voter-fixtures.ts';
import { closeRings, enableGeography, useGeography } from './geography.ts';
import { voterWhere } from './voter-filter.ts';
import { polygonTest } from './voter-index/polygon.ts';
import { voters } from '../../db/schema/index.ts';

/** PostGIS is there to compare with only on a PostgreSQL server that has the extension package. */
const postgisMissing = async (): Promise<string | undefined> => {
  if (process.env.TEST_DB !== 'postgres') return 'runs on PostgreSQL only (the server:postgres project)';
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  const { rows } = await client.query("select 1 from pg_available_extensions where name = 'postgis'");
  await client.end();
  return rows.length
    ? undefined
    : 'PostGIS is not installed on this server (apt-get install postgresql-15-postgis-3)';
};
const skipReason = await postgisMissing();

const t = await createTestApp();
const { database } = t;
const campaign = await insertCampaign(database.db, { name: 'Geo', ownerEmail: 'geo@example.org' });

// Coordinates on a 0.001° grid, written once: voters and polygon vertices share the exact doubles, so
// many voters lie exactly on vertices and on horizontal and vertical edges (and on some diagonals).
const X0 = -78.7;
const Y0 = 35.7;
const gx = (i: number) => Math.round((X0 + i * 0.001) * 1e6) / 1e6;
const gy = (j: number) => Math.round((Y0 + j * 0.001) * 1e6) / 1e6;
const random = seededRandom(15);
const grid = Array.from({ length: 61 * 61 }, (_, k) => ({ lng: gx(k % 61), lat: gy(Math.floor(k / 61)) }));
const scattered = Array.from({ length: 3000 }, () => ({
  lng: X0 + random() * 0.06,
  lat: Y0 + random() * 0.06,
}));
const points = [...grid, ...scattered];
await insertVoters(
  database.db,
  campaign.id,
  generateVoters(points.length, 3).map((v, i) => ({ ...v, ...points[i]! })),
);

type Ring = [number, number][];
const box = (i0: number, j0: number, i1: number, j1: number): Ring => [
  [gx(i0), gy(j0)],
  [gx(i1), gy(j0)],
  [gx(i1), gy(j1)],
  [gx(i0), gy(j1)],
  [gx(i0), gy(j0)],
];
/** A random simple (star-shaped, usually concave) ring around a grid point, vertices on the grid. */
const star = (ci: number, cj: number, radius: number, corners: number): Ring => {
  const angles = Array.from({ length: corners }, () => random() * 2 * Math.PI).sort((a, b) => a - b);
  const ring = angles.map((a): [number, number] => {
    const r = radius * (0.3 + 0.7 * random());
    return [gx(ci + Math.round(r * Math.cos(a))), gy(cj + Math.round(r * Math.sin(a)))];
  });
  return [...ring, ring[0]!];
};
const reversed = (ring: Ring): Ring => [...ring].reverse();

const polygons: { name: string; polygon: GeoPolygon }[] = [
  { name: 'rectangle', polygon: { type: 'Polygon', coordinates: [box(5, 5, 40, 30)] } },
  {
    name: 'rectangle with two holes',
    polygon: {
      type: 'Polygon',
      coordinates: [box(2, 2, 58, 58), box(10, 10, 20, 20), reversed(box(30, 30, 50, 45))],
    },
  },
  {
    name: 'triangle with diagonal edges through grid points',
    polygon: {
      type: 'Polygon',
      coordinates: [
        [
          [gx(0), gy(0)],
          [gx(60), gy(30)],
          [gx(0), gy(60)],
          [gx(0), gy(0)],
        ],
      ],
    },
  },
  {
    name: 'concave comb',
    polygon: {
      type: 'Polygon',
      coordinates: [
        [
          [gx(5), gy(5)],
          [gx(55), gy(5)],
          [gx(55), gy(50)],
          [gx(45), gy(50)],
          [gx(45), gy(15)],
          [gx(35), gy(15)],
          [gx(35), gy(50)],
          [gx(25), gy(50)],
          [gx(25), gy(15)],
          [gx(15), gy(15)],
          [gx(15), gy(50)],
          [gx(5), gy(50)],
          [gx(5), gy(5)],
        ],
      ],
    },
  },
  {
    name: 'multipolygon with an island inside a hole',
    polygon: {
      type: 'MultiPolygon',
      coordinates: [[box(5, 5, 55, 55), box(15, 15, 45, 45)], [box(25, 25, 35, 35)], [star(10, 50, 6, 7)]],
    },
  },
  {
    name: 'unclosed ring (closed before either path sees it)',
    polygon: { type: 'Polygon', coordinates: [box(8, 12, 33, 47).slice(0, 4)] },
  },
  ...Array.from({ length: 40 }, (_, k) => ({
    name: `random star ${k + 1}`,
    polygon: {
      type: 'Polygon' as const,
      coordinates: [
        star(
          10 + Math.floor(random() * 40),
          10 + Math.floor(random() * 40),
          5 + random() * 25,
          5 + Math.floor(random() * 14),
        ),
      ],
    },
  })),
  ...Array.from({ length: 12 }, (_, k) => ({
    name: `random multipolygon ${k + 1}`,
    polygon: {
      type: 'MultiPolygon' as const,
      coordinates: [
        [star(15, 15, 12, 9)],
        [box(32, 32, 58, 58), box(38 + (k % 5), 38, 50, 50 - (k % 4))],
        [star(15, 47, 10, 6 + k)],
      ],
    },
  })),
];

const selectIds = async (polygon: GeoPolygon) => {
  const rows = await database.db
    .select({ id: voters.id })
    .from(voters)
    .where(voterWhere(campaign.id, { polygon }))
    .orderBy(voters.id);
  return rows.map((r) => r.id);
};

describe('geography', () => {
  it('reports the implementation in use and closes open rings', async () => {
    const mode = await enableGeography(database);
    expect(mode).toBe(skipReason ? 'plpgsql' : 'postgis');
    const closed = await selectIds({ type: 'Polygon', coordinates: [box(8, 12, 33, 47)] });
    expect(closed.length).toBeGreaterThan(26 * 36); // every grid point inside or on the edge, and more
    expect(await selectIds({ type: 'Polygon', coordinates: [box(8, 12, 33, 47).slice(0, 4)] })).toEqual(
      closed,
    );
  });

  it('gives the voter index (JavaScript) the same answer as SQL for every voter and polygon', async () => {
    // Whichever implementation is in use here: ST_Covers with PostGIS, else the PL/pgSQL fallback.
    const all = await database.db
      .select({ id: voters.id, lng: voters.lng, lat: voters.lat })
      .from(voters)
      .where(sql`${voters.campaignId} = ${campaign.id}`)
      .orderBy(voters.id);
    for (const { name, polygon } of polygons) {
      const inside = polygonTest(polygon);
      const viaJs = all.filter((v) => inside(v.lng ?? NaN, v.lat ?? NaN)).map((v) => v.id);
      expect(viaJs, name).toEqual(await selectIds(polygon));
    }
  }, 120_000);

  describe.skipIf(skipReason)(
    `PostGIS and the PL/pgSQL fallback${skipReason ? ` (skipped: ${skipReason})` : ''}`,
    () => {
      it('select identical voters for every polygon, boundaries included', async () => {
        await useGeography(database, 'postgis');
        const viaPostgis = [];
        for (const { polygon } of polygons) viaPostgis.push(await selectIds(polygon));
        await useGeography(database, 'plpgsql');
        try {
          for (const [k, { name, polygon }] of polygons.entries()) {
            expect(await selectIds(polygon), name).toEqual(viaPostgis[k]);
          }
        } finally {
          await useGeography(database, 'postgis');
        }
        // Not vacuous: polygons select voters, and voters exactly on edges and vertices are among them.
        expect(viaPostgis.filter((ids) => ids.length > 0).length).toBeGreaterThan(polygons.length - 3);
        const onEdge = await database.db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${voters} where campaign_id = ${campaign.id}
          and lat = ${gy(5)} and lng between ${gx(5)} and ${gx(40)}`);
        expect(onEdge.rows[0]?.n).toBe(36);
        expect(viaPostgis[0]).toHaveLength(36 * 26 + scatteredInside(5, 5, 40, 30));
      }, 120_000);

      it('compares ST_Covers and the fallback voter by voter', async () => {
        // Every voter of the campaign, no bounding box first: the fixed shapes and a few random ones.
        for (const { name, polygon } of polygons.slice(0, 12)) {
          const json = JSON.stringify(closeRings(polygon));
          const differ = await database.db.execute<{ n: number }>(sql`
          select count(*)::int as n from ${voters} where campaign_id = ${campaign.id} and lat is not null
            and ST_Covers(ST_SetSRID(ST_GeomFromGeoJSON(${json}::jsonb), 4326), ST_SetSRID(ST_MakePoint(lng, lat), 4326))
              <> gw_point_in_polygon(lng, lat, ${json}::jsonb)`);
          expect(differ.rows[0]?.n, name).toBe(0);
        }
      }, 120_000);

      it('inlines ST_Covers over the GiST-indexed point, so the index can answer', async () => {
        const where = voterWhere(campaign.id, { polygon: polygons[0]!.polygon });
        const plan = await database.db.execute<{ 'QUERY PLAN': string }>(
          sql`explain select count(*) from ${voters} where ${where}`,
        );
        const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(text).toMatch(/st_covers/i);
        expect(text).not.toMatch(/gw_polygon_covers/);
        const index = await database.db.execute(
          sql`select 1 from pg_indexes where indexname = 'voters_location_gist_idx'`,
        );
        expect(index.rows).toHaveLength(1);
      });
    },
  );
});

/** Scattered voters strictly inside or on the rectangle (grid voters are counted separately). */
const scatteredInside = (i0: number, j0: number, i1: number, j1: number) =>
  scattered.filter((p) => p.lng >= gx(i0) && p.lng <= gx(i1) && p.lat >= gy(j0) && p.lat <= gy(j1)).length;
