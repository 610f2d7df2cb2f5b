import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { expectAccessible } from './support/axe';
import { earlyVotersOfLastGenerals, writeRealFormFiles } from './support/history-files';
import { startJourney } from './support/journey';
import { settledCount } from './support/voter-count';
import { breakdownSettled, dialogOpened } from './support/waits';

/**
 * Issue 34's acceptance in Chromium: in a campaign of its own, the Manager imports North Carolina's
 * `ncvoter` and `ncvhis` as published (quoted, tab, Latin-1, CRLF) from the web app, then builds a group
 * "voted early in 2+ of the last 4 generals" from named elections and sees the count the files give.
 */
const VOTERS = 200;
const UNKNOWN = 5;
const CAMPAIGN = 'Wake Turnout 2026';

const journey = startJourney();

/** Creates a campaign through the API as the signed-in user and switches to it from the account page. */
const switchToNewCampaign = async (page: Page, name: string) => {
  const status = await page.evaluate(async (campaign) => {
    const { token } = (await (await fetch('/identity/token', { credentials: 'include' })).json()) as {
      token: string;
    };
    const reply = await fetch('/api/campaign/', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: campaign, candidate_name: 'Lee Park' }),
    });
    return reply.status;
  }, name);
  expect(status).toBe(201);
  await switchTo(page, name);
};

/** Makes `name` the campaign in use (from the account page), unless it already is. */
const switchTo = async (page: Page, name: string) => {
  if ((await page.getByRole('banner').getByText(name).count()) > 0) return;
  await page.goto('/groundwork/account');
  await page.getByRole('button', { name: new RegExp(name) }).click({ timeout: 60_000 });
  await page.waitForURL('**/groundwork/dashboard');
  await page.getByRole('banner').getByText(name).waitFor();
};

