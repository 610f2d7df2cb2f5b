import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROAD_SIGN_MESSAGES } from '@groundwork/shared/contracts/road-signs';
import { MESSAGES } from '@groundwork/shared/messages';
import { CAMPAIGN_ID, json, type FakeServer } from '../../../test/fake-server';
import { stubUploads } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';

const SIGN_ID = '0b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const REQUEST_ID = '5c6d7e8f-9a0b-4c1d-8e2f-3a4b5c6d7e8f';
const withSigns = (server: FakeServer) => {
  server.on('GET /api/road-sign/minimal/', () =>
    json(200, [{ id: SIGN_ID, name: 'Vote Yes', thumbnail_url: null }]),
  );
};

const stubSmallUploads = () =>
  stubUploads((xhr) => {
    xhr.progress(500, 1000);
  });

const image = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'sign.jpg', { type: 'image/jpeg' });

describe('the road-sign forms', { timeout: 30_000 }, () => {
  it('uploads a design with its artwork, showing progress, and shows a taken name at the name field', async () => {
    const sent = stubSmallUploads();
    await renderApp({ path: '/groundwork/road-sign/add' });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Name/ }, { timeout: 10_000 });
    await user.click(name);
    await user.paste('Vote Yes');
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, image());
    await user.click(screen.getByRole('button', { name: 'Save road sign' }));

    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    const [xhr] = sent;
    expect(xhr?.url).toBe(`/api/road-sign/?campaign_id=${CAMPAIGN_ID}`);
    const form = xhr?.body as FormData;
    expect(JSON.parse(String(form.get('road_sign')))).toEqual({
      name: 'Vote Yes',
      campaign_id: CAMPAIGN_ID,
      description: null,
      quantity: 0,
    });
    expect((form.get('file') as File).name).toBe('sign.jpg');

    act(() => {
      xhr?.reply(409, { code: 'NAME_EXISTS', detail: MESSAGES.nameExists });
    });
    await waitFor(() => {
      expect(name).toHaveAccessibleDescription(MESSAGES.nameExists);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("places a sign without any position, letting the server read the photo's GPS, and shows its 4xx", async () => {
    const sent = stubSmallUploads();
    await renderApp({
      path: '/groundwork/road-sign-placement',
      setup: withSigns,
    });
    const user = userEvent.setup();
    // jsdom has no geolocation, and this photo carries no EXIF: nothing to show before the upload.
    await screen.findByText(/No GPS position/, undefined, { timeout: 10_000 });
    await user.click(screen.getByRole('combobox', { name: /Sign/ }));
    await user.click(await screen.findByRole('option', { name: 'Vote Yes', hidden: true }));
    const photo = document.querySelector<HTMLInputElement>('input[type="file"][capture="environment"]');
    await user.upload(photo!, image());
    await user.click(screen.getByRole('button', { name: 'Record placement' }));

    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    const field = JSON.parse(String((sent[0]?.body as FormData).get('placement'))) as Record<string, unknown>;
    expect(field).toMatchObject({ road_sign_id: SIGN_ID, campaign_id: CAMPAIGN_ID, coordinates: null });
    act(() => {
      sent[0]?.reply(400, { code: 'BAD_REQUEST', detail: ROAD_SIGN_MESSAGES.noLocation });
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(ROAD_SIGN_MESSAGES.noLocation)).toBeInTheDocument();
  });

  it("installs a supporter's request: its sign chosen already, its id sent with the photo", async () => {
    const sent = stubSmallUploads();
    await renderApp({
      path: `/groundwork/road-sign-placement?request=${REQUEST_ID}&sign=${SIGN_ID}`,
      setup: withSigns,
    });
    const user = userEvent.setup();
    await waitFor(
      () => {
        expect(screen.getByRole('combobox', { name: /Sign/ })).toHaveValue('Vote Yes');
      },
      { timeout: 10_000 },
    );
    const photo = document.querySelector<HTMLInputElement>('input[type="file"][capture="environment"]');
    await user.upload(photo!, image());
    await user.click(screen.getByRole('button', { name: 'Record placement' }));
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    const field = JSON.parse(String((sent[0]?.body as FormData).get('placement'))) as Record<string, unknown>;
    expect(field).toMatchObject({ road_sign_id: SIGN_ID, request_id: REQUEST_ID });
  });
});
