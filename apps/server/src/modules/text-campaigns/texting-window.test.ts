import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { aroundNewYorkNow, claimed, localClock, textCalls, textingCampaign } from './test-support.ts';

const t = await createTestApp();
const team = await textingCampaign(t, 'Window Campaign', [
  { firstName: 'La', zip: '90012' },
  { firstName: 'Ny', zip: '10001' },
  { firstName: 'Nowhere', zip: '00000' },
]);
const { campaign_id, manager, volunteer } = team;
const calls = textCalls(t, campaign_id);

describe('the claim says when texting opens for each voter (decision 0062)', () => {
  it('open in New York; closed in Los Angeles, and for an unknown ZIP in the campaign’s zone, until the start there', async () => {
    const hours = aroundNewYorkNow();
    await t.database.db
      .update(campaigns)
      .set({ textingHours: hours, timeZone: 'America/Los_Angeles' })
      .where(eq(campaigns.id, campaign_id));
    const tc = await calls.active(manager.auth, [volunteer.id]);
    const before = Date.now();
    const batch = claimed(await calls.claim(volunteer.auth, tc.id));
    const windowOf = (name: string) => batch.find((r) => r.first_name === name)?.texting_window;
    expect(windowOf('Ny')).toEqual({ opens_at: null, time_zone: 'America/New_York' });
    for (const name of ['La', 'Nowhere']) {
      const window = windowOf(name);
      expect(window?.time_zone).toBe('America/Los_Angeles');
      const opens = new Date(window?.opens_at ?? 0);
      expect(localClock(opens, 'America/Los_Angeles')).toBe(hours.start);
      expect(opens.getTime()).toBeGreaterThan(before);
      expect(opens.getTime() - before).toBeLessThan(24 * 3600_000);
    }
  });
});