/** Uploads a file in the import dialog, checks the layout proposed, starts it and waits for the result. */
const importFile = async (page: Page, path: string, layout: string): Promise<Locator> => {
  await page.getByRole('button', { name: 'Import voter file' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Import voter file' });
  await dialog.locator('input[type="file"]').setInputFiles(path);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await dialog.getByTestId('import-layout').filter({ hasText: layout }).waitFor({ timeout: 60_000 });
  await dialogOpened(dialog);
  return dialog;
};

describe('vote history from the published files, end to end', () => {
  it(
    'imports an ncvoter and its ncvhis, then counts the early voters of 2 of the last 4 generals by name',
    { timeout: 600_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'gw-e2e-ncvhis-'));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      const files = await writeRealFormFiles(dir, VOTERS, UNKNOWN);
      const expected = await earlyVotersOfLastGenerals(files, 4, 2);
      expect(expected.generals).toEqual(['2024-11-05', '2022-11-08', '2020-11-03', '2018-11-06']);
      expect(expected.voters).toBeGreaterThan(0);

      const { context, page } = await newPage(journey.browser, journey.server.url);
      context.setDefaultTimeout(30_000);
      await signIn(page, DEMO.manager);
      await page.waitForURL('**/groundwork/dashboard');
      await switchToNewCampaign(page, CAMPAIGN);

      await page.getByTestId('sidebar').getByRole('button', { name: 'District' }).click();
      await page.getByTestId('sidebar').getByRole('link', { name: 'Voters', exact: true }).click();
      await page.waitForURL('**/groundwork/district/voters-hosted');

      // The voter file: NC's layout read from the quoted Latin-1 header; a first file adds everyone.
      let dialog = await importFile(page, files.ncvoter, 'North Carolina ncvoter');
      await dialog.getByText('Latin-1').waitFor();
      await expect(dialog.getByRole('combobox', { name: 'Voter id' }).inputValue()).resolves.toBe('ncid');
      await dialog.getByRole('checkbox', { name: 'Mark voters missing from this file as removed' }).waitFor();
      await dialog.getByRole('button', { name: 'Start import' }).click();
      await dialog.getByText(`Imported ${String(VOTERS)} voters, rejected 0`).waitFor({ timeout: 180_000 });
      await expect(dialog.getByTestId('import-summary').textContent()).resolves.toBe(
        `Voters: ${String(VOTERS)} added, 0 changed, 0 removed, 0 unchanged`,
      );
      await screenshot(page, 'vh-1-voter-file-done');
      await expectAccessible(page, 'vh-1-voter-file-done');
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await dialog.waitFor({ state: 'hidden' });

      // Before any history, the filters say where it comes from.
      await page.getByTestId('no-vote-history').waitFor();

      // The vote history: nothing to map, matched by ncid; the unknown voters' rows are rejected.
      dialog = await importFile(page, files.ncvhis, 'NC vote history (ncvhis)');
      await dialog.getByText(/matched to this campaign.s voters by their ncid/).waitFor();
      expect(await dialog.getByRole('combobox', { name: 'Voter id' }).count()).toBe(0);
      await screenshot(page, 'vh-2-ncvhis-mapping');
      await expectAccessible(page, 'vh-2-ncvhis-mapping');
      await dialog.getByRole('button', { name: 'Start import' }).click();
      await dialog
        .getByTestId('import-result')
        .filter({ hasText: new RegExp(`^Imported [\\d,]+ votes, rejected ${String(UNKNOWN)}$`) })
        .waitFor({ timeout: 180_000 });
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await dialog.waitFor({ state: 'hidden' });

      // The group, from named elections: the last 4 generals, at least 2 of them, early votes only.
      await page.getByTestId('sidebar').getByRole('link', { name: 'Voter Groups' }).click();
      await page.waitForURL('**/groundwork/voter-groups');
      await page.getByRole('link', { name: 'New voter group' }).first().click();
      await page.waitForURL('**/groundwork/voter-group/search');
      expect(await settledCount(page)).toBe(VOTERS);
      await page.getByRole('button', { name: 'Last 4 generals' }).click();
      const picked = page.getByRole('combobox', { name: /^Voted in elections/ }).locator('..');
      for (const name of ['2024 General', '2022 General', '2020 General', '2018 General'])
        await picked.getByText(name, { exact: true }).waitFor();
      await page.getByRole('textbox', { name: /^Voted in at least/ }).fill('2');
      await page.getByRole('checkbox', { name: 'Voted early' }).check();
      await expect.poll(() => settledCount(page), { timeout: 60_000 }).toBe(expected.voters);
      await breakdownSettled(page);
      await page.getByRole('region', { name: 'Filters' }).getByText('Vote history').scrollIntoViewIfNeeded();
      await screenshot(page, 'vh-3-builder-1280');
      await expectAccessible(page, 'vh-3-builder-1280');

      await page.getByRole('textbox', { name: /Group name/ }).fill('Early voters, 2 of the last 4 generals');
      await page.getByRole('button', { name: /Save voter group/ }).click();
      await page.waitForURL('**/groundwork/voter-group/id/*');
      await expect(page.getByTestId('filter-summary').textContent()).resolves.toContain(
        'Voted in at least 2 of 2024 General, 2022 General, 2020 General and 2018 General, cast early',
      );
      const voters = page.locator('dt', { hasText: /^Voters$/ }).locator('xpath=following-sibling::dd');
      await expect
        .poll(async () => Number(((await voters.textContent()) ?? '').replace(/\D/g, '')), {
          timeout: 60_000,
        })
        .toBe(expected.voters);
      await screenshot(page, 'vh-4-group');
      await expectAccessible(page, 'vh-4-group');

      // On a phone, the same choices by touch and keyboard, every control labelled.
      const phone = await newPage(journey.browser, journey.server.url, { width: 375, height: 800 });
      phone.context.setDefaultTimeout(30_000);
      await signIn(phone.page, DEMO.manager);
      await phone.page.waitForURL('**/groundwork/dashboard');
      await switchTo(phone.page, CAMPAIGN);
      await phone.page.goto('/groundwork/voter-group/search');
      await settledCount(phone.page);
      await phone.page.getByRole('button', { name: 'Last 4 generals' }).click();
      await phone.page.getByRole('checkbox', { name: 'Voted early' }).check();
      await phone.page.getByRole('textbox', { name: /^Voted in at least/ }).fill('2');
      await expect.poll(() => settledCount(phone.page), { timeout: 60_000 }).toBe(expected.voters);
      const centre = (locator: Locator) =>
        locator.evaluate((element) => {
          element.scrollIntoView({ block: 'center' });
        });
      await centre(phone.page.getByRole('combobox', { name: /^Voted in elections/ }));
      await breakdownSettled(phone.page);
      await screenshot(phone.page, 'vh-5-phone-filters');
      await expectAccessible(phone.page, 'vh-5-phone-filters');
      // The turnout range by keyboard: the lowest thumb moves in steps of 5, its number follows.
      const lowest = phone.page.getByRole('slider', { name: 'Lowest turnout score' });
      await centre(lowest);
      await lowest.focus();
      for (let step = 0; step < 10; step += 1) await lowest.press('ArrowRight');
      await expect(
        phone.page.getByRole('textbox', { name: 'Lowest turnout score' }).inputValue(),
      ).resolves.toBe('50%');
      await settledCount(phone.page);
      await breakdownSettled(phone.page);
      await screenshot(phone.page, 'vh-6-phone-turnout');
      await expectAccessible(phone.page, 'vh-6-phone-turnout');
      const overflow = await phone.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await phone.context.close();
      await context.close();
    },
  );
});
