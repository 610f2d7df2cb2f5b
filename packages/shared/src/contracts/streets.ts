/**
 * Streets: a campaign's basemap served by Groundwork itself (docs/decisions/0059-served-basemap.md).
 * A Manager or Director uploads the US Census TIGER/Line "All Roads" zipped shapefile of the campaign's county
 * or an OpenStreetMap GeoJSON extract (`POST /api/streets/import/`, multipart: `campaign_id` + `file`); the
 * server stores the lines with their name and road class and serves them as Mapbox Vector Tiles with a MapLibre
 * style of its own (`/api/basemap/style.json`), named by `GET /api/config/` when `MAP_STYLE_URL` is unset.
 */
import { z } from 'zod';
import { campaignIdSchema, timestampSchema } from './common.ts';

/** The road classes a street is drawn as, from the widest to the narrowest. */
export const STREET_CLASSES = ['primary', 'secondary', 'local', 'service', 'path'] as const;
export type StreetClass = (typeof STREET_CLASSES)[number];

export const STREET_LIMITS = {
  /** Largest upload, in bytes: a county's TIGER roads zip is up to ~20 MB, an OSM extract is larger. */
  fileBytes: 60 * 1024 * 1024,
  /** Most street features kept from one file. */
  streets: 500_000,
  /** Longest street name kept (longer ones are cut). */
  name: 200,
} as const;

export const STREETS_MESSAGES = {
  badFile: 'This is not a TIGER/Line roads shapefile or a GeoJSON file of streets',
  noStreets: 'The file holds no street lines with valid coordinates',
  tooLarge: `The file is too large: streets files can be at most ${String(STREET_LIMITS.fileBytes / 1024 / 1024)} MB`,
  tooMany: `The file holds more than ${String(STREET_LIMITS.streets)} streets`,
  badTile: 'The tile must be /{z}/{x}/{y}.pbf with 0 ≤ z ≤ 22 and x, y within the zoom',
} as const;

/** What a file was read as (`demo`: the demo district's streets, made with its voters by the seed). */
export const STREET_SOURCE_KINDS = ['tiger', 'geojson', 'demo'] as const;
export type StreetSourceKind = (typeof STREET_SOURCE_KINDS)[number];

/** [west, south, east, north] in degrees (WGS84). */
export const boundsSchema = z.tuple([z.number(), z.number(), z.number(), z.number()]);
export type Bounds = z.infer<typeof boundsSchema>;

/** The file a campaign's streets came from. */
export const streetSourceSchema = z
  .object({
    file_name: z.string(),
    kind: z.enum(STREET_SOURCE_KINDS),
    /** Streets kept. */
    count: z.number().int(),
  })
  .meta({ id: 'StreetSource' });
export type StreetSource = z.infer<typeof streetSourceSchema>;

/** ?campaign_id= of GET/DELETE /api/streets/, the style and the tiles. */
export const streetsQuerySchema = z.object({ campaign_id: campaignIdSchema });
export type StreetsQuery = z.infer<typeof streetsQuerySchema>;

/** The text field of the multipart POST /api/streets/import/ (beside `file`). */
export const streetsImportFieldsSchema = z.object({ campaign_id: campaignIdSchema });

/** POST /api/streets/import/: the campaign's streets replaced by the file's. */
export const streetsImportResponseSchema = z
  .object({
    /** Streets kept. */
    streets: z.number().int(),
    /** Features left out: not a line, fewer than 2 points, coordinates out of range. */
    skipped: z.number().int(),
    bounds: boundsSchema,
    source: streetSourceSchema,
  })
  .meta({ id: 'StreetsImport' });
export type StreetsImport = z.infer<typeof streetsImportResponseSchema>;

/** GET /api/streets/?campaign_id=: what the campaign has loaded (nothing yet: 0 and nulls). */
export const streetsSummarySchema = z
  .object({
    streets: z.number().int(),
    bounds: boundsSchema.nullable(),
    source: streetSourceSchema.nullable(),
    imported_at: timestampSchema.nullable(),
  })
  .meta({ id: 'StreetsSummary' });
export type StreetsSummary = z.infer<typeof streetsSummarySchema>;

/** The basemap Groundwork serves (the style's paths, the tiles' layer, the glyphs it ships). */
export const BASEMAP = {
  /** What `GET /api/config/` names when `MAP_STYLE_URL` is unset; the web app adds `?campaign_id=`. */
  stylePath: '/api/basemap/style.json',
  tilesPath: '/api/basemap/tiles',
  fontsPath: '/api/basemap/fonts',
  /** The vector source's id in the style, and the layer name inside each tile. */
  source: 'streets',
  sourceLayer: 'streets',
  /** Tiles are made up to this zoom; MapLibre over-zooms beyond. */
  maxzoom: 16,
  font: 'Noto Sans Regular',
  /** Glyph ranges shipped in apps/server/assets/glyphs/<font>/ (others answer an empty glyph set). */
  glyphRanges: ['0-255', '256-511', '8192-8447'],
} as const;

/** The style URL for a campaign, from the path `GET /api/config/` gives (relative or absolute). */
export const basemapStyleUrl = (styleUrl: string, campaignId: string): string =>
  `${styleUrl}${styleUrl.includes('?') ? '&' : '?'}campaign_id=${encodeURIComponent(campaignId)}`;
