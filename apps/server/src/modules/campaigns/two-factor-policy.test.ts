import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '@groundwork/shared/contracts/account';
import { createCampaignWithTeam, type Person } from '../../test/factories.ts';
import { createTestApp } from '../../test/harness.ts';
import { enrolTwoFactor } from '../../test/two-factor.ts';

const t = await createTestApp();

const setPolicy = (person: Person, id: string, required: boolean) =>
  t.inject({
    method: 'PUT',
    url: '/api/campaign/',
    headers: person.auth,
    payload: { id, require_two_factor: required },
  });

/** A campaign-scoped call every title may make. */
const account = (person: Person, campaignId: string) =>
  t.inject({
    method: 'GET',
    url: `/api/users/campaign-account/?campaign_id=${campaignId}`,
    headers: person.auth,
  });

describe('the policy "require two-factor for Managers and Directors"', () => {
  it('is a Manager’s setting, and only one with two-factor sign-in may turn it on', async () => {
    const { campaign, manager, director } = await createCampaignWithTeam(t, 'Policy');
    const byDirector = await setPolicy(director, campaign.id, true);
    expect(byDirector.statusCode).toBe(403);
    expect(byDirector.json()).toMatchObject({ detail: 'Only a Manager can change the two-factor policy' });

    const withoutTwoFactor = await setPolicy(manager, campaign.id, true);
    expect(withoutTwoFactor.statusCode).toBe(400);
    expect(withoutTwoFactor.json<{ detail: string }>().detail).toMatch(
      /^Turn on two-factor sign-in for yourself/,
    );

    await enrolTwoFactor(t, manager.email);
    const on = await setPolicy(manager, campaign.id, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ require_two_factor: true });
  });

  it('stops Managers and Directors without two factors, not Staff or Volunteers, until they enrol', async () => {
    const { campaign, manager, director, staff, volunteer } = await createCampaignWithTeam(t, 'Enforced');
    expect((await account(director, campaign.id)).statusCode).toBe(200); // cached before the change
    await enrolTwoFactor(t, manager.email);
    expect((await setPolicy(manager, campaign.id, true)).statusCode).toBe(200);

    const stopped = await account(director, campaign.id);
    expect(stopped.statusCode).toBe(403);
    expect(stopped.json()).toEqual(
      expect.objectContaining({ code: 'TWO_FACTOR_REQUIRED', detail: TWO_FACTOR_REQUIRED_MESSAGE }),
    );
    for (const person of [manager, staff, volunteer])
      expect((await account(person, campaign.id)).statusCode).toBe(200);

    await enrolTwoFactor(t, director.email);
    expect((await account(director, campaign.id)).statusCode).toBe(200);

    expect((await setPolicy(manager, campaign.id, false)).statusCode).toBe(200);
  });
});
