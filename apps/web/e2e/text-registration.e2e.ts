import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGE_CAMPAIGN, SENDER } from '@groundwork/shared/contracts/text-registration-fixtures';
import { DEMO, newPage, signIn } from './support/browser';
import { startJourney } from './support/journey';

const journey = startJourney();
const SHOTS = '/tmp/shots-registration';
const PHONE = { width: 375, height: 740 };

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

const TEXT_FIELDS: [string, string][] = [
  ['Sender name', SENDER.friendly_name],
  ['Legal name', SENDER.company_name],
  ['Website', SENDER.website_url],
  ['Privacy policy', SENDER.privacy_policy_url ?? ''],
  ['Campaign Verify token', SENDER.campaign_verify_token ?? ''],
  ['Street address', SENDER.address],
  ['City', SENDER.city],
  ['ZIP code', SENDER.zip],
  ['First name', SENDER.contact_first_name],
  ['Last name', SENDER.contact_last_name],
  ['E-mail', SENDER.contact_email],
  ['Phone', SENDER.contact_phone],
  ['Title', SENDER.business_title],
  ['Registration number', SENDER.business_registration_number],
];

const choose = async (page: Page, label: string, option: string) => {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

describe('texting registration', () => {
  it('a Manager on a phone registers the sender with the checklist turning green, then the message campaign', async () => {
    const { page } = await newPage(journey.browser, journey.server.url, PHONE);
    await signIn(page, DEMO.manager);
    await page.waitForURL('**/groundwork/**');
    await page.goto('/groundwork/texting/registration');
    await page.getByRole('heading', { name: 'Texting Registration', level: 1 }).waitFor();
    await page.getByText('1 of 3 passed').waitFor();
    for (const [label, value] of TEXT_FIELDS) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    await choose(page, 'State', 'NC');
    await choose(page, 'Job position', 'Director');
    await page.getByText('3 of 3 passed').waitFor();
    await shot(page, 'reg-1-sender-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await page.getByRole('button', { name: 'Submit sender' }).click();
    await page.getByText('is an approved sender', { exact: false }).waitFor({ timeout: 120_000 });

    await page.getByRole('textbox', { name: 'Description', exact: true }).fill(MESSAGE_CAMPAIGN.description);
    for (const [index, sample] of MESSAGE_CAMPAIGN.sample_messages.entries()) {
      await page.getByRole('textbox', { name: `Sample message ${String(index + 1)}`, exact: true }).fill(sample);
    }
    await page.getByRole('textbox', { name: 'How voters consent', exact: true }).fill(MESSAGE_CAMPAIGN.consent_description);
    await page.getByRole('textbox', { name: 'Opt-in message', exact: true }).fill(MESSAGE_CAMPAIGN.opt_in_message);
    await page.getByText('8 of 8 passed').waitFor();
    await shot(page, 'reg-2-message-campaign-375');
    await page.getByRole('button', { name: 'Submit message campaign' }).click();
    await page.getByText('Approved. Buy a number', { exact: false }).waitFor({ timeout: 120_000 });
    await shot(page, 'reg-3-approved-375');
  }, 300_000); // prettier-ignore
});
