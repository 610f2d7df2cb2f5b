import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hasPermission } from '@groundwork/shared/access/index';
import { MESSAGE_CAMPAIGN, SENDER } from '@groundwork/shared/contracts/text-registration-fixtures';
import { campaigns } from '../db/schema/index.ts';
import { createCampaignWithTeam } from '../test/factories.ts';
import { createTestApp } from '../test/harness.ts';
import { plausibleRequest, type OpenApi } from '../test/malformed-requests.ts';

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

/** Body fields that rules beyond the JSON schema need (one of two optional fields, a mapped column). */
const EXTRA_FIELDS: Record<string, object> = {
  'POST /api/voter-tag/assign/': { voter_ids: [randomUUID()] },
  'POST /api/voter-tag/unassign/': { voter_ids: [randomUUID()] },
  'POST /api/consent/': { voter_id: randomUUID() },
  'POST /api/survey/': { questions: [{ text: 'Notes', kind: 'free_text', answers: [] }] },
  'POST /api/recommended-walkbook/': {
    geo_data: {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [0, 1],
          [1, 1],
          [0, 0],
        ],
      ],
    },
  },
  'POST /api/text-campaign/register': SENDER,
  'POST /api/text-campaign/create-a2p-campaign': MESSAGE_CAMPAIGN,
  'POST /api/phone-banking/purchase-number': { phone_number: '+19195550100' },
  'POST /api/district/voter-import/start/': {
    mapping: { layout: 'generic', fields: { state_voter_id: 0, last_name: 1 }, history: [] },
  },
};

const doc = (await t.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();

/**
 * A plausible request to a campaign-scoped route naming `campaignId` where the route reads it: its
 * input passes validation, so the answer is the access check's (which runs after validation).
 */
const requestFor = (
  route: (typeof campaignRoutes)[number],
  campaignId: string,
  auth: Record<string, string>,
) => {
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const request = plausibleRequest(doc, path, route.method.toLowerCase(), {
    campaignId,
    userId: randomUUID(),
    campaignSource: route.access.campaign,
  });
  const extra = EXTRA_FIELDS[`${route.method} ${route.url}`];
  const payload =
    extra && typeof request.payload === 'string'
      ? JSON.stringify({ ...(JSON.parse(request.payload) as object), ...extra })
      : request.payload;
  return {
    method: route.method as 'GET',
    url: request.url,
    headers: { ...auth, ...request.headers },
    ...(payload === undefined ? {} : { payload }),
  };
};

describe('campaign isolation and titles', async () => {
  const mine = await createCampaignWithTeam(t, 'Mine');
  const theirs = await createCampaignWithTeam(t, 'Theirs');

  it('answers 404 to a member of another campaign on every campaign-scoped route', async () => {
    const answers = [];
    for (const route of campaignRoutes) {
      const reply = await t.inject(requestFor(route, theirs.campaign.id, mine.manager.auth));
      answers.push(
        `${route.method} ${route.url}: ${reply.statusCode} ${reply.json<{ detail: string }>().detail}`,
      );
    }
    expect(answers.filter((a) => !a.endsWith(': 404 Campaign not found'))).toEqual([]);
  });

  it('answers 403 to a Volunteer on every Manager-only route, and lets a Manager through the gate', async () => {
    const leadOnly = campaignRoutes.filter((r) => !hasPermission('Volunteer', r.access.permission));
    expect(leadOnly.length).toBeGreaterThan(2);
    for (const route of leadOnly) {
      const volunteer = await t.inject(requestFor(route, mine.campaign.id, mine.volunteer.auth));
      expect(volunteer.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(volunteer.json()).toMatchObject({ code: 'FORBIDDEN' });
      // A Manager passes the gate: whatever the route answers, it is not the access check's refusal.
      const manager = await t.inject(requestFor(route, mine.campaign.id, mine.manager.auth));
      expect(manager.statusCode, `${route.method} ${route.url}`).not.toBe(403);
      expect(manager.body).not.toContain('Campaign not found'); // a CSV download is no JSON
    }
  });

  it('answers 403 to a Director on every Manager-only route (the audit log)', async () => {
    const managerOnly = campaignRoutes.filter((r) => !hasPermission('Director', r.access.permission));
    expect(managerOnly.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/audit-log/',
      'GET /api/audit-log/export/',
    ]);
    for (const route of managerOnly) {
      const director = await t.inject(requestFor(route, mine.campaign.id, mine.director.auth));
      expect(director.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('answers 403 TWO_FACTOR_REQUIRED to a Director without two factors on every campaign-scoped route', async () => {
    const policed = await createCampaignWithTeam(t, 'Policed');
    await t.database.db
      .update(campaigns)
      .set({ requireTwoFactor: true })
      .where(eq(campaigns.id, policed.campaign.id));
    const answers = [];
    for (const route of campaignRoutes) {
      const reply = await t.inject(requestFor(route, policed.campaign.id, policed.director.auth));
      answers.push(
        `${route.method} ${route.url}: ${reply.statusCode} ${reply.json<{ code: string }>().code}`,
      );
    }
    expect(answers.filter((a) => !a.endsWith(': 403 TWO_FACTOR_REQUIRED'))).toEqual([]);
  });

  it('says which id is missing when a campaign-scoped route gets none', async () => {
    // A route naming its campaign in the path is another URL without it.
    for (const route of campaignRoutes.filter((r) => !r.access.campaign.startsWith('params.'))) {
      const reply = await t.inject(requestFor(route, '', mine.manager.auth));
      expect(reply.statusCode, `${route.method} ${route.url}`).toBe(400);
      // The route's schema checks every field; the campaign's is among the problems it names.
      const { errors } = reply.json<{ errors?: { message: string }[] }>();
      expect(
        errors?.map((e) => e.message),
        `${route.method} ${route.url}`,
      ).toContainEqual(expect.stringMatching(/^(ID|campaign_id) was not provided$/));
    }
  });
});
