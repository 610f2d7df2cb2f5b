import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { expectChosenLooksChosen } from './support/answer-look';
import { expectAccessible } from './support/axe';
import { outboxCount } from './support/field-store';
import { mapReady } from './support/waits';

const journey = startJourney();

const DOORS_TO_KNOCK = 10;
/** A small phone, as canvassers carry. */
const PHONE = { width: 375, height: 740 };
/** The smallest tap target a finger hits reliably (WCAG 2.5.5, Apple and Android guidelines). */
const TAP = 44;

/** The address of the door at hand. */
const doorAddress = async (page: Page) =>
  (await page.getByTestId('door-card').locator('p').nth(1).textContent()) ?? '';

/** After moving to a door, its card and its first voter's results are on screen, each result a ≥ 44 px target. */
const expectDoorInView = async (page: Page) => {
  const card = page.getByTestId('door-card');
  await expect
    .poll(async () => {
      const box = await card.boundingBox();
      return box !== null && box.y >= 0 && box.y < PHONE.height / 2;
    })
    .toBe(true);
  const results = card
    .getByRole('group', { name: /^Door result for / })
    .first()
    .getByRole('button');
  expect(await results.count()).toBe(5);
  const targets = [
    ...(await results.all()),
    page.getByRole('button', { name: 'Nobody home' }),
    page.getByRole('button', { name: 'Next door' }),
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(TAP);
    expect(box?.width).toBeGreaterThanOrEqual(TAP);
  }
  for (const result of await results.all()) {
    const box = await result.boundingBox();
    expect((box?.y ?? -1) >= 0 && (box?.y ?? 0) + (box?.height ?? 0) <= PHONE.height).toBe(true);
  }
};

/** The highest number on the map leads to the door with that number in "Up next". */
const expectMapNumbersMatchUpNext = async (page: Page) => {
  const map = page.getByRole('region', { name: 'Walking route' });
  const labels = await map.getByRole('button', { name: /^Door \d+$/ }).allTextContents();
  const numbers = labels.map(Number).filter((n) => n <= 30);
  expect(numbers.length).toBeGreaterThan(1);
  const highest = Math.max(...numbers);
  // A door's number is its place in the walk, the same in "Up next" (not its row in the list).
  const listed = page
    .getByRole('list', { name: 'Up next' })
    .getByRole('listitem')
    .filter({ hasText: `Door ${String(highest)}, ` });
  const address = (await listed.locator('p').first().textContent()) ?? '';
  // A marker may sit under the map's zoom buttons: the click is sent to it directly.
  await map.getByRole('button', { name: `Door ${String(highest)}`, exact: true }).dispatchEvent('click');
  await expect.poll(() => doorAddress(page)).toBe(address);
};

