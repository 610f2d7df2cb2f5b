/**
 * The demo district's streets (docs/decisions/0059-served-basemap.md): the grid the demo voters live on
 * (demo-voters.ts), each street cut at its crossings, so `npm start` draws named streets under every door.
 */
import type { StreetClass } from '@groundwork/shared/contracts/streets';
import type { Db } from '../db/client.ts';
import { boundsOf, type StreetLine } from '../modules/streets/read-streets.ts';
import { replaceStreets } from '../modules/streets/streets.repository.ts';
import { demoStreetGrid } from './demo-voters.ts';

/** Every third street a through road, the others local streets. */
const classOf = (index: number): StreetClass => (index % 3 === 1 ? 'secondary' : 'local');

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** The grid's lines, one per block (between two crossings, and from the last crossing to the edge). */
export const demoStreetLines = (): StreetLine[] => {
  const { box, eastWest, northSouth } = demoStreetGrid();
  const cut = (from: number, to: number, crossings: number[]) => {
    const stops = [from, ...crossings.filter((c) => c > from && c < to).sort((a, b) => a - b), to];
    return stops.slice(1).map((end, i) => [stops[i] as number, end] as const);
  };
  const rows = eastWest.flatMap(({ name, lat }, i) =>
    cut(
      box.west,
      box.east,
      northSouth.map((s) => s.lng),
    ).map(([a, b]) => ({
      name,
      roadClass: classOf(i),
      coordinates: [
        [round(a), round(lat)],
        [round(b), round(lat)],
      ] as [number, number][],
    })),
  );
  const columns = northSouth.flatMap(({ name, lng }, i) =>
    cut(
      box.south,
      box.north,
      eastWest.map((s) => s.lat),
    ).map(([a, b]) => ({
      name,
      roadClass: classOf(i),
      coordinates: [
        [round(lng), round(a)],
        [round(lng), round(b)],
      ] as [number, number][],
    })),
  );
  return [...rows, ...columns];
};

/** Seeds the demo campaign's streets. */
export const seedDemoStreets = async (db: Db, campaignId: string) => {
  const lines = demoStreetLines();
  await db.transaction((tx) =>
    replaceStreets(tx, campaignId, lines, {
      fileName: 'Demo district streets',
      kind: 'demo',
      skipped: 0,
      bounds: boundsOf(lines),
    }),
  );
};
