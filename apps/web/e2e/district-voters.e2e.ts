import { readFile, writeFile } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { expectAccessible } from './support/axe';
import { dialogOpened } from './support/waits';

/** The columns of North Carolina's ncvoter file (copied from the server's import tests). */
const NCVOTER_HEADER =
  `county_id	county_desc	voter_reg_num	ncid	last_name	first_name	middle_name	name_suffix_lbl	status_cd	voter_status_desc	reason_cd	voter_status_reason_desc	res_street_address	res_city_desc	state_cd	zip_code	mail_addr1	mail_addr2	mail_addr3	mail_addr4	mail_city	mail_state	mail_zipcode	full_phone_number	confidential_ind	registr_dt	race_code	ethnic_code	party_cd	gender_code	birth_year	age_at_year_end	birth_state	drivers_lic	precinct_abbrv	precinct_desc	municipality_abbrv	municipality_desc	ward_abbrv	ward_desc	cong_dist_abbrv	super_court_abbrv	judic_dist_abbrv	nc_senate_abbrv	nc_house_abbrv	county_commiss_abbrv	county_commiss_desc	township_abbrv	township_desc	school_dist_abbrv	school_dist_desc	fire_dist_abbrv	fire_dist_desc	water_dist_abbrv	water_dist_desc	sewer_dist_abbrv	sewer_dist_desc	sanit_dist_abbrv	sanit_dist_desc	rescue_dist_abbrv	rescue_dist_desc	munic_dist_abbrv	munic_dist_desc	dist_1_abbrv	dist_1_desc	vtd_abbrv	vtd_desc`.split(
    '\t',
  );

const IMPORTED_ROWS = 200;
const EMPTY_NCID_ROWS = new Set([17, 141]);

/** An ncvoter-style tab-separated file: 200 voters, two of them without an ncid. */
const ncvoterFile = (): string => {
  const lines = Array.from({ length: IMPORTED_ROWS }, (_, i) => {
    const cells: Record<string, string> = {
      county_id: '92',
      county_desc: 'WAKE',
      ncid: EMPTY_NCID_ROWS.has(i) ? '' : `ZE${String(900000 + i)}`,
      last_name: ['Rivera', 'Okafor', 'Lindqvist', 'Nguyen'][i % 4] ?? 'Rivera',
      first_name: ['Ana', 'Ben', 'Chloé', 'Dev'][i % 4] ?? 'Ana',
      res_street_address: `${String(200 + Math.floor(i / 2))} JOURNEY ST`,
      res_city_desc: 'RALEIGH',
      state_cd: 'NC',
      zip_code: '27601',
      party_cd: ['DEM', 'REP', 'UNA'][i % 3] ?? 'UNA',
      gender_code: i % 2 ? 'F' : 'M',
      birth_year: String(1950 + (i % 50)),
      registr_dt: '03/15/2012',
      voter_status_desc: 'ACTIVE',
      precinct_abbrv: '01-07',
    };
    return NCVOTER_HEADER.map((column) => cells[column] ?? '').join('\t');
  });
  return [NCVOTER_HEADER.join('\t'), ...lines].join('\n') + '\n';
};

const journey = startJourney();

const totalVoters = async (page: Page): Promise<number> =>
  Number(((await page.getByTestId('district-voter-total').textContent()) ?? '').replace(/\D/g, ''));

/** The ages shown on the current page of the table, in order. */
const agesShown = async (page: Page): Promise<number[]> => {
  const cells = await page
    .getByRole('table', { name: 'District voters' })
    .locator('tbody tr td:nth-child(8)')
    .allTextContents();
  return cells.filter((cell) => cell !== '').map(Number);
};

