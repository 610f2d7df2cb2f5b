import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { animationsDone } from './support/waits';
import { DEMO, launchProfile, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { installabilityErrors, serviceWorkerControls } from './support/pwa';

const journey = startJourney();

const SHOTS = '/tmp/shots-pwa';
const PHONE = { width: 375, height: 740 };

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
};

describe('the installable app (decision 0048)', () => {
  it("is installable and opens a Volunteer's walkbooks after a reload without a network", async () => {
    // A profile of its own: Chrome offers no install in an incognito context (the journey browser's).
    const context = await launchProfile(journey.server.url, PHONE);
    context.setDefaultTimeout(15_000);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, DEMO.volunteer);
    await page.waitForURL('**/groundwork/walkbooks');
    await page.getByRole('heading', { name: 'Walkbooks', level: 1 }).waitFor();

    // The service worker took over the page it was registered from, and Chrome would offer to install.
    await serviceWorkerControls(page);
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await installabilityErrors(page)).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Walkbooks', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    await shot(page, 'walkbooks-offline');
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Walkbooks' }).waitFor();
    await animationsDone(page);
    await shot(page, 'walkbooks-offline-menu');
    // The backdrop's uncovered strip, right of the drawer.
    await page
      .getByRole('button', { name: 'Close menu' })
      .click({ position: { x: PHONE.width - 10, y: 400 } });

    // A page outside the field screens says it needs a connection.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/groundwork/campaign');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('You are offline. This page needs a connection.').waitFor();
    await animationsDone(page);
    await shot(page, 'campaign-offline');
    await expectAccessible(page, 'campaign offline');

    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Campaign', level: 1 }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Offline' }).count()).toBe(0);
    await context.close();
  });
});
