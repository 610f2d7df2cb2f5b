import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, newPage, screenshot, signIn } from './support/browser';
import { expectAccessible } from './support/axe';
import { startJourney } from './support/journey';
import { dialogOpened, shellLaidOut } from './support/waits';

const journey = startJourney();

/** What an authenticator app shows for the key, `step` periods from now (the same library as the server). */
const totp = (key: string, step: number): Promise<string> =>
  createOTP(new TextDecoder().decode(base32.decode(key))).hotp(Math.floor(Date.now() / 30_000) + step);

describe('two-factor sign-in', () => {
  it('a Manager turns it on from the account page, signs out, and signs in with a code', async () => {
    const { page } = await newPage(journey.browser, journey.server.url);
    await signIn(page, DEMO.manager);
    await page.waitForURL('**/groundwork/dashboard');

    await page.goto('/groundwork/account');
    const card = page.locator('#two-factor');
    await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const prompt = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
    await dialogOpened(prompt);
    await prompt.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await prompt.getByRole('button', { name: 'Continue' }).click();

    await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await screenshot(page, 'two-factor-enrol-1280');
    const key = (await card.locator('code').textContent()) ?? '';
    await card.getByLabel('Code from the app').fill(await totp(key, 0));
    await card.getByRole('button', { name: 'Turn on' }).click();

    const codes = card.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await page.setViewportSize({ width: 375, height: 800 });
    await shellLaidOut(page, 'phone');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'two-factor-backup-codes-375');
    await expectAccessible(page, 'two-factor-backup-codes');
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await card.getByText('On', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Active sessions' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'account-sessions-375');

    await page.setViewportSize({ width: 1280, height: 800 });
    await shellLaidOut(page, 'desktop');
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL('**/auth/login');

    await signIn(page, DEMO.manager);
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    await screenshot(page, 'two-factor-challenge-1280');
    await expectAccessible(page, 'two-factor-challenge');
    // The enrolment's code worked once; the app's next code signs in.
    await code.fill(await totp(key, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/groundwork/dashboard');
  });
});
