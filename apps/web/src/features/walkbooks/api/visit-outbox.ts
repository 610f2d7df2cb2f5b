import { z } from 'zod';
import { voterVisitBodySchema, type VoterVisit } from '@groundwork/shared/contracts/walkbooks';
import { isApiError } from '../../../lib/api-error';
import type { SecureStorage } from '../../../lib/secure-storage';

/** The browser storage key of the door results not yet sent (encrypted, decision 0023). */
export const OUTBOX_STORAGE_KEY = 'walkbookVisits';

/** A door result as queued: always with its visit id, so sending it twice is one touch. */
export type QueuedVisit = VoterVisit & { visit_id: string };

const entrySchema = z.object({
  user_id: z.string(),
  /** Grows with every change of the entry; a reply to an older revision does not remove a newer one. */
  revision: z.number().int(),
  body: voterVisitBodySchema.extend({ visit_id: z.uuid() }),
});
type Entry = z.infer<typeof entrySchema>;

/** A result the server refused for good (archived walkbook, voter removed): shown, then let go. */
export interface RefusedVisit {
  visit_id: string;
  voter_id: string;
  detail: string;
}

export interface OutboxState {
  entries: readonly Entry[];
  refused: readonly RefusedVisit[];
}

/** No reply, a session to renew, a busy or failing server: the same result may go through later. */
const isWorthRetrying = (error: unknown): boolean =>
  !isApiError(error) || error.status === 0 || [401, 408, 429].includes(error.status) || error.status >= 500;

/**
 * Door results on their way to the server. Every result is written to encrypted browser storage before it is
 * sent and removed only once the server has it, so a closed tab, a reload or a dead zone loses nothing; a
 * result changed before it went out replaces the queued one (same visit id). Results are sent in the order they
 * were given, each only by the user who recorded it; sending stops at the first one that may succeed later.
 */
export class VisitOutbox {
  readonly #storage: SecureStorage;
  readonly #send: (body: QueuedVisit) => Promise<unknown>;
  #state: OutboxState = { entries: [], refused: [] };
  #loading: Promise<void> | null = null;
  #writing: Promise<void> = Promise.resolve();
  #flushing: Promise<number> | null = null;
  #again = false;
  readonly #listeners = new Set<() => void>();

  constructor(storage: SecureStorage, send: (body: QueuedVisit) => Promise<unknown>) {
    this.#storage = storage;
    this.#send = send;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getState = (): OutboxState => this.#state;

  /** Reads what an earlier page left unsent (once); results added meanwhile win over stored ones. */
  load(): Promise<void> {
    this.#loading ??= (async () => {
      const stored = (await this.#storage.getItem(OUTBOX_STORAGE_KEY, z.array(entrySchema))) ?? [];
      const added = new Set(this.#state.entries.map((e) => e.body.visit_id));
      this.#set({ entries: [...stored.filter((e) => !added.has(e.body.visit_id)), ...this.#state.entries] });
    })();
    return this.#loading;
  }

  /** Queues a result (or replaces the queued one with the same visit id) and stores the queue. */
  async add(userId: string, body: QueuedVisit): Promise<void> {
    await this.load();
    const { entries } = this.#state;
    const previous = entries.find((e) => e.body.visit_id === body.visit_id);
    const entry = { user_id: userId, revision: (previous?.revision ?? 0) + 1, body };
    this.#set({
      entries: previous ? entries.map((e) => (e === previous ? entry : e)) : [...entries, entry],
    });
    await this.#persist();
  }

  /** Sends `userId`'s queued results; answers how many the server took. */
  flush(userId: string): Promise<number> {
    if (this.#flushing) {
      this.#again = true;
      return this.#flushing;
    }
    const run = async (): Promise<number> => {
      await this.load();
      let sent = 0;
      do {
        this.#again = false;
        sent += await this.#sendAll(userId);
      } while (this.#again);
      return sent;
    };
    this.#flushing = run().finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  /** Forgets the refusals once the user has seen them. */
  dismissRefused(): void {
    this.#set({ refused: [] });
  }

  async #sendAll(userId: string): Promise<number> {
    let sent = 0;
    for (;;) {
      const entry = this.#state.entries.find((e) => e.user_id === userId);
      if (!entry) return sent;
      try {
        await this.#send(entry.body);
        sent += 1;
      } catch (error) {
        if (isWorthRetrying(error)) return sent;
        const detail = error instanceof Error ? error.message : String(error);
        this.#set({
          refused: [
            ...this.#state.refused,
            { visit_id: entry.body.visit_id, voter_id: entry.body.voter_id, detail },
          ],
        });
      }
      // A result changed while it was on its way stays queued: its newer revision goes next.
      this.#set({ entries: this.#state.entries.filter((e) => e !== entry) });
      await this.#persist();
    }
  }

  #persist(): Promise<void> {
    const { entries } = this.#state;
    this.#writing = this.#writing
      .then(() =>
        entries.length === 0
          ? this.#storage.removeItem(OUTBOX_STORAGE_KEY)
          : this.#storage.setItem(OUTBOX_STORAGE_KEY, entries),
      )
      .catch(() => undefined); // storage full or unavailable: the results stay queued in memory
    return this.#writing;
  }

  #set(patch: Partial<OutboxState>): void {
    this.#state = { ...this.#state, ...patch };
    for (const listener of this.#listeners) listener();
  }
}
