import { afterEach, describe, expect, it } from 'vitest';
import { evictAllReads, evictReadsOf, ReadCache, type MembershipFacts } from './read-cache.ts';

const facts = (title: string): MembershipFacts => ({
  membershipId: `m-${title}`,
  title,
  isActive: true,
  termsAccepted: true,
  requireTwoFactor: false,
  twoFactorEnabled: false,
});

const opened: ReadCache[] = [];
const open = (options: ConstructorParameters<typeof ReadCache>[0] = {}) => {
  const cache = new ReadCache(options);
  opened.push(cache);
  return cache;
};
afterEach(() => opened.splice(0).forEach((cache) => cache.close()));

/** A loader that counts its calls (each is a database round trip). */
const loader = <T>(value: T) => {
  const load = async () => {
    load.calls += 1;
    return value;
  };
  load.calls = 0;
  return load;
};

describe('ReadCache', () => {
  it('reads through once, then answers from memory', async () => {
    const cache = open();
    const load = loader(facts('Manager'));
    expect(await cache.membership('u1', 'c1', load)).toEqual(facts('Manager'));
    expect(await cache.membership('u1', 'c1', load)).toEqual(facts('Manager'));
    expect(load.calls).toBe(1);
  });

  it('does not remember a non-member', async () => {
    const cache = open();
    const load = loader(undefined);
    await cache.membership('u1', 'c1', load);
    await cache.membership('u1', 'c1', load);
    expect(load.calls).toBe(2);
  });

  it("evicts a user's entries in every cache of the process, or everything", async () => {
    const [a, b] = [open(), open()];
    const load = loader(facts('Staff'));
    await a.membership('u1', 'c1', load);
    await b.membership('u1', 'c2', load);
    await a.membership('u2', 'c1', load);
    evictReadsOf('u1');
    expect([a.size.memberships, b.size.memberships]).toEqual([1, 0]);
    evictAllReads();
    expect(a.size.memberships).toBe(0);
  });

  it('does not store a read that raced with an eviction', async () => {
    const cache = open();
    const load = async () => {
      evictReadsOf('u1'); // the write lands while the read is in flight
      return facts('Manager');
    };
    await cache.membership('u1', 'c1', load);
    expect(cache.size.memberships).toBe(0);
  });

  it('forgets entries after their time to live, or when an invitation in them expires', async () => {
    let now = 1_000;
    const cache = open({ ttlMs: 100, now: () => now });
    const load = loader(facts('Staff'));
    await cache.membership('u1', 'c1', load);
    now += 101;
    await cache.membership('u1', 'c1', load);
    expect(load.calls).toBe(2);

    const record = loader({ value: 'me', cache: true, validUntil: now + 10 });
    await cache.record('u1', record);
    now += 11;
    await cache.record('u1', record);
    expect(record.calls).toBe(2);
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = open({ maxEntries: 2 });
    const load = loader(facts('Staff'));
    await cache.membership('u1', 'c1', load);
    await cache.membership('u2', 'c1', load);
    await cache.membership('u1', 'c1', load); // u1 used again: u2 is the oldest
    await cache.membership('u3', 'c1', load);
    expect(load.calls).toBe(3);
    await cache.membership('u1', 'c1', load);
    expect(load.calls).toBe(3);
    await cache.membership('u2', 'c1', load);
    expect(load.calls).toBe(4);
  });

  it('keeps a hot entry while others come and go', async () => {
    const cache = open({ maxEntries: 4 });
    const load = loader(facts('Staff'));
    await cache.membership('hot', 'c1', load);
    for (let user = 0; user < 20; user += 1) {
      await cache.membership(`u${user}`, 'c1', load);
      expect(cache.cachedMembership('hot', 'c1')).toEqual(facts('Staff'));
    }
    expect(load.calls).toBe(21);
    expect(cache.size.memberships).toBe(4);
  });

  it('answers with no promise what it holds, and nothing once it has expired or been evicted', async () => {
    let now = 1_000;
    const cache = open({ ttlMs: 100, now: () => now });
    expect(cache.cachedMembership('u1', 'c1')).toBeUndefined();
    await cache.membership('u1', 'c1', loader(facts('Staff')));
    await cache.record('u1', loader({ value: 'me', cache: true }));
    await cache.body('c1', 'list', loader('[1]'));
    expect([
      cache.cachedMembership('u1', 'c1'),
      cache.cachedRecord('u1'),
      cache.cachedBody('c1', 'list'),
    ]).toEqual([facts('Staff'), 'me', '[1]']);
    cache.evictBodies();
    expect(cache.cachedBody('c1', 'list')).toBeUndefined();
    now += 101;
    expect([cache.cachedMembership('u1', 'c1'), cache.cachedRecord('u1')]).toEqual([undefined, undefined]);
  });

  it('evicts on a notification: a user id, or * for everyone', async () => {
    const cache = open();
    const load = loader(facts('Staff'));
    await cache.membership('u1', 'c1', load);
    await cache.membership('u2', 'c1', load);
    cache.onNotification('u1');
    expect(cache.size.memberships).toBe(1);
    cache.onNotification('*');
    expect(cache.size.memberships).toBe(0);
  });

  describe('serialised bodies', () => {
    it('are read through once per campaign and key, and dropped by campaign, by user or by any write', async () => {
      const cache = open();
      const load = loader('[1]');
      await cache.body('c1', 'list', load);
      expect(await cache.body('c1', 'list', load)).toBe('[1]');
      await cache.body('c1', 'archived', load);
      await cache.body('c2', 'list', load);
      expect(load.calls).toBe(3);
      cache.onNotification('campaign:c1');
      expect(cache.size.bodies).toBe(1);
      await cache.body('c1', 'list', load);
      cache.onNotification('u9'); // lists show assignees' names: a user's change drops them all
      expect(cache.size.bodies).toBe(0);
      await cache.body('c1', 'list', load);
      cache.evictBodies();
      expect(cache.size.bodies).toBe(0);
    });

    it('share one load between concurrent misses, and do not store one that raced with an eviction', async () => {
      const cache = open();
      const load = loader('[1]');
      await Promise.all([cache.body('c1', 'list', load), cache.body('c1', 'list', load)]);
      expect(load.calls).toBe(1);

      cache.evictBodies();
      let release = () => {};
      const slow = cache.body(
        'c1',
        'list',
        () => new Promise<string>((resolve) => (release = () => resolve('[old]'))),
      );
      cache.onNotification('campaign:c1'); // a write committed while the list was being read
      const after = cache.body('c1', 'list', loader('[new]'));
      release();
      expect([await slow, await after]).toEqual(['[old]', '[new]']);
      expect(await cache.body('c1', 'list', loader('[other]'))).toBe('[new]');
    });
  });
});
