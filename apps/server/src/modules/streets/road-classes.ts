/**
 * The road class a street is drawn as (docs/decisions/0059-served-basemap.md): TIGER/Line's MAF/TIGER Feature
 * Class Code (MTFCC) or OpenStreetMap's `highway` value, brought down to five classes.
 */
import type { StreetClass } from '@groundwork/shared/contracts/streets';

/** TIGER/Line "All Roads" MTFCC codes (Census Bureau, MTFCC definitions, S1xxx road features). */
const MTFCC_CLASSES: Record<string, StreetClass> = {
  S1100: 'primary', // primary road: interstates, limited-access highways
  S1200: 'secondary', // secondary road: US and state highways, main arteries
  S1400: 'local', // local neighbourhood road, rural road, city street
  S1630: 'local', // ramp
  S1500: 'service', // vehicular trail (4WD)
  S1640: 'service', // service drive along a limited-access highway
  S1730: 'service', // alley
  S1740: 'service', // private road for service vehicles (logging, oil fields, ranches, driveways)
  S1750: 'service', // internal U.S. Census Bureau use
  S1780: 'service', // parking lot road
  S1710: 'path', // walkway / pedestrian trail
  S1720: 'path', // stairway
  S1820: 'path', // bike path or trail
  S1830: 'path', // bridle path
};

/** OpenStreetMap `highway` values (wiki: Key:highway) that are roads or paths. */
const HIGHWAY_CLASSES: Record<string, StreetClass> = {
  motorway: 'primary',
  motorway_link: 'primary',
  trunk: 'primary',
  trunk_link: 'primary',
  primary: 'primary',
  primary_link: 'primary',
  secondary: 'secondary',
  secondary_link: 'secondary',
  tertiary: 'secondary',
  tertiary_link: 'secondary',
  residential: 'local',
  unclassified: 'local',
  living_street: 'local',
  road: 'local',
  busway: 'local',
  service: 'service',
  track: 'service',
  pedestrian: 'path',
  footway: 'path',
  path: 'path',
  cycleway: 'path',
  bridleway: 'path',
  steps: 'path',
};

/** Lines tagged `highway` that are no street to walk or drive today: left out (and counted as skipped). */
const NOT_STREETS = new Set(['proposed', 'construction', 'abandoned', 'disused', 'platform', 'raceway']);

/** A TIGER feature's class; an unknown code (a newer vintage's) is drawn as a local street. */
export const classOfMtfcc = (mtfcc: string): StreetClass =>
  MTFCC_CLASSES[mtfcc.trim().toUpperCase()] ?? 'local';

/**
 * An OSM line's class, or null when it is not a street (a proposed road, a platform). A line without
 * `highway` (a plain GeoJSON of street lines) is a local street; an unknown value too.
 */
export const classOfHighway = (highway: unknown): StreetClass | null => {
  if (typeof highway !== 'string' || highway === '') return 'local';
  if (NOT_STREETS.has(highway)) return null;
  return HIGHWAY_CLASSES[highway] ?? 'local';
};

/** The classes a tile carries at a zoom: the network's main roads when zoomed out, every path close in. */
export const classesAtZoom = (z: number): readonly StreetClass[] => {
  if (z < 10) return ['primary', 'secondary'];
  if (z < 13) return ['primary', 'secondary', 'local'];
  return ['primary', 'secondary', 'local', 'service', 'path'];
};
