import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { dialogOpened } from './waits';

/** What an authenticator app shows for the key, `step` periods from now (the same library as the server). */
export const totp = (key: string, step: number): Promise<string> =>
  createOTP(new TextDecoder().decode(base32.decode(key))).hotp(Math.floor(Date.now() / 30_000) + step);

/**
 * Turns two-factor sign-in on from /account as an authenticator app would: the password, the QR code's key,
 * a first code; ten backup codes are shown once. Answers the key.
 */
export const enableTwoFactor = async (page: Page, password: string): Promise<string> => {
  await page.goto('/groundwork/account');
  const card = page.locator('#two-factor');
  await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const prompt = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await dialogOpened(prompt);
  await prompt.getByLabel('Password', { exact: true }).fill(password);
  await prompt.getByRole('button', { name: 'Continue' }).click();
  await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const key = (await card.locator('code').textContent()) ?? '';
  await card.getByLabel('Code from the app').fill(await totp(key, 0));
  await card.getByRole('button', { name: 'Turn on' }).click();
  const codes = card.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  return key;
};
