import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { expectAccessible } from './support/axe';
import { mapReady } from './support/waits';

const journey = startJourney();

const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Picks an option of a Mantine select by its label. */
const choose = async (page: Page, select: string, option: RegExp) => {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
};

describe('election results', () => {
  it('shows the demo elections, switches contest, and lists the precincts with turnout', async () => {
    const { page } = await newPage(journey.browser, journey.server.url);
    await signIn(page, DEMO.manager);
    await page.waitForURL('**/groundwork/dashboard');

    await page.getByTestId('sidebar').getByRole('button', { name: 'District' }).click();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Election Results', exact: true }).click();
    await page.waitForURL('**/groundwork/district/election-results');
    await page.getByRole('heading', { name: 'Election Results', level: 1 }).waitFor();

    const election = page.getByRole('combobox', { name: 'Election' });
    await expect.poll(() => election.inputValue(), { timeout: 15_000 }).toMatch(/^2024 General/);
    await election.click();
    await page.getByRole('option', { name: /^2022 General/ }).waitFor();
    await page.keyboard.press('Escape');

    const byChoice = page.getByRole('table', { name: 'Results by choice' });
    await byChoice.getByText('Adrienne Moss').waitFor();
    await expect(byChoice.locator('tbody tr').first().textContent()).resolves.toContain('Winner');
    const byPrecinct = page.getByRole('table', { name: 'Results by precinct' });
    await byPrecinct.getByRole('cell', { name: '01-01', exact: true }).waitFor();
    await screenshot(page, 'er-1-governor');
    await expectAccessible(page, 'er-1-governor');
    await page.getByRole('region', { name: /^Map of Governor/ }).scrollIntoViewIfNeeded();
    await mapReady(page.getByRole('region', { name: /^Map of Governor/ }));
    await screenshot(page, 'er-2-map');
    await expectAccessible(page, 'er-2-map');

    await choose(page, 'Contest', /^Raleigh City Council District C$/);
    await page.getByRole('heading', { name: 'Raleigh City Council District C' }).waitFor();
    await byPrecinct.getByRole('columnheader', { name: 'Jerome Banks' }).waitFor();
    const rows = byPrecinct.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(24);
    const cells = await rows.first().locator('td').allTextContents();
    expect(cells[0]).toBe('01-01');
    expect(cells.at(-1)).toMatch(/^\d{1,3}\.\d%$/); // turnout
    await byPrecinct.scrollIntoViewIfNeeded();
    await screenshot(page, 'er-3-council-precincts');
    await expectAccessible(page, 'er-3-council-precincts');

    await choose(page, 'Election', /^2022 General/);
    await expect.poll(() => page.getByRole('combobox', { name: 'Contest' }).inputValue()).toBe('US Senate');

    // On a phone: nothing scrolls the page sideways; the tables scroll inside their own box.
    const phone = await newPage(journey.browser, journey.server.url, { width: 375, height: 800 });
    await signIn(phone.page, DEMO.manager);
    await phone.page.waitForURL('**/groundwork/dashboard');
    await phone.page.goto('/groundwork/district/election-results');
    await phone.page.getByRole('table', { name: 'Results by precinct' }).waitFor();
    await expect(horizontalOverflow(phone.page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'er-4-phone');
    await expectAccessible(phone.page, 'er-4-phone');
    await phone.context.close();
  });
});
