import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CallStats, UpdatedCallRecipients } from '@groundwork/shared/contracts/phone-banking';
import { createTestApp } from '../../test/harness.ts';
import { addVoters, callingCampaign, pbCalls, type VoterSpec } from './test-support.ts';

const t = await createTestApp();
const db = t.database.db;
const team = await callingCampaign(t, 'Live Campaign');
const rival = await callingCampaign(t, 'Rival Live', [{ firstName: 'Zed' }]);
const { campaign_id, manager, volunteer, staff, director } = team;
const calls = pbCalls(t, campaign_id);
const caller = { auth: volunteer.auth, id: volunteer.id };

const votersOf = (party: string, specs: VoterSpec[]) =>
  addVoters(
    t,
    campaign_id,
    specs.map((s) => ({ ...s, party })),
  );
const activeFor = (party: string, body: object = {}) =>
  calls.active(manager.auth, [volunteer.id, staff.id], { filter_params: { parties: [party] }, ...body });

describe('live figures', () => {
  it('feeds the live counts per caller and the recipients changed since the last poll', async () => {
    await votersOf('LIV', [{ firstName: 'L1' }, { firstName: 'L2' }, { firstName: 'L3' }]);
    const pb = await activeFor('LIV');
    const before = new Date().toISOString();
    const first = await calls.claim(caller, pb.id);
    await calls.result(volunteer.auth, pb.id, { voter_id: first.voter_id, call_result: 'Answered' });
    const second = await calls.claim({ auth: staff.auth, id: staff.id }, pb.id);
    const live = await calls.updated(manager.auth, pb.id);
    expect(live.statusCode).toBe(200);
    const body = live.json<UpdatedCallRecipients>();
    expect(body.counts).toEqual({
      recipients: 3,
      called: 1,
      contacted: 1,
      remaining: 1,
      in_progress: 1,
      opted_out: 0,
    });
    expect(body.callers.find((c) => c.user_id === volunteer.id)).toMatchObject({ calls: 1, contacts: 1 });
    expect(body.callers.find((c) => c.user_id === staff.id)).toMatchObject({
      calls: 0,
      contacts: 0,
      last_call_at: null,
    });
    // By default the last 20 seconds: the snapshot taken just now included.
    expect(body.recipients).toHaveLength(3);
    expect(body.recipients.find((r) => r.voter_id === second.voter_id)).toMatchObject({
      caller_id: staff.id,
      last_result: null,
    });
    const later = await calls.updated(manager.auth, pb.id, body.as_of);
    expect(later.json<UpdatedCallRecipients>().recipients).toEqual([]);
    const since = await calls.updated(manager.auth, pb.id, before);
    expect(
      since
        .json<UpdatedCallRecipients>()
        .recipients.map((r) => r.voter_id)
        .sort(),
    ).toEqual([first.voter_id, second.voter_id].sort());
  });

  it('gives the dashboard calls per hour over 24 hours and the contact rate', async () => {
    const stats = await calls.stats(director.auth);
    expect(stats.statusCode).toBe(200);
    const body = stats.json<CallStats>();
    const { rows } = await db.execute<{ calls: number; contacts: number }>(sql`
      select count(*)::int as calls, count(*) filter (where call_result in ('Answered', 'Refused', 'Do not call'))::int as contacts
      from call_results where campaign_id = ${campaign_id}`);
    expect(body).toMatchObject({ calls: rows[0]!.calls, contacts: rows[0]!.contacts });
    expect(body.calls).toBeGreaterThan(0);
    expect(body.contact_rate).toBeCloseTo(rows[0]!.contacts / rows[0]!.calls, 2);
    expect(body.per_hour).toHaveLength(24);
    // Every call of this file was made in the last hour or two, all inside the 24 hours charted.
    expect(body.per_hour.reduce((sum, h) => sum + h.calls, 0)).toBe(body.calls);
    expect(body.per_hour.slice(0, 20).every((h) => h.calls === 0)).toBe(true);
    expect(new Date(body.per_hour.at(-1)!.hour).getTime()).toBeLessThanOrEqual(Date.now());
    const empty = (await pbCalls(t, rival.campaign_id).stats(rival.manager.auth)).json<CallStats>();
    expect(empty).toMatchObject({ calls: 0, contacts: 0, contact_rate: 0 });
  });
});

