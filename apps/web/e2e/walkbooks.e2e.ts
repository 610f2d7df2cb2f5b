import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, launchBrowser, newPage, screenshot, signIn } from './support/browser';
import { startServer, type TestServer } from './support/server';
import { expectAccessible } from './support/axe';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
  await server.stop();
});

const DOORS_TO_KNOCK = 10;

/** Draws a square of `half` pixels around the map's centre, corner by corner, and closes it. */
const drawSquare = async (page: Page, half: number) => {
  const map = page.getByRole('region', { name: /click to draw/ });
  await map.locator('canvas').waitFor();
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  for (const [dx, dy] of [
    [-half, -half],
    [half, -half],
    [half, half],
    [-half, half],
  ] as const) {
    await page.mouse.click(cx + dx, cy + dy);
    await page.waitForTimeout(150);
  }
  await page.getByRole('button', { name: 'Close area' }).click();
};

/** "123 voters · 80 doors" once counted. */
const walkbookCount = async (page: Page) => {
  const count = page.locator('[data-testid="walkbook-count"][data-updating="false"]');
  await count.filter({ hasText: /voters ·/ }).waitFor({ timeout: 20_000 });
  const match = /([\d,]+) voters · ([\d,]+) doors/.exec((await count.textContent()) ?? '');
  return { voters: Number(match?.[1]?.replace(/,/g, '')), doors: Number(match?.[2]?.replace(/,/g, '')) };
};

/** The dashboard's "Touches this week" figure, once it has loaded. */
const touchesThisWeek = async (page: Page) => {
  const metric = page.getByTestId('metric-Touches this week');
  await metric.waitFor();
  return Number((await metric.innerText()).replace(/\D/g, ''));
};

describe('walkbooks', () => {
  it('a Manager cuts a walkbook on the map; the Volunteer knocks 10 doors on a phone; the Manager sees the touches', async () => {
    const { page } = await newPage(browser, server.url);
    await signIn(page, DEMO.manager);
    await page.waitForURL('**/groundwork/dashboard');
    const touchesBefore = await touchesThisWeek(page);
    await page.goto('/groundwork/walkbook/add');
    await page.getByRole('heading', { name: 'New walkbook', level: 1 }).waitFor();
    await drawSquare(page, 45);
    const counted = await walkbookCount(page);
    expect(counted.doors).toBeGreaterThanOrEqual(DOORS_TO_KNOCK);
    const name = `Downtown ${String(Date.now())}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page
      .getByRole('textbox', { name: 'Survey' })
      .or(page.getByRole('combobox', { name: 'Survey' }))
      .click();
    await page.getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'Assign to' }).click();
    await page.getByRole('option', { name: /\(Volunteer\)/ }).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'wb-1-builder');
    await expectAccessible(page, 'wb-1-builder');
    await page.getByRole('button', { name: 'Create walkbook' }).click();
    await page.waitForURL('**/groundwork/walkbook/id/*');
    const walkbookUrl = new URL(page.url()).pathname;
    await page.getByRole('heading', { name, level: 1 }).waitFor();

    // The Volunteer, on a phone, finds it among their walkbooks and knocks doors in route order.
    const phone = await newPage(browser, server.url, { width: 375, height: 812 });
    await signIn(phone.page, DEMO.volunteer);
    await phone.page.waitForURL('**/groundwork/walkbooks');
    await phone.page.getByRole('link', { name }).click();
    await phone.page.waitForURL(`**${walkbookUrl}`);
    await phone.page.getByRole('region', { name: 'Walking route' }).locator('canvas').waitFor();
    await phone.page.getByRole('button', { name: 'Door 1', exact: true }).waitFor();
    await screenshot(phone.page, 'wb-2-phone-route');
    await expectAccessible(phone.page, 'wb-2-phone-route');
    await phone.page.getByRole('button', { name: 'Start at door 1' }).click();
    for (let door = 1; door <= DOORS_TO_KNOCK; door += 1) {
      const card = phone.page.locator('section').first();
      await card.getByText('Contacted', { exact: true }).click();
      await card.getByRole('radio').nth(5).check(); // the survey's first answer (after the five door results)
      await card.getByRole('button', { name: 'Save Contacted' }).click();
      await card.getByText('Contacted', { exact: true }).last().waitFor();
      await phone.page.getByText(`${String(door)} of ${String(counted.doors)} doors knocked`).waitFor();
      if (door === 3) await screenshot(phone.page, 'wb-3-phone-door');
      await phone.page.getByRole('button', { name: 'Next door' }).click();
    }
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'wb-4-phone-after');
    await expectAccessible(phone.page, 'wb-4-phone-after');
    await phone.context.close();

    // The Manager sees the touches on the walkbook.
    await page.reload();
    await page.getByRole('tab', { name: 'Progress' }).click();
    await page.getByText(`${String(DOORS_TO_KNOCK)} / ${String(counted.doors)}`).waitFor();
    await page.getByRole('cell', { name: 'Sam Lee' }).waitFor();
    await screenshot(page, 'wb-5-progress');
    await expectAccessible(page, 'wb-5-progress');

    // …and on the dashboard: this week's touches grew by the doors knocked, the walkbook's bar shows them.
    await page.goto('/groundwork/dashboard');
    expect(await touchesThisWeek(page)).toBe(touchesBefore + DOORS_TO_KNOCK);
    await page.getByLabel(`${name} progress`).waitFor();
    await page.getByText(`${String(DOORS_TO_KNOCK)} / ${String(counted.doors)} doors`).waitFor();
    await screenshot(page, 'wb-6-dashboard');
    await expectAccessible(page, 'wb-6-dashboard');
  });
});
