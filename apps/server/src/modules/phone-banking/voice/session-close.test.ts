/**
 * Issue 32 §2 and §5: closing a calling session releases the caller's voter (not left "Being called"), and
 * POST /phone-banking/call/end-session takes only call_session_id (the session knows its campaign).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CallSession } from '@groundwork/shared/contracts/voice';
import { callRecipients } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../test/harness.ts';
import { callingCampaign, claim, ok, phoneBank } from './test-support.ts';

const t = await createTestApp();
const db = t.database.db;

/** POST /api/phone-banking/call/end-session with exactly `payload` (no campaign_id added). */
const endOnly = (auth: Record<string, string>, payload: object) =>
  t.inject({ method: 'POST', url: '/api/phone-banking/call/end-session', headers: auth, payload });

const claimOf = async (pbId: string, voterId: string) =>
  (
    await db
      .select({ claimedBy: callRecipients.claimedBy, claimExpiresAt: callRecipients.claimExpiresAt })
      .from(callRecipients)
      .where(and(eq(callRecipients.phoneBankingCampaignId, pbId), eq(callRecipients.voterId, voterId)))
  )[0]!;

describe('closing a calling session', () => {
  it('takes only call_session_id: the session knows its campaign', async () => {
    const c = await callingCampaign(t, 'End with the session id');
    const pb = await phoneBank(t, c.campaign_id, [c.volunteer.id]);
    const session = ok<CallSession>(
      await c.calls.createSession(c.volunteer.auth, {
        phone_banking_campaign_id: pb.id,
        user_id: c.volunteer.id,
      }),
      201,
    );
    // Not the caller's own session: not found, as with the campaign named.
    expect((await endOnly(c.staff.auth, { call_session_id: session.call_session_id })).statusCode).toBe(404);
    const ended = ok<CallSession>(
      await endOnly(c.volunteer.auth, { call_session_id: session.call_session_id }),
    );
    expect(ended).toMatchObject({ call_session_id: session.call_session_id, status: 'ended' });
    // Ended already: not found.
    const again = await endOnly(c.volunteer.auth, { call_session_id: session.call_session_id });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ detail: 'This call session does not exist or has ended' });
    const missing = await endOnly(c.volunteer.auth, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ detail: 'call_session_id was not provided' });
  });

  it('with the campaign named, that campaign must be the session’s', async () => {
    const c = await callingCampaign(t, 'End named');
    const other = await callingCampaign(t, 'End named elsewhere');
    const pb = await phoneBank(t, c.campaign_id, [c.volunteer.id]);
    const session = ok<CallSession>(
      await c.calls.createSession(c.volunteer.auth, {
        phone_banking_campaign_id: pb.id,
        user_id: c.volunteer.id,
      }),
      201,
    );
    const wrong = await endOnly(c.volunteer.auth, {
      campaign_id: other.campaign_id,
      call_session_id: session.call_session_id,
    });
    expect(wrong.statusCode).toBe(404);
    ok(await c.calls.end(c.volunteer.auth, { call_session_id: session.call_session_id }));
  });

  it("releases the caller's claimed voters of that call campaign, and nobody else's", async () => {
    const c = await callingCampaign(t, 'Release on close', [{}, {}, {}]);
    const [mine, theirs, elsewhere] = c.voters as [
      (typeof c.voters)[number],
      (typeof c.voters)[number],
      (typeof c.voters)[number],
    ];
    const pb = await phoneBank(t, c.campaign_id, [c.volunteer.id, c.staff.id]);
    const otherPb = await phoneBank(t, c.campaign_id, [c.volunteer.id]);
    await claim(t, pb, mine.id, mine.phone!, c.volunteer.id);
    await claim(t, pb, theirs.id, theirs.phone!, c.staff.id);
    await claim(t, otherPb, elsewhere.id, elsewhere.phone!, c.volunteer.id);
    const session = ok<CallSession>(
      await c.calls.createSession(c.volunteer.auth, {
        phone_banking_campaign_id: pb.id,
        user_id: c.volunteer.id,
      }),
      201,
    );
    ok(await endOnly(c.volunteer.auth, { call_session_id: session.call_session_id }));
    expect(await claimOf(pb.id, mine.id)).toEqual({ claimedBy: null, claimExpiresAt: null });
    expect((await claimOf(pb.id, theirs.id)).claimedBy).toBe(c.staff.id);
    expect((await claimOf(otherPb.id, elsewhere.id)).claimedBy).toBe(c.volunteer.id);
  });
});
