import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

describe('the voter count', { timeout: 60_000 }, () => {
  it('is one cache entry per filter: the voter group builder shows the district page’s count at once', async () => {
    const user = userEvent.setup();
    // The first count answers; later ones wait, so whatever the builder shows comes from the cache.
    await renderApp({
      path: '/groundwork/district/voters-hosted',
      setup: (fake) => {
        fake.on('GET /api/district/voter-import/all/', () => json(200, []));
        fake.on('POST /api/district/voters/', () => json(200, { total: 0, skip: 0, limit: 50, voters: [] }));
        fake.on('POST /api/voter-group/count/', () =>
          fake.callsTo('POST', '/api/voter-group/count/').length === 1
            ? json(200, { count: 120, doors: 80 })
            : new Promise<Response>(() => undefined),
        );
      },
    });
    expect(await screen.findByTestId('district-voter-total', {}, { timeout: 10_000 })).toHaveTextContent(
      '120 voters',
    );

    await user.click(screen.getByRole('link', { name: 'Voter Groups' }));
    await user.click((await screen.findAllByRole('link', { name: 'New voter group' }))[0]!);
    // The builder's untouched filter is the district's `{}`: the same query key, the same cached numbers.
    expect(await screen.findByTestId('voter-count', {}, { timeout: 10_000 })).toHaveTextContent('120');
  });
});
