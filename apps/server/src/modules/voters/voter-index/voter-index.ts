/**
 * The in-process columnar voter index (docs/decisions/0019-voter-index.md): counts and breakdowns of
 * a filter from typed arrays instead of SQL, exact and never stale. Each answer first reads the
 * campaign's data version (one indexed lookup; triggers bump it on every change, migration 0011):
 * when the cached index has that version it answers from memory; when another process stored the index
 * of that version in the database (snapshot.ts, docs/decisions/0070-statewide.md) this one opens it and
 * answers, reading the columns the answer touches first and the rest in the background; otherwise this
 * request goes to SQL and a rebuild starts in the background (one at a time), whose index is then stored
 * for the processes that start later. A few campaigns stay cached (LRU).
 */
import type { VoterBreakdown, VoterFilter } from '@groundwork/shared/contracts/voters';
import type { Db } from '../../../db/client.ts';
import { breakdownMembers } from './breakdown.ts';
import { forEachMember } from './bitset.ts';
import { columnBytes, readId, type VoterColumns } from './columns.ts';
import { countMembers, evaluate, indexSupports } from './evaluate.ts';
import { loadVoterColumns, readVersion, VoterDataChanged } from './load.ts';
import {
  hasSnapshot,
  openSnapshot,
  SnapshotGone,
  withColumns,
  writeSnapshot,
  type SnapshotColumns,
} from './snapshot.ts';

export interface VoterIndexStats {
  /** Answers from memory. */
  hits: number;
  /** Answers left to SQL because the index was missing or stale. */
  misses: number;
  /** Answers left to SQL because the filter needs it (free-text name) or the index is off. */
  unsupported: number;
  builds: number;
  failedBuilds: number;
  lastBuildMs: number;
  /** Indexes opened from the database's snapshot instead of built. */
  snapshotOpens: number;
}

interface Entry {
  version: number;
  columns: VoterColumns;
  /** Opened from a snapshot: its columns are read as answers touch them. */
  snapshot?: SnapshotColumns;
}

