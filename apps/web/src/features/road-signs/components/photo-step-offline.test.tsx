import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outbox } from '../../../lib/offline/outbox';
import { createMemoryOutboxStorage } from '../../../lib/offline/outbox-storage';
import { sendOutboxItem } from '../../../lib/offline/send-item';
import { OutboxContext } from '../../../lib/offline/use-outbox';
import { USER_ID } from '../../../test/fake-server';
import { FakeXhr } from '../../../test/fake-xhr';
import { renderApp } from '../../../test/render-app';
import { PhotoStepModal, type PhotoStep } from './photo-step-modal';
import { placementFixture } from './road-sign-fixtures';

const placement = placementFixture;

let online = true;
const setOnline = (value: boolean) => {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
};

afterEach(() => {
  online = true;
});

/** The inspection or removal dialog on a phone whose uploads land in `sent`, with its own outbox. */
const openStep = async (step: PhotoStep) => {
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
  const onClose = vi.fn();
  await renderApp({
    path: '/groundwork/road-sign-placements',
    children: (
      <OutboxContext.Provider value={new Outbox(storage, sendOutboxItem)}>
        <PhotoStepModal placement={placement} step={step} userId={USER_ID} onClose={onClose} />
      </OutboxContext.Provider>
    ),
  });
  const user = userEvent.setup();
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'step.jpg', { type: 'image/jpeg' });
  await user.upload(
    await waitFor(() => document.querySelector<HTMLInputElement>('input[type="file"]')!),
    photo,
  );
  return { sent, storage, onClose, user, photo };
};

const field = (xhr: FakeXhr, name: string) =>
  JSON.parse(String((xhr.body as FormData).get(name))) as Record<string, unknown>;

describe('inspections and removals without a signal', { timeout: 30_000 }, () => {
  it('keeps an inspection offline with its photo and sends it once online under one step_id', async () => {
    online = false;
    const { sent, storage, onClose, user, photo } = await openStep('inspect');
    await user.click(screen.getByText('Damaged'));
    await user.click(screen.getByRole('button', { name: 'Save inspection' }));

    expect(await screen.findByText('Saved on this phone')).toBeInTheDocument();
    const [queued] = await storage.load();
    expect(queued).toMatchObject({
      kind: 'inspection',
      photo,
      label: { title: 'Inspection of 12 Oak St' },
      request: { type: 'upload', path: '/road-sign/placement/inspection/', field: 'inspection' },
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0]!.fail());
    await screen.findByText('Offline — 1 sign inspection waiting to sync');

    act(() => setOnline(true));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.url).toContain('/api/road-sign/placement/inspection/');
    expect(field(sent[1]!, 'inspection')).toMatchObject({
      placement_id: placement.id,
      condition: 'damaged',
      step_id: field(sent[0]!, 'inspection').step_id,
    });
    expect(((sent[1]!.body as FormData).get('file') as File).size).toBe(photo.size);
    act(() => sent[1]!.reply(201, { ...placement, status: 'inspected', events: [] }));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(screen.getByText('The inspection and its photo reached the server.')).toBeInTheDocument();
    expect(await storage.load()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('queues a removal whose upload got no reply and shows the refusal of the copy sent later', async () => {
    const { sent, storage, user } = await openStep('remove');
    await user.click(screen.getByRole('button', { name: 'Mark removed' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    act(() => sent[0]!.fail());

    expect(await screen.findByText('Saved on this phone')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.url).toContain('/api/road-sign/placement/removal/');
    expect(field(sent[1]!, 'removal')).toEqual(field(sent[0]!, 'removal'));
    const detail = 'This placement was already removed.';
    act(() => sent[1]!.reply(409, { code: 'CONFLICT', detail }));

    expect(await screen.findByText('The removal was not recorded')).toBeInTheDocument();
    expect(screen.getAllByText(detail, { exact: false }).length).toBeGreaterThan(0);
    // Refused items stay on the phone with the reason until dismissed (decision 0049).
    expect(await storage.load()).toMatchObject([{ kind: 'removal', refused: detail }]);
  });
});
