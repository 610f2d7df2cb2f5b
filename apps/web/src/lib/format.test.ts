import { describe, expect, it } from 'vitest';
import { formatList } from './format';

describe('formatList', () => {
  it('joins parts as English does, and leaves none or one as they are', () => {
    expect(formatList([])).toBe('');
    expect(formatList(['3 doors'])).toBe('3 doors');
    expect(formatList(['3 doors', '1 sign placement'])).toBe('3 doors and 1 sign placement');
    expect(formatList(['3 doors', '1 sign placement', '2 sign removals'])).toBe(
      '3 doors, 1 sign placement, and 2 sign removals',
    );
  });
});