/** Draws a square of `half` pixels around the map's centre, corner by corner, and closes it. */
const drawSquare = async (page: Page, half: number) => {
  const map = page.getByRole('region', { name: /click to draw/ });
  await mapReady(map);
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const corners = [
    [-half, -half],
    [half, -half],
    [half, half],
    [-half, half],
  ] as const;
  for (const [i, [dx, dy]] of corners.entries()) {
    await page.mouse.click(cx + dx, cy + dy);
    await page.getByText(new RegExp(`^${String(i + 1)} corners?: keep clicking`)).waitFor();
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
    const { page } = await newPage(journey.browser, journey.server.url);
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
    const phone = await newPage(journey.browser, journey.server.url, PHONE);
    await signIn(phone.page, DEMO.volunteer);
    await phone.page.waitForURL('**/groundwork/walkbooks');
    await phone.page.getByRole('link', { name }).click();
    await phone.page.waitForURL(`**${walkbookUrl}`);
    // On a phone the map is drawn on the canvasser's tap (decision 0029).
    const showMap = phone.page.getByRole('button', { name: 'Show the map' });
    await phone.page.getByRole('button', { name: 'Start at door 1' }).waitFor();
    await screenshot(phone.page, 'wb-2-phone-show-map');
    await expectAccessible(phone.page, 'wb-2-phone-show-map');
    await showMap.click();
    const routeMap = phone.page.getByRole('region', { name: 'Walking route' });
    await routeMap.locator('canvas').waitFor();
    await phone.page.getByRole('button', { name: 'Door 1', exact: true }).waitFor();
    // No MAP_STYLE_URL: the demo campaign's own streets, served by Groundwork (decisions 0059, 0060).
    await mapReady(routeMap);
    expect(await routeMap.getAttribute('data-basemap')).toBe('style');
    await screenshot(phone.page, 'wb-2-phone-route');
    await expectAccessible(phone.page, 'wb-2-phone-route');
    await phone.page.getByRole('button', { name: 'Start at door 1' }).click();
    await expectDoorInView(phone.page);
    await screenshot(phone.page, 'wb-3-phone-door');
    await expectMapNumbersMatchUpNext(phone.page);

    let touches = 0;
    const knocked = (door: number) =>
      phone.page.getByText(`${String(door)} of ${String(counted.doors)} doors knocked`).waitFor();
    for (let door = 1; door <= DOORS_TO_KNOCK; door += 1) {
      const at = await doorAddress(phone.page);
      const voter = phone.page.getByTestId('door-card').locator('section').first();
      if (door === 2) {
        // A tap on a result, then straight on: recorded without "Save" (counted by the Manager below).
        await voter.getByRole('button', { name: 'Not home' }).click();
        touches += 1;
      } else if (door === 3) {
        // "Nobody home" records everyone at the door and walks on.
        touches += await phone.page.getByTestId('door-card').locator('section').count();
        await phone.page.getByRole('button', { name: 'Nobody home' }).click();
        await knocked(door);
        await expect.poll(() => doorAddress(phone.page)).not.toBe(at);
        continue;
      } else {
        await voter.getByRole('button', { name: 'Contacted' }).click();
        await voter.getByRole('radio').first().click(); // the survey's first answer
        if (door === 1) await expectChosenLooksChosen(phone.page, voter.getByRole('radio'));
        await voter.getByRole('button', { name: 'Save answers' }).click();
        await voter.getByText('Contacted recorded').waitFor();
        touches += 1;
      }
      await knocked(door);
      if (door === 1) {
        await phone.page.getByText('1 contact', { exact: true }).waitFor();
        await screenshot(phone.page, 'wb-3b-phone-contacted');
      }
      await phone.page.getByRole('button', { name: 'Next door' }).click();
      await expect.poll(() => doorAddress(phone.page)).not.toBe(at);
    }
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'wb-4-phone-after');

    // Offline, a result is kept on the phone through a closed tab and sent when the walkbook opens again online.
    await phone.context.setOffline(true);
    await phone.page
      .getByTestId('door-card')
      .locator('section')
      .first()
      .getByRole('button', { name: 'Refused' })
      .click();
    touches += 1;
    await phone.page.getByText('Offline — 1 door waiting to sync').waitFor();
    await expect.poll(() => outboxCount(phone.page)).toBe(1);
    await screenshot(phone.page, 'wb-4b-phone-offline');
    await phone.page.close();
    await phone.context.setOffline(false);
    const reopened = await phone.context.newPage();
    await reopened.goto(walkbookUrl);
    // Reopened, the walk continues at the first door not knocked, numbered as in the walk (and in "Up next").
    const doorsKnocked = DOORS_TO_KNOCK + 1;
    const next = `Door ${String(doorsKnocked + 1)}, `;
    await reopened.getByRole('button', { name: `Continue at door ${String(doorsKnocked + 1)}` }).waitFor();
    await expect
      .poll(() => reopened.getByRole('list', { name: 'Up next' }).getByRole('listitem').first().textContent())
      .toMatch(new RegExp(`^${next}`));
    await screenshot(reopened, 'wb-4c-phone-reopened');
    await expect.poll(() => outboxCount(reopened)).toBe(0);
    await reopened.getByText('All synced').waitFor();
    await phone.context.close();

    // The Manager sees the touches on the walkbook.
    await page.reload();
    await page.getByRole('tab', { name: 'Progress' }).click();
    await page.getByText(`${String(doorsKnocked)} / ${String(counted.doors)}`).waitFor();
    await page.getByRole('cell', { name: 'Sam Lee' }).waitFor();
    await screenshot(page, 'wb-5-progress');
    await expectAccessible(page, 'wb-5-progress');

    // Printed, the page is only the walk sheet: the route map, the survey's questions, the doors.
    await page.emulateMedia({ media: 'print' });
    await page.getByRole('img', { name: /^Route map of [\d,]+ doors$/ }).waitFor();
    await page.getByRole('region', { name: 'Survey questions' }).getByRole('listitem').first().waitFor();
    await screenshot(page, 'wb-7-walk-sheet');
    await page.emulateMedia({ media: 'screen' });

    // …and on the dashboard: this week's touches grew by the doors knocked, the walkbook's bar shows them.
    await page.goto('/groundwork/dashboard');
    expect(await touchesThisWeek(page)).toBe(touchesBefore + touches);
    await page.getByLabel(`${name} progress`).waitFor();
    await page.getByText(`${String(doorsKnocked)} / ${String(counted.doors)} doors`).waitFor();
    await screenshot(page, 'wb-6-dashboard');
    await expectAccessible(page, 'wb-6-dashboard');
  });
});
