import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { voterUpdateSchema } from '@groundwork/shared/contracts/walkbooks';
import { apiClient } from '../../../lib/api-client';
import { createDefaultKeyStore, createSecureStorage } from '../../../lib/secure-storage';
import { walkbookKeys } from '../keys';
import { VisitOutbox, type QueuedVisit } from './visit-outbox';

/** PUT /api/walkbook/: one door result for one voter, with the survey answers (a touch). */
export const recordVisit = (body: QueuedVisit) =>
  apiClient.request('/walkbook/', { method: 'PUT', body, schema: voterUpdateSchema });

let pageOutbox: VisitOutbox | null = null;

/** The page's outbox: localStorage, encrypted with its own key kept in IndexedDB (decisions 0011, 0023). */
const defaultOutbox = (): VisitOutbox =>
  (pageOutbox ??= new VisitOutbox(
    createSecureStorage({ storage: window.localStorage, keyStore: createDefaultKeyStore('visits') }),
    recordVisit,
  ));

/** Tests give their own outbox (fake storage, real logic). */
export const VisitOutboxContext = createContext<VisitOutbox | null>(null);

/** How often queued results are tried again while some wait (besides coming back online). */
const RETRY_MS = 20_000;

/**
 * The signed-in user's door results: `record` queues one durably and sends it; what is still queued is sent
 * on open, when the browser is back online and every 20 s while some wait.
 */
export const useVisitSync = (userId: string) => {
  const outbox = useContext(VisitOutboxContext) ?? defaultOutbox();
  const queryClient = useQueryClient();
  const state = useSyncExternalStore(outbox.subscribe, outbox.getState);
  const pending = state.entries.filter((e) => e.user_id === userId);

  const flush = useCallback(async () => {
    // Walkbooks, their routes and touches all follow from the results.
    if ((await outbox.flush(userId)) > 0) await queryClient.invalidateQueries({ queryKey: walkbookKeys.all });
  }, [outbox, userId, queryClient]);

  const waiting = pending.length > 0;
  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = waiting ? window.setInterval(onOnline, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [flush, waiting]);

  const record = useCallback(
    async (body: QueuedVisit) => {
      await outbox.add(userId, body);
      await flush();
    },
    [outbox, userId, flush],
  );

  return {
    pending: pending.map((e) => e.body),
    refused: state.refused,
    dismissRefused: () => outbox.dismissRefused(),
    record,
  };
};
