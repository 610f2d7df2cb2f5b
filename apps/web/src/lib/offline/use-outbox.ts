import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { fieldStore } from './field-db';
import { Outbox, type NewOutboxItem } from './outbox';
import { createIdbOutboxStorage, createMemoryOutboxStorage } from './outbox-storage';
import { sendOutboxItem } from './send-item';

let pageOutbox: Outbox | null = null;

/** The page's outbox: IndexedDB `groundwork-field` (or this page only where there is none). */
export const defaultOutbox = (): Outbox => {
  const store = fieldStore();
  return (pageOutbox ??= new Outbox(
    store ? createIdbOutboxStorage(store) : createMemoryOutboxStorage(),
    sendOutboxItem,
  ));
};

/** Where one queued item stands: on the phone, delivered, or refused with the server's reason. */
export type ItemStatus = { state: 'waiting' } | { state: 'sent' } | { state: 'refused'; detail: string };

/** Tests give their own outbox (fake storage, real logic). */
export const OutboxContext = createContext<Outbox | null>(null);

/** How often waiting items are tried again (besides coming back online and opening a field screen). */
export const RETRY_MS = 20_000;

/**
 * The signed-in user's outbox: `add` writes an item to the device and sends it; what waits is sent on open,
 * when the browser is back online and every 20 s while some wait. `onSent` follows each round that sent some.
 */
export const useOutbox = (userId: string, onSent?: () => Promise<unknown>) => {
  const outbox = useContext(OutboxContext) ?? defaultOutbox();
  const state = useSyncExternalStore(outbox.subscribe, outbox.getState);
  const mine = state.items.filter((i) => i.user_id === userId);
  const waiting = mine.filter((i) => i.refused === null);

  const flush = useCallback(async () => {
    if ((await outbox.flush(userId)) > 0) await onSent?.();
  }, [outbox, userId, onSent]);

  const hasWaiting = waiting.length > 0;
  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = hasWaiting ? window.setInterval(onOnline, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [flush, hasWaiting]);

  const add = useCallback(
    async (item: NewOutboxItem) => {
      await outbox.add(userId, item);
      await flush();
    },
    [outbox, userId, flush],
  );

  return {
    outbox,
    waiting,
    refused: mine.filter((i) => i.refused !== null),
    sending: state.sending,
    add,
    dismissRefused: () => outbox.dismissRefused(userId),
    statusOf: (clientId: string): ItemStatus => {
      const done = state.done.get(clientId);
      if (done === undefined) return { state: 'waiting' };
      return done === null ? { state: 'sent' } : { state: 'refused', detail: done };
    },
  };
};
