import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VoterIds } from './voter-id-map.ts';

const hex = (id: string) => id.replaceAll('-', '');

describe('VoterIds', () => {
  it('finds every voter by ncid, numeric-shaped or not, after growing', () => {
    const lookup = new VoterIds();
    const voters = Array.from({ length: 5_000 }, (_, i) => ({
      // Leading zeros and the letters' count keep ncids apart that would read as the same number.
      ncid: [`AA${i}`, `AA0${i}`, `A${i}`, `aa-${i}`, `BCD${i}`][i % 5]!,
      id: randomUUID(),
    }));
    for (const v of voters) lookup.add(v.ncid, v.id);
    for (const v of voters) expect(lookup.id(lookup.get(v.ncid)).toString('hex')).toBe(hex(v.id));
    expect(lookup.get('ZZ0000001')).toBe(-1);
    expect(lookup.get('unknown')).toBe(-1);
    expect(lookup.size).toBe(voters.length);
  });
});
