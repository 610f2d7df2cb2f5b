import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UpdatedCallRecipients } from '@groundwork/shared/contracts/phone-banking';
import type { NextVoter } from '@groundwork/shared/contracts/call-queue';
import {
  callRecipients,
  campaigns,
  touches,
  walkbooks,
  walkbookVisits,
  voters,
} from '../../db/schema/index.ts';
import { addMember } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { recordConsent } from '../consent/consent.repository.ts';
import { ALL_DAY, addVoters, callingCampaign, pbCalls, type VoterSpec } from './test-support.ts';

const t = await createTestApp();
const db = t.database.db;
const team = await callingCampaign(t, 'Queue Campaign');
const rival = await callingCampaign(t, 'Rival Queue', [{ firstName: 'Zed' }]);
const { campaign_id, manager, volunteer, staff } = team;
const calls = pbCalls(t, campaign_id);
const caller = { auth: volunteer.auth, id: volunteer.id };

/** Voters of their own party, so each test's call campaign reaches only them. */
const votersOf = (party: string, specs: VoterSpec[]) =>
  addVoters(
    t,
    campaign_id,
    specs.map((s) => ({ ...s, party })),
  );
const activeFor = (party: string, callers: string[] = [volunteer.id], body: object = {}) =>
  calls.active(manager.auth, callers, { filter_params: { parties: [party] }, ...body });
const optOutOfCalls = (phone: string) =>
  recordConsent(db, {
    campaignId: campaign_id,
    voterId: null,
    contactType: 'phone',
    contact: phone,
    channel: 'call',
    action: 'opt_out',
    source: 'manual',
    userId: manager.id,
    reason: null,
  });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

