import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@groundwork/shared/messages';
import { DEMO, newPage, readOutbox, screenshot, signIn } from './support/browser';
import { waitForEmailLink } from './support/email';
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

const button = (p: Page, name: string) => p.getByRole('button', { name, exact: true });

/** Reads and accepts the three documents in order: each Accept moves on to the next (decision 0063). */
const acceptAllTerms = async (p: Page, shoot?: string): Promise<void> => {
  await p.waitForURL('**/groundwork/terms');
  const titles = ['Privacy Policy', 'Disclaimer', 'Terms and Conditions'];
  for (const [index, title] of titles.entries()) {
    await p.locator(`iframe[title="${title}"]`).waitFor();
    await expect(button(p, 'Previous').isDisabled()).resolves.toBe(index === 0);
    if (index < titles.length - 1) await expect(button(p, 'Next').isDisabled()).resolves.toBe(true);
    if (index === 0 && shoot) await screenshot(p, shoot);
    await button(p, 'Accept').click();
  }
};

describe('onboarding', () => {
  it('(c) a newcomer accepts the three documents in order, then reaches the dashboard', async () => {
    await signIn(page, DEMO.newcomer);
    await page.waitForURL('**/groundwork/terms');
    // Every other path leads back to the terms while they are not accepted.
    await page.goto('/groundwork/walkbooks');
    await page.waitForURL('**/groundwork/terms');

    // The embedded document is the real static page.
    const frame = page.frameLocator('iframe[title="Privacy Policy"]');
    await frame.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();

    // Accept moves on to the next document; Previous goes back, and the accepted document stays accepted.
    await button(page, 'Accept').click();
    await page.locator('iframe[title="Disclaimer"]').waitFor();
    await button(page, 'Previous').click();
    await page.locator('iframe[title="Privacy Policy"]').waitFor();
    await button(page, 'Accepted').waitFor();
    await button(page, 'Next').click();

    await page.locator('iframe[title="Disclaimer"]').waitFor();
    await button(page, 'Accept').click();
    await page.locator('iframe[title="Terms and Conditions"]').waitFor();
    await screenshot(page, 'c-terms-last');
    await expectAccessible(page, 'c-terms-last');
    await button(page, 'Accept').click();

    await page.waitForURL('**/groundwork/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await screenshot(page, 'c-newcomer-dashboard');
    await expectAccessible(page, 'c-newcomer-dashboard');
  });

  it('(d) an invitee registers, verifies the e-mail, accepts the terms and lands in the campaign: one acceptance', async () => {
    const outbox = await readOutbox(journey.server.url);
    const invitationLink = outbox
      .filter((message) => message.to.includes(DEMO.invitee))
      .flatMap((message) => message.links)
      .find((link) => link.includes('/auth/register?invitationToken='));
    expect(invitationLink).toBeDefined();

    await page.goto(invitationLink ?? '/');
    const email = page.getByLabel('Email');
    await email.waitFor();
    await expect(email.inputValue()).resolves.toBe(DEMO.invitee);
    await expect(email.getAttribute('readonly')).resolves.not.toBeNull();
    await page.getByText('Riverside for Council').first().waitFor();

    const password = 'Doorstep.2026';
    await page.getByLabel(/^First name/).fill('Ivy');
    await page.getByLabel(/^Last name/).fill('Nakamura');
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill('Different.2026');
    await button(page, 'Create account').click();
    await page.getByText(MESSAGES.passwordConfirmationMismatch).waitFor();
    await screenshot(page, 'd-register-mismatch');
    await expectAccessible(page, 'd-register-mismatch');
    await page.getByLabel(/^Confirm password/).fill(password);
    await button(page, 'Create account').click();

    await page.waitForURL('**/auth/verify');
    await page.getByText(DEMO.invitee).waitFor();
    await screenshot(page, 'd-verify');
    await expectAccessible(page, 'd-verify');

    const verifyLink = await waitForEmailLink(journey.server.url, DEMO.invitee, 'mode=verifyEmail');
    await page.goto(verifyLink);
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await page.getByRole('link', { name: 'Continue to sign in' }).click();

    // Registering through the link was the acceptance: the terms join the campaign (decision 0063), so no
    // picker ("No campaigns found.") and no second "Accept invitation".
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await signIn(page, DEMO.invitee, password);
    await acceptAllTerms(page, 'd-terms');

    await page.waitForURL('**/groundwork/walkbooks');
    await page.getByRole('heading', { name: 'Walkbooks', level: 1 }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByText('Riverside for Council').waitFor();
    await menu.getByText('Volunteer').waitFor();
    expect(visited.filter((path) => /user-options|invitation/.test(path))).toEqual([]);
    await expect(page.getByText(MESSAGES.pickerNoCampaigns).count()).resolves.toBe(0);
    await screenshot(page, 'd-invitee-in-campaign');
    await expectAccessible(page, 'd-invitee-in-campaign');
  });
});
