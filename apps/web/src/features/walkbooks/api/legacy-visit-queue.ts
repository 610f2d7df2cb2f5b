import { z } from 'zod';
import { voterVisitBodySchema } from '@groundwork/shared/contracts/walkbooks';
import type { NewOutboxItem, Outbox } from '../../../lib/offline/outbox';
import { createDefaultKeyStore, createSecureStorage, type SecureStorage } from '../../../lib/secure-storage';

/** The browser storage key of decision 0023's queue, before the outbox moved to IndexedDB (0049). */
export const LEGACY_STORAGE_KEY = 'walkbookVisits';

const legacyEntrySchema = z.object({
  user_id: z.string(),
  revision: z.number().int(),
  body: voterVisitBodySchema.extend({ visit_id: z.uuid() }),
});
type LegacyBody = z.infer<typeof legacyEntrySchema>['body'];

let migrating: Promise<void> | null = null;

/** Moves the old encrypted localStorage queue into the outbox, once, then deletes it. */
export const migrateLegacyVisits = (
  outbox: Outbox,
  toItem: (body: LegacyBody) => NewOutboxItem,
  storage: SecureStorage = createSecureStorage({
    storage: window.localStorage,
    keyStore: createDefaultKeyStore('visits'),
  }),
): Promise<void> =>
  (migrating ??= (async () => {
    const entries = (await storage.getItem(LEGACY_STORAGE_KEY, z.array(legacyEntrySchema))) ?? [];
    for (const entry of entries) await outbox.add(entry.user_id, toItem(entry.body));
    storage.removeItem(LEGACY_STORAGE_KEY);
  })().catch(() => undefined));

/** Tests start each page afresh. */
export const resetLegacyMigration = (): void => {
  migrating = null;
};
