import type * as GeoJSON from 'geojson';

/** A door with its address: "123 N Main St, Raleigh", a position where it has one. */
export interface AddressedDoor {
  address: string;
  lat: number | null;
  lng: number | null;
}

/** The street of an address (upper case, unit dropped) and its house number, if it has one. */
export interface StreetAddress {
  street: string;
  number: number | null;
}

/** Unit designators after the street ("Apt 4", "Unit B", "# 12"): not part of the street's name. */
const UNIT = /\s+(?:APT|APARTMENT|UNIT|STE|SUITE|LOT|RM|ROOM|FL|FLOOR|BLDG|SPC|TRLR)\b.*$|\s*#.*$/;
/** "123", "12-B", "12B", "12-14" before the street's name. */
const HOUSE_NUMBER = /^(\d+)(?:-?[A-Z]\b|-\d+)?\s+(.+)$/;

/** Parses the street line of an address (before the first comma); null when nothing is left of it. */
export const parseStreetAddress = (address: string): StreetAddress | null => {
  const line = (address.split(',')[0] ?? '')
    .toUpperCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(UNIT, '');
  if (!line || line === 'ADDRESS UNKNOWN') return null;
  const numbered = HOUSE_NUMBER.exec(line);
  if (numbered?.[1] && numbered[2]) return { street: numbered[2], number: Number(numbered[1]) };
  return /^\d+$/.test(line) ? null : { street: line, number: null };
};

/** Metres between two [lng, lat] positions (equirectangular: exact enough within a town). */
export const metresBetween = ([lng1, lat1]: GeoJSON.Position, [lng2, lat2]: GeoJSON.Position): number => {
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = [lng1, lat1, lng2, lat2];
  const dx = (x2 - x1) * Math.cos((((y1 + y2) / 2) * Math.PI) / 180) * 111_320;
  const dy = (y2 - y1) * 110_574;
  return Math.hypot(dx, dy);
};

/**
 * The middle points are each averaged with their neighbours: doors on both sides of a street, in house-number
 * order, zigzag across it; the average runs down its middle. The ends stay where they are.
 */
const smooth = (line: GeoJSON.Position[]): GeoJSON.Position[] =>
  line.map((point, i) => {
    const before = line[i - 1];
    const after = line[i + 1];
    if (!before || !after) return point;
    return [0, 1].map((axis) => ((before[axis] ?? 0) + (point[axis] ?? 0) + (after[axis] ?? 0)) / 3);
  });

/**
 * The streets of some doors, drawn from the doors alone (no basemap): the doors of each street in house-number
 * order, one line per street, split where consecutive doors are more than `maxGapMetres` apart (two stretches
 * of one street across town are not joined). Doors without a house number or a position, and streets of a
 * single door, draw nothing.
 */
export const streetLines = (
  doors: readonly AddressedDoor[],
  maxGapMetres = 400,
): GeoJSON.FeatureCollection<GeoJSON.LineString, { street: string }> => {
  const byStreet = new Map<string, { number: number; at: GeoJSON.Position }[]>();
  for (const door of doors) {
    const parsed = parseStreetAddress(door.address);
    if (!parsed || parsed.number === null || door.lat === null || door.lng === null) continue;
    const list = byStreet.get(parsed.street) ?? [];
    list.push({ number: parsed.number, at: [door.lng, door.lat] });
    byStreet.set(parsed.street, list);
  }
  const features: GeoJSON.Feature<GeoJSON.LineString, { street: string }>[] = [];
  for (const [street, list] of byStreet) {
    list.sort((a, b) => a.number - b.number);
    let stretch: GeoJSON.Position[] = [];
    const close = () => {
      if (stretch.length > 1)
        features.push({
          type: 'Feature',
          properties: { street },
          geometry: { type: 'LineString', coordinates: smooth(stretch) },
        });
      stretch = [];
    };
    for (const { at } of list) {
      const last = stretch.at(-1);
      if (last && metresBetween(last, at) > maxGapMetres) close();
      if (!last || last[0] !== at[0] || last[1] !== at[1]) stretch.push(at);
    }
    close();
  }
  return { type: 'FeatureCollection', features };
};
