/** Streets: a campaign's streets file loaded, summarised, removed, and served (decision 0059). */
import { readFile } from 'node:fs/promises';
import type { StreetSourceKind, StreetsImport, StreetsSummary } from '@groundwork/shared/contracts/streets';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../plugins/access.ts';
import { basemapStyle } from './basemap-style.ts';
import { boundsOf, readStreetsFile } from './read-streets.ts';
import * as repo from './streets.repository.ts';
import { streetsTile, type TileAddress } from './tiles.ts';

const sourceOf = (row: { fileName: string; kind: StreetSourceKind; count: number }) => ({
  file_name: row.fileName,
  kind: row.kind,
  count: row.count,
});

/**
 * The campaign's streets replaced by the file's, in one transaction (a refused or failed import changes
 * nothing). The file is read whole first: a bad one is a 400 before anything is written.
 */
export const importStreets = async (
  db: Db,
  actor: Actor,
  file: { path: string; fileName: string },
): Promise<StreetsImport> => {
  const { kind, lines, skipped } = await readStreetsFile(await readFile(file.path));
  const bounds = boundsOf(lines);
  const source = await db.transaction((tx) =>
    repo.replaceStreets(tx, actor.campaignId, lines, { fileName: file.fileName, kind, skipped, bounds }),
  );
  return { streets: lines.length, skipped, bounds, source: sourceOf(source) };
};

export const getStreets = async (db: Db, actor: Actor): Promise<StreetsSummary> => {
  const source = await repo.findSource(db, actor.campaignId);
  if (!source) return { streets: 0, bounds: null, source: null, imported_at: null };
  return {
    streets: source.count,
    bounds: [source.west, source.south, source.east, source.north],
    source: sourceOf(source),
    imported_at: source.importedAt.toISOString(),
  };
};

export const deleteStreets = async (db: Db, actor: Actor): Promise<StreetsSummary> => {
  await db.transaction((tx) => repo.deleteStreets(tx, actor.campaignId));
  return getStreets(db, actor);
};

const ATTRIBUTION: Record<StreetSourceKind, string> = {
  tiger: 'Streets: US Census Bureau TIGER/Line',
  geojson: 'Streets: © OpenStreetMap contributors',
  demo: 'Streets: the demo district',
};

/** The campaign's style; `origin` is where the browser reaches this server (tiles and glyphs are absolute). */
export const getBasemapStyle = async (ctx: AppContext, actor: Actor, origin: string) => {
  const source = await repo.findSource(ctx.db, actor.campaignId);
  const attribution = source ? ATTRIBUTION[source.kind] : '';
  return basemapStyle(origin, actor.campaignId, attribution);
};

export const getStreetsTile = (db: Db, actor: Actor, tile: TileAddress) =>
  streetsTile(db, actor.campaignId, tile);
