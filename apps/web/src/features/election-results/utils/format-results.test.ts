import { describe, expect, it } from 'vitest';
import { choiceColors, formatShare } from './format-results';

describe('results formatting', () => {
  it('shows shares to a tenth of a percent', () => {
    expect(formatShare(0.54321)).toBe('54.3%');
    expect(formatShare(null)).toBe('—');
  });

  it('colours choices by party, then from a palette, never twice the same', () => {
    const colors = choiceColors([
      { id: 'a', party: 'REP' },
      { id: 'b', party: 'dem' },
      { id: 'c', party: null },
      { id: 'd', party: 'DEM' },
    ]);
    expect([...colors.values()]).toEqual(['red', 'blue', 'violet', 'teal']);
  });
});
