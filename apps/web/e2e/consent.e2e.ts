import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { startJourney } from './support/journey';

const journey = startJourney();

/** Opts the first two listed district voters out by hand through the API, as the web app calls it. */
const optOutTwoVoters = (page: Page) =>
  page.evaluate(async () => {
    const { token } = (await (await fetch('/identity/token', { credentials: 'include' })).json()) as {
      token: string;
    };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const me = (await (await fetch('/api/users/me', { headers })).json()) as { campaign_id: string };
    const voters = (await (
      await fetch('/api/district/voters/', {
        method: 'POST',
        headers,
        body: JSON.stringify({ campaign_id: me.campaign_id, filter_params: {}, skip: 0, limit: 50 }),
      })
    ).json()) as { voters: { id: string; phone: string | null }[] };
    const withPhone = voters.voters.find((v) => v.phone);
    const statuses = [];
    for (const body of [
      { voter_id: withPhone?.id, channel: 'sms', action: 'opt_out', reason: 'Asked not to be texted' },
      { voter_id: voters.voters[1]?.id, channel: 'mail', action: 'opt_out', reason: 'Return to sender' },
    ]) {
      const reply = await fetch('/api/consent/', {
        method: 'POST',
        headers,
        body: JSON.stringify({ campaign_id: me.campaign_id, ...body }),
      });
      statuses.push(reply.status);
    }
    return statuses;
  });

describe('the consent ledger', () => {
  it('lists opt-outs, shows a history, reverses one with a reason; the dashboard counts touches by channel', async () => {
    const { page } = await newPage(journey.browser, journey.server.url);
    await signIn(page, DEMO.manager);
    await page.waitForURL('**/groundwork/dashboard');
    await page.getByTestId('channel-door').waitFor();
    await screenshot(page, 'consent-1-dashboard');
    await page.getByRole('heading', { name: 'Touches by channel this week' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'consent-2-dashboard-channels');

    expect(await optOutTwoVoters(page)).toEqual([201, 201]);
    await page.goto('/groundwork/consent');
    await page.getByRole('heading', { name: 'Opt-outs', level: 1 }).waitFor();
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await screenshot(page, 'consent-3-opt-outs');
    await expectAccessible(page, 'consent-3-opt-outs');

    await rows.first().getByRole('button', { name: 'History' }).click();
    await page.getByRole('dialog').getByText('Return to sender').waitFor();
    await screenshot(page, 'consent-4-history');
    await page.keyboard.press('Escape');

    await rows.first().getByRole('button', { name: 'Opt back in' }).click();
    const modal = page.getByRole('dialog', { name: 'Opt back in' });
    await modal.getByLabel(/Reason/).fill('Moved back, asked for mail');
    await modal.getByRole('button', { name: 'Confirm opt-in' }).click();
    await expect.poll(() => rows.count()).toBe(1);

    const narrow = await newPage(journey.browser, journey.server.url, { width: 375, height: 800 });
    await signIn(narrow.page, DEMO.manager);
    await narrow.page.waitForURL('**/groundwork/dashboard');
    await narrow.page.goto('/groundwork/consent');
    await narrow.page.locator('tbody tr').first().waitFor();
    await screenshot(narrow.page, 'consent-5-opt-outs-375');
  });
});
