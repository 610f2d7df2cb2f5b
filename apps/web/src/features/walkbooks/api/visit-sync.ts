import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { z } from 'zod';
import { voterVisitBodySchema, type VoterVisit } from '@groundwork/shared/contracts/walkbooks';
import type { NewOutboxItem } from '../../../lib/offline/outbox';
import type { OutboxItem } from '../../../lib/offline/outbox-storage';
import { useOutbox } from '../../../lib/offline/use-outbox';
import { walkbookKeys } from '../keys';
import { migrateLegacyVisits } from './legacy-visit-queue';

/** A door result as queued: always with its visit id, so sending it twice is one touch (decision 0023). */
export type QueuedVisit = VoterVisit & { visit_id: string };

const queuedVisitSchema = voterVisitBodySchema.extend({ visit_id: z.uuid() });

/** Where a door result was given: its household and the voter's name, for the screens. */
export interface VisitPlace {
  door?: string | undefined;
  voter?: string | undefined;
}

/** The outbox item of a door result (PUT /api/walkbook/), its visit id the client id. */
export const visitItem = (body: QueuedVisit, place: VisitPlace = {}): NewOutboxItem => ({
  client_id: body.visit_id,
  kind: 'visit',
  label: {
    walkbook_id: body.id,
    voter_id: body.voter_id,
    ...(place.door ? { door: place.door } : {}),
    ...(place.voter ? { title: `Door result for ${place.voter}` } : {}),
  },
  request: { type: 'json', method: 'PUT', path: '/walkbook/', body },
});

/** The door result an outbox item carries, if it is one. */
export const visitOf = (item: OutboxItem): QueuedVisit | null => {
  if (item.kind !== 'visit' || item.request.type !== 'json') return null;
  const parsed = queuedVisitSchema.safeParse(item.request.body);
  return parsed.success ? parsed.data : null;
};

/** Doors (not voters) with results waiting: a household counts once however many of its voters were asked. */
export const countDoors = (items: readonly OutboxItem[]): number =>
  new Set(
    items
      .filter((i) => i.kind === 'visit')
      .map((i) => `${i.label.walkbook_id ?? ''}:${i.label.door ?? i.label.voter_id ?? i.client_id}`),
  ).size;

/**
 * The signed-in user's door results: `record` writes one to the device and sends it (see useOutbox); the
 * walkbooks are read again once some went through.
 */
export const useVisitSync = (userId: string) => {
  const queryClient = useQueryClient();
  const onSent = useCallback(
    () => queryClient.invalidateQueries({ queryKey: walkbookKeys.all }),
    [queryClient],
  );
  const sync = useOutbox(userId, onSent);
  const { outbox } = sync;
  useEffect(() => {
    void migrateLegacyVisits(outbox, (body) => visitItem(body));
  }, [outbox]);

  const pending = sync.waiting.flatMap((i) => visitOf(i) ?? []);
  return {
    ...sync,
    pending,
    record: (body: QueuedVisit, place?: VisitPlace) => sync.add(visitItem(body, place)),
  };
};
