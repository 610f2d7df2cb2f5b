import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { expectAccessible } from './support/axe';
import { mapReady } from './support/waits';

const journey = startJourney();

const DOORS_PER_WALKBOOK = 40;
const number = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** Picks `option` from the dialog's `label` dropdown (a page behind may have the same options). */
const pick = async (dialog: Locator, label: string, option: string) => {
  const box = dialog.getByRole('combobox', { name: label });
  await box.click();
  await expect.poll(() => box.getAttribute('aria-controls')).toBeTruthy();
  const list = await box.getAttribute('aria-controls');
  await dialog
    .page()
    .locator(`[id="${list ?? ''}"]`)
    .getByRole('option', { name: option })
    .click();
  // A click beside the field closes its dropdown, as a person would.
  await dialog.getByText(/the survey and canvassers below/).click();
};

describe('recommendations', () => {
  it('a Manager requests walkbooks for Democrats, reviews them by rank and name, and accepts them with a survey and canvassers', async () => {
    const { page } = await newPage(journey.browser, journey.server.url);
    await signIn(page, DEMO.manager);
    await page.waitForURL('**/groundwork/dashboard');
    await page.goto('/groundwork/recommendations');
    await page.getByRole('link', { name: 'Request recommendation' }).first().click();
    await page.getByRole('heading', { name: 'Request recommendation', level: 1 }).waitFor();

    const name = `Democrats ${String(Date.now())}`;
    await page.getByRole('textbox', { name: 'Request name' }).fill(name);
    const countText = page
      .locator('[data-testid="count-panel"][aria-busy="false"]')
      .getByTestId('recommendation-count')
      .filter({ hasText: /voters · / });
    const district = (await countText.textContent({ timeout: 20_000 })) ?? '';
    const party = page.getByRole('combobox', { name: 'Party' });
    await party.fill('DEM');
    await party.press('Enter');
    await page.getByRole('textbox', { name: 'Doors per walkbook' }).fill(String(DOORS_PER_WALKBOOK));
    // The count follows the filter: fewer doors than the whole district.
    const filtered = countText.filter({ hasNotText: district });
    await filtered.waitFor({ timeout: 20_000 });
    const doors = number(/([\d,]+) doors/.exec((await filtered.textContent()) ?? '')?.[1] ?? null);
    await page
      .getByTestId('recommendation-estimate')
      .filter({ hasText: `walkbooks of ${String(DOORS_PER_WALKBOOK)} doors` })
      .waitFor();
    expect(doors).toBeGreaterThan(DOORS_PER_WALKBOOK * 3);
    await screenshot(page, 'rec-1-request');
    await expectAccessible(page, 'rec-1-request');
    await page.getByRole('button', { name: 'Request recommendation' }).click();

    // The request page: Pending, then the walkbooks on the map and ranked beside it.
    await page.waitForURL('**/groundwork/recommendation/id/*');
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Recommended walkbooks by rank' });
    await table.waitFor({ timeout: 60_000 });
    const requestUrl = page.url();
    await page.getByTestId('map-legend').waitFor(); // shown once the map has loaded
    const summary = (await page.getByTestId('request-summary').textContent()) ?? '';
    expect(number(/([\d,]+) doors/.exec(summary)?.[1] ?? null)).toBe(doors);
    const rows = table.locator('tbody tr');
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')),
    );
    expect(cells.length).toBeGreaterThan(2);
    // Columns: the box to select it, rank, name, doors, voters, uncontacted.
    expect(cells.map((row) => Number(row[1]))).toEqual(cells.map((_, i) => i + 1));
    const uncontacted = cells.map((row) => number(row[5] ?? null));
    expect([...uncontacted].sort((a, b) => b - a)).toEqual(uncontacted);
    const sizes = cells.map((row) => number(row[3] ?? null));
    // Each has its own name: its main streets and its size.
    const names = cells.map((row) => row[2] ?? '');
    expect(new Set(names).size).toBe(names.length);
    names.forEach((bookName, i) => {
      expect(bookName).toMatch(new RegExp(` · ${String(sizes[i])} doors( \\(\\d+\\))?$`));
      expect(bookName).not.toContain(name);
    });
    expect(sizes.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(doors);
    for (const size of sizes) {
      expect(size).toBeGreaterThanOrEqual(DOORS_PER_WALKBOOK * 0.8 - 1);
      expect(size).toBeLessThanOrEqual(DOORS_PER_WALKBOOK * 1.2 + 1);
    }
    await mapReady(page.getByRole('region', { name: 'Map of the recommended walkbooks' }));
    await screenshot(page, 'rec-2-ranked-map');
    await expectAccessible(page, 'rec-2-ranked-map');

    // The top-ranked walkbook: its doors on a map; accepting it asks for the survey and canvassers, makes the
    // walkbook and opens it.
    const first = names[0]!;
    await rows.first().getByRole('link', { name: first }).click();
    await page.waitForURL('**/groundwork/recommendation-walkbook/*');
    await page.getByRole('heading', { name: first, level: 1 }).waitFor();
    await page
      .getByTestId('map-legend')
      .filter({ hasText: `${String(sizes[0])} doors` })
      .waitFor();
    await mapReady(page.getByRole('region', { name: "Map of the recommended walkbook's doors" }));
    await screenshot(page, 'rec-3-walkbook');
    await expectAccessible(page, 'rec-3-walkbook');
    await page.getByRole('button', { name: 'Accept as walkbook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept as walkbook' });
    await pick(dialog, 'Survey', 'Door survey — Riverside');
    await pick(dialog, 'Assign to', 'Sam Lee (Volunteer)');
    await screenshot(page, 'rec-4-accept-dialog');
    await expectAccessible(page, 'rec-4-accept-dialog');
    await dialog.getByRole('button', { name: 'Accept as walkbook' }).click();
    await page.waitForURL('**/groundwork/walkbook/id/*');
    await page.getByRole('heading', { name: first, level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Progress' }).click();
    await page
      .getByText(`0 / ${String(sizes[0])}`)
      .first()
      .waitFor();
    await page.getByText('Sam Lee (Volunteer)').first().waitFor();
    await screenshot(page, 'rec-5-accepted-walkbook');
    await expectAccessible(page, 'rec-5-accepted-walkbook');

    // Back on the request: the next two accepted together, with one survey and two canvassers.
    await page.goto(requestUrl);
    await table.waitFor({ timeout: 20_000 });
    for (const bookName of names.slice(1, 3))
      await table.getByRole('checkbox', { name: `Select ${bookName}` }).check();
    await page.getByRole('button', { name: 'Accept selected (2)' }).click();
    const several = page.getByRole('dialog', { name: 'Accept 2 walkbooks' });
    await pick(several, 'Survey', 'Door survey — Riverside');
    await pick(several, 'Assign to', 'Sam Lee (Volunteer)');
    await pick(several, 'Assign to', 'Priya Shah (Staff)');
    await several.getByRole('button', { name: 'Accept 2 walkbooks' }).click();
    const results = several.getByRole('list', { name: 'Results' });
    for (const bookName of names.slice(1, 3)) await results.getByRole('link', { name: bookName }).waitFor();
    await several.getByRole('progressbar', { name: 'Accepting: 2 of 2 done' }).waitFor();
    await screenshot(page, 'rec-6-accepted-several');
    await expectAccessible(page, 'rec-6-accepted-several');
    await results.getByRole('link', { name: names[2]! }).click();
    await page.waitForURL('**/groundwork/walkbook/id/*');
    await page.getByRole('heading', { name: names[2]!, level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Progress' }).click();
    await page.getByText('Priya Shah (Staff)').first().waitFor();

    // The list of requests counts it as accepted.
    await page.goto('/groundwork/recommendations');
    await page
      .getByRole('link', { name })
      .filter({ hasText: `${String(cells.length)} walkbooks` })
      .filter({ hasText: '3 accepted' })
      .waitFor();
    await screenshot(page, 'rec-7-requests');
    await expectAccessible(page, 'rec-7-requests');
  });
});