export class VoterIndex {
  /** Off: every answer goes to SQL (tests compare both paths). */
  enabled = true;
  readonly stats: VoterIndexStats = {
    hits: 0,
    misses: 0,
    unsupported: 0,
    builds: 0,
    failedBuilds: 0,
    lastBuildMs: 0,
    snapshotOpens: 0,
  };
  private readonly cache = new Map<string, Entry>();
  private building: Promise<void> | null = null;
  /** Snapshots being opened or read in the background (close waits for them). */
  private readonly reading = new Set<Promise<unknown>>();
  private readonly opening = new Map<string, Promise<Entry | null>>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly capacity = 4,
  ) {}

  /** The up-to-date index of the campaign, or null (then SQL answers and a rebuild is started). */
  private async fresh(campaignId: string, filter: VoterFilter): Promise<Entry | null> {
    if (!this.enabled || this.closed || !indexSupports(filter)) {
      this.stats.unsupported += 1;
      return null;
    }
    const version = await readVersion(this.db, campaignId);
    const entry = this.cache.get(campaignId);
    if (entry && entry.version === version) {
      this.cache.delete(campaignId); // most recently used last
      this.cache.set(campaignId, entry);
      this.stats.hits += 1;
      return entry;
    }
    const opened = await this.open(campaignId, version);
    if (opened) {
      this.stats.hits += 1;
      return opened;
    }
    this.stats.misses += 1;
    void this.rebuild(campaignId); // never rejects: failures are counted and warned
    return null;
  }

  /** The campaign's snapshot at `version` opened and cached, or null; concurrent askers share one opening. */
  private open(campaignId: string, version: number): Promise<Entry | null> {
    const key = `${campaignId}:${version}`;
    let opening = this.opening.get(key);
    if (!opening) {
      opening = this.track(openSnapshot(this.db, campaignId, version)).then((snapshot) => {
        if (!snapshot || this.closed) return null;
        const entry: Entry = { version, columns: snapshot.columns, snapshot };
        this.store(campaignId, entry);
        this.stats.snapshotOpens += 1;
        void this.track(snapshot.loadAll()).catch(() => this.cache.delete(campaignId)); // replaced meanwhile
        return entry;
      });
      this.opening.set(key, opening);
      void opening.finally(() => this.opening.delete(key)).catch(() => undefined);
    }
    return opening;
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.reading.add(promise);
    void promise.finally(() => this.reading.delete(promise)).catch(() => undefined);
    return promise;
  }

  private store(campaignId: string, entry: Entry) {
    this.cache.delete(campaignId);
    this.cache.set(campaignId, entry);
    while (this.cache.size > this.capacity) this.cache.delete(this.cache.keys().next().value!);
  }

  /**
   * `answer` on the campaign's up-to-date columns (a snapshot's read as it touches them), or null when SQL
   * must answer (no index, or its snapshot was replaced while read).
   */
  private async answer<T>(
    campaignId: string,
    filter: VoterFilter,
    answer: (c: VoterColumns) => T,
  ): Promise<T | null> {
    const entry = await this.fresh(campaignId, filter);
    if (!entry) return null;
    if (!entry.snapshot) return answer(entry.columns);
    try {
      return await withColumns(entry.snapshot, answer);
    } catch (error) {
      if (!(error instanceof SnapshotGone)) throw error;
      if (this.cache.get(campaignId) === entry) this.cache.delete(campaignId);
      return null;
    }
  }

  /** `{ count, doors }` of the filter, or null when SQL must answer. */
  async count(campaignId: string, filter: VoterFilter, today = new Date()) {
    return this.answer(campaignId, filter, (c) => countMembers(c, evaluate(c, filter, today)));
  }

  /** The breakdown with its doors, or null when SQL must answer. */
  async breakdown(
    campaignId: string,
    filter: VoterFilter,
    today = new Date(),
  ): Promise<VoterBreakdown | null> {
    return this.answer(campaignId, filter, (c) => {
      const set = evaluate(c, filter, today);
      return { ...breakdownMembers(c, set, today), doors: countMembers(c, set).doors };
    });
  }

  /**
   * The ids of the voters matching the filter, from memory, waiting for a build when the index is not
   * current (a build reads pages, so other requests run meanwhile); null when the index cannot answer
   * (off, a free-text name, or the data kept changing during builds).
   */
  async selectIds(campaignId: string, filter: VoterFilter, today = new Date()): Promise<string[] | null> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const ids = await this.answer(campaignId, filter, (c) => {
        const list: string[] = [];
        forEachMember(evaluate(c, filter, today), (i) => list.push(readId(c.ids, i)));
        return list;
      });
      if (ids) return ids;
      if (!this.enabled || this.closed || !indexSupports(filter)) return null;
      await this.rebuild(campaignId); // this campaign's build, or another one's to wait out first
    }
    return null;
  }

  /** Starts a background rebuild of the campaign unless one is running; resolves when it is done. */
  rebuild(campaignId: string): Promise<void> {
    if (this.building || this.closed) return this.building ?? Promise.resolve();
    const started = performance.now();
    this.building = loadVoterColumns(this.db, campaignId)
      .then(async (entry) => {
        if (this.closed) return;
        this.store(campaignId, entry);
        this.stats.builds += 1;
        this.stats.lastBuildMs = Math.round(performance.now() - started);
        // For the processes that start later (a second one writing the same version finds it stored).
        await writeSnapshot(this.db, campaignId, entry.version, entry.columns).catch((error: unknown) => {
          if (!this.closed) process.emitWarning(`voter index snapshot not stored: ${String(error)}`);
        });
      })
      .catch((error: unknown) => {
        this.stats.failedBuilds += 1;
        // A write landing mid-build is expected: the next request builds again.
        if (!this.closed && !(error instanceof VoterDataChanged)) {
          process.emitWarning(
            `voter index rebuild failed: ${error instanceof Error ? error.message : error}`,
          );
        }
      })
      .finally(() => {
        this.building = null;
      });
    return this.building;
  }

  /**
   * Builds the campaign's index and stores its snapshot unless the current version's is stored already
   * (the job queued after an import); throws when the data kept changing meanwhile, so the job retries.
   */
  async storeSnapshot(campaignId: string): Promise<void> {
    for (let attempt = 0; attempt < 3 && !this.closed; attempt += 1) {
      if (await hasSnapshot(this.db, campaignId, await readVersion(this.db, campaignId))) return;
      await this.rebuild(campaignId); // this campaign's build, or another one's to wait out first
    }
    if (!this.closed) throw new Error('the voter index snapshot was not stored: the data kept changing');
  }

  /** Resolves when no rebuild is running. */
  async idle(): Promise<void> {
    while (this.building || this.reading.size) {
      await Promise.allSettled([this.building, ...this.reading]);
    }
  }

  /** Bytes the cached columns hold, by campaign (one opened from a snapshot once every column is read). */
  memory(): Record<string, number> {
    const loaded = [...this.cache].filter(([, e]) => !e.snapshot || e.snapshot.complete);
    return Object.fromEntries(loaded.map(([id, e]) => [id, columnBytes(e.columns)]));
  }

  /** No more rebuilds; waits for the running one. */
  async close(): Promise<void> {
    this.closed = true;
    await this.idle();
    this.cache.clear();
  }
}

const indexes = new WeakMap<Db, VoterIndex>();

/** The one voter index of a database handle. */
export const voterIndexFor = (db: Db): VoterIndex => {
  let index = indexes.get(db);
  if (!index) {
    index = new VoterIndex(db);
    indexes.set(db, index);
  }
  return index;
};
