import { describe, expect, it } from 'vitest';
import { createCampaignWithTeam } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';

const t = await createTestApp();
const team = await createCampaignWithTeam(t, 'Hours Campaign');
const rival = await createCampaignWithTeam(t, 'Rival Hours');
const id = team.campaign.id;
const put = (auth: { authorization: string }, body: Record<string, unknown>) =>
  t.inject({ method: 'PUT', url: '/api/campaign/', headers: auth, payload: { id, ...body } });

describe('texting and calling hours', () => {
  it('default to 08:00–21:00 for texts and calls', async () => {
    const campaign = await t.inject({
      method: 'GET',
      url: `/api/campaign/?id=${id}`,
      headers: team.staff.auth,
    });
    expect(campaign.json()).toMatchObject({
      texting_hours: { start: '08:00', end: '21:00' },
      calling_hours: { start: '08:00', end: '21:00' },
    });
  });

  it('saved wider than 8 am–9 pm, are audited by name; within it, not', async () => {
    expect((await put(team.manager.auth, { calling_hours: { start: '07:30', end: '21:00' } })).statusCode).toBe(200);
    expect((await put(team.manager.auth, { texting_hours: { start: '08:00', end: '20:00' } })).statusCode).toBe(200);
    expect((await put(team.manager.auth, { texting_hours: { start: '08:00', end: '22:00' } })).statusCode).toBe(200);
    const audit = await t.inject({ method: 'GET', url: `/api/audit-log/?campaign_id=${id}&action=campaign.hours_widened`, headers: team.manager.auth });
    const entries = audit.json<{ entries: { summary: string }[] }>().entries;
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Set texting hours to 08:00–22:00, outside 8 am–9 pm',
      'Set calling hours to 07:30–21:00, outside 8 am–9 pm',
    ]);
  }); // prettier-ignore

  it('are set through PUT /campaign/ and audited', async () => {
    const reply = await put(team.director.auth, {
      texting_hours: { start: '09:30', end: '20:00' },
      calling_hours: { start: '10:00', end: '19:45' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      texting_hours: { start: '09:30', end: '20:00' },
      calling_hours: { start: '10:00', end: '19:45' },
    });
    const audit = await t.inject({ method: 'GET', url: `/api/audit-log/?campaign_id=${id}`, headers: team.manager.auth });
    expect(audit.body).toContain('Edited texting hours, calling hours');
  }); // prettier-ignore

  it.each([
    [{ texting_hours: { start: '8:00', end: '21:00' } }, 'texting_hours.start must be a time such as 08:00'],
    [{ texting_hours: { start: '08:00', end: '24:00' } }, 'texting_hours.end must be a time such as 21:00'],
    [{ texting_hours: { start: '21:00', end: '08:00' } }, 'texting_hours must start before they end'],
    [{ calling_hours: { start: '12:00', end: '12:00' } }, 'calling_hours must start before they end'],
    [{ calling_hours: { start: '09:00' } }, undefined],
  ])('refuses %o', async (body, detail) => {
    const reply = await put(team.manager.auth, body);
    expect(reply.statusCode).toBe(400);
    if (detail) expect(reply.json()).toMatchObject({ detail });
  });

  it('are set by Managers and Directors of the campaign only', async () => {
    const hours = { texting_hours: { start: '08:00', end: '20:00' } };
    expect((await put(team.staff.auth, hours)).statusCode).toBe(403);
    expect((await put(team.volunteer.auth, hours)).statusCode).toBe(403);
    expect((await put(rival.manager.auth, hours)).statusCode).toBe(404);
  });
});
