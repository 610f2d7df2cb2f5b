import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Walkbook } from '@groundwork/shared/contracts/walkbooks';
import { AppRoutes } from '../../../app/router';
import { json, type FakeServer, type RecordedCall } from '../../../test/fake-server';
import { Outbox } from '../../../lib/offline/outbox';
import { createMemoryOutboxStorage, type OutboxStorage } from '../../../lib/offline/outbox-storage';
import { sendOutboxItem } from '../../../lib/offline/send-item';
import { OutboxContext } from '../../../lib/offline/use-outbox';
import { renderApp } from '../../../test/render-app';
import { survey, voter, walkbook, WALKBOOK_ID } from './canvass-fixtures';

/** Five doors on Elm St walked 1 → 5; number 3 is a household of five voters. */
const ADDRESSES = ['1 Elm St', '3 Elm St', '5 Elm St', '7 Elm St', '9 Elm St'];
const HOUSEHOLD = ['Cara', 'Dev', 'Eli', 'Fay', 'Gus'];
const voterId = (door: number, index: number) =>
  `0a1b2c3d-4e5f-4a6b-8c7d-${String(door).padStart(6, '0')}${String(index).padStart(6, '0')}`;

/** The walkbook with its first `knocked` doors knocked on an earlier visit (a result on the server). */
const street = (knocked: number): Walkbook => ({
  ...walkbook,
  progress: { ...walkbook.progress, doors: ADDRESSES.length, voters: ADDRESSES.length + 4 },
  doors: ADDRESSES.map((address, door) => ({
    household_key: `E${String(door + 1)}`,
    address,
    unit: null,
    lat: 35.78 + door * 0.001,
    lng: -78.64,
    voters: (door === 2 ? HOUSEHOLD : [`Voter${String(door + 1)}`]).map((first, index) => ({
      ...voter(voterId(door + 1, index), first),
      last_result: door < knocked ? ('not_home' as const) : null,
    })),
  })),
});

/**
 * As the server does: the walkbook, and a route of the doors not knocked yet, in street order; asked from a
 * door, the route comes back the other way round (an optimiser may well re-order the walk).
 */
const serveStreet = (
  fake: FakeServer,
  book: Walkbook,
  puts: RecordedCall[],
  serverKnocked = 0,
  offline = false,
) => {
  fake.on('GET /api/walkbook/', () => json(200, book));
  fake.on(`GET /api/walkbook/survey/${WALKBOOK_ID}`, () => json(200, survey));
  fake.on('GET /api/walkbook/optimized/', (call) => {
    const stops = book.doors
      .filter((door, index) => index >= serverKnocked && door.voters.every((v) => v.last_result === null))
      .map(({ household_key, address, lat, lng }) => ({ household_key, address, lat, lng }));
    if (call.search.has('lat')) stops.reverse();
    return json(200, { id: WALKBOOK_ID, start: null, length_m: 400, unplaced: [], stops });
  });
  fake.on('PUT /api/walkbook/', (call) => {
    if (offline) throw new TypeError('Failed to fetch');
    puts.push(call);
    const body = call.body as { voter_id: string; touch_result: string };
    return json(200, { id: WALKBOOK_ID, ...body, old_status: null, voters_pending: 1 });
  });
};

const openStreet = (
  knocked: number,
  puts: RecordedCall[] = [],
  serverKnocked = knocked,
  device?: { storage: OutboxStorage; offline: boolean },
) =>
  renderApp({
    path: `/groundwork/walkbook/id/${WALKBOOK_ID}`,
    setup: (fake) => serveStreet(fake, street(knocked), puts, serverKnocked, device?.offline),
    children: device ? (
      <OutboxContext.Provider value={new Outbox(device.storage, sendOutboxItem)}>
        <AppRoutes />
      </OutboxContext.Provider>
    ) : (
      <AppRoutes />
    ),
  });

