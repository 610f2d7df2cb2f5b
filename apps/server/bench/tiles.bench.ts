/**
 * The streets benchmark (issue 33, docs/decisions/0059-served-basemap.md): a county-size streets file
 * (BENCH_SEGMENTS, default 40,000 segments: a grid of named streets ~200 m apart, cut at every crossing, over
 * about 40 × 40 km) imported through the service, then tiles at z14 and z16 around the county, timed one by one:
 * p50 and p95, on PGlite and on the PostgreSQL server (BENCH_DATABASE_URL; ST_AsMVT when it has PostGIS, the
 * JavaScript path otherwise). Prints one JSON line per figure and a table at the end.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { geographyOf } from '../src/modules/voters/geography.ts';
import { importStreets } from '../src/modules/streets/streets.service.ts';
import { streetsTile } from '../src/modules/streets/tiles.ts';
import { percentile, seconds, table, timed } from './bench-stats.ts';
import { openTarget } from './voter-bench-setup.ts';

const SEGMENTS = Number(process.env.BENCH_SEGMENTS ?? 40_000);
const TILES = Number(process.env.BENCH_TILES ?? 200);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ORIGIN = { lng: -78.9, lat: 35.6 };
const SPACING = 0.002;

/** A grid of n × n streets, each cut at its n crossings: 2·n·(n−1) segments ≈ SEGMENTS. */
const countyGeoJson = () => {
  const n = Math.round(Math.sqrt(SEGMENTS / 2)) + 1;
  const features = [];
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j + 1 < n; j += 1) {
      const highway = i % 10 === 0 ? 'primary' : i % 4 === 0 ? 'secondary' : 'residential';
      const [a, b] = [ORIGIN.lng + j * SPACING, ORIGIN.lng + (j + 1) * SPACING];
      const [c, d] = [ORIGIN.lat + j * SPACING, ORIGIN.lat + (j + 1) * SPACING];
      features.push(
        {
          type: 'Feature',
          properties: { name: `Row ${String(i)} Rd`, highway },
          geometry: {
            type: 'LineString',
            coordinates: [
              [a, ORIGIN.lat + i * SPACING],
              [b, ORIGIN.lat + i * SPACING],
            ],
          },
        },
        {
          type: 'Feature',
          properties: { name: `Column ${String(i)} Ave`, highway },
          geometry: {
            type: 'LineString',
            coordinates: [
              [ORIGIN.lng + i * SPACING, c],
              [ORIGIN.lng + i * SPACING, d],
            ],
          },
        },
      );
    }
  }
  return { n, geojson: { type: 'FeatureCollection', features } };
};

const tileOf = (lng: number, lat: number, z: number) => {
  const scale = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    z,
    x: Math.floor(((lng + 180) / 360) * scale),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale),
  };
};

const main = async () => {
  const { n, geojson } = countyGeoJson();
  const file = join(tmpdir(), `groundwork-bench-streets-${String(process.pid)}.geojson`);
  writeFileSync(file, JSON.stringify(geojson));
  const span = (n - 1) * SPACING;
  const summary: (string | number)[][] = [
    [
      'database',
      'tile path',
      'segments',
      'import s',
      'z14 p50 ms',
      'z14 p95 ms',
      'z16 p50 ms',
      'z16 p95 ms',
      'z16 features',
    ],
  ];
  try {
    for (const name of ['pglite', 'postgres'] as const) {
      const target = await openTarget(name, SERVER);
      try {
        const { db } = target.database;
        const imported = await timed(() =>
          importStreets(db, target.actor, { path: file, fileName: 'county.geojson' }),
        );
        const row: (string | number)[] = [
          name,
          geographyOf(db) === 'postgis' ? 'ST_AsMVT' : 'geojson-vt',
          imported.value.streets,
          seconds(imported.ms),
        ];
        let features = 0;
        for (const z of [14, 16]) {
          const times: number[] = [];
          for (let i = 0; i < TILES; i += 1) {
            // Spread over the county, the same tiles on both databases.
            const f = (i * 0.618_034) % 1;
            const g = (i * 0.414_214) % 1;
            const tile = tileOf(ORIGIN.lng + f * span, ORIGIN.lat + g * span, z);
            const made = await timed(() => streetsTile(db, target.actor.campaignId, tile));
            times.push(made.ms);
            if (z === 16) features += made.value.length > 0 ? 1 : 0;
          }
          const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
          console.log(
            JSON.stringify({
              bench: 'tiles',
              database: name,
              zoom: z,
              tiles: TILES,
              p50_ms: p50,
              p95_ms: p95,
            }),
          );
          row.push(p50, p95);
        }
        row.push(`${String(features)}/${String(TILES)} non-empty`);
        console.log(
          JSON.stringify({
            bench: 'tiles',
            database: name,
            figure: 'import',
            segments: imported.value.streets,
            seconds: seconds(imported.ms),
          }),
        );
        summary.push(row);
      } finally {
        await target.close();
      }
    }
  } finally {
    rmSync(file, { force: true });
  }
  console.log(`\n${table(summary)}`);
};

await main();
