import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const USER = 'd3f89877-de19-4769-8254-e7fcb91cd4b9';
const counts = (touches: number, contacts = 0) => ({ touches, contacts });
/** Doors as given; this week's Tuesday also had 40 texts (3 replies) and Monday 120 pieces of mail. */
const channels = (doors: number, day: number, thisWeek: boolean) => ({
  door: counts(doors, Math.floor(doors / 2)),
  text: counts(thisWeek && day === 1 ? 40 : 0, thisWeek && day === 1 ? 3 : 0),
  call: counts(0),
  mail: counts(thisWeek && day === 0 ? 120 : 0),
});
const days = (start: string, touches: number[]) =>
  touches.map((t, i) => ({
    date: `${start.slice(0, 8)}${String(Number(start.slice(8)) + i).padStart(2, '0')}`,
    touches: t,
    contacts: Math.floor(t / 2),
    by_channel: channels(t, i, start === '2026-11-16'),
  }));
const week = (
  name: 'current-week' | 'previous-week',
  start: string,
  touches: number[],
  contacts: number,
  soFar: { touches: number; doors: number; contact_rate: number },
) => ({
  week: name,
  time_zone: 'UTC',
  start,
  end: start,
  touches: touches.reduce((a, b) => a + b, 0),
  contacts,
  doors: 7,
  contact_rate: 0.5,
  so_far: { until: `${start}T10:00:00`, contacts: 0, ...soFar },
  by_channel: {
    door: counts(
      touches.reduce((a, b) => a + b, 0),
      contacts,
    ),
    text: counts(name === 'current-week' ? 40 : 0, name === 'current-week' ? 3 : 0),
    call: counts(0),
    mail: counts(name === 'current-week' ? 120 : 0),
  },
  by_day: days(start, touches),
  by_canvasser:
    name === 'current-week' ? [{ user_id: USER, name: 'Sam Lee', touches: 15, contacts: 6, doors: 7 }] : [],
});
const progress = {
  voters: 40,
  doors: 25,
  voters_visited: 10,
  doors_visited: 7,
  contacts: 6,
  touches: 15,
  last_touch_at: null,
};

describe('the dashboard route, composed of the walkbooks and surveys widgets', { timeout: 20_000 }, () => {
  it('compares the week so far with the same days of last week, names the top canvassers and shows walkbook progress', async () => {
    await renderApp({
      path: '/groundwork/dashboard',
      setup: (fake) => {
        fake.on('GET /api/walkbook/touches/current-week/', () =>
          json(
            200,
            week('current-week', '2026-11-16', [5, 10, 0, 0, 0, 0, 0], 6, {
              touches: 15,
              doors: 7,
              contact_rate: 0.4,
            }),
          ),
        );
        fake.on('GET /api/walkbook/touches/previous-week/', () =>
          // All of last week had 10 touches, its Monday and Tuesday morning 4: on a Tuesday, 15 is +275%.
          json(
            200,
            week('previous-week', '2026-11-09', [2, 2, 2, 2, 2, 0, 0], 4, {
              touches: 4,
              doors: 3,
              contact_rate: 0.25,
            }),
          ),
        );
        fake.on('GET /api/walkbook/touch-data/', () =>
          json(200, {
            time_zone: 'UTC',
            totals: { ...progress, contact_rate: 0.6, doors_remaining: 18 },
            by_channel: channels(15, -1, false),
            by_day: [],
            by_canvasser: [],
            walkbooks: [
              {
                id: '5e0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
                name: 'Oakwood',
                progress,
                contact_rate: 0.6,
                doors_remaining: 18,
              },
            ],
          }),
        );
        fake.on('GET /api/survey/all/', () => json(200, []));
      },
    });
    expect(await screen.findByTestId('metric-Touches this week', {}, { timeout: 10_000 })).toHaveTextContent(
      '15',
    );
    expect(screen.getByText('+275% on the same days last week')).toBeInTheDocument();
    expect(screen.getByText('3 on the same days last week')).toBeInTheDocument();
    expect(screen.getByText('25% on the same days last week')).toBeInTheDocument();
    expect(screen.getByTestId('metric-Doors remaining')).toHaveTextContent('18');
    expect(screen.getByRole('cell', { name: 'Sam Lee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Oakwood' })).toHaveAttribute(
      'href',
      '/groundwork/walkbook/id/5e0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    );
    expect(screen.getByText('No active surveys yet.')).toBeInTheDocument();
    // Touches by channel, side by side (decision 0042).
    expect(screen.getByTestId('channel-door')).toHaveTextContent('15');
    expect(screen.getByTestId('channel-text')).toHaveTextContent('40');
    expect(screen.getByTestId('channel-call')).toHaveTextContent('0');
    expect(screen.getByTestId('channel-mail')).toHaveTextContent('120');
    expect(screen.getByText('3 conversations')).toBeInTheDocument();
  });
});
