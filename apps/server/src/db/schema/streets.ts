/** A campaign's streets: the lines its own basemap is drawn from (docs/decisions/0059-served-basemap.md). */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StreetClass, StreetSourceKind } from '@groundwork/shared/contracts/streets';
import { campaigns } from './app.ts';
import { campaignRef, tz, uuidPk } from './columns.ts';

/** One line of a street (a file's MultiLineString is kept as one row per part), with its bounding box. */
export const streets = pgTable(
  'streets',
  {
    id: uuidPk(),
    campaignId: campaignRef(),
    /** The street's full name as the file spells it ('' when it has none). */
    name: text('name').notNull().default(''),
    roadClass: text('road_class').$type<StreetClass>().notNull(),
    /** The LineString's positions, [[lng, lat], ...] (WGS84). */
    coordinates: jsonb('coordinates').$type<[number, number][]>().notNull(),
    minLng: doublePrecision('min_lng').notNull(),
    minLat: doublePrecision('min_lat').notNull(),
    maxLng: doublePrecision('max_lng').notNull(),
    maxLat: doublePrecision('max_lat').notNull(),
  },
  (t) => [
    // A tile's query: the lines whose box meets the tile's (a core-PostgreSQL GiST on `box`, PGlite included).
    index('streets_box_idx').using(
      'gist',
      sql`box(point(${t.minLng}, ${t.minLat}), point(${t.maxLng}, ${t.maxLat}))`,
    ),
    index('streets_campaign_idx').on(t.campaignId),
  ],
);

/** The file a campaign's streets came from: one row per campaign, replaced with its streets. */
export const streetSources = pgTable('street_sources', {
  campaignId: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  kind: text('kind').$type<StreetSourceKind>().notNull(),
  count: integer('count').notNull(),
  skipped: integer('skipped').notNull(),
  west: doublePrecision('west').notNull(),
  south: doublePrecision('south').notNull(),
  east: doublePrecision('east').notNull(),
  north: doublePrecision('north').notNull(),
  importedAt: timestamp('imported_at', tz).defaultNow().notNull(),
});
