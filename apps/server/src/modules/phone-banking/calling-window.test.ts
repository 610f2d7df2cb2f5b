import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContactWindow } from '@groundwork/shared/contracts/campaigns';
import { campaigns } from '../../db/schema/index.ts';
import { createTestApp } from '../../test/harness.ts';
import { aroundNewYorkNow, localClock } from '../text-campaigns/test-support.ts';
import { callingCampaign, pbCalls } from './test-support.ts';

const t = await createTestApp();
const team = await callingCampaign(t, 'Calling Window', [{ firstName: 'La', zip: '90012' }]);
const rival = await callingCampaign(t, 'Rival Window');
const { campaign_id, manager, volunteer, staff } = team;
const calls = pbCalls(t, campaign_id);
const windowOf = (auth: Record<string, string>, id: string, cid = campaign_id) =>
  calls.inject('GET', `/api/phone-banking/${id}/calling-window?campaign_id=${cid}`, auth);
const setZone = (timeZone: string) =>
  t.database.db
    .update(campaigns)
    .set({ callingHours: aroundNewYorkNow(), timeZone })
    .where(eq(campaigns.id, campaign_id));

describe('GET /phone-banking/{id}/calling-window (decision 0062)', () => {
  it("says when calling opens for the call campaign's voters, in their zone", async () => {
    const pb = await calls.active(manager.auth, [volunteer.id]);
    // The voter in Los Angeles and the campaign there too: closed until the start, Los Angeles time.
    await setZone('America/Los_Angeles');
    const before = Date.now();
    const closed = await windowOf(volunteer.auth, pb.id);
    expect(closed.statusCode).toBe(200);
    const window = closed.json<ContactWindow>();
    expect(window.time_zone).toBe('America/Los_Angeles');
    const opens = new Date(window.opens_at ?? 0);
    expect(localClock(opens, 'America/Los_Angeles')).toBe(aroundNewYorkNow().start);
    expect(opens.getTime() - before).toBeGreaterThan(0);
    expect(opens.getTime() - before).toBeLessThan(24 * 3600_000);
    // The campaign's zone (voters without a known ZIP) in New York: open now.
    await setZone('America/New_York');
    expect((await windowOf(volunteer.auth, pb.id)).json()).toEqual({
      opens_at: null,
      time_zone: 'America/New_York',
    });
  });

  it('is for the call campaign’s callers and leads only', async () => {
    const pb = await calls.active(manager.auth, [volunteer.id]);
    expect((await windowOf(staff.auth, pb.id)).statusCode).toBe(403);
    expect((await windowOf(rival.manager.auth, pb.id, rival.campaign_id)).statusCode).toBe(404);
  });
});
