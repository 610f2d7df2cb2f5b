import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { roadSignMinimalSchema } from '@groundwork/shared/contracts/road-signs';
import { AppRoutes } from '../../../app/router';
import { Outbox } from '../../../lib/offline/outbox';
import { createMemoryOutboxStorage } from '../../../lib/offline/outbox-storage';
import { sendOutboxItem } from '../../../lib/offline/send-item';
import { KEEP_AFTER_MS, snapshotStore } from '../../../lib/offline/snapshots';
import { OutboxContext } from '../../../lib/offline/use-outbox';
import { CAMPAIGN_ID, json } from '../../../test/fake-server';
import { FakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';
import { placementFixture } from './road-sign-fixtures';

const SIGN_ID = '0b7e4f2a-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let online = false;
const setOnline = (value: boolean) => {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
};

afterEach(() => {
  vi.unstubAllGlobals();
  online = true;
});

describe('placing a sign without a signal', { timeout: 30_000 }, () => {
  it('waits in the outbox with its photo and goes out once online under one step_id', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    const sent: FakeXhr[] = [];
    vi.stubGlobal(
      'XMLHttpRequest',
      class extends FakeXhr {
        constructor() {
          super((xhr) => sent.push(xhr));
        }
      },
    );
    const storage = createMemoryOutboxStorage();
    online = false;
    await renderApp({
      path: '/groundwork/road-sign-placement',
      setup: (server) =>
        server.on('GET /api/road-sign/minimal/', () =>
          json(200, [{ id: SIGN_ID, name: 'Vote Yes', thumbnail_url: null }]),
        ),
      children: (
        <OutboxContext.Provider value={new Outbox(storage, sendOutboxItem)}>
          <AppRoutes />
        </OutboxContext.Provider>
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /Sign/ }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('option', { name: 'Vote Yes', hidden: true }));
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'sign.jpg', { type: 'image/jpeg' });
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, photo);
    await user.click(screen.getByRole('button', { name: 'Record placement' }));

    expect(await screen.findByText('Saved on this phone')).toBeInTheDocument();
    const [queued] = await storage.load();
    expect(queued).toMatchObject({
      kind: 'placement',
      photo,
      request: { type: 'upload', field: 'placement' },
    });
    // The outbox tried at once; the phone has no signal.
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0]!.fail());
    await screen.findByText('Offline — 1 sign placement waiting to sync');

    act(() => setOnline(true));
    await waitFor(() => expect(sent).toHaveLength(2));
    const fields = sent.map(
      (xhr) => JSON.parse(String((xhr.body as FormData).get('placement'))) as { step_id: string },
    );
    expect(fields[0]!.step_id).toMatch(UUID);
    expect(fields[1]!.step_id).toBe(fields[0]!.step_id);
    expect(((sent[1]!.body as FormData).get('file') as File).size).toBe(photo.size);
    act(() => sent[1]!.reply(201, { ...placementFixture, road_sign_id: SIGN_ID, events: [] }));
    await screen.findByText('All synced');
    // The card follows its own item: delivered.
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.queryByText('Saved on this phone')).not.toBeInTheDocument();
    expect(await storage.load()).toEqual([]);
  });

  it("lists the signs and shows the chosen one's artwork with no signal once they were seen online", async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    const thumbnail = '/api/road-sign/file/?id=vote-yes-thumbnail';
    const signs = [{ id: SIGN_ID, name: 'Vote Yes', thumbnail_url: thumbnail }];
    // The artwork comes after the list has been kept (a slow link): it is kept by a wait of its own.
    const png = async () => {
      await new Promise((resolve) => setTimeout(resolve, KEEP_AFTER_MS));
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        headers: { 'content-type': 'image/png' },
      });
    };
    const first = await renderApp({
      path: '/groundwork/road-sign-placement',
      setup: (server) => {
        server.on('GET /api/road-sign/minimal/', () => json(200, signs));
        server.on('GET /api/road-sign/file/', png);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /Sign/ }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('option', { name: 'Vote Yes', hidden: true }));
    const artwork = await screen.findByRole('img', { name: 'Vote Yes artwork' }, { timeout: 10_000 });
    const source = artwork.getAttribute('src');
    expect(source).toMatch(/^data:image\/png;base64,/);
    // Answers are kept once the screen has settled (KEEP_AFTER_MS after the first, then an idle moment).
    const settled = { timeout: 2 * KEEP_AFTER_MS + 5_000 };
    const kept = z.object({ signs: z.array(roadSignMinimalSchema) }).partial();
    await expect
      .poll(() => snapshotStore()?.read(`road-signs:${CAMPAIGN_ID}`, kept), settled)
      .toEqual({ signs });
    const keptImage = z.object({ image: z.object({ dataUrl: z.string() }) }).partial();
    await expect
      .poll(() => snapshotStore()?.read(`file:${thumbnail}`, keptImage), settled)
      .toEqual({ image: { dataUrl: source } });
    first.unmount();

    // Later, at the roadside: the phone is offline and the server cannot be reached.
    online = false;
    const second = await renderApp({
      path: '/groundwork/road-sign-placement',
      setup: (server) => {
        const unreachable = () => {
          throw new TypeError('Failed to fetch');
        };
        server.on('GET /api/road-sign/minimal/', unreachable);
        server.on('GET /api/road-sign/file/', unreachable);
      },
    });
    await user.click(await screen.findByRole('combobox', { name: /Sign/ }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('option', { name: 'Vote Yes', hidden: true }));
    expect(second.server.callsTo('GET', '/api/road-sign/minimal/')).toHaveLength(1);
    expect(screen.queryByText(/We could not load the road signs/)).not.toBeInTheDocument();
    const offlineArtwork = await screen.findByRole('img', { name: 'Vote Yes artwork' }, { timeout: 10_000 });
    expect(offlineArtwork.getAttribute('src')).toBe(source);
  });
});
