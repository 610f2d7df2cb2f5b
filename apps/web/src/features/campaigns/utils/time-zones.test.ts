import { describe, expect, it } from 'vitest';
import { matchesTimeZone, timeZoneGroups, timeZoneOption } from './time-zones';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('the time-zone picker’s options', () => {
  it('names a zone in words with its main cities and today’s offset; the value stays the IANA name', () => {
    expect(timeZoneOption('America/New_York', WINTER)).toEqual({
      value: 'America/New_York',
      label: 'Eastern — New York, Raleigh, Atlanta, Miami (UTC−5)',
      offset: -300,
    });
    expect(timeZoneOption('America/New_York', SUMMER).label).toBe('Eastern — New York, Raleigh, Atlanta, Miami (UTC−4)');
    expect(timeZoneOption('Asia/Kolkata', WINTER).label).toMatch(/^India — Kolkata \(UTC\+5:30\)$/);
    expect(timeZoneOption('Europe/Paris', WINTER).label).toBe('Central European — Paris (UTC+1)');
  });

  it('groups every zone Intl knows, the United States first, then each region west to east', () => {
    const groups = timeZoneGroups('America/Chicago', WINTER);
    expect(groups[0]?.group).toBe('United States');
    expect(groups[0]?.items.slice(0, 5).map((o) => o.value)).toEqual([
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Phoenix',
      'America/Los_Angeles',
    ]);
    const values = groups.flatMap((g) => g.items.map((o) => o.value));
    expect(new Set(values)).toEqual(new Set(Intl.supportedValuesOf('timeZone')));
    const europe = groups.find((g) => g.group === 'Europe')?.items ?? [];
    expect(europe.map((o) => o.offset)).toEqual([...europe.map((o) => o.offset)].sort((a, b) => a - b));
    // Every option is in words: no raw IANA name as a label.
    for (const option of groups.flatMap((g) => g.items)) expect(option.label).not.toMatch(/_|\//);
  });

  it('keeps a campaign’s zone the list lacks', () => {
    const values = timeZoneGroups('Etc/GMT+5', WINTER).flatMap((g) => g.items.map((o) => o.value));
    expect(values).toContain('Etc/GMT+5');
  });

  it('is searched by city, name, offset or IANA name', () => {
    const eastern = timeZoneOption('America/New_York', WINTER);
    expect(matchesTimeZone(eastern, 'raleigh')).toBe(true);
    expect(matchesTimeZone(eastern, 'eastern')).toBe(true);
    expect(matchesTimeZone(eastern, 'UTC-5')).toBe(true);
    expect(matchesTimeZone(eastern, 'new york')).toBe(true);
    expect(matchesTimeZone(eastern, 'America/New_York')).toBe(true);
    expect(matchesTimeZone(eastern, 'chicago')).toBe(false);
  });
}); // prettier-ignore
