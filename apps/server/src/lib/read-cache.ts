/**
 * The per-process read cache of the authenticated read path (docs/decisions/0032-read-cache.md): the
 * membership facts the access check needs (per user and campaign) and the users/me record (per user),
 * so that a cached request makes no database round trip.
 *
 * Invalidation, correctness first:
 * - a write in this process evicts right after it runs (`evictReadsOf`, `evictAllReads`, called by the
 *   memberships, users, campaigns and invitations repositories) — every cache in the process, since a
 *   repository does not know which app it serves and evicting too much is always safe;
 * - a write by another process reaches this one through PostgreSQL's NOTIFY (channel `groundwork_reads`,
 *   triggers of migration 0017) and evicts the user named, or everything for `*`; a listener that fails or
 *   reconnects clears everything (notifications may have been missed);
 * - a fill that raced with an eviction is not stored (the epoch check), entries live at most `ttlMs`, and
 *   the cache holds at most `maxEntries` of each kind (least recently used first out).
 */

/** The channel the triggers of migration 0017 notify on: a user id, or `*` for everyone. */
export const READS_CHANNEL = 'groundwork_reads';

interface Entry<V> {
  value: V;
  userId: string;
  expiresAt: number;
}

/** A bounded map with expiry, least recently used out first. */
class Lru<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) return undefined;
    this.entries.set(key, entry); // most recently used last
    return entry.value;
  }

  set(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  deleteUser(userId: string): void {
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

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
  ttlMs?: number;
  now?: () => number;
}

const caches = new Set<ReadCache>();

export class ReadCache {
  private readonly memberships: Lru<MembershipFacts>;
  private readonly records: Lru<unknown>;
  private readonly ttlMs: number;
  private readonly now: () => number;
  /** Bumped by every eviction: a fill that read the database before it is not stored. */
  private epoch = 0;

  constructor(options: ReadCacheOptions = {}) {
    this.memberships = new Lru(options.maxEntries ?? 5000);
    this.records = new Lru(options.maxEntries ?? 5000);
    this.ttlMs = options.ttlMs ?? 60_000;
    this.now = options.now ?? Date.now;
    caches.add(this);
  }

  /** The membership facts of `userId` in `campaignId`, read through `load` on a miss (null: not a member). */
  async membership(
    userId: string,
    campaignId: string,
    load: () => Promise<MembershipFacts | undefined>,
  ): Promise<MembershipFacts | undefined> {
    const key = `${userId}:${campaignId}`;
    const cached = this.memberships.get(key, this.now());
    if (cached) return cached;
    const epoch = this.epoch;
    const facts = await load();
    if (facts && epoch === this.epoch) {
      this.memberships.set(key, { value: facts, userId, expiresAt: this.now() + this.ttlMs });
    }
    return facts;
  }

  /**
   * The users/me record of `userId`, read through `load` on a miss. `validUntil` (ms) may shorten the
   * entry's life: an invitation it lists stops being open when it expires, with no write to notify.
   */
  async record<R>(
    userId: string,
    load: () => Promise<{ value: R; cache: boolean; validUntil?: number } | undefined>,
  ): Promise<R | undefined> {
    const cached = this.records.get(userId, this.now()) as R | undefined;
    if (cached) return cached;
    const epoch = this.epoch;
    const loaded = await load();
    if (!loaded) return undefined;
    if (loaded.cache && epoch === this.epoch) {
      const expiresAt = Math.min(this.now() + this.ttlMs, loaded.validUntil ?? Infinity);
      this.records.set(userId, { value: loaded.value, userId, expiresAt });
    }
    return loaded.value;
  }

  evictUser(userId: string): void {
    this.epoch += 1;
    this.memberships.deleteUser(userId);
    this.records.deleteUser(userId);
  }

  clear(): void {
    this.epoch += 1;
    this.memberships.clear();
    this.records.clear();
  }

  /** A NOTIFY on `groundwork_reads`: a user id, or `*`. */
  onNotification(payload: string | undefined): void {
    if (payload && payload !== '*') this.evictUser(payload);
    else this.clear();
  }

  get size(): { memberships: number; records: number } {
    return { memberships: this.memberships.size, records: this.records.size };
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
