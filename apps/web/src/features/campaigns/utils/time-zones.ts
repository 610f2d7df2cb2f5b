/**
 * The time-zone picker's options (issue 33 item 7): each IANA zone this browser knows, labelled with its
 * name in words, its main cities and its offset today ("Eastern — New York, Raleigh (UTC−5)"), US zones
 * first, then by region. Names and offsets come from `Intl`; only the US zones' main cities are written here
 * (no API names them). The value is still the IANA name.
 */

export interface TimeZoneOption {
  value: string;
  label: string;
  /** Minutes east of UTC today, for ordering. */
  offset: number;
}
export interface TimeZoneGroup {
  group: string;
  items: TimeZoneOption[];
}

/** The zones most US campaigns are in, in the order of the map, with cities people know them by. */
const US_ZONES: Record<string, string> = {
  'America/New_York': 'New York, Raleigh, Atlanta, Miami',
  'America/Chicago': 'Chicago, Houston, Dallas, Minneapolis',
  'America/Denver': 'Denver, Salt Lake City, Albuquerque',
  'America/Phoenix': 'Phoenix, Tucson',
  'America/Los_Angeles': 'Los Angeles, San Francisco, Seattle, Las Vegas',
  'America/Anchorage': 'Anchorage, Juneau',
  'Pacific/Honolulu': 'Honolulu',
  'America/Puerto_Rico': 'San Juan',
  'Pacific/Guam': 'Hagåtña',
};

const REGIONS: Record<string, string> = {
  America: 'Americas',
  Atlantic: 'Atlantic',
  Europe: 'Europe',
  Africa: 'Africa',
  Asia: 'Asia',
  Indian: 'Indian Ocean',
  Australia: 'Australia',
  Pacific: 'Pacific',
  Antarctica: 'Antarctica',
  Arctic: 'Arctic',
};
const US_GROUP = 'United States';
const OTHER_GROUP = 'Other';

const partOf = (zone: string, timeZoneName: 'shortOffset' | 'longGeneric', at: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

/** "GMT-5" → { text: "UTC−5", minutes: -300 }; "GMT+5:30" → "UTC+5:30"; "GMT" → "UTC". */
const offsetOf = (zone: string, at: Date) => {
  const short = partOf(zone, 'shortOffset', at);
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(short);
  if (!match?.[1]) return { text: 'UTC', minutes: 0 };
  const sign = match[1] === '-' ? -1 : 1;
  const minutes = sign * (Number(match[2]) * 60 + Number(match[3] ?? 0));
  return { text: `UTC${match[1] === '-' ? '−' : '+'}${match[2]}${match[3] ? `:${match[3]}` : ''}`, minutes };
};

/** "Eastern Time" → "Eastern"; a bare "GMT-03:00" (no name for it) → null. */
const nameOf = (zone: string, at: Date): string | null => {
  const generic = partOf(zone, 'longGeneric', at);
  if (!generic || /^GMT/.test(generic)) return null;
  return generic.replace(/ (Standard )?Time$/, '');
};

/** The city of an IANA name: "America/Argentina/Buenos_Aires" → "Buenos Aires". */
const cityOf = (zone: string) => (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');

export const timeZoneOption = (zone: string, at = new Date()): TimeZoneOption => {
  const offset = offsetOf(zone, at);
  const name = nameOf(zone, at);
  const places = US_ZONES[zone] ?? cityOf(zone);
  const label = name && name !== places ? `${name} — ${places}` : places;
  return { value: zone, label: `${label} (${offset.text})`, offset: offset.minutes };
};

const groupOf = (zone: string) =>
  zone in US_ZONES ? US_GROUP : (REGIONS[zone.split('/')[0] ?? ''] ?? OTHER_GROUP);

/**
 * Every zone `Intl` knows, with `current` (the campaign's own, which the list may lack, e.g. UTC), grouped:
 * the United States first (in map order), then the regions, each from west to east.
 */
export const timeZoneGroups = (current: string | null, at = new Date()): TimeZoneGroup[] => {
  const known = Intl.supportedValuesOf('timeZone');
  const zones = current && !known.includes(current) ? [current, ...known] : known;
  const groups = new Map<string, TimeZoneOption[]>([[US_GROUP, []]]);
  for (const name of Object.values(REGIONS)) groups.set(name, []);
  groups.set(OTHER_GROUP, []);
  for (const zone of zones) groups.get(groupOf(zone))?.push(timeZoneOption(zone, at));
  const usOrder = Object.keys(US_ZONES);
  return [...groups]
    .filter(([, items]) => items.length > 0)
    .map(([group, items]) => ({
      group,
      items:
        group === US_GROUP
          ? items.sort((a, b) => usOrder.indexOf(a.value) - usOrder.indexOf(b.value))
          : items.sort((a, b) => a.offset - b.offset || a.label.localeCompare(b.label)),
    }));
};

/** True when every word of the search is in the option's label or IANA name ("chicago", "utc-6", "new york"). */
export const matchesTimeZone = (option: { value: string; label: string }, search: string): boolean => {
  const haystack = `${option.label} ${option.value.replaceAll('_', ' ')}`.toLowerCase().replaceAll('−', '-');
  return search
    .toLowerCase()
    .replaceAll('−', '-')
    .replaceAll('_', ' ')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
};
