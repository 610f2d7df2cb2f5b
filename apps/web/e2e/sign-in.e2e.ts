import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@groundwork/shared/messages';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { expectAccessible } from './support/axe';

const journey = startJourney();
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  ({ context, page } = await newPage(journey.browser, journey.server.url));
});

afterEach(async () => {
  await context.close();
});

/** The page links of the sidebar's menu (not the logo or the legal links). */
const sidebarLinks = async (p: Page): Promise<string[]> => {
  const menu = p.getByRole('navigation', { name: 'Main' }).getByRole('list', { name: 'Pages' });
  // A nested view shows its mini label (e.g. "VO", aria-hidden) before its name.
  const texts = await menu.getByRole('link').allInnerTexts();
  return texts.map((text) => text.trim().split('\n').at(-1)?.trim() ?? '').filter(Boolean);
};

/** Holds the campaign replies back until `release()`, so the session loading card can be seen. */
const holdCampaign = async (p: Page): Promise<() => void> => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolveRelease) => {
    release = resolveRelease;
  });
  await p.route('**/api/campaign/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

describe('signing in', () => {
  it('(a) a manager sees the loading card, lands on the dashboard with the full menu, and signs out', async () => {
    const releaseCampaign = await holdCampaign(page);
    await signIn(page, DEMO.manager);
    await page.getByRole('status').filter({ hasText: 'Loading campaign...' }).waitFor();
    await screenshot(page, 'a-session-loading');
    await expectAccessible(page, 'a-session-loading');
    releaseCampaign();
    await page.waitForURL('**/groundwork/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // The demo campaign's worked walkbooks fill the dashboard.
    await page.getByTestId('metric-Touches this week').waitFor();
    await page.getByText('Walkbook progress').waitFor();
    await screenshot(page, 'a-manager-dashboard');
    await expectAccessible(page, 'a-manager-dashboard');

    const links = await sidebarLinks(page);
    expect(links.slice(0, 11)).toEqual([
      'Dashboard',
      'Walkbooks',
      'Road Signs',
      'Recommendations',
      'Mail',
      'Texting',
      'Texts to Send',
      'Phone Banking',
      'Calls to Make',
      'Voter Groups',
      'Surveys',
    ]);
    expect(links).toContain('Campaign');
    expect(links).toContain('Account');
    // The District group opens to its two views.
    await page.getByRole('button', { name: 'District' }).click();
    await page.getByRole('link', { name: 'Election Results' }).waitFor();
    await expect(sidebarLinks(page)).resolves.toEqual(expect.arrayContaining(['Voters', 'Election Results']));
    const active = page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]');
    await expect(active.innerText()).resolves.toBe('Dashboard');

    // Navigating moves the active entry; the campaign page shows the real campaign.
    await page.getByRole('link', { name: 'Campaign' }).click();
    await page.waitForURL('**/groundwork/campaign');
    // A Manager's campaign page is its settings form, filled with the real campaign.
    const name = page.getByRole('textbox', { name: 'Campaign name' });
    await name.waitFor();
    await expect(name.inputValue()).resolves.toBe('Riverside for Council');
    await expect(active.innerText()).resolves.toBe('Campaign');

    // An unknown path waits 2.5 s, then says so.
    await page.goto('/groundwork/no-such-page');
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    const start = Date.now();
    await page.getByText(MESSAGES.unknownPage).waitFor({ timeout: 10_000 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(2000);
    await screenshot(page, 'a-unknown-page');
    await expectAccessible(page, 'a-unknown-page');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/auth/login');
    await expect(page.evaluate(() => Object.keys(localStorage))).resolves.toEqual([]);
    // Signed out for real: the signed-in area sends us back to login.
    await page.goto('/groundwork/dashboard');
    await page.waitForURL('**/auth/login');
  });

  it('(b) a volunteer lands on walkbooks, sees only the reduced menu, and the dashboard is unknown', async () => {
    await signIn(page, DEMO.volunteer);
    await page.waitForURL('**/groundwork/walkbooks');
    await page.getByRole('heading', { name: 'Walkbooks', level: 1 }).waitFor();
    await expect(sidebarLinks(page)).resolves.toEqual([
      'Walkbooks',
      'Road Signs',
      'Texts to Send',
      'Calls to Make',
      'Campaign',
      'Account',
    ]);
    // No lead actions for volunteers.
    await expect(page.getByRole('link', { name: 'Add walkbook' }).count()).resolves.toBe(0);
    await screenshot(page, 'b-volunteer-walkbooks');
    await expectAccessible(page, 'b-volunteer-walkbooks');

    await page.goto('/groundwork/dashboard');
    await page.getByText(MESSAGES.unknownPage).waitFor({ timeout: 10_000 });
    // Reachable detail routes of the reduced set still work.
    await page.goto('/groundwork/road-sign-placement');
    await page.getByRole('heading', { name: 'Road Sign Placement', level: 1 }).waitFor();
  });

  it('(e) a wrong password is refused; the reset dialog confirms with Check Your Email', async () => {
    await signIn(page, DEMO.manager, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: MESSAGES.loginBadCredentials }).waitFor();
    expect(page.url()).toContain('/auth/login');
    await screenshot(page, 'e-wrong-password');
    await expectAccessible(page, 'e-wrong-password');

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill('');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText(MESSAGES.resetEmptyEmail).waitFor();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText(MESSAGES.resetInvalidEmail).waitFor();

    // An unknown address is answered exactly like a known one.
    await dialog.getByLabel('Email').fill('nobody@example.org');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('dialog', { name: MESSAGES.resetCheckEmailTitle }).waitFor();
    await dialog.getByRole('button', { name: 'Resend email' }).click();
    await dialog.getByText('We sent the email again.').waitFor();
    await screenshot(page, 'e-check-your-email');
    await expectAccessible(page, 'e-check-your-email');
  });
});
