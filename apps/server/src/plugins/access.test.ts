import { describe, expect, it } from 'vitest';
import { hasPermission } from '@groundwork/shared/access/index';
import { createCampaignWithTeam } from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';

const t = await createTestApp();
const routes = t.app.routeAccessTable.filter((r) => r.method !== 'HEAD');
const campaignRoutes = routes.flatMap((r) =>
  r.access && typeof r.access === 'object' ? [{ ...r, access: r.access }] : [],
);

describe('route access declarations', () => {
  it('every registered route declares its access', () => {
    const undeclared = routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    expect(routes.length).toBeGreaterThan(15);
    expect(campaignRoutes.length).toBeGreaterThan(3);
  });

  it('every non-public API route refuses a request without a token', async () => {
    const guarded = routes.filter((r) => r.url.startsWith('/api') && r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const reply = await t.inject({ method: route.method as 'GET', url: route.url });
      expect(reply.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

/** A request to a campaign-scoped route naming `campaignId` where the route reads it. */
const requestFor = (
  route: (typeof campaignRoutes)[number],
  campaignId: string,
  auth: Record<string, string>,
) => {
  const [where, field] = route.access.campaign.split('.') as ['query' | 'body' | 'params', string];
  const url =
    where === 'query'
      ? `${route.url}?${field}=${campaignId}`
      : where === 'params'
        ? route.url.replace(`:${field}`, campaignId)
        : route.url;
  return {
    method: route.method as 'GET',
    url,
    headers: auth,
    ...(where === 'body' ? { payload: { [field]: campaignId } } : {}),
  };
};

describe('campaign isolation and titles', async () => {
  const mine = await createCampaignWithTeam(t, 'Mine');
  const theirs = await createCampaignWithTeam(t, 'Theirs');

  it('answers 404 to a member of another campaign on every campaign-scoped route', async () => {
    for (const route of campaignRoutes) {
      const reply = await t.inject(requestFor(route, theirs.campaign.id, mine.manager.auth));
      expect(reply.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(reply.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'Campaign not found' });
    }
  });

  it('answers 403 to a Volunteer on every Manager-only route, and lets a Manager through the gate', async () => {
    const leadOnly = campaignRoutes.filter((r) => !hasPermission('Volunteer', r.access.permission));
    expect(leadOnly.length).toBeGreaterThan(2);
    for (const route of leadOnly) {
      const volunteer = await t.inject(requestFor(route, mine.campaign.id, mine.volunteer.auth));
      expect(volunteer.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(volunteer.json()).toMatchObject({ code: 'FORBIDDEN' });
      const manager = await t.inject(requestFor(route, mine.campaign.id, mine.manager.auth));
      expect([403, 404], `${route.method} ${route.url}`).not.toContain(manager.statusCode);
    }
  });

  it('says which id is missing when a campaign-scoped route gets none', async () => {
    // A route naming its campaign in the path is another URL without it.
    for (const route of campaignRoutes.filter((r) => !r.access.campaign.startsWith('params.'))) {
      const reply = await t.inject({
        method: route.method as 'GET',
        url: route.url,
        headers: mine.manager.auth,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(reply.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(reply.json<{ detail: string }>().detail).toMatch(/^(ID|campaign_id) was not provided$/);
    }
  });
});
