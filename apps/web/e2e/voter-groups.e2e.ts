import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@groundwork/shared/messages';
import { DEMO, SCREENSHOT_DIR, newPage, screenshot, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { countChangedFrom, settledCount } from './support/voter-count';
import { expectAccessible } from './support/axe';
import { breakdownSettled, dialogOpened } from './support/waits';

const journey = startJourney();

/** No sideways scrolling of the page itself (tables scroll inside their own box). */
const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

interface DemoVoter {
  id: string;
  state_voter_id: string;
  first_name: string;
  last_name: string;
}

/** A page of the demo district's voters (sorted by last name), read through the API as the web app calls it. */
const districtVoters = (page: Page, skip: number, limit: number, name?: string) =>
  page.evaluate(
    async ({ skip, limit, name }) => {
      const { token } = (await (await fetch('/identity/token', { credentials: 'include' })).json()) as {
        token: string;
      };
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const me = (await (await fetch('/api/users/me', { headers })).json()) as { campaign_id: string };
      const reply = await fetch('/api/district/voters/', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          campaign_id: me.campaign_id,
          filter_params: name ? { name } : {},
          skip,
          limit,
        }),
      });
      return (await reply.json()) as { total: number; voters: DemoVoter[] };
    },
    { skip, limit, name },
  );

/** A CSV of state voter ids, as a campaign's own list would be. */
const writeIdsCsv = async (name: string, ids: string[]) => {
  const path = join(await mkdtemp(join(tmpdir(), 'gw-ids-')), name);
  await writeFile(path, `first_name,voter_id\n${ids.map((id) => `X,${id}`).join('\n')}\n`);
  return path;
};

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
    await breakdownSettled(page);
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

  it('on a phone: uploads a CSV of 20 voter ids into a group of 20, merges two records, makes a walkbook from a CSV', async () => {
    const { page, context } = await newPage(journey.browser, journey.server.url, { width: 375, height: 800 });
    await signIn(page, DEMO.manager);
    await page.waitForURL('**/groundwork/dashboard');
    const twenty = (await districtVoters(page, 0, 20)).voters;
    expect(twenty).toHaveLength(20);
    const csv = await writeIdsCsv(
      'sign-up sheet.csv',
      twenty.map((v) => v.state_voter_id),
    );

    // Upload: name, file, progress, then the counts; the group holds the 20 voters.
    await page.goto('/groundwork/voter-groups');
    await page.getByRole('heading', { name: 'Voter Groups', level: 1 }).waitFor();
    await expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'vg-7b-phone-list-actions');
    await page.getByRole('button', { name: 'Upload' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload a voter group' });
    await dialogOpened(upload);
    const name = `Sign-up sheet ${String(Date.now())}`;
    await upload.getByRole('textbox', { name: 'Name' }).fill(name);
    await upload.locator('input[type="file"]').setInputFiles(csv);
    await screenshot(page, 'vg-8-phone-upload');
    await expectAccessible(page, 'vg-8-phone-upload');
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect
      .poll(() => upload.getByTestId('upload-matched').textContent(), { timeout: 30_000 })
      .toBe('20');
    await expect(upload.getByTestId('upload-unmatched').textContent()).resolves.toBe('0');
    await upload.getByText('The group holds 20 voters.').waitFor();
    await expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'vg-9-phone-upload-done');
    await expectAccessible(page, 'vg-9-phone-upload-done');
    await upload.getByRole('button', { name: 'Open voter group' }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const members = page.getByRole('table', { name: 'Voters of the group' });
    await members.waitFor();
    await expect.poll(() => members.locator('tbody tr').count()).toBe(20);

    // Merge: two records found by a shared last name, far from the uploaded 20; one is kept, one deleted.
    const [sample] = (await districtVoters(page, 400, 1)).voters;
    const namesakes = await districtVoters(page, 0, 20, sample!.last_name);
    expect(namesakes.total, `the demo district has more than one ${sample!.last_name}`).toBeGreaterThan(1);
    await page.goto('/groundwork/voter-groups');
    await page.getByRole('button', { name: 'Merge' }).click();
    const merge = page.getByRole('dialog', { name: 'Merge duplicate voter records' });
    await dialogOpened(merge);
    await merge.getByRole('textbox', { name: 'Find a voter' }).fill(sample!.last_name);
    const found = merge.getByRole('group', { name: 'Matching voters' });
    await found.getByRole('checkbox').nth(1).waitFor();
    await found.getByRole('checkbox').nth(0).check();
    await found.getByRole('checkbox').nth(1).check();
    await merge.getByRole('radio').nth(1).check();
    await expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'vg-10-phone-merge-pick');
    await expectAccessible(page, 'vg-10-phone-merge-pick');
    await merge.getByRole('button', { name: 'Merge 2 records' }).click();
    const confirm = page.getByRole('dialog', { name: 'Merge these records?' });
    await confirm.getByText('This cannot be undone.', { exact: false }).waitFor();
    await screenshot(page, 'vg-11-phone-merge-confirm');
    await expectAccessible(page, 'vg-11-phone-merge-confirm');
    await confirm.getByRole('button', { name: 'Merge records' }).click();
    await page.getByText(/^Merged 1 record into /).waitFor();
    const after = await districtVoters(page, 0, 20, sample!.last_name);
    expect(after.total).toBe(namesakes.total - 1);

    // From a CSV: ten of the district's ids and one unknown; the walkbook holds the ten.
    const ten = (await districtVoters(page, 100, 10)).voters.map((v) => v.state_voter_id);
    const walkCsv = await writeIdsCsv('doors.csv', [...ten, 'NOT-A-VOTER-1']);
    await page.goto('/groundwork/walkbook/add');
    await page.getByText('From a CSV').click();
    const walkName = `Doors from a list ${String(Date.now())}`;
    await page.getByRole('textbox', { name: 'Name' }).fill(walkName);
    await page.locator('input[type="file"]').setInputFiles(walkCsv);
    await screenshot(page, 'wb-csv-1-phone-form');
    await expectAccessible(page, 'wb-csv-1-phone-form');
    await page.getByRole('button', { name: 'Create walkbook' }).click();
    await page.getByText(`${walkName} was created with 10 voters.`).waitFor();
    await expect(page.getByTestId('walkbook-unmatched').textContent()).resolves.toBe('NOT-A-VOTER-1');
    await expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'wb-csv-2-phone-unmatched');
    await expectAccessible(page, 'wb-csv-2-phone-unmatched');
    await page.getByRole('button', { name: 'Open walkbook' }).click();
    await page.waitForURL('**/groundwork/walkbook/id/*');
    await page.getByRole('heading', { name: walkName, level: 1 }).waitFor();
    await context.close();
  });
});
