import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { survey, walkbook } from './canvass-fixtures';
import { spacedIndexes } from './spaced-indexes';
import { WalkSheet } from './walk-sheet';

const stops = [
  { household_key: 'H2', address: '14 Oak St, Raleigh', lat: 35.781, lng: -78.64 },
  { household_key: 'H1', address: '12 Oak St, Raleigh', lat: 35.78, lng: -78.64 },
];

describe('the printable walk sheet', () => {
  it('carries the route map, the survey questions with lettered answers and the doors in walking order', () => {
    render(<WalkSheet walkbook={walkbook} survey={survey} stops={stops} />);
    const map = screen.getByRole('img', { name: 'Route map of 2 doors' });
    expect(within(map as unknown as HTMLElement).getAllByText(/^[12]$/)).toHaveLength(2);
    const questions = screen.getByRole('region', { name: 'Survey questions' });
    expect(questions).toHaveTextContent('Survey: Door survey');
    expect(questions).toHaveTextContent('Will you vote for Dana? a) Yes b) No');
    expect(screen.getByRole('columnheader', { name: 'Answers' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.slice(0, 19))).toEqual([
      '114 Oak St, Raleigh',
      '212 Oak St, Raleigh',
    ]);
  });
});

describe('numbers on the route map', () => {
  it('numbers only doors with room around them, in route order, inside the view', () => {
    const points = [
      { x: 100, y: 100 }, // 1: numbered
      { x: 110, y: 105 }, // 2: too close to 1
      { x: 160, y: 100 }, // 3: numbered
      { x: 500, y: 100 }, // 4: outside the 400 × 300 view
      { x: 100, y: 140 }, // 5: numbered
    ];
    expect(spacedIndexes(points, 400, 300)).toEqual([0, 2, 4]);
    // Zoomed in, the same doors spread out and every one inside the view gets its number.
    expect(
      spacedIndexes(
        points.map((p) => ({ x: p.x * 3 - 200, y: p.y * 3 - 200 })),
        400,
        300,
      ),
    ).toEqual([0, 1, 2, 4]);
  });
});
