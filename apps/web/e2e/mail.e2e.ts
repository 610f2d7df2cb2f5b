import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn } from './support/browser';
import { expectAccessible } from './support/axe';
import { startJourney } from './support/journey';
import { dialogOpened } from './support/waits';

const journey = startJourney();

const SHOTS = '/tmp/shots-mail';
const PHONE = { width: 375, height: 740 };
const GROUP = 'Unaffiliated 2024 voters';

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

/** A two-page postcard made now: a coloured front with a headline, a back with the return address. */
const postcardPdf = async () => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  const pages = [
    { colour: rgb(0.11, 0.49, 0.84), text: 'VOTE DANA RIVERA' },
    { colour: rgb(0.95, 0.95, 0.95), text: 'Riverside for Council' },
  ];
  for (const { colour, text } of pages) {
    const page = pdf.addPage([648, 432]); // 9 × 6 in
    page.drawRectangle({ x: 0, y: 0, width: 648, height: 432, color: colour });
    page.drawText(text, { x: 60, y: 200, size: 40, font, color: rgb(0.1, 0.1, 0.1) });
  }
  return { name: 'postcard.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) };
};

/** The number a figure shows ("1,234" → 1234). */
const figure = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replace(/[^0-9]/g, ''));

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('mail', () => {
  it('a PDF mailer previewed page by page, a drop counted by household and priced, its vendor file, mailed and counted as touches', async () => {
    const mailerName = `Fall postcard ${String(Date.now())}`;
    const dropName = 'Unaffiliated, first wave';

    const desk = await newPage(journey.browser, journey.server.url);
    const manager = desk.page;
    await signIn(manager, DEMO.manager);
    await manager.waitForURL('**/groundwork/dashboard');
    await manager.getByTestId('sidebar').getByRole('link', { name: 'Mail' }).click();
    await manager.getByRole('heading', { name: 'Mail', level: 1 }).waitFor();
    await manager.getByTestId('empty-state').waitFor();
    await shot(manager, 'mail-1-empty-1280');

    // The Manager uploads a two-page PDF and sees every page drawn in the browser.
    await manager.getByRole('link', { name: 'Add mailer' }).first().click();
    await manager.waitForURL('**/groundwork/mailer/add');
    await manager.getByRole('textbox', { name: 'Name' }).fill(mailerName);
    await manager.locator('input[type="file"]').setInputFiles(await postcardPdf());
    await manager.getByTestId('chosen-file').filter({ hasText: 'postcard.pdf' }).waitFor();
    await shot(manager, 'mail-2-add-1280');
    await expectAccessible(manager, 'mail-2-add-1280');
    await manager.getByRole('button', { name: 'Upload mailer' }).click();
    await manager.waitForURL('**/groundwork/mailer/id/*');
    const mailerUrl = manager.url();
    await manager.getByTestId('page-count').filter({ hasText: '2 pages · PDF' }).waitFor();
    for (const page of [1, 2]) {
      await manager
        .getByRole('img', { name: `${mailerName}, page ${String(page)} of 2` })
        .and(manager.locator('[data-rendered="true"]'))
        .waitFor();
    }
    await shot(manager, 'mail-3-mailer-1280');
    await expectAccessible(manager, 'mail-3-mailer-1280');

    // A second upload under the same name is warned about as it is typed.
    await manager.goto('/groundwork/mailer/add');
    const name = manager.getByRole('textbox', { name: 'Name' });
    await name.fill(mailerName);
    await manager.getByText('This name is already in use. Please choose a different name.').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await shot(manager, 'mail-4-name-taken-1280');

    // A drop to a demo voter group: the households and the cost follow the group and the size.
    await manager.goto(mailerUrl);
    await manager.getByRole('link', { name: 'New mail drop' }).click();
    await manager.waitForURL('**/groundwork/mailer-campaign/add?mailer_id=*');
    await manager.getByRole('textbox', { name: 'Name' }).fill(dropName);
    await manager.getByRole('combobox', { name: 'Voter group' }).click();
    await manager.getByRole('option', { name: GROUP }).click();
    await manager.getByRole('combobox', { name: 'Size' }).click();
    await manager.getByRole('option', { name: 'Postcard 4.25 × 6 in' }).click();
    const estimate = manager.getByTestId('mail-estimate');
    await estimate.and(manager.locator('[aria-busy="false"]')).getByTestId('estimate-pieces').waitFor();
    const pieces = await figure(manager, 'estimate-pieces');
    const voters = await figure(manager, 'estimate-voters');
    expect(pieces).toBeGreaterThan(0);
    expect(pieces).toBeLessThan(voters); // several voters share a household
    const postcardCost = await figure(manager, 'estimate-cost');
    await manager.getByRole('combobox', { name: 'Size' }).click();
    await manager.getByRole('option', { name: 'Flat 9 × 12 in' }).click();
    await expect.poll(() => figure(manager, 'estimate-cost')).toBeGreaterThan(postcardCost);
    expect(await figure(manager, 'estimate-pieces')).toBe(pieces);
    await shot(manager, 'mail-5-drop-form-1280');
    await expectAccessible(manager, 'mail-5-drop-form-1280');
    await manager.getByRole('button', { name: 'Create mail drop' }).click();
    await manager.waitForURL('**/groundwork/mailer-campaign/id/*');
    const dropUrl = manager.url();
    await manager.getByTestId('mail-drop-status').filter({ hasText: 'Draft' }).waitFor();
    expect(await figure(manager, 'figure-Pieces')).toBe(pieces);
    const suppressed = await figure(manager, 'figure-Suppressed');

    // The print vendor's file: one row per piece, with the addressee and the address.
    const downloading = manager.waitForEvent('download');
    await manager.getByRole('button', { name: 'Download vendor file' }).click();
    const download = await downloading;
    const rows = parse(readFileSync(await download.path()), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(pieces);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      'addressee',
      'address_line_1',
      'address_line_2',
      'city',
      'state',
      'zip',
    ]);
    expect(
      rows.every((row) => row.addressee !== '' && row.address_line_1 !== '' && /^\d{5}/.test(row.zip ?? '')),
    ).toBe(true);
    await manager.getByRole('table', { name: 'Vendor file downloads' }).getByText('Maya').waitFor();

    // Scheduled, then mailed by hand, each confirmed.
    await manager.getByRole('button', { name: 'Schedule' }).click();
    const schedule = manager.getByRole('dialog', { name: 'Schedule this drop?' });
    await dialogOpened(schedule);
    await schedule.getByRole('button', { name: 'Schedule' }).click();
    await manager.getByTestId('mail-drop-status').filter({ hasText: 'Scheduled' }).waitFor();
    await manager.getByRole('button', { name: 'Mark mailed' }).click();
    const mailed = manager.getByRole('dialog', { name: 'Mark this drop mailed?' });
    await dialogOpened(mailed);
    await shot(manager, 'mail-6-confirm-mailed-1280');
    await mailed.getByRole('button', { name: 'Mark mailed' }).click();
    await manager.getByTestId('mail-drop-status').filter({ hasText: 'Mailed' }).waitFor();
    await shot(manager, 'mail-7-drop-mailed-1280');
    await expectAccessible(manager, 'mail-7-drop-mailed-1280');

    // The list shows it; on a phone too, without sideways scrolling of the page.
    await manager.goto('/groundwork/mail');
    await manager.getByRole('table', { name: 'Mail drops' }).getByRole('link', { name: dropName }).waitFor();
    await manager
      .getByRole('img', { name: `${mailerName}, page 1 of 2` })
      .and(manager.locator('[data-rendered="true"]'))
      .waitFor();
    await shot(manager, 'mail-8-list-1280');
    await expectAccessible(manager, 'mail-8-list-1280');

    const phone = await newPage(journey.browser, journey.server.url, PHONE);
    const small = phone.page;
    await signIn(small, DEMO.manager);
    await small.waitForURL('**/groundwork/dashboard');
    await small.goto('/groundwork/mail');
    await small.getByRole('table', { name: 'Mail drops' }).waitFor();
    expect(await noSideScroll(small)).toBe(0);
    await shot(small, 'mail-9-list-375');
    await small.goto(mailerUrl);
    await small
      .getByRole('img', { name: `${mailerName}, page 2 of 2` })
      .and(small.locator('[data-rendered="true"]'))
      .waitFor();
    expect(await noSideScroll(small)).toBe(0);
    await shot(small, 'mail-10-mailer-375');
    await small.goto(dropUrl);
    await small.getByTestId('mail-drop-status').filter({ hasText: 'Mailed' }).waitFor();
    expect(await noSideScroll(small)).toBe(0);
    await shot(small, 'mail-11-drop-375');
    await small.goto(`/groundwork/mailer-campaign/add?mailer_id=${mailerUrl.split('/').at(-1) ?? ''}`);
    await small.getByRole('combobox', { name: 'Voter group' }).click();
    await small.getByRole('option', { name: GROUP }).click();
    await small.getByRole('combobox', { name: 'Size' }).click();
    await small.getByRole('option', { name: 'Letter in a #10 envelope' }).click();
    await small
      .getByTestId('estimate-pieces')
      .filter({ hasText: pieces.toLocaleString('en-US') })
      .waitFor();
    expect(await noSideScroll(small)).toBe(0);
    await shot(small, 'mail-12-drop-form-375');
    await expectAccessible(small, 'mail-12-drop-form-375');

    // The dashboard counts this week's mail touches: every voter of a household that got a piece.
    await manager.goto('/groundwork/dashboard');
    await manager
      .getByTestId('channel-mail')
      .filter({ hasText: (voters - suppressed).toLocaleString('en-US') })
      .waitFor();
    await manager.getByTestId('channel-mail').scrollIntoViewIfNeeded();
    await shot(manager, 'mail-13-dashboard-1280');

    await desk.context.close();
    await phone.context.close();
  }, 300_000);
});
