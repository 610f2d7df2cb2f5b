/** Road signs, their placements and each placement's history (docs/decisions/0037-road-signs.md). */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  InspectionCondition,
  LocationSource,
  PlacementStatus,
} from '@groundwork/shared/contracts/road-signs';
import { campaigns } from './app.ts';
import { voters } from './voters.ts';
import { campaignRef, tz, userRef, uuidPk } from './columns.ts';

/** A sign design with its artwork (an image re-encoded with a thumbnail, or a PDF kept as sent). */
export const roadSigns = pgTable(
  'road_signs',
  {
    id: uuidPk(),
    campaignId: campaignRef(),
    userId: userRef('user_id'),
    name: text('name').notNull(),
    description: text('description'),
    /** Signs in stock. */
    quantity: integer('quantity').notNull().default(0),
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    contentType: text('content_type').notNull(),
    fileSize: integer('file_size').notNull(),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
  },
  (t) => [uniqueIndex('road_signs_campaign_name_idx').on(t.campaignId, sql`lower(${t.name})`)],
);

/** One sign in one place: requested → installed → inspected → removed. */
export const roadSignPlacements = pgTable(
  'road_sign_placements',
  {
    id: uuidPk(),
    campaignId: campaignRef(),
    roadSignId: uuid('road_sign_id')
      .notNull()
      .references(() => roadSigns.id, { onDelete: 'cascade' }),
    /** The installer; while requested, who is to install it. */
    userId: userRef('user_id'),
    requestedBy: userRef('requested_by'),
    status: text('status').$type<PlacementStatus>().notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    address: text('address'),
    contact: text('contact'),
    voterId: uuid('voter_id').references(() => voters.id, { onDelete: 'set null' }),
    notes: text('notes'),
    condition: text('condition').$type<InspectionCondition>(),
    /**
     * Where `lat`/`lng` came from (decision 0054): the position sent (the phone's, or a tap on the map), the
     * photo's EXIF GPS, the request's, or the voter file's household matched to a typed address.
     */
    locationSource: text('location_source').$type<LocationSource>(),
    /** When the phone and the photo both gave a position: how far apart they were, in metres. */
    locationGapM: integer('location_gap_m'),
    installedAt: timestamp('installed_at', tz),
    inspectedAt: timestamp('inspected_at', tz),
    removedAt: timestamp('removed_at', tz),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
  },
  (t) => [
    index('road_sign_placements_campaign_status_idx').on(t.campaignId, t.status),
    index('road_sign_placements_road_sign_idx').on(t.roadSignId),
    index('road_sign_placements_campaign_user_idx').on(t.campaignId, t.userId),
    check(
      'road_sign_placements_status_check',
      sql`${t.status} IN ('requested', 'installed', 'inspected', 'removed')`,
    ),
    check('road_sign_placements_condition_check', sql`${t.condition} IN ('ok', 'damaged', 'missing')`),
    check(
      'road_sign_placements_location_source_check',
      sql`${t.locationSource} IN ('sent', 'photo', 'request', 'voter_file')`,
    ),
  ],
);

/** Each step of a placement, with its photo (metadata stripped) and thumbnail. */
export const roadSignEvents = pgTable(
  'road_sign_events',
  {
    id: uuidPk(),
    campaignId: campaignRef(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => roadSignPlacements.id, { onDelete: 'cascade' }),
    status: text('status').$type<PlacementStatus>().notNull(),
    condition: text('condition').$type<InspectionCondition>(),
    notes: text('notes'),
    userId: userRef('user_id'),
    photoKey: text('photo_key'),
    thumbnailKey: text('thumbnail_key'),
    createdAt: timestamp('created_at', tz).defaultNow().notNull(),
  },
  (t) => [index('road_sign_events_placement_idx').on(t.placementId, t.createdAt)],
);

/** A campaign's removal deadline (a date, often set by law after election day). */
export const roadSignSettings = pgTable('road_sign_settings', {
  campaignId: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  removalDeadline: date('removal_deadline'),
  warningDays: integer('warning_days').notNull().default(7),
  updatedAt: timestamp('updated_at', tz).defaultNow().notNull(),
});
