import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { createMemoryKeyStore, createSecureStorage } from '../../../lib/secure-storage';
import { OUTBOX_STORAGE_KEY, VisitOutbox, type QueuedVisit } from './visit-outbox';

const USER = 'd3f89877-de19-4769-8254-e7fcb91cd4b9';
const OTHER_USER = '0c7e2a52-8f3d-4b8e-9a51-3f7c2d1e0b9a';
const visit = (n: number, touch_result: QueuedVisit['touch_result'] = 'not_home'): QueuedVisit => ({
  id: '5e0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  campaign_id: '4d6c48f3-1ce3-401f-956f-e59ee373355b',
  voter_id: `1b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d4${String(n)}`,
  visit_id: `7a2e3c4d-5e6f-4a7b-8c1d-2e3f4a5b6c7${String(n)}`,
  touch_result,
  notes: null,
  survey_responses: [],
});

/** An outbox over jsdom's localStorage and a memory key that outlives "reloads" (new outboxes). */
const setUp = () => {
  const keyStore = createMemoryKeyStore();
  const sent: QueuedVisit[] = [];
  let answer: (body: QueuedVisit) => Promise<unknown> = () => Promise.resolve({});
  const open = () =>
    new VisitOutbox(createSecureStorage({ storage: localStorage, keyStore }), (body) => {
      sent.push(body);
      return answer(body);
    });
  return { open, sent, answerWith: (next: typeof answer) => (answer = next) };
};

const offline = () => Promise.reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', detail: 'offline' }));

describe('the door results outbox', () => {
  it('keeps unsent results across a reload, sends them in order and empties the storage', async () => {
    const { open, sent, answerWith } = setUp();
    answerWith(offline);
    const before = open();
    await before.add(USER, visit(1));
    await before.add(USER, visit(2));
    expect(await before.flush(USER)).toBe(0);
    expect(sent).toHaveLength(1); // stopped at the first failure: no hammering while offline

    answerWith(() => Promise.resolve({}));
    const after = open();
    await after.load();
    expect(after.getState().entries.map((e) => e.body.visit_id)).toEqual([
      visit(1).visit_id,
      visit(2).visit_id,
    ]);
    expect(await after.flush(USER)).toBe(2);
    expect(sent.slice(1).map((b) => b.voter_id)).toEqual([visit(1).voter_id, visit(2).voter_id]);
    expect(after.getState().entries).toEqual([]);
    await expect.poll(() => localStorage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
  });

  it('replaces a queued result changed before it went out, and sends each user only their own', async () => {
    const { open, sent, answerWith } = setUp();
    answerWith(offline);
    const outbox = open();
    await outbox.add(USER, visit(1, 'not_home'));
    await outbox.add(USER, visit(1, 'refused'));
    await outbox.add(OTHER_USER, visit(2));
    answerWith(() => Promise.resolve({}));
    await outbox.flush(USER);
    expect(sent.at(-1)).toMatchObject({ visit_id: visit(1).visit_id, touch_result: 'refused' });
    expect(sent.filter((b) => b.voter_id === visit(2).voter_id)).toEqual([]);
    expect(outbox.getState().entries.map((e) => e.user_id)).toEqual([OTHER_USER]);
  });

  it('sends a result changed while its first version was on the way once more', async () => {
    const { open, sent, answerWith } = setUp();
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
    expect(sent.map((b) => b.touch_result)).toEqual(['not_home', 'contacted']);
    expect(outbox.getState().entries).toEqual([]);
  });

  it('keeps results on server errors and expired sessions; lets go of refused ones and says why', async () => {
    const { open, answerWith } = setUp();
    const outbox = open();
    await outbox.add(USER, visit(1));
    for (const status of [401, 429, 503]) {
      answerWith(() => Promise.reject(new ApiError({ status, code: null, detail: 'later' })));
      await outbox.flush(USER);
      expect(outbox.getState().entries).toHaveLength(1);
    }
    const archived = 'This walkbook is archived: visits can no longer be recorded.';
    answerWith(() => Promise.reject(new ApiError({ status: 409, code: 'CONFLICT', detail: archived })));
    await outbox.flush(USER);
    expect(outbox.getState().entries).toEqual([]);
    expect(outbox.getState().refused).toEqual([
      { visit_id: visit(1).visit_id, voter_id: visit(1).voter_id, detail: archived },
    ]);
  });
});