describe('phone banking access on every route', () => {
  it('denies the lead routes to Staff and Volunteers, and every route across campaigns', async () => {
    await votersOf('DEN', [{ firstName: 'D' }]);
    const pb = await activeFor('DEN');
    const next = await calls.claim(caller, pb.id);
    const voter = { voter_id: next.voter_id };
    const leadOnly = [
      (auth: Record<string, string>) => calls.create(auth),
      (auth: Record<string, string>) => calls.update(auth, pb.id, { name: 'No' }),
      (auth: Record<string, string>) =>
        calls.inject('GET', `/api/phone-banking/all/?campaign_id=${campaign_id}`, auth),
      (auth: Record<string, string>) => calls.updated(auth, pb.id),
      (auth: Record<string, string>) => calls.stats(auth),
    ];
    for (const call of leadOnly) {
      expect((await call(volunteer.auth)).statusCode).toBe(403);
      expect((await call(staff.auth)).statusCode).toBe(403);
    }
    const everyRoute = [
      ...leadOnly,
      (auth: Record<string, string>) => calls.get(auth, pb.id),
      (auth: Record<string, string>) =>
        calls.inject('GET', `/api/phone-banking/minimal/?campaign_id=${campaign_id}&id=${pb.id}`, auth),
      (auth: Record<string, string>) =>
        calls.inject(
          'GET',
          `/api/phone-banking/all-user/?campaign_id=${campaign_id}&user_id=${rival.manager.id}`,
          auth,
        ),
      (auth: Record<string, string>) => calls.next(auth, pb.id, rival.manager.id),
      (auth: Record<string, string>) => calls.release(auth, pb.id, { ...voter, user_id: rival.manager.id }),
      (auth: Record<string, string>) => calls.result(auth, pb.id, { ...voter, call_result: 'Answered' }),
    ];
    // A rival's Manager names our campaign: not a member, so not found.
    for (const call of everyRoute) expect((await call(rival.manager.auth)).statusCode).toBe(404);
    // …and in their own campaign our call campaign does not exist.
    const theirs = pbCalls(t, rival.campaign_id);
    expect((await theirs.get(rival.manager.auth, pb.id)).statusCode).toBe(404);
    expect((await theirs.update(rival.manager.auth, pb.id, { name: 'No' })).statusCode).toBe(404);
    expect((await theirs.next(rival.manager.auth, pb.id, rival.manager.id)).statusCode).toBe(404);
    expect(
      (await theirs.release(rival.manager.auth, pb.id, { ...voter, user_id: rival.manager.id })).statusCode,
    ).toBe(404);
    expect(
      (await theirs.result(rival.manager.auth, pb.id, { ...voter, call_result: 'Answered' })).statusCode,
    ).toBe(404);
    expect((await theirs.updated(rival.manager.auth, pb.id)).statusCode).toBe(404);
    // A member not assigned to it: refused by the assignment check.
    const unassigned = await calls.active(manager.auth, [], { filter_params: { parties: ['DEN'] } });
    expect((await calls.next(volunteer.auth, unassigned.id, volunteer.id)).statusCode).toBe(403);
    expect(
      (await calls.result(volunteer.auth, unassigned.id, { ...voter, call_result: 'Answered' })).statusCode,
    ).toBe(403);
    expect(
      (await calls.release(volunteer.auth, unassigned.id, { ...voter, user_id: volunteer.id })).statusCode,
    ).toBe(403);
  });
});
