import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@groundwork/shared/messages';
import { DEMO, SCREENSHOT_DIR, newPage, screenshot, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { countChangedFrom, settledCount } from './support/voter-count';
import { expectAccessible } from './support/axe';
import { dialogOpened } from './support/waits';

const journey = startJourney();

/** No sideways scrolling of the page itself (tables scroll inside their own box). */
const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('voter groups', () => {
  it('builds a group with filters, watches the count, opens it, exports it and deletes it', async () => {
    const { page } = await newPage(journey.browser, journey.server.url);
    await signIn(page, DEMO.manager);
    await page.waitForURL('**/groundwork/dashboard');

    await page.getByTestId('sidebar').getByRole('link', { name: 'Voter Groups' }).click();
    await page.waitForURL('**/groundwork/voter-groups');
    await page.getByRole('heading', { name: 'Voter Groups', level: 1 }).waitFor();
    await screenshot(page, 'vg-1-list-before');
    await expectAccessible(page, 'vg-1-list-before');

    await page.getByRole('link', { name: 'New voter group' }).first().click();
    await page.waitForURL('**/groundwork/voter-group/search');
    const everyone = await settledCount(page);
    expect(everyone, 'the demo campaign has voters').toBeGreaterThan(0);

    const party = page.getByRole('combobox', { name: 'Party' });
    await party.fill('DEM');
    await party.press('Enter');
    const democrats = await countChangedFrom(page, everyone);
    expect(democrats).toBeGreaterThan(0);
    expect(democrats).toBeLessThan(everyone);

    await page.getByRole('textbox', { name: 'Minimum age' }).fill('30');
    await page.getByRole('textbox', { name: 'Maximum age' }).fill('60');
    const selected = await countChangedFrom(page, democrats);
    expect(selected).toBeGreaterThan(0);
    expect(selected).toBeLessThan(democrats);
    await page.getByTestId('voter-breakdown').waitFor();
    await screenshot(page, 'vg-2-builder');
    await expectAccessible(page, 'vg-2-builder');
    await page.screenshot({ path: join(SCREENSHOT_DIR, 'vg-2b-builder-full.png'), fullPage: true });

    const name = `Democrats 30 to 60 ${String(Date.now())}`;
    await page.getByRole('textbox', { name: 'Group name' }).fill(name);
    await page.getByRole('textbox', { name: 'Description' }).fill('Built by the journey.browser journey');
    await page.getByRole('button', { name: 'Save voter group' }).click();

    await page.waitForURL('**/groundwork/voter-group/id/*');
    const detailUrl = page.url();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByTestId('voter-group-status').filter({ hasText: 'Ready' }).waitFor({ timeout: 30_000 });
    const table = page.getByRole('table', { name: 'Voters of the group' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(Math.min(50, selected));
    await expect(page.getByTestId('filter-summary').textContent()).resolves.toContain('Aged 30 to 60');
    await screenshot(page, 'vg-3-detail');
    await expectAccessible(page, 'vg-3-detail');

    // On a phone: the filters stack above the results, tables scroll inside their own box.
    const phone = await newPage(journey.browser, journey.server.url, { width: 375, height: 800 });
    await signIn(phone.page, DEMO.manager);
    await phone.page.waitForURL('**/groundwork/dashboard');
    await phone.page.goto('/groundwork/voter-group/search');
    await settledCount(phone.page);
    const filterBox = await phone.page.getByRole('region', { name: 'Filters' }).boundingBox();
    const countBox = await phone.page.getByTestId('voter-count').boundingBox();
    expect(filterBox && countBox && filterBox.y < countBox.y).toBe(true);
    await expect(horizontalOverflow(phone.page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'vg-4-phone-builder');
    await expectAccessible(phone.page, 'vg-4-phone-builder');
    await phone.page.getByRole('combobox', { name: /Voted in elections/ }).scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'vg-4b-phone-filters-scrolled');
    await expectAccessible(phone.page, 'vg-4b-phone-filters-scrolled');
    await phone.page.goto(detailUrl);
    await phone.page.getByRole('table', { name: 'Voters of the group' }).waitFor();
    await expect(horizontalOverflow(phone.page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'vg-5-phone-detail');
    await expectAccessible(phone.page, 'vg-5-phone-detail');
    await phone.context.close();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toMatch(/^state_voter_id,first_name,/);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete voter group' });
    await dialog.getByText(name).waitFor();
    await dialogOpened(dialog);
    await screenshot(page, 'vg-6-delete-confirm');
    await expectAccessible(page, 'vg-6-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete voter group' }).click();
    await page.waitForURL('**/groundwork/voter-groups');
    await page.getByText(MESSAGES.voterGroupDeleted).waitFor();
    await expect(page.getByRole('link', { name }).count()).resolves.toBe(0);
    await screenshot(page, 'vg-7-deleted');
    await expectAccessible(page, 'vg-7-deleted');
  });
});
