import type { Coordinates, PlacementStatus, RemovalFlag } from '@groundwork/shared/contracts/road-signs';
import type { Placement } from '@groundwork/shared/contracts/road-sign-placements';

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
 * map. A tap wins over both once made (the person on the spot corrected it). For the photo, no coordinates
 * are sent: the server reads the same EXIF position from the upload itself (decision 0037).
 */
export const chooseLocation = (
  candidates: LocationCandidates,
): { source: LocationSource; at: Coordinates; send: Coordinates | null } | null => {
  if (candidates.map) return { source: 'map', at: candidates.map, send: candidates.map };
  if (candidates.device) return { source: 'device', at: candidates.device, send: candidates.device };
  if (candidates.photo) return { source: 'photo', at: candidates.photo, send: null };
  return null;
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

/** "850 m" or "2.4 km". */
export const formatDistance = (metres: number): string =>
  metres < 1000 ? `${String(Math.round(metres))} m` : `${(metres / 1000).toFixed(1)} km`;

/** The percentage of an upload sent, or null while the browser cannot tell. */
export const uploadPercent = (progress: { loaded: number; total: number } | null): number | null =>
  progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : null;
