import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ROAD_SIGN_MESSAGES, type RoadSign } from '@groundwork/shared/contracts/road-signs';
import { CAMPAIGN_ID, json, type FakeServer, type RecordedCall } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const TAP = { lat: 35.7801, lng: -78.6391 };
// jsdom has no WebGL to click a map in: the point map hands back a tap when its button is pressed.
vi.mock('./point-map', () => ({
  PointMap: ({ label, onPick }: { label: string; onPick: (at: typeof TAP) => void }) => (
    <button type="button" onClick={() => onPick(TAP)}>
      {label}
    </button>
  ),
}));

const SIGN_ID = '0b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const sign: RoadSign = {
  id: SIGN_ID,
  campaign_id: CAMPAIGN_ID,
  user_id: null,
  name: 'Vote Yes',
  description: null,
  quantity: 40,
  file: { content_type: 'image/png', size: 10, url: '/api/road-sign/file/', thumbnail_url: null },
  placement_counts: { requested: 0, installed: 0, inspected: 0, missing: 0, removed: 0 },
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

describe('a request typed on the sign page', { timeout: 40_000 }, () => {
  it('asks for a tap on the map when the address is no household of the voter file, then sends the point', async () => {
    const sent: RecordedCall[] = [];
    await renderApp({
      path: `/groundwork/road-sign/id/${SIGN_ID}`,
      setup: (fake: FakeServer) => {
        fake.on('GET /api/road-sign/', () => json(200, sign));
        fake.on('GET /api/road-sign/file/', () => new Response(new Blob(['png']), { status: 200 }));
        fake.on('GET /api/road-sign/placement/all/', () => json(200, []));
        fake.on('POST /api/road-sign/placement/request/', (call) => {
          sent.push(call);
          const body = call.body as { coordinates?: unknown };
          return body.coordinates
            ? json(201, { campaign_id: CAMPAIGN_ID })
            : json(400, { code: 'BAD_REQUEST', detail: ROAD_SIGN_MESSAGES.addressNotFound });
        });
      },
    });
    await screen.findByRole('heading', { name: 'Vote Yes' }, { timeout: 15_000 });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Address/ }), '99 Nowhere Rd, Raleigh, NC 27601');
    await user.click(screen.getByRole('button', { name: 'Add request' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      road_sign_id: SIGN_ID,
      campaign_id: CAMPAIGN_ID,
      address: '99 Nowhere Rd, Raleigh, NC 27601',
      contact: null,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No household in the voter file has this address. Tap the map where the sign goes.',
    );
    const retry = screen.getByRole('button', { name: 'Add request at this point' });
    expect(retry).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Map: tap where the sign goes' }));
    expect(screen.getByTestId('request-point')).toHaveTextContent('Your tap on the map: 35.78010, -78.63910');
    await user.click(retry);

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({
      road_sign_id: SIGN_ID,
      campaign_id: CAMPAIGN_ID,
      address: '99 Nowhere Rd, Raleigh, NC 27601',
      contact: null,
      coordinates: TAP,
    });
  });
});
