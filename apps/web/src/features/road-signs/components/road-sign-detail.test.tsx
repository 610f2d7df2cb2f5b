import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GeoPolygon } from '@groundwork/shared/contracts/voters';
import type { RoadSign } from '@groundwork/shared/contracts/road-signs';
import { MESSAGES } from '@groundwork/shared/messages';
import { CAMPAIGN_ID, json, type FakeServer, type RecordedCall } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const AREA: GeoPolygon = {
  type: 'Polygon',
  coordinates: [
    [
      [-78.65, 35.77],
      [-78.63, 35.77],
      [-78.63, 35.79],
      [-78.65, 35.77],
    ],
  ],
};

// jsdom has no WebGL to click a map in: the drawing map hands back an area drawn by the user.
vi.mock('../../../components/map/draw-area-map', () => ({
  DrawAreaMap: ({ label, onChange }: { label: string; onChange: (area: GeoPolygon) => void }) => (
    <button type="button" onClick={() => onChange(AREA)}>
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
  description: 'Corrugated plastic',
  quantity: 40,
  file: { content_type: 'image/png', size: 10, url: '/api/road-sign/file/', thumbnail_url: null },
  placement_counts: { requested: 0, installed: 0, inspected: 0, missing: 0, removed: 0 },
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};

/** The sign page for the demo Manager; PUT and pickup-route bodies land in `sent`. */
const openSign = async (sent: RecordedCall[], answer: (call: RecordedCall) => Response) => {
  await renderApp({
    path: `/groundwork/road-sign/id/${SIGN_ID}`,
    setup: (fake: FakeServer) => {
      fake.on('GET /api/road-sign/', () => json(200, sign));
      fake.on('GET /api/road-sign/file/', () => new Response(new Blob(['png']), { status: 200 }));
      fake.on('GET /api/road-sign/placement/all/', () => json(200, []));
      for (const key of ['PUT /api/road-sign/', 'POST /api/road-sign/pickup-route/'])
        fake.on(key, (call) => {
          sent.push(call);
          return answer(call);
        });
    },
  });
  await screen.findByRole('heading', { name: 'Vote Yes' }, { timeout: 15_000 });
  return userEvent.setup();
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the road sign page', { timeout: 40_000 }, () => {
  it('plans a pickup route inside an area drawn on the map', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 35.78, longitude: -78.64 } } as GeolocationPosition),
      },
    });
    const sent: RecordedCall[] = [];
    const user = await openSign(sent, () => json(200, { stops: [], length_m: 0 }));
    await user.click(screen.getByRole('button', { name: 'Start here' }));
    await user.click(screen.getByRole('switch', { name: 'Only the signs inside an area' }));
    const plan = screen.getByRole('button', { name: 'Plan pickup route' });
    expect(plan).toBeDisabled(); // no area drawn yet
    await user.click(screen.getByRole('button', { name: /Map to draw the pickup area/ }));
    await user.click(plan);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      campaign_id: CAMPAIGN_ID,
      start: { lat: 35.78, lng: -78.64 },
      area: AREA,
      road_sign_id: SIGN_ID,
    });
    expect(await screen.findByText('No standing signs to pick up.')).toBeInTheDocument();
  });

  it("edits the design's details and shows a taken name at the name field", async () => {
    const sent: RecordedCall[] = [];
    const user = await openSign(sent, () => json(409, { code: 'NAME_EXISTS', detail: MESSAGES.nameExists }));
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit road sign' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Dana for Council');
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity in stock' });
    await user.clear(quantity);
    await user.type(quantity, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({
      id: SIGN_ID,
      campaign_id: CAMPAIGN_ID,
      name: 'Dana for Council',
      description: 'Corrugated plastic',
      quantity: 25,
    });
    await waitFor(() => expect(name).toHaveAccessibleDescription(MESSAGES.nameExists));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
