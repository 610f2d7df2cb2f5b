const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** A date for people: "Mar 1, 2026" in their locale; the input unchanged when it is not a date. */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

const numberFormat = new Intl.NumberFormat();

/** A count for people: "12,345" in their locale. */
export const formatNumber = (value: number): string => numberFormat.format(value);

/** A count with its noun: "1 contact", "2 contacts", "1,204 doors" (`plural` for irregular nouns). */
export const formatCount = (count: number, singular: string, plural = `${singular}s`): string =>
  `${formatNumber(count)} ${count === 1 ? singular : plural}`;

/** A moment for people: "Mar 1, 2026, 2:05 PM" in their locale, in `timeZone` (the browser's by default). */
export const formatDateTime = (iso: string, timeZone?: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    date,
  );
};

let conjunction: Intl.ListFormat | undefined;

/**
 * Parts joined for people: "3 doors", "3 doors and 1 sign placement", "a, b, and c". The formatter is built
 * on the first list of two or more: a door screen with nothing waiting renders this on every change and
 * building an `Intl.ListFormat` loads its locale data each time.
 */
export const formatList = (parts: readonly string[]): string => {
  if (parts.length < 2) return parts[0] ?? '';
  conjunction ??= new Intl.ListFormat('en', { type: 'conjunction' });
  return conjunction.format(parts);
};
