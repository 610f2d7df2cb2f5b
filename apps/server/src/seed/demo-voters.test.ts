import { describe, expect, it } from 'vitest';
import { generateDemoVoters } from './demo-voters.ts';

describe('demo district generator', () => {
  it('is deterministic for a seed and plausible in its mix', () => {
    const a = generateDemoVoters('c', 5000, 11);
    const b = generateDemoVoters('c', 5000, 11);
    expect(a.map((x) => x.voter.stateVoterId + x.voter.lastName + x.voter.lat)).toEqual(
      b.map((x) => x.voter.stateVoterId + x.voter.lastName + x.voter.lat),
    );
    expect(generateDemoVoters('c', 50, 12).map((x) => x.voter.lastName)).not.toEqual(
      a.slice(0, 50).map((x) => x.voter.lastName),
    );
    const share = (p: string) => a.filter((x) => x.voter.party === p).length / a.length;
    expect(share('DEM')).toBeGreaterThan(0.35);
    expect(share('REP')).toBeGreaterThan(0.15);
    expect(new Set(a.map((x) => x.voter.householdKey)).size).toBeLessThan(a.length * 0.7);
    expect(a.every((x) => (x.voter.birthYear ?? 0) <= 2008)).toBe(true);
    const voted2024 = a.filter((x) => x.elections.includes('2024G')).length / a.length;
    expect(voted2024).toBeGreaterThan(0.5);
    expect(voted2024).toBeLessThan(0.95);
  });
});
