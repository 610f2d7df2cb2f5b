import type { Coordinates, PlacementStatus, RemovalFlag } from '@groundwork/shared/contracts/road-signs';
import type { Placement } from '@groundwork/shared/contracts/road-sign-placements';
import { photoOverPhone } from '@groundwork/shared/placement-position';

/** Map and badge colours of the lifecycle (decision 0037). */
export const STATUS_COLORS: Record<PlacementStatus, string> = {
  requested: '#f59f00',
  installed: '#2f9e44',
  inspected: '#1c7ed6',
  removed: '#868e96',
};

export const REMOVAL_FLAG_LABELS: Record<RemovalFlag, string> = {
  due_soon: 'Due for removal soon',
  overdue: 'Past the removal deadline',
};

/** Where a placement's position came from, in the order the phone screen tries them. */
export type LocationSource = 'device' | 'photo' | 'map';

export const LOCATION_SOURCE_LABELS: Record<LocationSource, string> = {
  device: "From this phone's GPS",
  photo: "From the photo's GPS",
  map: 'From your tap on the map',
};

export interface LocationCandidates {
  device: Coordinates | null;
  photo: Coordinates | null;
  map: Coordinates | null;
}

/**
 * The position to show and the one to send: the phone's GPS, else the photo's EXIF GPS, else a tap on the
 * map. A tap wins over both once made (the person on the spot corrected it). When the phone and the photo
 * both have a position more than 50 m apart, the photo's is shown: the server, sent the phone's, takes the
 * photo's by the same rule (`photoOverPhone`, decision 0054). For the photo alone, no coordinates are sent: the
 * server reads the same EXIF position from the upload itself (decision 0037).
 */
export const chooseLocation = (
  candidates: LocationCandidates,
): {
  source: LocationSource;
  at: Coordinates;
  send: Coordinates | null;
  from: 'device' | 'map';
  /** How far the phone's position is from the photo's, when both are known. */
  gapM: number | null;
} | null => {
  const { device, photo, map } = candidates;
  if (map) return { source: 'map', at: map, send: map, from: 'map', gapM: null };
  if (device && photo) {
    const { photoWins, gapM } = photoOverPhone(device, photo);
    return {
      source: photoWins ? 'photo' : 'device',
      at: photoWins ? photo : device,
      send: device,
      from: 'device',
      gapM,
    };
  }
  if (device) return { source: 'device', at: device, send: device, from: 'device', gapM: null };
  if (photo) return { source: 'photo', at: photo, send: null, from: 'device', gapM: null };
  return null;
};

/** What the screen says of where a position came from ("From the photo's GPS: this phone's was 120 m away"). */
export const describeLocation = (location: { source: LocationSource; gapM: number | null }): string =>
  location.source === 'photo' && location.gapM !== null
    ? `${LOCATION_SOURCE_LABELS.photo} (this phone's was ${formatDistance(location.gapM)} away)`
    : LOCATION_SOURCE_LABELS[location.source];

/** Where a recorded placement's position came from (decision 0054). */
const PLACED_FROM_LABELS: Record<NonNullable<Placement['location_source']>, string> = {
  sent: "At the phone's position or a tap on the map",
  photo: "At the photo's GPS position",
  request: "At the request's position",
  voter_file: "At the voter file's household for the address",
};

/** "At the photo's GPS position (the phone's was 222 m away)"; null for placements recorded before 0054. */
export const describePlacedFrom = (
  p: Pick<Placement, 'location_source' | 'location_gap_m'>,
): string | null => {
  if (!p.location_source) return null;
  const label = PLACED_FROM_LABELS[p.location_source];
  if (p.location_gap_m === null) return label;
  const gap = formatDistance(p.location_gap_m);
  return p.location_source === 'photo'
    ? `${label} (the phone's was ${gap} away)`
    : `${label} (the photo's GPS was ${gap} away)`;
};

export interface PlacementFilters {
  status: PlacementStatus | null;
  roadSignId: string | null;
  flaggedOnly: boolean;
}

export const filterPlacements = (placements: readonly Placement[], filters: PlacementFilters): Placement[] =>
  placements.filter(
    (p) =>
      (filters.status === null || p.status === filters.status) &&
      (filters.roadSignId === null || p.road_sign_id === filters.roadSignId) &&
      (!filters.flaggedOnly || p.removal_flag !== null),
  );

/** A standing sign (installed or inspected) can be inspected again or taken down. */
export const isStanding = (status: PlacementStatus): boolean =>
  status === 'installed' || status === 'inspected';

/** A sign still out there: standing and not found missing at its last inspection (decision 0054). */
export const standsNow = (p: Pick<Placement, 'status' | 'condition'>): boolean =>
  isStanding(p.status) && p.condition !== 'missing';

/** "850 m" or "2.4 km". */
export const formatDistance = (metres: number): string =>
  metres < 1000 ? `${String(Math.round(metres))} m` : `${(metres / 1000).toFixed(1)} km`;

/** The percentage of an upload sent, or null while the browser cannot tell. */
export const uploadPercent = (progress: { loaded: number; total: number } | null): number | null =>
  progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : null;
