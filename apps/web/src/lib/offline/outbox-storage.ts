import { z } from 'zod';
import type { FieldStore, OutboxKind } from './field-db';

/**
 * The call an outbox item makes: JSON, or a multipart form with one JSON field and the photo (decision 0037).
 * What is stored is kept as sent: any JSON value (an older app's item still reads back whole); the queued
 * endpoints' own schemas check it when it is used and when it is sent.
 */
export const outboxRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('json'),
    method: z.enum(['PUT', 'POST']),
    path: z.string(),
    body: z.json(),
  }),
  z.object({
    type: z.literal('upload'),
    path: z.string(),
    query: z.record(z.string(), z.string()),
    field: z.string(),
    values: z.json(),
    filename: z.string(),
  }),
]);
export type OutboxRequest = z.infer<typeof outboxRequestSchema>;

/** What the screens say about an item: the walkbook and door of a visit, the sign of a placement. */
export const outboxLabelSchema = z.object({
  walkbook_id: z.string().optional(),
  door: z.string().optional(),
  voter_id: z.string().optional(),
  title: z.string().optional(),
});

const sealedSchema = z.object({
  revision: z.number().int(),
  label: outboxLabelSchema,
  request: outboxRequestSchema,
});

export interface OutboxItem extends z.infer<typeof sealedSchema> {
  client_id: string;
  /** Order of sending: when the item was first queued. */
  seq: number;
  /** Only ever sent by the user who recorded it. */
  user_id: string;
  kind: OutboxKind;
  photo: Blob | null;
  /** The server's reason when it refused the item for good; null while it waits. */
  refused: string | null;
}

/** Where the outbox keeps its items between pages. */
export interface OutboxStorage {
  load: () => Promise<OutboxItem[]>;
  put: (item: OutboxItem) => Promise<void>;
  remove: (clientId: string) => Promise<void>;
}

/** The page only: where IndexedDB is unavailable nothing falls back to plain text (decision 0023). */
export const createMemoryOutboxStorage = (): OutboxStorage => {
  const items = new Map<string, OutboxItem>();
  return {
    load: () => Promise.resolve([...items.values()]),
    put: (item) => {
      items.set(item.client_id, item);
      return Promise.resolve();
    },
    remove: (clientId) => {
      items.delete(clientId);
      return Promise.resolve();
    },
  };
};

const aad = (clientId: string) => `outbox:${clientId}`;

/** One IndexedDB record per item, the request encrypted (bound to its client id), the photo a Blob. */
export const createIdbOutboxStorage = ({ db, cipher }: FieldStore): OutboxStorage => ({
  load: async () => {
    const records = await (await db()).getAllFromIndex('outbox', 'seq');
    const items = await Promise.all(
      records.map(async ({ data, ...record }) => {
        const sealed = await cipher.decrypt(aad(record.client_id), data, sealedSchema);
        return sealed ? { ...record, ...sealed } : null; // another key (a wiped profile): unreadable
      }),
    );
    return items.filter((item) => item !== null);
  },
  put: async ({ revision, label, request, ...record }) => {
    const data = await cipher.encrypt(aad(record.client_id), { revision, label, request });
    await (await db()).put('outbox', { ...record, data });
  },
  remove: async (clientId) => {
    await (await db()).delete('outbox', clientId);
  },
});
