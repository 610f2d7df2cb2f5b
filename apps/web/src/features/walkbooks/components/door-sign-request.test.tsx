import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_ID, json, makeUser, type RecordedCall } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { BEN_ID, serveWalkbook, WALKBOOK_ID } from './canvass-fixtures';

const SIGN_ID = '0b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const volunteer = makeUser({ title: 'Volunteer' });
volunteer.campaigns = volunteer.campaigns.map((c) => ({ ...c, title: 'Volunteer' }));

/** The canvasser's screen for a Volunteer, with `signs` as the campaign's designs; requests land in `sent`. */
const openDoor = async (signs: { id: string; name: string }[], sent: RecordedCall[]) => {
  await renderApp({
    path: `/groundwork/walkbook/id/${WALKBOOK_ID}`,
    state: { me: volunteer },
    setup: (fake) => {
      serveWalkbook(fake, []);
      fake.on('GET /api/road-sign/minimal/', () =>
        json(
          200,
          signs.map((s) => ({ ...s, thumbnail_url: null })),
        ),
      );
      fake.on('POST /api/road-sign/placement/request/', (call) => {
        sent.push(call);
        return json(400, { code: 'BAD_REQUEST', detail: 'stop here' });
      });
    },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Start at door 1' }, { timeout: 15_000 }));
  await screen.findByRole('region', { name: 'Ben Rivera' });
  return user;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('"Wants a yard sign" at the door', { timeout: 40_000 }, () => {
  it("requests the campaign's only sign for the household's voter and address", async () => {
    const sent: RecordedCall[] = [];
    const user = await openDoor([{ id: SIGN_ID, name: 'Vote Yes' }], sent);
    await user.click(await screen.findByRole('button', { name: 'Wants a yard sign' }));
    await user.click(screen.getByRole('button', { name: 'Request sign' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      road_sign_id: SIGN_ID,
      campaign_id: CAMPAIGN_ID,
      voter_id: BEN_ID,
      address: '14 Oak St, Raleigh',
      coordinates: { lat: 35.781, lng: -78.64 },
    });
    expect(within(await screen.findByRole('alert')).getByText('stop here')).toBeInTheDocument();
  });

  it('offers a picker when there are several designs, and says offline that the request needs a connection', async () => {
    const sent: RecordedCall[] = [];
    const user = await openDoor(
      [
        { id: SIGN_ID, name: 'Vote Yes' },
        { id: '1c8f5a3b-2d4e-4f6a-9b0c-1d2e3f4a5b6c', name: 'Dana for Council' },
      ],
      sent,
    );
    await user.click(await screen.findByRole('button', { name: 'Wants a yard sign' }));
    expect(screen.getByRole('button', { name: 'Request sign' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Sign' }));
    await user.click(await screen.findByRole('option', { name: 'Vote Yes', hidden: true }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Request sign' }));
    expect(await screen.findByText(/A sign request needs a connection/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(localStorage.getItem('walkbookVisits')).toBeNull();
  });

  it('is hidden while the campaign has no sign design', async () => {
    const user = await openDoor([], []);
    await user.click(screen.getByRole('button', { name: 'Nobody home' }));
    await screen.findByRole('region', { name: 'Ana Rivera' });
    expect(screen.queryByRole('button', { name: 'Wants a yard sign' })).not.toBeInTheDocument();
  });
});
