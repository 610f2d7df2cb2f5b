import { describe, expect, it } from 'vitest';
import { weeklyTotals } from './weekly-activity';

describe('weeklyTotals', () => {
  it('sums doors, touches, texts and calls over the weeks', () => {
    expect(
      weeklyTotals([
        { week_start: '2026-11-16', doors: 3, touches: 5, texts: 0, calls: 2 },
        { week_start: '2026-11-23', doors: 1, touches: 1, texts: 4, calls: 1 },
      ]),
    ).toBe('4 doors · 6 touches · 4 texts · 3 calls');
  });
});
