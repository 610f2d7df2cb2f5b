import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VoterFilter } from '@groundwork/shared/contracts/voters';
import { json, type FakeServer } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const LIMIT_ERROR = /A walkbook holds at most 5,000 voters/;

/** The whole district is 200,000 voters; Democrats are 1,200 (answered when `release` is called); Republicans 6,000. */
const withDistrict = (fake: FakeServer) => {
  let release: (value: undefined) => void = () => undefined;
  const democrats = new Promise<undefined>((resolve) => {
    release = resolve;
  });
  fake.on('POST /api/district/voters/doors/', () =>
    json(200, { doors: [], total_doors: 0, truncated: false }),
  );
  fake.on('GET /api/campaign/members/', () => json(200, []));
  fake.on('POST /api/voter-group/count/', async (call) => {
    const parties = (call.body as VoterFilter).parties ?? [];
    if (parties.includes('DEM')) {
      await democrats;
      return json(200, { count: 1200, doors: 800 });
    }
    if (parties.includes('REP')) return json(200, { count: 6000, doors: 4000 });
    return json(200, { count: 200_000, doors: 120_000 });
  });
  return () => {
    release(undefined);
  };
};

describe('the walkbook builder', { timeout: 30_000 }, () => {
  it('says "Counting…", not the size limit, while a small selection is still being counted', async () => {
    const user = userEvent.setup();
    let release = () => {};
    const { server } = await renderApp({
      path: '/groundwork/walkbook/add',
      setup: (fake) => {
        release = withDistrict(fake);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Filters (optional)' }, { timeout: 10_000 }));
    await user.type(screen.getByRole('combobox', { name: 'Party' }), 'DEM{Enter}');
    await waitFor(() => {
      expect(
        server
          .callsTo('POST', '/api/voter-group/count/')
          .some((c) => (c.body as VoterFilter).parties !== undefined),
      ).toBe(true);
    });
    // The whole district's 200,000 is still the last count known, but it is not this selection's.
    expect(screen.getByTestId('walkbook-count')).toHaveTextContent('Counting…');
    expect(screen.queryByText(LIMIT_ERROR)).not.toBeInTheDocument();
    release();
    await waitFor(() => {
      expect(screen.getByTestId('walkbook-count')).toHaveTextContent('1,200 voters · 800 doors');
    });
    expect(screen.queryByText(LIMIT_ERROR)).not.toBeInTheDocument();

    // Once a selection's count is known and over the limit, it says so.
    await user.click(screen.getByRole('button', { name: /Clear all/ }));
    await user.type(screen.getByRole('combobox', { name: 'Party' }), 'REP{Enter}');
    expect(await screen.findByText(LIMIT_ERROR)).toBeInTheDocument();
    expect(screen.getByTestId('walkbook-count')).toHaveTextContent('6,000 voters');
    expect(screen.getByRole('button', { name: 'Create walkbook' })).toBeDisabled();
  });
});
