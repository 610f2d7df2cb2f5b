/**
 * The per-process read cache of the authenticated read path (docs/decisions/0032-read-cache.md): the
 * membership facts the access check needs (per user and campaign), the users/me record (per user) and
 * serialised list bodies (per campaign: the walkbook lists), so that a cached request makes no database
 * round trip.
 *
 * Invalidation, correctness first:
 * - a write in this process evicts right after it runs (`evictReadsOf`, `evictAllReads`, called by the
 *   memberships, users, campaigns and invitations repositories) — every cache in the process, since a
 *   repository does not know which app it serves and evicting too much is always safe;
 * - a request that may write (any method but GET, HEAD, OPTIONS) drops every list body of its app as it
 *   answers (`evictBodies`, app.ts): no write path of a route has to be listed;
 * - a write by another process reaches this one through PostgreSQL's NOTIFY (channel `groundwork_reads`,
 *   triggers of migrations 0017 and 0021) and evicts the user named (and every list body: lists show
 *   assignees' names), a campaign's list bodies for `campaign:<id>`, or everything for `*`; a listener that
 *   fails or reconnects clears everything (notifications may have been missed);
 * - a fill that raced with an eviction is not stored (the epoch check), entries live at most `ttlMs`, and
 *   the cache holds at most `maxEntries` memberships and records, and `maxBodies` bodies (a list body can
 *   be large), least recently used first out.
 */

import { LRUCache } from 'lru-cache';

/** The channel the triggers of migrations 0017 and 0021 notify on: a user id, `campaign:<id>`, or `*`. */
export const READS_CHANNEL = 'groundwork_reads';
const CAMPAIGN_PREFIX = 'campaign:';

interface Entry<V> {
  value: V;
  /** Whose change evicts it: a user id (memberships, records) or a campaign id (list bodies). */
  owner: string;
  expiresAt: number;
}

/**
 * A bounded map with expiry, least recently used out first (`lru-cache`). The expiry is the entry's own
 * (`expiresAt`, read against the cache's clock): a record may expire before the time to live.
 */
class Lru<V> {
  private readonly entries: LRUCache<string, Entry<V>>;

