/** From the matching voters to ranked walkbook proposals: doors, clusters, hulls, counts. Pure. */
import type { RecommendedGeojson } from '@groundwork/shared/contracts/recommended-walkbooks';
import type { GeoPolygon } from '@groundwork/shared/contracts/voters';
import { clusterDoors } from './cluster.ts';
import { hullPolygon, type Position } from './hull.ts';
import { describeDoors, streetOf, uniqueNames } from './walkbook-names.ts';

/** One matching voter, with whether their latest door result (in any walkbook) is "contacted". */
export type TargetVoter = {
  id: string;
  household_key: string;
  lat: number | null;
  lng: number | null;
  /** The residential street address ("123 Oak St") and precinct, which name the walkbook. */
  res_street: string | null;
  precinct: string | null;
  contacted: boolean;
};

/** A door (household) of matching voters. */
export interface Door {
  key: string;
  lat: number | null;
  lng: number | null;
  /** The street (no house number) and precinct of its first voter that has one. */
  street: string | null;
  precinct: string | null;
  voterIds: string[];
  uncontacted: number;
}

export interface Proposal {
  name: string;
  voterIds: string[];
  doors: number;
  voters: number;
  uncontacted: number;
  geoData: GeoPolygon;
  geojson: RecommendedGeojson;
}

/** Groups voters into doors, in the order the doors first appear; a door's location is its first voter's. */
export const groupDoors = (voters: readonly TargetVoter[]): Door[] => {
  const doors = new Map<string, Door>();
  for (const voter of voters) {
    let door = doors.get(voter.household_key);
    if (!door) {
      door = {
        key: voter.household_key,
        lat: null,
        lng: null,
        street: null,
        precinct: null,
        voterIds: [],
        uncontacted: 0,
      };
      doors.set(voter.household_key, door);
    }
    if (door.lat === null && voter.lat !== null && voter.lng !== null) {
      door.lat = voter.lat;
      door.lng = voter.lng;
    }
    door.street ??= streetOf(voter.res_street);
    door.precinct ??= voter.precinct;
    door.voterIds.push(voter.id);
    if (!voter.contacted) door.uncontacted += 1;
  }
  return [...doors.values()];
};

const positionsOf = (doors: readonly Door[]): Position[] =>
  doors.flatMap((d) => (d.lat !== null && d.lng !== null ? [[d.lng, d.lat] as Position] : []));

/** The map's view of a walkbook: its area and a point per door. */
export const geojsonOf = (area: GeoPolygon, doors: readonly Door[]): RecommendedGeojson => ({
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: { kind: 'area' }, geometry: area },
    {
      type: 'Feature',
      properties: { kind: 'doors' },
      geometry: { type: 'MultiPoint', coordinates: positionsOf(doors) },
    },
  ],
});

/** The counts and shapes of one walkbook of these doors in this area. */
export const proposalOf = (name: string, area: GeoPolygon, doors: readonly Door[]): Proposal => ({
  name,
  voterIds: doors.flatMap((d) => d.voterIds),
  doors: doors.length,
  voters: doors.reduce((sum, d) => sum + d.voterIds.length, 0),
  uncontacted: doors.reduce((sum, d) => sum + d.uncontacted, 0),
  geoData: area,
  geojson: geojsonOf(area, doors),
});

/**
 * Cuts placed doors into walkbooks of about `targetDoors` (cluster.ts), each with the convex hull of its
 * doors as its area, ranked: most uncontacted targets first, then most voters, then sweep order.
 * Each is named for its main streets and size ("Oak St & Elm Ave · 48 doors"), unique within the request.
 */
export const proposeWalkbooks = (placed: readonly Door[], targetDoors: number): Proposal[] => {
  const clusters = clusterDoors(
    placed.map((d) => ({ lat: d.lat ?? 0, lng: d.lng ?? 0 })),
    targetDoors,
  ).map((indices) => indices.map((i) => placed[i]!));
  const ranked = clusters
    .map((doors, order) => ({
      order,
      doors,
      proposal: proposalOf('', hullPolygon(positionsOf(doors)), doors),
    }))
    .sort(
      (a, b) =>
        b.proposal.uncontacted - a.proposal.uncontacted ||
        b.proposal.voters - a.proposal.voters ||
        a.order - b.order,
    );
  const names = uniqueNames(ranked.map(({ doors }) => describeDoors(doors)));
  return ranked.map(({ proposal }, index) => ({ ...proposal, name: names[index]! }));
};
