import { isApiError } from '../api-error';
import type { OutboxItem, OutboxStorage } from './outbox-storage';

/** An item as the app queues it; the outbox adds its order, revision and state. */
export type NewOutboxItem = Pick<OutboxItem, 'client_id' | 'kind' | 'label' | 'request'> & {
  photo?: Blob | null;
};

export interface OutboxState {
  /** Every item on this device, waiting or refused, in the order they are sent. */
  items: readonly OutboxItem[];
  /** An item is on its way to the server. */
  sending: boolean;
  /** What became of the items that left this page's outbox: null once sent, else the server's refusal. */
  done: ReadonlyMap<string, string | null>;
}

/**
 * The server took the item (a 2xx) but this version of the app could not read its reply: the work is saved, so
 * the item is delivered, never shown as refused nor sent again (the outbox does not use the reply).
 */
const acceptedUnread = (error: unknown): boolean =>
  isApiError(error) && error.code === 'INVALID_RESPONSE' && error.status >= 200 && error.status < 300;

/** No reply, a session to renew, a busy or failing server: the same item may go through later. */
export const isWorthRetrying = (error: unknown): boolean =>
  !isApiError(error) || error.status === 0 || [401, 408, 429].includes(error.status) || error.status >= 500;

/**
 * Field work on its way to the server (decisions 0023, 0049). Every item is written to the device before it
 * is sent and leaves it only once the server has answered, so a closed tab, a reload or a dead zone loses
 * nothing, and a page killed mid-send sends the same item (same client id, which the server takes as an
 * idempotency key) again. Items go in the order they were first queued, each only by the user who recorded
 * it; sending stops at the first one that may pass later. An item changed before it went out replaces the
 * queued one; refusals stay, with the server's reason, until the user dismisses them.
 */
export class Outbox {
  readonly #storage: OutboxStorage;
  readonly #send: (item: OutboxItem) => Promise<unknown>;
  #state: OutboxState = { items: [], sending: false, done: new Map() };
  #loading: Promise<void> | null = null;
  #flushing: Promise<number> | null = null;
  #again = false;
  readonly #listeners = new Set<() => void>();

  constructor(storage: OutboxStorage, send: (item: OutboxItem) => Promise<unknown>) {
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

  /** Reads what earlier pages left (once); items added meanwhile win over stored ones. */
  load(): Promise<void> {
    this.#loading ??= (async () => {
      const stored = await this.#storage.load().catch(() => []);
      const added = new Set(this.#state.items.map((i) => i.client_id));
      this.#set({
        items: this.#sorted([...stored.filter((i) => !added.has(i.client_id)), ...this.#state.items]),
      });
    })();
    return this.#loading;
  }

  /** Queues an item (or replaces the queued one with the same client id) and writes it to the device. */
  async add(userId: string, item: NewOutboxItem): Promise<void> {
    await this.load();
    const { items } = this.#state;
    const previous = items.find((i) => i.client_id === item.client_id);
    const entry: OutboxItem = {
      ...item,
      photo: item.photo ?? previous?.photo ?? null,
      user_id: userId,
      seq: previous?.seq ?? Math.max(Date.now(), ...items.map((i) => i.seq + 1)),
      revision: (previous?.revision ?? 0) + 1,
      refused: null,
    };
    const done = new Map(this.#state.done);
    done.delete(item.client_id); // queued again: it waits anew
    this.#set({
      items: previous ? items.map((i) => (i === previous ? entry : i)) : [...items, entry],
      done,
    });
    await this.#storage.put(entry).catch(() => undefined); // storage full: kept in memory for this page
  }

  /** Sends `userId`'s waiting items; answers how many the server took. */
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
    this.#set({ sending: true });
    this.#flushing = run().finally(() => {
      this.#flushing = null;
      this.#set({ sending: false });
    });
    return this.#flushing;
  }

  /** Lets go of `userId`'s refused items once they have read why. */
  async dismissRefused(userId: string): Promise<void> {
    const gone = this.#state.items.filter((i) => i.user_id === userId && i.refused !== null);
    this.#set({ items: this.#state.items.filter((i) => !gone.includes(i)) });
    await Promise.all(gone.map((i) => this.#storage.remove(i.client_id).catch(() => undefined)));
  }

  async #sendAll(userId: string): Promise<number> {
    let sent = 0;
    for (;;) {
      const item = this.#state.items.find((i) => i.user_id === userId && i.refused === null);
      if (!item) return sent;
      try {
        await this.#send(item);
        sent += 1;
      } catch (error) {
        if (acceptedUnread(error)) sent += 1;
        else if (isWorthRetrying(error)) return sent;
        else {
          await this.#refuse(item, error instanceof Error ? error.message : String(error));
          continue;
        }
      }
      // An item changed while it was on its way stays queued: its newer revision goes next.
      if (!this.#state.items.includes(item)) continue;
      this.#set({
        items: this.#state.items.filter((i) => i !== item),
        done: new Map(this.#state.done).set(item.client_id, null),
      });
      await this.#storage.remove(item.client_id).catch(() => undefined);
    }
  }

  async #refuse(item: OutboxItem, detail: string): Promise<void> {
    const current = this.#state.items.find((i) => i.client_id === item.client_id) ?? item;
    const refused = { ...current, refused: detail };
    this.#set({
      items: this.#state.items.map((i) => (i === current ? refused : i)),
      done: new Map(this.#state.done).set(item.client_id, detail),
    });
    await this.#storage.put(refused).catch(() => undefined);
  }

  #sorted(items: OutboxItem[]): OutboxItem[] {
    return items.sort((a, b) => a.seq - b.seq);
  }

  #set(patch: Partial<OutboxState>): void {
    this.#state = { ...this.#state, ...patch };
    for (const listener of this.#listeners) listener();
  }
}
