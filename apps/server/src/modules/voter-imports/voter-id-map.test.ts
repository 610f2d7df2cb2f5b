import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VoterIds } from './voter-id-map.ts';

const hex = (id: string) => id.replaceAll('-', '');

describe('VoterIds', () => {
  it('finds every voter by ncid, numeric-shaped or not, after growing', () => {
    const lookup = new VoterIds();
    const voters = Array.from({ length: 5_000 }, (_, i) => ({
      // Leading zeros and the letters' count keep ncids apart that would read as the same number.
      ncid: [`AA${i}`, `AA0${i}`, `A${i}`, `aa-${i}`, `BCD${i}`, `DEMO${i}`, `EFGHI${i}`][i % 7]!,
      id: randomUUID(),
    }));
    for (const v of voters) lookup.add(v.ncid, v.id);
    for (const v of voters) expect(lookup.id(lookup.get(v.ncid)).toString('hex')).toBe(hex(v.id));
    expect(lookup.get('ZZ0000001')).toBe(-1);
    expect(lookup.get('unknown')).toBe(-1);
    expect(lookup.size).toBe(voters.length);
  });

  it("finds an ncid in a file's bytes, blanks around it left out, as `get` finds its trimmed text", () => {
    const lookup = new VoterIds();
    lookup.add('DEMO0000042', randomUUID());
    lookup.add('AB7', randomUUID());
    lookup.add('x-9', randomUUID());
    const find = (text: string) => {
      const bytes = Buffer.from(`"${text}"`, 'latin1');
      return lookup.find(bytes, 1, bytes.length - 1);
    };
    expect(find('DEMO0000042')).toBe(0);
    expect(find(' \tAB7 ')).toBe(1);
    expect(find('DEMO42')).toBe(-1);
    expect(find('AB07')).toBe(-1);
    // Any other shape, or a non-ASCII blank, is the caller's to read as text.
    expect(find('x-9')).toBe(VoterIds.OTHER);
    expect(find('\u00a0AB7')).toBe(VoterIds.OTHER);
    expect(lookup.get('\u00a0AB7'.trim())).toBe(1);
    expect(find('')).toBe(VoterIds.OTHER);
    expect(lookup.get('AB7\u20ac')).toBe(-1);
  });
});
