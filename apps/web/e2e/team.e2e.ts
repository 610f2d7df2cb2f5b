import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { waitForEmailLink } from './support/email';
import { expectAccessible } from './support/axe';
import { startJourney } from './support/journey';
import { enableTwoFactor, totp } from './support/two-factor';
import { dialogOpened, shellLaidOut } from './support/waits';

const journey = startJourney();

const button = (p: Page, name: string | RegExp) =>
  p.getByRole('button', { name, exact: typeof name === 'string' });

/** The team list's row of one member, found by e-mail. */
const memberRow = (p: Page, email: string): Locator =>
  p.getByTestId('team-member').filter({ hasText: email });

/** Picks `option` in the Mantine select labelled `label` inside `scope`. */
const choose = async (scope: Locator, label: string, option: string) => {
  await scope.getByRole('combobox', { name: label }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
};

/** Checks the screen with axe, screenshots it at 1280 px and at 375 px (the phone layout), then back. */
const shootBoth = async (p: Page, name: string, ready: () => Promise<unknown>) => {
  await expectAccessible(p, `team-${name}`);
  await screenshot(p, `team-${name}-1280`);
  await p.setViewportSize({ width: 375, height: 800 });
  await shellLaidOut(p, 'phone');
  await ready();
  await screenshot(p, `team-${name}-375`);
  await p.setViewportSize({ width: 1280, height: 800 });
  await shellLaidOut(p, 'desktop');
};

const NEWCOMER_PASSWORD = 'Doorstep.2026';

/** An invitee registers from the e-mailed link, verifies, and joins the campaign by accepting the terms. */
const joinFromEmail = async (p: Page, email: string) => {
  await p.goto(await waitForEmailLink(journey.server.url, email, '/auth/register?invitationToken='));
  const password = NEWCOMER_PASSWORD;
  await p.getByLabel(/^First name/).fill('Nia');
  await p.getByLabel(/^Last name/).fill('Okafor');
  await p.getByLabel(/^Password/).fill(password);
  await p.getByLabel(/^Confirm password/).fill(password);
  await button(p, 'Create account').click();
  await p.waitForURL('**/auth/verify');
  await p.goto(await waitForEmailLink(journey.server.url, email, 'mode=verifyEmail'));
  await p.getByRole('heading', { name: 'Email verified' }).waitFor();
  await signIn(p, email, password);
  await p.waitForURL('**/groundwork/terms');
  // Each Accept moves on; the last one joins the campaign registered for (decision 0063).
  for (const title of ['Privacy Policy', 'Disclaimer', 'Terms and Conditions']) {
    await p.locator(`iframe[title="${title}"]`).waitFor();
    await button(p, 'Accept').click();
  }
  await p.waitForURL('**/groundwork/dashboard');
};

describe('team', () => {
  it('a Manager invites two people, a newcomer joins, a title changes, a removed Volunteer loses access, the audit tab lists it all, and the newcomer Manager signs in with two factors', async () => {
    const newcomer = 'nia.okafor@example.test';
    const second = 'sam.reyes@example.test';
    const manager = await newPage(journey.browser, journey.server.url);
    const volunteer = await newPage(journey.browser, journey.server.url);
    const invitee = await newPage(journey.browser, journey.server.url);
    const page = manager.page;

    // The Volunteer is signed in elsewhere and sees the read-only team list.
    await signIn(volunteer.page, DEMO.volunteer);
    await volunteer.page.waitForURL('**/groundwork/walkbooks');

    await signIn(page, DEMO.manager);
    await page.waitForURL('**/groundwork/dashboard');
    await page.goto('/groundwork/campaign');
    await page.getByRole('heading', { name: 'Campaign settings' }).waitFor();
    await shootBoth(page, 'settings', () => page.getByRole('combobox', { name: 'Time zone' }).waitFor());
    await page.getByRole('tab', { name: 'Team' }).click();
    await memberRow(page, DEMO.staff).waitFor();

    // Invite: the two good addresses go out in one submit; a bad entry and a member are listed with why.
    await button(page, 'Invite people').click();
    const dialog = page.getByRole('dialog', { name: 'Invite people' });
    await dialogOpened(dialog);
    await dialog.getByLabel('E-mail addresses').fill(`${newcomer}, not-an-address\n${second}, ${DEMO.staff}`);
    await dialog.getByText('“not-an-address” is not a valid e-mail address').waitFor();
    await choose(dialog, 'Title offered', 'Manager');
    await dialog.getByLabel('Personal message (optional)').fill('Join us on Saturday!');
    await button(page, 'Send 3 invitations').click();
    await dialog.getByText('2 invitations sent, 2 not sent.').waitFor();
    const notSent = dialog.getByRole('list', { name: 'Not sent' });
    await notSent.getByText(`${DEMO.staff}: is already a member of this campaign`).waitFor();
    await notSent.getByText('not-an-address: is not a valid e-mail address').waitFor();
    await screenshot(page, 'team-invite-errors-1280');
    await button(page, 'Done').click();
    await dialog.waitFor({ state: 'detached' });
    const pending = page.getByRole('region', { name: 'Pending invitations' });
    await pending.getByText(second).waitFor();
    await shootBoth(page, 'team', () => memberRow(page, DEMO.staff).waitFor());

    await joinFromEmail(invitee.page, newcomer);

    // The newcomer appears in the list; the Staff member becomes Director.
    await page.reload();
    await memberRow(page, newcomer).waitFor();
    await memberRow(page, DEMO.staff)
      .getByRole('button', { name: /^Actions for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Change title' }).click();
    const titleDialog = page.getByRole('dialog', { name: /title$/ });
    await dialogOpened(titleDialog);
    await choose(titleDialog, 'Title', 'Director');
    await button(page, 'Save title').click();
    await memberRow(page, DEMO.staff).getByText('Director', { exact: true }).waitFor();

    // The Volunteer is removed after a confirmation, and loses the campaign on their next refresh.
    await memberRow(page, DEMO.volunteer)
      .getByRole('button', { name: /^Actions for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Remove from campaign' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove from campaign' });
    await dialogOpened(confirm);
    await button(page, 'Remove').click();
    await confirm.waitFor({ state: 'detached' });
    await expect(memberRow(page, DEMO.volunteer).count()).resolves.toBe(0);
    await volunteer.page.reload();
    await volunteer.page.waitForURL('**/groundwork/user-options');

    // The newcomer's member page.
    await memberRow(page, newcomer).getByRole('link').click();
    await page.getByRole('heading', { name: 'Nia Okafor', level: 1 }).waitFor();
    await page.getByText('Doors, touches, texts and calls by week').waitFor();
    await page.getByText('0 doors · 0 touches · 0 texts · 0 calls', { exact: false }).waitFor();
    await shootBoth(page, 'member', () => page.getByText('Recent activity').waitFor());

    // The audit tab lists all of it.
    await page.goto('/groundwork/campaign?tab=audit');
    const audit = page.getByRole('table', { name: 'Audit log' });
    for (const summary of [
      `Invited ${newcomer} as Manager`,
      `Invited ${second} as Manager`,
      `${newcomer} accepted the invitation and joined as Manager`,
      "Changed Priya Shah's title from Staff to Director",
      `Removed ${DEMO.volunteer} (Volunteer)`,
    ]) {
      await audit.getByText(summary, { exact: true }).waitFor();
    }

    // The newcomer Manager turns on two-factor sign-in, signs out, and signs in with a code.
    const key = await enableTwoFactor(invitee.page, NEWCOMER_PASSWORD);
    await invitee.page.locator('#two-factor').getByRole('button', { name: 'I have saved them' }).click();
    await invitee.page.getByRole('button', { name: 'Sign out' }).first().click();
    await invitee.page.waitForURL('**/auth/login');
    await signIn(invitee.page, newcomer, NEWCOMER_PASSWORD);
    const code = invitee.page.getByLabel('Authentication code');
    await code.waitFor();
    await expectAccessible(invitee.page, 'two-factor-challenge');
    // The enrolment's code worked once; the app's next code signs in.
    await code.fill(await totp(key, 1));
    await invitee.page.getByRole('button', { name: 'Verify' }).click();
    await invitee.page.waitForURL('**/groundwork/dashboard');

    await Promise.all([manager.context.close(), volunteer.context.close(), invitee.context.close()]);
  });
});
