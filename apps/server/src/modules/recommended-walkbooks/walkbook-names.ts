/**
 * Names of recommended walkbooks that say where and how big each is: its main streets (else its precinct,
 * else where its centre is) and its doors, e.g. "Oak St & Elm Ave · 48 doors". Pure. Decision 0024.
 */

/** What naming needs of a door. */
export interface NamedDoor {
  street: string | null;
  precinct: string | null;
  lat: number | null;
  lng: number | null;
}

/** At most this many streets name a walkbook, each cut to STREET_MAX characters. */
const STREETS_NAMED = 2;
const STREET_MAX = 40;

/** "123 Oak St", "12-14 Oak St", "7B Oak St", "9 1/2 Oak St" → "Oak St"; "1st Ave" stays. */
export const streetOf = (address: string | null): string | null => {
  const street = address
    ?.trim()
    .replace(/^\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?\s+(?:\d+\/\d+\s+)?/, '')
    .replace(/\s+/g, ' ');
  return street ? street.slice(0, STREET_MAX) : null;
};

/** The values counted once per door, most doors first (ties alphabetical); the first spelling met names it. */
const ranked = (values: readonly (string | null)[]): string[] => {
  const counts = new Map<string, { name: string; doors: number }>();
  for (const value of values) {
    if (!value) continue;
    const key = value.toUpperCase();
    const entry = counts.get(key) ?? { name: value, doors: 0 };
    entry.doors += 1;
    counts.set(key, entry);
  }
  return [...counts.values()]
    .sort((a, b) => b.doors - a.doors || a.name.localeCompare(b.name))
    .map((entry) => entry.name);
};

const placeOf = (doors: readonly NamedDoor[]): string => {
  const streets = ranked(doors.map((d) => d.street)).slice(0, STREETS_NAMED);
  if (streets.length > 0) return streets.join(' & ');
  const [precinct] = ranked(doors.map((d) => d.precinct));
  if (precinct) return `Precinct ${precinct}`;
  const placed = doors.filter((d) => d.lat !== null && d.lng !== null);
  if (placed.length === 0) return 'Unmapped doors';
  const mean = (pick: (d: NamedDoor) => number) => placed.reduce((s, d) => s + pick(d), 0) / placed.length;
  return `Around ${mean((d) => d.lat!).toFixed(4)}, ${mean((d) => d.lng!).toFixed(4)}`;
};

/** "Oak St & Elm Ave · 48 doors". */
export const describeDoors = (doors: readonly NamedDoor[]): string =>
  `${placeOf(doors)} · ${String(doors.length)} ${doors.length === 1 ? 'door' : 'doors'}`;

/** The names made unique in order: a name met again gets " (2)", " (3)", … */
export const uniqueNames = (names: readonly string[]): string[] => {
  const taken = new Set<string>();
  return names.map((name) => {
    let unique = name;
    for (let n = 2; taken.has(unique); n += 1) unique = `${name} (${String(n)})`;
    taken.add(unique);
    return unique;
  });
};
