import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { createCipher, createMemoryKeyStore } from '../secure-storage';
import { openFieldDb, type FieldStore } from './field-db';
import { Outbox, type NewOutboxItem } from './outbox';
import { createIdbOutboxStorage, type OutboxItem } from './outbox-storage';

const USER = 'd3f89877-de19-4769-8254-e7fcb91cd4b9';
const OTHER_USER = '0c7e2a52-8f3d-4b8e-9a51-3f7c2d1e0b9a';
const VOTER = '1b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d40';

const visit = (n: number, touch_result = 'not_home'): NewOutboxItem => ({
  client_id: `7a2e3c4d-5e6f-4a7b-8c1d-2e3f4a5b6c7${String(n)}`,
  kind: 'visit',
  label: { walkbook_id: 'book', door: `door-${String(n)}`, voter_id: VOTER },
  request: { type: 'json', method: 'PUT', path: '/walkbook/', body: { n, touch_result } },
});

let databases = 0;
/** A device: its own IndexedDB database (fake-indexeddb) and key; `open` is a page opening it anew. */
const device = () => {
  const name = `field-test-${String((databases += 1))}`;
  const store: FieldStore = { db: () => openFieldDb(name), cipher: createCipher(createMemoryKeyStore()) };
  const sent: OutboxItem[] = [];
  let answer: (item: OutboxItem) => Promise<unknown> = () => Promise.resolve({});
  const open = () =>
    new Outbox(createIdbOutboxStorage(store), (item) => {
      sent.push(item);
      return answer(item);
    });
  return { store, open, sent, answerWith: (next: typeof answer) => (answer = next) };
};

const offline = () => Promise.reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', detail: 'offline' }));
const body = (item: OutboxItem | undefined) => item?.request.type === 'json' && item.request.body;

describe('the field outbox', () => {
  it('keeps items across a reload, encrypted, and sends them in the order they were queued', async () => {
    const { store, open, sent, answerWith } = device();
    answerWith(offline);
    const before = open();
    for (const n of [1, 2, 3]) await before.add(USER, visit(n));
    expect(await before.flush(USER)).toBe(0);
    expect(sent).toHaveLength(1); // stopped at the first failure: no hammering while offline
    const raw = await (await store.db()).getAll('outbox');
    expect(raw).toHaveLength(3);
    expect(JSON.stringify(raw)).not.toContain(VOTER); // voter data encrypted at rest (decision 0011)

    answerWith(() => Promise.resolve({}));
    const after = open();
    expect(await after.flush(USER)).toBe(3);
    expect(sent.slice(1).map((i) => i.client_id)).toEqual([1, 2, 3].map((n) => visit(n).client_id));
    expect(await (await store.db()).count('outbox')).toBe(0);
  });

  it('sends an item again under the same client id when the page died before the answer', async () => {
    const { store, open, sent, answerWith } = device();
    answerWith(() => new Promise(() => undefined)); // the reply never comes: the page is closed meanwhile
    const killed = open();
    await killed.add(USER, visit(1, 'contacted'));
    void killed.flush(USER);
    await expect.poll(() => sent.length).toBe(1);
    expect(await (await store.db()).count('outbox')).toBe(1); // still on the device
    answerWith(() => Promise.resolve({}));
    const next = open();
    expect(await next.flush(USER)).toBe(1);
    expect(sent.map((i) => i.client_id)).toEqual([visit(1).client_id, visit(1).client_id]);
    expect(body(sent[1])).toEqual({ n: 1, touch_result: 'contacted' });
    expect(await (await store.db()).count('outbox')).toBe(0);
  });

  it('replaces an item changed before it went out and sends each user only their own', async () => {
    const { open, sent, answerWith } = device();
    answerWith(offline);
    const outbox = open();
    await outbox.add(USER, visit(1, 'not_home'));
    await outbox.add(USER, visit(2));
    await outbox.add(USER, visit(1, 'refused'));
    await outbox.add(OTHER_USER, visit(3));
    answerWith(() => Promise.resolve({}));
    await outbox.flush(USER);
    // The changed item kept its place in the order.
    expect(sent.map((i) => body(i))).toEqual([
      { n: 1, touch_result: 'refused' },
      { n: 2, touch_result: 'not_home' },
    ]);
    expect(outbox.getState().items.map((i) => i.user_id)).toEqual([OTHER_USER]);
  });

  it('sends an item changed while its first version was on the way once more', async () => {
    const { open, sent, answerWith } = device();
    const outbox = open();
    let release = () => {};
    answerWith(() => new Promise((resolve) => (release = () => resolve({}))));
    await outbox.add(USER, visit(1, 'not_home'));
    const flushing = outbox.flush(USER);
    await expect.poll(() => sent.length).toBe(1);
    await outbox.add(USER, visit(1, 'contacted'));
    answerWith(() => Promise.resolve({}));
    release();
    await flushing;
    expect(sent.map((i) => body(i))).toEqual([
      { n: 1, touch_result: 'not_home' },
      { n: 1, touch_result: 'contacted' },
    ]);
    expect(outbox.getState().items).toEqual([]);
  });

  it('counts an item the server took as sent even when this version cannot read the reply', async () => {
    const { open, sent, answerWith } = device();
    const outbox = open();
    await outbox.add(USER, visit(1));
    const unread = 'The server sent a reply this version of the app does not understand.';
    answerWith(() => Promise.reject(new ApiError({ status: 201, code: 'INVALID_RESPONSE', detail: unread })));
    expect(await outbox.flush(USER)).toBe(1);
    expect(outbox.getState().items).toEqual([]);
    expect(outbox.getState().done).toEqual(new Map([[visit(1).client_id, null]]));
    await outbox.flush(USER);
    expect(sent).toHaveLength(1);
  });

  it('keeps items on server errors; keeps refused ones with the reason across a reload until dismissed', async () => {
    const { store, open, answerWith } = device();
    const outbox = open();
    await outbox.add(USER, visit(1));
    for (const status of [401, 429, 503]) {
      answerWith(() => Promise.reject(new ApiError({ status, code: null, detail: 'later' })));
      await outbox.flush(USER);
      expect(outbox.getState().items[0]?.refused).toBeNull();
    }
    const archived = 'This walkbook is archived: visits can no longer be recorded.';
    answerWith((item) =>
      item.client_id === visit(1).client_id
        ? Promise.reject(new ApiError({ status: 409, code: 'CONFLICT', detail: archived }))
        : Promise.resolve({}),
    );
    await outbox.add(USER, visit(2));
    expect(await outbox.flush(USER)).toBe(1); // a refusal does not hold back what follows
    // What became of each item that left: the screen that queued it follows it.
    expect(outbox.getState().done).toEqual(
      new Map([
        [visit(1).client_id, archived],
        [visit(2).client_id, null],
      ]),
    );
    const reloaded = open();
    await reloaded.load();
    expect(reloaded.getState().items.map((i) => [i.client_id, i.refused])).toEqual([
      [visit(1).client_id, archived],
    ]);
    await reloaded.dismissRefused(USER);
    expect(reloaded.getState().items).toEqual([]);
    expect(await (await store.db()).count('outbox')).toBe(0);
    await outbox.add(USER, visit(2, 'contacted')); // queued again: it waits anew
    expect(outbox.getState().done.has(visit(2).client_id)).toBe(false);
  });
});