describe('next voter', () => {
  it('hands the caller a voter with age, party, address, past contacts and the script filled in', async () => {
    const [voter] = await votersOf('SCR', [{ firstName: 'Al<b>&"' }]);
    await db
      .update(voters)
      .set({ birthYear: 1980, resStreet: '1 Main St', resUnit: 'Apt 2' })
      .where(eq(voters.id, voter!.id));
    const [book] = await db.insert(walkbooks).values({ campaignId: campaign_id, name: 'Past' }).returning();
    await db.insert(walkbookVisits).values({
      campaignId: campaign_id,
      walkbookId: book!.id,
      voterId: voter!.id,
      userId: staff.id,
      touchResult: 'not_home',
      visitedAt: hoursAgo(30.5),
    });
    await db.insert(touches).values(
      Array.from({ length: 11 }, (_, i) => ({
        campaignId: campaign_id,
        voterId: voter!.id,
        channel: i === 0 ? ('mail' as const) : ('text' as const),
        touchedAt: hoursAgo(30 + i),
        sourceId: crypto.randomUUID(),
        summary: `Touch ${String(i)}`,
      })),
    );
    const pb = await activeFor('SCR', [volunteer.id], {
      script: '<p>Hi {first_name} {last_name}, this is {caller_first_name} {unknown}</p>',
    });
    const next = await calls.claim(caller, pb.id);
    expect(next).toMatchObject({
      voter_id: voter!.id,
      first_name: 'Al<b>&"',
      age: new Date().getUTCFullYear() - 1980,
      party: 'SCR',
      address: '1 Main St Apt 2',
      city: 'Raleigh',
      attempts: 0,
      survey_id: null,
      script: '<p>Hi Al&lt;b&gt;&amp;&quot; Doe, this is Test {unknown}</p>',
    });
    expect(next.past_contacts).toHaveLength(10);
    expect(next.past_contacts[0]).toMatchObject({ channel: 'mail', summary: 'Touch 0' });
    expect(next.past_contacts[1]).toMatchObject({ channel: 'door', summary: 'Door: Not home' });
    // Newest first, the oldest touches left out.
    const times = next.past_contacts.map((c) => c.at);
    expect([...times].sort().reverse()).toEqual(times);
    // A reload gives the same voter back, the claim renewed.
    const again = await calls.claim(caller, pb.id);
    expect(again.voter_id).toBe(voter!.id);
    expect(again.claim_expires_at >= next.claim_expires_at).toBe(true);
  });

  it('never hands one voter to two callers: 30 callers at once over 25 voters', async () => {
    await votersOf(
      'CON',
      Array.from({ length: 25 }, (_, i) => ({ firstName: `C${String(i)}` })),
    );
    const people = await Promise.all(
      Array.from({ length: 30 }, (_, i) => addMember(t, campaign_id, 'Volunteer', `caller${String(i)}`)),
    );
    const pb = await activeFor(
      'CON',
      people.map((p) => p.id),
    );
    const replies = await Promise.all(people.map((p) => calls.next(p.auth, pb.id, p.id)));
    const got = replies.filter((r) => r.statusCode === 200).map((r) => r.json<NextVoter>().voter_id);
    expect(got).toHaveLength(25);
    expect(new Set(got).size).toBe(25);
    const empty = replies.filter((r) => r.statusCode === 404);
    expect(empty).toHaveLength(5);
    expect(empty[0]!.json()).toMatchObject({
      detail: 'No voter is left to call in this phone banking campaign right now',
    });
    const { rows } = await db.execute<{ n: number; claimers: number }>(sql`
      select count(*)::int as n, count(distinct claimed_by)::int as claimers from call_recipients
      where phone_banking_campaign_id = ${pb.id} and claim_expires_at > now()`);
    expect(rows[0]).toEqual({ n: 25, claimers: 25 });
  });

  it('gives an expired claim to the next caller, and a released voter back to the queue', async () => {
    const [voter] = await votersOf('EXP', [{ firstName: 'Ex' }]);
    const pb = await activeFor('EXP', [volunteer.id, staff.id]);
    const other = { auth: staff.auth, id: staff.id };
    expect((await calls.claim(caller, pb.id)).voter_id).toBe(voter!.id);
    expect((await calls.next(other.auth, pb.id, other.id)).statusCode).toBe(404);
    const key = and(eq(callRecipients.phoneBankingCampaignId, pb.id), eq(callRecipients.voterId, voter!.id));
    await db
      .update(callRecipients)
      .set({ claimExpiresAt: hoursAgo(1) })
      .where(key);
    expect((await calls.claim(other, pb.id)).voter_id).toBe(voter!.id);
    // The first caller's claim is gone: they cannot release the voter the other now holds.
    const theirs = await calls.release(caller.auth, pb.id, { voter_id: voter!.id, user_id: caller.id });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toMatchObject({
      detail: 'This voter is not claimed by you in this phone banking campaign',
    });
    const forOther = await calls.release(caller.auth, pb.id, { voter_id: voter!.id, user_id: other.id });
    expect(forOther.statusCode).toBe(403);
    expect(
      (await calls.release(other.auth, pb.id, { voter_id: voter!.id, user_id: other.id })).json(),
    ).toEqual({
      voter_id: voter!.id,
      released: true,
    });
    // The live feed shows the released voter waiting again, not in a call.
    const inCall = async () =>
      (await calls.updated(manager.auth, pb.id, hoursAgo(1).toISOString()))
        .json<UpdatedCallRecipients>()
        .recipients.find((r) => r.voter_id === voter!.id)?.in_call;
    expect(await inCall()).toBe(false);
    expect((await calls.claim(caller, pb.id)).voter_id).toBe(voter!.id);
    expect(await inCall()).toBe(true);
    // A lead may release anyone's claim; releasing twice releases nothing.
    const byLead = () => calls.release(manager.auth, pb.id, { voter_id: voter!.id, user_id: caller.id });
    expect((await byLead()).json()).toMatchObject({ released: true });
    expect((await byLead()).json()).toMatchObject({ released: false });
    const stranger = await calls.release(manager.auth, pb.id, {
      voter_id: rival.voters[0]!.id,
      user_id: caller.id,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it("keeps the calling hours in each voter's own time zone", async () => {
    const made = await votersOf('HRS', [
      { firstName: 'La', zip: '90012' },
      { firstName: 'Ny', zip: '10001' },
    ]);
    const pb = await activeFor('HRS', [volunteer.id, staff.id]);
    const nyNow = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date());
    const minutes =
      Number(nyNow.find((p) => p.type === 'hour')?.value) * 60 +
      Number(nyNow.find((p) => p.type === 'minute')?.value);
    const clock = (m: number) => {
      const w = (m + 1440) % 1440;
      return `${String(Math.floor(w / 60)).padStart(2, '0')}:${String(w % 60).padStart(2, '0')}`;
    };
    // An hour either side of now in New York: Los Angeles, three hours behind, is outside.
    await db
      .update(campaigns)
      .set({ callingHours: { start: clock(minutes - 60), end: clock(minutes + 60) } })
      .where(eq(campaigns.id, campaign_id));
    try {
      expect((await calls.claim(caller, pb.id)).voter_id).toBe(made[1]!.id);
      expect((await calls.next(staff.auth, pb.id, staff.id)).statusCode).toBe(404);
      await db
        .update(campaigns)
        .set({ callingHours: { start: '00:00', end: '00:00' } })
        .where(eq(campaigns.id, campaign_id));
      const closed = await calls.next(staff.auth, pb.id, staff.id);
      expect(closed.statusCode).toBe(404);
      expect(closed.json()).toMatchObject({
        code: 'QUIET_HOURS_NO_VOTER',
        detail: "It is outside the campaign's calling hours where this voter lives",
      });
    } finally {
      await db.update(campaigns).set({ callingHours: ALL_DAY }).where(eq(campaigns.id, campaign_id));
    }
    expect((await calls.claim({ auth: staff.auth, id: staff.id }, pb.id)).voter_id).toBe(made[0]!.id);
  });

  it('never offers a number opted out of calls after activation, even one already claimed', async () => {
    const made = await votersOf('OPT', [{ firstName: 'Out' }, { firstName: 'In' }, { firstName: 'Held' }]);
    const phoneOf = async (id: string) =>
      (
        await db
          .select({ phone: callRecipients.phone })
          .from(callRecipients)
          .where(eq(callRecipients.voterId, id))
      )[0]!.phone;
    const pb = await activeFor('OPT');
    const held = await calls.claim(caller, pb.id);
    await optOutOfCalls(held.phone);
    const outsider = made.find((v) => v.id !== held.voter_id)!;
    await optOutOfCalls(await phoneOf(outsider.id));
    const next = await calls.claim(caller, pb.id);
    expect([held.voter_id, outsider.id]).not.toContain(next.voter_id);
    const { counts } = (await calls.updated(manager.auth, pb.id)).json<{ counts: { opted_out: number } }>();
    expect(counts.opted_out).toBe(2);
  });

  it('skips voters reached today on any channel', async () => {
    const [texted, visited, earlier] = await votersOf('RCH', [
      { firstName: 'T' },
      { firstName: 'D' },
      { firstName: 'E' },
    ]);
    await db.insert(touches).values([
      {
        campaignId: campaign_id,
        voterId: texted!.id,
        channel: 'text',
        touchedAt: new Date(),
        contacted: true,
        sourceId: crypto.randomUUID(),
      },
      {
        campaignId: campaign_id,
        voterId: earlier!.id,
        channel: 'text',
        touchedAt: hoursAgo(50),
        contacted: true,
        sourceId: crypto.randomUUID(),
      },
    ]);
    const [book] = await db.insert(walkbooks).values({ campaignId: campaign_id, name: 'Today' }).returning();
    await db.insert(walkbookVisits).values({
      campaignId: campaign_id,
      walkbookId: book!.id,
      voterId: visited!.id,
      userId: staff.id,
      touchResult: 'contacted',
    });
    const pb = await activeFor('RCH', [volunteer.id, staff.id]);
    expect((await calls.claim(caller, pb.id)).voter_id).toBe(earlier!.id);
    expect((await calls.next(staff.auth, pb.id, staff.id)).statusCode).toBe(404);
  });

  it('hands out voters only from an Active campaign, to its callers, each for themself', async () => {
    await votersOf('ACC', [{ firstName: 'A' }]);
    const draft = (
      await calls.create(manager.auth, { user_ids: [volunteer.id], filter_params: { parties: ['ACC'] } })
    ).json<{ id: string }>();
    const notActive = await calls.next(volunteer.auth, draft.id, volunteer.id);
    expect(notActive.statusCode).toBe(409);
    expect(notActive.json()).toMatchObject({ detail: 'The phone banking campaign is not active' });
    const pb = await activeFor('ACC');
    expect((await calls.next(staff.auth, pb.id, staff.id)).statusCode).toBe(403);
    const forOther = await calls.next(volunteer.auth, pb.id, staff.id);
    expect(forOther.json()).toMatchObject({ detail: 'A caller can only act for themselves' });
    expect((await calls.next(rival.manager.auth, pb.id, rival.manager.id)).statusCode).toBe(404);
    const missing = await calls.inject(
      'GET',
      `/api/phone-banking/${pb.id}/next-voter?campaign_id=${campaign_id}`,
      volunteer.auth,
    );
    expect(missing.json()).toMatchObject({ detail: 'ID was not provided' });
    await calls.update(manager.auth, pb.id, { status: 'Paused' });
    expect((await calls.next(volunteer.auth, pb.id, volunteer.id)).statusCode).toBe(409);
    // A lead may take calls too.
    await calls.update(manager.auth, pb.id, { status: 'Active' });
    expect((await calls.claim({ auth: manager.auth, id: manager.id }, pb.id)).party).toBe('ACC');
  });
});