/** "Up next" as the canvasser reads it: each door's number and address. */
const upNext = () =>
  within(screen.getByRole('list', { name: 'Up next' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

const firstButton = (name: string) => screen.findByRole('button', { name }, { timeout: 15_000 });

describe('a walkbook reopened', { timeout: 40_000 }, () => {
  it('continues at the first door not knocked, numbered as in the walk, and keeps the numbers as doors are knocked', async () => {
    const user = userEvent.setup();
    await openStreet(2);
    await user.click(await firstButton('Continue at door 3'));
    expect(screen.getByText('5 Elm St', { selector: 'p' })).toBeInTheDocument();
    expect(upNext()).toEqual([
      expect.stringMatching(/^Door 4, 7 Elm St/),
      expect.stringMatching(/^Door 5, 9 Elm St/),
    ]);
    await user.click(screen.getByRole('button', { name: 'Nobody home' }));
    await screen.findByText('7 Elm St', { selector: 'p' });
    // Door 3 knocked: door 5 is still door 5, not renumbered "1".
    await waitFor(() => expect(upNext()).toEqual([expect.stringMatching(/^Door 5, 9 Elm St/)]));
  });

  it('counts a door knocked since the walkbook was read, from the route', async () => {
    // The walkbook read says two doors, the route (asked just after a third result was sent) says three.
    await openStreet(2, [], 3);
    expect(await firstButton('Continue at door 4')).toBeEnabled();
    expect(upNext()[0]).toMatch(/^Door 4, 7 Elm St/);
  });

  it('counts a door knocked offline and still on this device', async () => {
    const user = userEvent.setup();
    const storage = createMemoryOutboxStorage();
    const first = await openStreet(2, [], 2, { storage, offline: true });
    await user.click(await firstButton('Continue at door 3'));
    await user.click(screen.getByRole('button', { name: 'Nobody home' }));
    await waitFor(async () => expect(await storage.load()).not.toHaveLength(0));
    first.unmount();
    // Reopened, the result is still waiting to be sent: the route the server gives still has door 3.
    await openStreet(2, [], 2, { storage, offline: true });
    expect(await firstButton('Continue at door 4')).toBeEnabled();
    expect(upNext()[0]).toMatch(/^Door 4, 7 Elm St/);
  });

  it('starts at door 1 when nothing is knocked, and says so when every door is', async () => {
    const first = await openStreet(0);
    expect(await firstButton('Start at door 1')).toBeEnabled();
    expect(upNext()[0]).toMatch(/^Door 1, 1 Elm St/);
    first.unmount();
    await openStreet(5);
    expect(await firstButton('Every door is knocked')).toBeDisabled();
  });

  it('keeps the walk in its numbered order when the route is asked again, the doors passed by last', async () => {
    const user = userEvent.setup();
    await openStreet(0);
    await user.click(await firstButton('Start at door 1'));
    // Asked again from door 1, the route comes back reversed: the walk still goes 2, 3, 4, 5.
    await waitFor(() =>
      expect(upNext().map((text) => text?.slice(0, 7))).toEqual(['Door 2,', 'Door 3,', 'Door 4,', 'Door 5,']),
    );
    const door4 = within(screen.getByRole('list', { name: 'Up next' }))
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Door 4,'));
    await user.click(within(door4!).getByRole('button'));
    await screen.findByText('7 Elm St', { selector: 'p' });
    // On from door 4: door 5, then the doors passed by without a result (1 to 3).
    await waitFor(() =>
      expect(upNext().map((text) => text?.slice(0, 7))).toEqual(['Door 5,', 'Door 1,', 'Door 2,', 'Door 3,']),
    );
  });
});

describe('a household of several voters', { timeout: 40_000 }, () => {
  it('shows its first two voters, the rest on "Show 3 more voters", and records a visit for one of them', async () => {
    const user = userEvent.setup();
    const puts: RecordedCall[] = [];
    await openStreet(2, puts);
    await user.click(await firstButton('Continue at door 3'));
    const card = screen.getByTestId('door-card');
    expect(
      within(card)
        .getAllByRole('region')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['Cara Rivera', 'Dev Rivera']);
    const more = within(card).getByRole('button', { name: 'Show 3 more voters' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await user.keyboard('{Enter}');
    const rest = await within(card).findByRole('group', { name: '3 more voters at this door' });
    await waitFor(() => expect(rest).toHaveFocus());
    expect(within(card).queryByRole('button', { name: /more voters/ })).not.toBeInTheDocument();
    const fay = within(rest).getByRole('region', { name: 'Fay Rivera' });
    await user.click(within(fay).getByRole('button', { name: 'Refused' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]?.body).toMatchObject({ voter_id: voterId(3, 3), touch_result: 'refused' });
    await within(fay).findByText('Refused recorded');
  });
});
