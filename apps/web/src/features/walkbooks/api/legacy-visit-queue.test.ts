import { describe, expect, it } from 'vitest';
import { Outbox } from '../../../lib/offline/outbox';
import { createMemoryOutboxStorage } from '../../../lib/offline/outbox-storage';
import { createMemoryKeyStore, createSecureStorage } from '../../../lib/secure-storage';
import { LEGACY_STORAGE_KEY, migrateLegacyVisits, resetLegacyMigration } from './legacy-visit-queue';
import { visitItem } from './visit-sync';

const USER = 'd3f89877-de19-4769-8254-e7fcb91cd4b9';
const body = {
  id: '5e0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  campaign_id: '4d6c48f3-1ce3-401f-956f-e59ee373355b',
  voter_id: '1b2c3d4e-5f6a-4b7c-9d8e-9f0a1b2c3d41',
  visit_id: '7a2e3c4d-5e6f-4a7b-8c1d-2e3f4a5b6c71',
  touch_result: 'not_home' as const,
  notes: null,
  survey_responses: [],
};

describe("decision 0023's localStorage queue", () => {
  it('moves into the outbox once, for the user who recorded it, then is deleted', async () => {
    resetLegacyMigration();
    const storage = createSecureStorage({ storage: localStorage, keyStore: createMemoryKeyStore() });
    await storage.setItem(LEGACY_STORAGE_KEY, [{ user_id: USER, revision: 2, body }]);
    const outbox = new Outbox(createMemoryOutboxStorage(), () => Promise.resolve({}));
    await migrateLegacyVisits(outbox, (b) => visitItem(b), storage);
    expect(outbox.getState().items).toMatchObject([
      { client_id: body.visit_id, user_id: USER, kind: 'visit', request: { body } },
    ]);
    expect(localStorage.getItem(LEGACY_STORAGE_KEY)).toBeNull();
    await migrateLegacyVisits(outbox, (b) => visitItem(b), storage);
    expect(outbox.getState().items).toHaveLength(1);
  });
});
