import { describe, expect, it } from 'vitest';

import { PERIODIC_JOB_INTERVAL_MS } from '@groundwork/shared/constants';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { expectAccessible } from './support/axe';
import { painted } from './support/waits';

const journey = startJourney();

describe('working in more than one campaign', () => {
  it('stays in the campaign in use when another membership appears, and switches from the account page', async () => {
    const { page } = await newPage(journey.browser, journey.server.url);
    await signIn(page, DEMO.manager);
    await page.waitForURL('**/groundwork/dashboard');
    const header = page.getByRole('banner');
    await header.getByText('Riverside for Council').waitFor();

    // A second campaign appears while the manager works (created here through the API).
    const refreshed = page.waitForResponse(
      async (response) =>
        /\/api\/users\/me\/?$/.test(new URL(response.url()).pathname) &&
        (await response.text()).includes('Eastside Mayor 2027'),
      { timeout: PERIODIC_JOB_INTERVAL_MS * 3 },
    );
    const status = await page.evaluate(async () => {
      const { token } = (await (await fetch('/identity/token', { credentials: 'include' })).json()) as {
        token: string;
      };
      const reply = await fetch('/api/campaign/', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Eastside Mayor 2027', candidate_name: 'Lee Park' }),
      });
      return reply.status;
    });
    expect(status).toBe(201);
    await refreshed; // the periodic refresh has seen it
    await painted(page);
    expect(await header.getByText('Riverside for Council').count()).toBe(1);
    expect(await header.getByText('Eastside Mayor 2027').count()).toBe(0);

    await page.goto('/groundwork/account');
    await page.getByText('Switch campaign').waitFor();
    await page.getByRole('button', { name: /Eastside Mayor 2027/ }).click();
    await page.waitForURL('**/groundwork/dashboard');
    await header.getByText('Eastside Mayor 2027').waitFor();
    await screenshot(page, 'g-switched-campaign');
    await expectAccessible(page, 'g-switched-campaign');
  });
});
