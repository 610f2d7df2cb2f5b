import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { demoPrecinctShapes, demoResultsCsv } from './demo-election-results.ts';
import { demoPrecinctCells, generateDemoVoters } from './demo-voters.ts';

describe('the demo district’s precincts and results', () => {
  const voters = generateDemoVoters('c', 3000, 5);

  it('places every voter inside the rectangle of their precinct', () => {
    const cells = new Map(demoPrecinctCells().map((c) => [c.precinct, c.bounds]));
    expect(cells.size).toBe(24);
    for (const { voter } of voters) {
      const [west, south, east, north] = cells.get(voter.precinct ?? '') ?? [0, 0, 0, 0];
      const [lat, lng] = [voter.lat ?? 0, voter.lng ?? 0];
      expect(lng >= west - 1e-6 && lng <= east + 1e-6 && lat >= south - 1e-6 && lat <= north + 1e-6).toBe(
        true,
      );
    }
    expect(
      demoPrecinctShapes()
        .features.map((f) => f.properties.prec_id)
        .sort(),
    ).toEqual([...cells.keys()].sort());
  });

  it('is deterministic, and its ballots are the voters who voted in each precinct', () => {
    const csv = demoResultsCsv(voters);
    expect(demoResultsCsv(voters)).toBe(csv);
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    const governor = rows.filter((r) => r.Contest === 'Governor' && r.Precinct === '01-01');
    const voted = voters.filter((v) => v.voter.precinct === '01-01' && v.elections.includes('2024G')).length;
    expect(governor.every((r) => Number(r['Ballots Cast']) === voted)).toBe(true);
    const votes = governor.reduce((sum, r) => sum + Number(r.Votes), 0);
    expect(votes).toBeLessThanOrEqual(voted);
    expect(votes).toBeGreaterThan(voted * 0.9);
  });
});
