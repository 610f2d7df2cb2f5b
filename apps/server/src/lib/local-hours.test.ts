import { describe, expect, it } from 'vitest';
import { openTimeZones } from './local-hours.ts';

describe('local hours', () => {
  it('lists the open time zones for an instant', () => {
    // 2026-03-02 01:30 UTC is 20:30 in New York and 17:30 in Los Angeles.
    const zones = ['America/New_York', 'America/Los_Angeles', 'America/Chicago'];
    expect(openTimeZones(new Date('2026-03-02T01:30:00Z'), zones, { start: '09:00', end: '20:00' })).toEqual([
      'America/Los_Angeles',
      'America/Chicago',
    ]);
  });
});