  constructor(maxEntries: number) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, entry: Entry<V>): void {
    this.entries.set(key, entry);
  }

  deleteOwner(owner: string): void {
    const owned = [...this.entries.entries()].filter(([, entry]) => entry.owner === owner);
    for (const [key] of owned) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A serialised answer: the bytes sent (a string in tests). */
export type Body = Buffer | string;

/** What the access check reads about one member of one campaign. */
export interface MembershipFacts {
  membershipId: string;
  title: string;
  isActive: boolean;
  termsAccepted: boolean;
  /** The campaign requires two factors of Managers and Directors, and whether this member has them. */
  requireTwoFactor: boolean;
  twoFactorEnabled: boolean;
}

export interface ReadCacheOptions {
  maxEntries?: number;
  maxBodies?: number;
  ttlMs?: number;
  now?: () => number;
}

const caches = new Set<ReadCache>();

export class ReadCache {
  private readonly memberships: Lru<MembershipFacts>;
  private readonly records: Lru<unknown>;
  private readonly bodies: Lru<Body>;
  /** Body loads under way, with the epoch they started in: concurrent misses share one load. */
  private readonly loading = new Map<string, { epoch: number; body: Promise<Body> }>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** Bumped by every eviction: a fill that read the database before it is not stored. */
  private epoch = 0;

  constructor(options: ReadCacheOptions = {}) {
    this.memberships = new Lru(options.maxEntries ?? 5000);
    this.records = new Lru(options.maxEntries ?? 5000);
    this.bodies = new Lru(options.maxBodies ?? 500);
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
    caches.add(this);
  }

  /**
   * The membership facts held for `userId` in `campaignId`, or undefined: with no promise, for the read
   * path's common case (a miss goes through `membership`).
   */
  cachedMembership(userId: string, campaignId: string): MembershipFacts | undefined {
    return this.memberships.get(`${userId}:${campaignId}`, this.now());
  }

  /** The membership facts of `userId` in `campaignId`, read through `load` on a miss (null: not a member). */
  async membership(
    userId: string,
    campaignId: string,
    load: () => Promise<MembershipFacts | undefined>,
  ): Promise<MembershipFacts | undefined> {
    const cached = this.cachedMembership(userId, campaignId);
    if (cached) return cached;
    const epoch = this.epoch;
    const facts = await load();
    if (facts && epoch === this.epoch) {
      this.memberships.set(`${userId}:${campaignId}`, {
        value: facts,
        owner: userId,
        expiresAt: this.now() + this.ttlMs,
      });
    }
    return facts;
  }

  /** The users/me record held for `userId`, or undefined (with no promise, as `cachedMembership`). */
  cachedRecord<R>(userId: string): R | undefined {
    return this.records.get(userId, this.now()) as R | undefined;
  }

  /**
   * The users/me record of `userId`, read through `load` on a miss. `validUntil` (ms) may shorten the
   * entry's life: an invitation it lists stops being open when it expires, with no write to notify.
   */
  async record<R>(
    userId: string,
    load: () => Promise<{ value: R; cache: boolean; validUntil?: number } | undefined>,
  ): Promise<R | undefined> {
    const cached = this.cachedRecord<R>(userId);
    if (cached) return cached;
    const epoch = this.epoch;
    const loaded = await load();
    if (!loaded) return undefined;
    if (loaded.cache && epoch === this.epoch) {
      const expiresAt = Math.min(this.now() + this.ttlMs, loaded.validUntil ?? Infinity);
      this.records.set(userId, { value: loaded.value, owner: userId, expiresAt });
    }
    return loaded.value;
  }

  /** The answer held for `campaignId` and `key`, or undefined (with no promise, as `cachedMembership`). */
  cachedBody(campaignId: string, key: string): Body | undefined {
    return this.bodies.get(`${campaignId}:${key}`, this.now());
  }

  /**
   * A serialised answer about `campaignId` (`key` names the route and its options), read through `load` on
   * a miss. Only answers that depend on nothing but the campaign and the key (the caller's access already
   * checked) belong here.
   */
  async body(campaignId: string, key: string, load: () => Promise<Body>): Promise<Body> {
    const cached = this.cachedBody(campaignId, key);
    if (cached !== undefined) return cached;
    const cacheKey = `${campaignId}:${key}`;
    const epoch = this.epoch;
    const shared = this.loading.get(cacheKey);
    if (shared?.epoch === epoch) return shared.body;
    const body = load();
    this.loading.set(cacheKey, { epoch, body });
    try {
      const value = await body;
      if (epoch === this.epoch) {
        this.bodies.set(cacheKey, { value, owner: campaignId, expiresAt: this.now() + this.ttlMs });
      }
      return value;
    } finally {
      if (this.loading.get(cacheKey)?.body === body) this.loading.delete(cacheKey);
    }
  }

  /** A user changed: their memberships and record, and every list body (lists show assignees' names). */
  evictUser(userId: string): void {
    this.epoch += 1;
    this.memberships.deleteOwner(userId);
    this.records.deleteOwner(userId);
    this.bodies.clear();
  }

  evictCampaign(campaignId: string): void {
    this.epoch += 1;
    this.bodies.deleteOwner(campaignId);
  }

  /** Every list body (a request that may have written anything answers). */
  evictBodies(): void {
    this.epoch += 1;
    this.bodies.clear();
  }

  clear(): void {
    this.epoch += 1;
    this.memberships.clear();
    this.records.clear();
    this.bodies.clear();
  }

  /** A NOTIFY on `groundwork_reads`: a user id, `campaign:<id>`, or `*`. */
  onNotification(payload: string | undefined): void {
    if (!payload || payload === '*') this.clear();
    else if (payload.startsWith(CAMPAIGN_PREFIX)) this.evictCampaign(payload.slice(CAMPAIGN_PREFIX.length));
    else this.evictUser(payload);
  }

  get size(): { memberships: number; records: number; bodies: number } {
    return { memberships: this.memberships.size, records: this.records.size, bodies: this.bodies.size };
  }

  /** Stops receiving this process's evictions (the app closed). */
  close(): void {
    this.clear();
    caches.delete(this);
  }
}

/** After a write that changes what `userId` may do or sees in users/me: evicts them in every cache. */
export const evictReadsOf = (...userIds: (string | null | undefined)[]): void => {
  for (const cache of caches) for (const id of userIds) if (id) cache.evictUser(id);
};

/** After a write whose readers are not known by id (a campaign's name, an invitation): evicts everything. */
export const evictAllReads = (): void => {
  for (const cache of caches) cache.clear();
};
