import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Placement } from '@groundwork/shared/contracts/road-sign-placements';
import { ROAD_SIGN_MESSAGES } from '@groundwork/shared/contracts/road-signs';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { placementOf, roadSignCalls, signOf, storedFiles } from './test-support.ts';

// Steps sent from the phone's outbox carry a step_id (decision 0049): a retry never records a step twice.
const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Replay Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Replay');
const calls = roadSignCalls(t, team.campaign.id);
const rivalCalls = roadSignCalls(t, rival.campaign.id);
const volunteer = team.volunteer.auth;
const sign = signOf(await calls.createSign(team.manager.auth, 'Casey for Council'));
const rivalSign = signOf(await rivalCalls.createSign(rival.manager.auth, 'Rival sign'));
const HERE = { lat: 35.7796, lng: -78.6382 };

const eventCount = async (status: string) =>
  Number(
    (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from road_sign_events where campaign_id = ${team.campaign.id} and status = ${status}`,
      )
    ).rows[0]!.n,
  );
const placements = async () =>
  (await calls.get(volunteer, `/api/road-sign/placement/all/?campaign_id=${team.campaign.id}`)).json<
    Placement[]
  >();

describe('placement steps sent again under their step_id', () => {
  it('installs once: the same step_id again answers the stored placement and stores no second photo', async () => {
    const step_id = randomUUID();
    const values = { road_sign_id: sign.id, coordinates: HERE, notes: 'Corner lot', step_id };
    const first = await calls.place(volunteer, values);
    expect(first.statusCode).toBe(201);
    const files = storedFiles(t).length;
    const again = await calls.place(volunteer, values);
    expect(again.statusCode).toBe(201);
    expect(placementOf(again).id).toBe(placementOf(first).id);
    expect(placementOf(again).events).toHaveLength(1);
    expect(await placements()).toHaveLength(1);
    expect(await eventCount('installed')).toBe(1);
    expect(storedFiles(t)).toHaveLength(files);
  });

  it('inspects and removes once each under their own step ids', async () => {
    const placed = placementOf(await calls.place(volunteer, { road_sign_id: sign.id, coordinates: HERE }));
    const inspection = { placement_id: placed.id, condition: 'damaged', step_id: randomUUID() };
    expect((await calls.step(volunteer, 'inspection', inspection)).statusCode).toBe(201);
    expect((await calls.step(volunteer, 'inspection', inspection)).statusCode).toBe(201);
    const removal = { placement_id: placed.id, step_id: randomUUID() };
    expect((await calls.step(volunteer, 'removal', removal)).statusCode).toBe(201);
    const replayed = await calls.step(volunteer, 'removal', removal);
    expect(replayed.statusCode).toBe(201);
    expect(placementOf(replayed)).toMatchObject({ status: 'removed' });
    expect(placementOf(replayed).events.map((h) => h.status)).toEqual(['installed', 'inspected', 'removed']);
    // An inspection's id cannot be taken for another kind of step.
    const reused = await calls.step(volunteer, 'removal', { ...removal, step_id: inspection.step_id });
    expect(reused.statusCode).toBe(409);
  });

  it('refuses the step id of another user or campaign with a 409, and records nothing', async () => {
    const step_id = randomUUID();
    await calls.place(volunteer, { road_sign_id: sign.id, coordinates: HERE, step_id });
    const before = await eventCount('installed');
    const byManager = await calls.place(team.manager.auth, {
      road_sign_id: sign.id,
      coordinates: HERE,
      step_id,
    });
    expect(byManager.statusCode).toBe(409);
    expect(byManager.json()).toMatchObject({ detail: ROAD_SIGN_MESSAGES.stepIdTaken });
    const elsewhere = await rivalCalls.place(rival.manager.auth, {
      road_sign_id: rivalSign.id,
      coordinates: HERE,
      step_id,
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(await eventCount('installed')).toBe(before);
    expect((await calls.place(volunteer, { road_sign_id: sign.id, step_id: 'not-a-uuid' })).statusCode).toBe(
      400,
    );
  });
});
