import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@groundwork/shared/messages';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { expectAccessible } from './support/axe';
import { dialogOpened } from './support/waits';

const journey = startJourney();

const DEMO_SURVEY = 'Door survey — Riverside';

/** No sideways scrolling of the page itself. */
const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('surveys', () => {
  it('writes a survey, is told when its name is taken, saves it and archives it', async () => {
    const { page } = await newPage(journey.browser, journey.server.url);
    await signIn(page, DEMO.manager);
    await page.waitForURL('**/groundwork/dashboard');

    await page.getByTestId('sidebar').getByRole('link', { name: 'Surveys' }).click();
    await page.waitForURL('**/groundwork/surveys');
    await page.getByRole('heading', { name: 'Surveys', level: 1 }).waitFor();
    await page.getByRole('link', { name: DEMO_SURVEY }).waitFor();
    await screenshot(page, 'su-1-list');
    await expectAccessible(page, 'su-1-list');

    await page.getByRole('link', { name: 'Add survey' }).first().click();
    await page.waitForURL('**/groundwork/survey/add');
    const name = page.getByRole('textbox', { name: 'Survey name' });
    await name.fill(DEMO_SURVEY.toUpperCase());
    await page.getByText(MESSAGES.nameExists).waitFor();
    await screenshot(page, 'su-2-name-taken');
    await expectAccessible(page, 'su-2-name-taken');

    const surveyName = `Park survey ${String(Date.now())}`;
    await name.fill(surveyName);
    await page.getByText(MESSAGES.nameExists).waitFor({ state: 'hidden' });
    await page.getByRole('textbox', { name: 'Description' }).fill('Written by the journey.browser journey');
    const first = page.getByRole('group', { name: 'Question 1' });
    await first.getByRole('textbox', { name: /^Question/ }).fill('Do you use Riverside Park?');
    await page.getByRole('textbox', { name: 'Answer 1 of question 1' }).fill('Every week');
    await page.getByRole('textbox', { name: 'Answer 2 of question 1' }).fill('Sometimes');
    await page.getByRole('textbox', { name: 'Answer 2 of question 1' }).press('Enter');
    await page.keyboard.type('Never');
    await page.getByRole('button', { name: 'Add question' }).click();
    const second = page.getByRole('group', { name: 'Question 2' });
    await page.keyboard.type('What would make the park better?');
    await second.getByRole('combobox', { name: 'Answer type' }).selectOption('free_text');
    await screenshot(page, 'su-3-builder');
    await expectAccessible(page, 'su-3-builder');

    await page.getByRole('button', { name: 'Save survey' }).click();
    await page.waitForURL('**/groundwork/survey/id/*');
    await page.getByRole('heading', { name: surveyName, level: 1 }).waitFor();
    await page.getByTestId('respondents').filter({ hasText: '0 respondents' }).waitFor();
    await expect(page.getByTestId('survey-status').textContent()).resolves.toBe('Active');

    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Archive survey' });
    await dialog.getByText(surveyName).waitFor();
    await dialogOpened(dialog);
    await screenshot(page, 'su-4-archive-confirm');
    await expectAccessible(page, 'su-4-archive-confirm');
    await dialog.getByRole('button', { name: 'Archive survey' }).click();
    await page.getByTestId('survey-status').filter({ hasText: 'Archived' }).waitFor();
    await expect(page.getByRole('button', { name: 'Edit' }).count()).resolves.toBe(0);
    await screenshot(page, 'su-5-archived');
    await expectAccessible(page, 'su-5-archived');

    await page.getByRole('link', { name: 'Surveys', exact: true }).first().click();
    await page.waitForURL('**/groundwork/surveys');
    await page.getByRole('link', { name: DEMO_SURVEY }).waitFor();
    await expect(page.getByRole('link', { name: surveyName }).count()).resolves.toBe(0);
    await page.getByRole('tab', { name: /Archived/ }).click();
    await page.getByRole('link', { name: surveyName }).waitFor();

    // The demo survey's results, on a phone.
    const phone = await newPage(journey.browser, journey.server.url, { width: 375, height: 800 });
    await signIn(phone.page, DEMO.manager);
    await phone.page.waitForURL('**/groundwork/dashboard');
    await phone.page.goto('/groundwork/surveys');
    await phone.page.getByRole('link', { name: DEMO_SURVEY }).click();
    await phone.page
      .getByTestId('respondents')
      .filter({ hasText: /^\d+ respondents/ })
      .waitFor();
    await phone.page.locator('.recharts-bar-rectangle').first().waitFor();
    await expect(horizontalOverflow(phone.page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'su-6-phone-results');
    await expectAccessible(phone.page, 'su-6-phone-results');
    await phone.page.goto('/groundwork/survey/add');
    await phone.page.getByRole('group', { name: 'Question 1' }).waitFor();
    await expect(horizontalOverflow(phone.page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'su-7-phone-builder');
    await expectAccessible(phone.page, 'su-7-phone-builder');
    await phone.context.close();
  });
});