const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('district voters', () => {
  it('browses and sorts the voter file, imports an ncvoter file and downloads its rejected rows', async () => {
    const { page } = await newPage(journey.browser, journey.server.url);
    await signIn(page, DEMO.manager);
    await page.waitForURL('**/groundwork/dashboard');

    await page.getByTestId('sidebar').getByRole('button', { name: 'District' }).click();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Voters', exact: true }).click();
    await page.waitForURL('**/groundwork/district/voters-hosted');
    await page.getByRole('heading', { name: 'Voters', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'District voters' });
    await table.waitFor();
    await page.getByTestId('district-voter-total').waitFor();
    expect(await totalVoters(page)).toBe(5000);
    await expect(page.getByTestId('voter-range').textContent()).resolves.toContain('of 5,000');
    expect(await table.locator('tbody tr').count()).toBe(50);
    await screenshot(page, 'dv-1-table');
    await expectAccessible(page, 'dv-1-table');

    await table.getByRole('button', { name: /Age/ }).click();
    await expect
      .poll(() => table.getByRole('columnheader', { name: /Age/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    await expect
      .poll(async () => {
        const ages = await agesShown(page);
        return ages.length > 1 && ages.every((age, i) => i === 0 || (ages[i - 1] ?? 0) <= age);
      })
      .toBe(true);
    await table.getByRole('button', { name: /Age/ }).click();
    await expect
      .poll(() => table.getByRole('columnheader', { name: /Age/ }).getAttribute('aria-sort'))
      .toBe('descending');
    await expect
      .poll(async () => {
        const ages = await agesShown(page);
        return ages.length > 1 && ages.every((age, i) => i === 0 || (ages[i - 1] ?? 0) >= age);
      })
      .toBe(true);
    // Settled: no page of the table still being fetched (it is dimmed, and axe would judge its faded text).
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false');
    await screenshot(page, 'dv-2-sorted-by-age');
    await expectAccessible(page, 'dv-2-sorted-by-age');

    const dir = mkdtempSync(join(tmpdir(), 'gw-e2e-voters-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const filePath = join(dir, 'ncvoter_journey.txt');
    await writeFile(filePath, ncvoterFile(), 'utf8');

    await page.getByRole('button', { name: 'Import voter file' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Import voter file' });
    await dialog.waitFor();
    await dialog.locator('input[type="file"]').setInputFiles(filePath);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByTestId('import-layout').filter({ hasText: 'North Carolina ncvoter' }).waitFor();
    await expect(dialog.getByRole('combobox', { name: 'Voter id' }).inputValue()).resolves.toBe('ncid');
    await dialog.getByRole('table', { name: 'Preview of the mapped rows' }).waitFor();
    await dialogOpened(dialog);
    await screenshot(page, 'dv-3-mapping');
    await expectAccessible(page, 'dv-3-mapping');

    // New voters for the district, not its full file: the voters it does not list stay.
    await dialog.getByRole('checkbox', { name: 'Mark voters missing from this file as removed' }).uncheck();
    await dialog.getByRole('button', { name: 'Start import' }).click();
    await dialog.getByRole('progressbar', { name: 'Import progress' }).waitFor();
    await screenshot(page, 'dv-4-progress');
    await expectAccessible(page, 'dv-4-progress');
    await dialog.getByText('Imported 198 voters, rejected 2').waitFor({ timeout: 60_000 });
    await screenshot(page, 'dv-5-done');
    await expectAccessible(page, 'dv-5-done');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download rejected rows' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('line,reason,row');
    expect(lines).toHaveLength(3);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => totalVoters(page), { timeout: 15_000 }).toBe(5198);
    await expect(page.getByTestId('voter-range').textContent()).resolves.toContain('of 5,198');
    const history = page.getByRole('table', { name: 'Voter file imports' });
    await history.getByText('ncvoter_journey.txt').waitFor();
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'dv-6-history');
    await expectAccessible(page, 'dv-6-history');

    // On a phone: nothing scrolls the page sideways; the tables scroll inside their own box.
    const phone = await newPage(journey.browser, journey.server.url, { width: 375, height: 800 });
    await signIn(phone.page, DEMO.manager);
    await phone.page.waitForURL('**/groundwork/dashboard');
    await phone.page.goto('/groundwork/district/voters-hosted');
    await phone.page.getByRole('table', { name: 'District voters' }).waitFor();
    await expect(horizontalOverflow(phone.page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'dv-7-phone');
    await expectAccessible(phone.page, 'dv-7-phone');
    await phone.page.getByRole('table', { name: 'District voters' }).scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'dv-8-phone-table');
    await expectAccessible(phone.page, 'dv-8-phone-table');
    await phone.page.getByRole('button', { name: 'Import voter file' }).first().click();
    await dialogOpened(phone.page.getByRole('dialog', { name: 'Import voter file' }));
    await screenshot(phone.page, 'dv-9-phone-import');
    await expectAccessible(phone.page, 'dv-9-phone-import');
    await phone.context.close();
  });
});
