/**
 * Texting hours in the recipient's own time zone (docs/decisions/0041-text-campaigns.md): the time zone comes
 * from the voter's ZIP when known, else the campaign's; the hours from `campaigns.texting_hours`.
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

/** Minutes since local midnight at `at` in `timeZone`. */
const localMinutes = (at: Date, timeZone: string): number => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
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
