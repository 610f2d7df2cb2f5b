/**
 * Local hours in a voter's own time zone: texting hours (docs/decisions/0041-text-campaigns.md) and calling
 * hours (0044-phone-banking.md). The time zone comes from the voter's ZIP when known, else the campaign's; the
 * hours from `campaigns.texting_hours` or `campaigns.calling_hours`.
 */
import { lookup } from 'zipcode-to-timezone';

/** The IANA time zone of a US ZIP (its first five digits), or null when unknown. */
export const timeZoneOfZip = (zip: string | null | undefined): string | null => {
  const five = zip?.trim().slice(0, 5);
  return five && /^\d{5}$/.test(five) ? lookup(five) : null;
};

const minutesOf = (hhmm: string): number => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** One formatter per time zone: building one costs far more than using it (next-voter asks on every call). */
const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** Minutes since local midnight at `at` in `timeZone`. */
const localMinutes = (at: Date, timeZone: string): number => {
  const parts = formatterFor(timeZone).formatToParts(at);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
};

/** Whether `at` falls in [start, end) local time in `timeZone` (a window past midnight wraps). */
export const withinHours = (at: Date, timeZone: string, hours: { start: string; end: string }): boolean => {
  const now = localMinutes(at, timeZone);
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  return start <= end ? now >= start && now < end : now >= start || now < end;
};

/** The time zones among `zones` where `at` falls inside `hours`: a query filters on these instead of row by row. */
export const openTimeZones = (
  at: Date,
  zones: Iterable<string>,
  hours: { start: string; end: string },
): string[] => [...new Set(zones)].filter((zone) => withinHours(at, zone, hours));

/**
 * The next instant `hours` open in `timeZone` after `at` (to the minute), or null when they are open at `at`.
 * Local minutes are counted forward, then corrected once for a clock change (DST) crossed on the way.
 */
export const nextOpening = (
  at: Date,
  timeZone: string,
  hours: { start: string; end: string },
): Date | null => {
  if (withinHours(at, timeZone, hours)) return null;
  const start = minutesOf(hours.start);
  const now = localMinutes(at, timeZone);
  const ahead = (start - now + 24 * 60) % (24 * 60);
  const minute = Math.floor(at.getTime() / 60_000) * 60_000;
  const guess = new Date(minute + ahead * 60_000);
  const day = 24 * 60;
  // ±60 across a clock change, else 0 (taken the short way round midnight)
  const drift = ((((localMinutes(guess, timeZone) - start) % day) + day + day / 2) % day) - day / 2;
  return drift === 0 ? guess : new Date(guess.getTime() - drift * 60_000);
};

/**
 * When contact opens for voters in `zones` (decision 0062): open (null) when any zone is open now, else the
 * zone that opens first and when. `zones` must not be empty.
 */
export const contactWindow = (
  at: Date,
  zones: Iterable<string>,
  hours: { start: string; end: string },
): { opens_at: string | null; time_zone: string } => {
  let first: { at: Date; zone: string } | null = null;
  for (const zone of new Set(zones)) {
    const opens = nextOpening(at, zone, hours);
    if (!opens) return { opens_at: null, time_zone: zone };
    if (!first || opens < first.at) first = { at: opens, zone };
  }
  if (!first) throw new Error('contactWindow needs at least one time zone');
  return { opens_at: first.at.toISOString(), time_zone: first.zone };
};
