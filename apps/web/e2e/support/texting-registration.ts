import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { MESSAGE_CAMPAIGN, SENDER } from '@groundwork/shared/contracts/text-registration-fixtures';

/** "7 of 9 passed": the pre-flight checklist's count beside a registration form. */
const passedCount = async (page: Page): Promise<{ passed: number; total: number }> => {
  const text = await page.getByRole('complementary').getByRole('status').innerText();
  const match = /(\d+) of (\d+) passed/.exec(text);
  if (!match) throw new Error(`No pre-flight count in "${text}"`);
  return { passed: Number(match[1]), total: Number(match[2]) };
};

/** Fills fields one by one; after each, the checklist has as many items passed as before or more. */
const fillWatchingChecklist = async (page: Page, steps: (() => Promise<void>)[]): Promise<number[]> => {
  const seen = [(await passedCount(page)).passed];
  for (const step of steps) {
    await step();
    const { passed } = await passedCount(page);
    expect(passed).toBeGreaterThanOrEqual(seen.at(-1) ?? 0);
    seen.push(passed);
  }
  const { passed, total } = await passedCount(page);
  expect(passed).toBe(total);
  return seen;
};

/** A field's label, with or without the asterisk Mantine adds to a required one. */
const named = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** A Mantine Select: its options open in a portal outside the form. */
const pick = async (page: Page, form: Locator, label: string, option: string) => {
  await form.getByRole('combobox', { name: named(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/**
 * /texting/registration: the sender, then (approved at once with SIMULATOR_VETTING_SECONDS=0) the message
 * campaign, each form filled field by field while the pre-flight list turns green. Returns the passed counts seen.
 */
export const registerForTexting = async (page: Page): Promise<{ sender: number[]; campaign: number[] }> => {
  const form = page.getByRole('form', { name: 'Text sender registration' });
  await form.waitFor();
  const text = (label: string, value: string) => () => form.getByLabel(named(label)).fill(value);
  const sender = await fillWatchingChecklist(page, [
    text('Sender name', SENDER.friendly_name),
    text('Legal name', SENDER.company_name),
    text('Website', SENDER.website_url),
    text('Privacy policy', SENDER.privacy_policy_url ?? ''),
    text('Campaign Verify token', SENDER.campaign_verify_token ?? ''),
    text('Street address', SENDER.address),
    text('City', SENDER.city),
    () => pick(page, form, 'State', SENDER.state),
    text('ZIP code', SENDER.zip),
    text('First name', SENDER.contact_first_name),
    text('Last name', SENDER.contact_last_name),
    text('E-mail', SENDER.contact_email),
    text('Phone', SENDER.contact_phone),
    () => pick(page, form, 'Job position', SENDER.job_position),
    text('Title', SENDER.business_title),
    text('Registration number', SENDER.business_registration_number),
  ]);
  await page.screenshot({ path: '/tmp/shots-texting/tx-1-sender-1280.png', fullPage: true });
  await form.getByRole('button', { name: 'Submit sender' }).click();

  const campaignForm = page.getByRole('form', { name: 'Message campaign registration' });
  await campaignForm.waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: '/tmp/shots-texting/tx-failed-sender.png' });
    const alerts = await page.getByRole('alert').allInnerTexts();
    throw new Error(`The sender was not approved: ${alerts.join(' | ')}`, { cause: error });
  });
  const area = (label: string, value: string) => () => campaignForm.getByLabel(named(label)).fill(value);
  const campaign = await fillWatchingChecklist(page, [
    area('Description', MESSAGE_CAMPAIGN.description),
    area('Sample message 1', MESSAGE_CAMPAIGN.sample_messages[0] ?? ''),
    area('Sample message 2', MESSAGE_CAMPAIGN.sample_messages[1] ?? ''),
    area('How voters consent', MESSAGE_CAMPAIGN.consent_description),
    area('Opt-in keywords', MESSAGE_CAMPAIGN.opt_in_keywords.join(', ')),
    area('Opt-in message', MESSAGE_CAMPAIGN.opt_in_message),
  ]);
  await page.screenshot({ path: '/tmp/shots-texting/tx-2-message-campaign-1280.png', fullPage: true });
  await campaignForm.getByRole('button', { name: 'Submit message campaign' }).click();
  await page
    .getByText('Approved. Buy a number on the texting page and texting is on.')
    .waitFor({ timeout: 60_000 });
  return { sender, campaign };
};
