import { describe, expect, it } from 'vitest';
import { contactWindow, nextOpening, openTimeZones } from './local-hours.ts';

const EIGHT_TO_NINE = { start: '08:00', end: '21:00' };

describe('local hours', () => {
  it('lists the open time zones for an instant', () => {
    // 2026-03-02 01:30 UTC is 20:30 in New York and 17:30 in Los Angeles.
    const zones = ['America/New_York', 'America/Los_Angeles', 'America/Chicago'];
    expect(openTimeZones(new Date('2026-03-02T01:30:00Z'), zones, { start: '09:00', end: '20:00' })).toEqual([
      'America/Los_Angeles',
      'America/Chicago',
    ]);
  });

  it('finds the next opening in the zone, later today or tomorrow, and none while open', () => {
    // 03:45:30 in New York (EST, UTC-5): opens at 08:00 the same morning.
    expect(nextOpening(new Date('2026-01-15T08:45:30Z'), 'America/New_York', EIGHT_TO_NINE)).toEqual(
      new Date('2026-01-15T13:00:00Z'),
    );
    // 22:10 in New York: opens at 08:00 the next morning.
    expect(nextOpening(new Date('2026-01-16T03:10:00Z'), 'America/New_York', EIGHT_TO_NINE)).toEqual(
      new Date('2026-01-16T13:00:00Z'),
    );
    expect(nextOpening(new Date('2026-01-15T15:00:00Z'), 'America/New_York', EIGHT_TO_NINE)).toBeNull();
  });

  it('counts an opening across a clock change in local time', () => {
    // 2026-03-08: New York springs forward at 02:00. At 01:00 EST the next 08:00 is 08:00 EDT (12:00 UTC).
    expect(nextOpening(new Date('2026-03-08T06:00:00Z'), 'America/New_York', EIGHT_TO_NINE)).toEqual(
      new Date('2026-03-08T12:00:00Z'),
    );
    // 2026-11-01: it falls back at 02:00. At 23:00 EDT on Oct 31 the next 08:00 is 08:00 EST (13:00 UTC).
    expect(nextOpening(new Date('2026-11-01T03:00:00Z'), 'America/New_York', EIGHT_TO_NINE)).toEqual(
      new Date('2026-11-01T13:00:00Z'),
    );
  });

  it('says when contact opens for a set of voters: open if any zone is, else the first zone to open', () => {
    // 07:30 in New York, 04:30 in Los Angeles.
    const early = new Date('2026-01-15T12:30:00Z');
    expect(contactWindow(early, ['America/Los_Angeles', 'America/New_York'], EIGHT_TO_NINE)).toEqual({
      opens_at: '2026-01-15T13:00:00.000Z',
      time_zone: 'America/New_York',
    });
    // 21:30 in New York, 18:30 in Los Angeles: open there.
    const late = new Date('2026-01-16T02:30:00Z');
    expect(contactWindow(late, ['America/New_York', 'America/Los_Angeles'], EIGHT_TO_NINE)).toEqual({
      opens_at: null,
      time_zone: 'America/Los_Angeles',
    });
  });
});
