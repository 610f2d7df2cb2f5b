import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO, newPage, signIn } from './browser';
import type { Journey } from './journey';
import { dialogOpened } from './waits';

/** The steps the outreach journeys (texting, phone banking) take alike. */

const PHONE = { width: 375, height: 740 };

type Channel = 'Calling' | 'Texting';

/** The Manager, signed in at a desk. */
export const managerAtDesk = async (journey: Journey): Promise<{ context: BrowserContext; page: Page }> => {
  const desk = await newPage(journey.browser, journey.server.url);
  await signIn(desk.page, DEMO.manager);
  await desk.page.waitForURL('**/groundwork/dashboard');
  return desk;
};

/** On the campaign page, the Manager sets the channel's hours ("Calling hours", "Texting hours") and saves. */
export const setHours = async (manager: Page, channel: Channel, from: string, until: string) => {
  await manager.goto('/groundwork/campaign');
  await manager.getByLabel(`${channel} hours from`).fill(from);
  await manager.getByLabel(`${channel} hours until`).fill(until);
  await manager.getByRole('button', { name: 'Save settings' }).click();
  await manager.getByRole('button', { name: 'Save settings' }).and(manager.locator(':disabled')).waitFor();
};

/** The demo campaign, made when the server started, has a new campaign's hours: 08:00–21:00 for both. */
export const expectNewCampaignHours = async (manager: Page) => {
  await manager.goto('/groundwork/campaign');
  for (const channel of ['Texting', 'Calling'] as const) {
    expect(await manager.getByLabel(`${channel} hours from`).inputValue()).toBe('08:00');
    expect(await manager.getByLabel(`${channel} hours until`).inputValue()).toBe('21:00');
  }
};

/**
 * An hour closed now for the demo's voters (New York), whatever the hour the journey runs: 1 pm before noon,
 * 6 am after; `opens` as the closed notices say it.
 */
export const closedHours = () => {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(new Date()),
  );
  return hour < 12
    ? { from: '13:00', until: '14:00', opens: '1:00 pm' }
    : { from: '06:00', until: '07:00', opens: '6:00 am' };
};

/** The channel's hours made the whole day: the journeys run at any hour. */
export const allDay = (manager: Page, channel: Channel) => setHours(manager, channel, '00:00', '23:59');

/** Searches numbers in an area code and buys the first, confirming in its dialog. */
export const buyNumber = async (page: Page, areaCode: string): Promise<void> => {
  await page.getByLabel('Area code').fill(areaCode);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Buy', exact: true }).first().click();
  const buy = page.getByRole('dialog');
  await dialogOpened(buy);
  await buy.getByRole('button', { name: /^Buy / }).click();
};

/** In the composer, adds the demo Volunteer to the members field ("Callers", "Texters"). */
export const assignVolunteer = async (page: Page, label: 'Callers' | 'Texters'): Promise<void> => {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    .click();
  await page
    .getByRole('option', { name: /\(Volunteer\)$/ })
    .first()
    .click();
  await page.keyboard.press('Escape');
};

/** Saves the composed campaign as a Draft, then activates it on its page (`path`: "phone-banking"). */
export const saveDraftAndActivate = async (page: Page, path: string): Promise<void> => {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(`**/groundwork/${path}/id/*`);
  await page.getByRole('button', { name: 'Activate' }).click();
  const activate = page.getByRole('dialog');
  await dialogOpened(activate);
  await activate.getByRole('button', { name: 'Activate' }).click();
  await page.getByText('Active', { exact: true }).first().waitFor();
};

/** The demo Volunteer, signed in on a phone-sized window. */
export const volunteerOnPhone = async (
  journey: Journey,
): Promise<{ context: BrowserContext; page: Page }> => {
  const phone = await newPage(journey.browser, journey.server.url, PHONE);
  await signIn(phone.page, DEMO.volunteer);
  await phone.page.waitForURL('**/groundwork/**');
  return phone;
};

/** The dashboard counts at least `least` touches in the channel ("call", "text") once the work is recorded. */
export const expectDashboardTouches = async (page: Page, channel: string, least: number): Promise<void> => {
  await page.goto('/groundwork/dashboard');
  await expect
    .poll(async () => Number((await page.getByTestId(`channel-${channel}`).innerText()).replace(/,/g, '')), {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(least);
};
