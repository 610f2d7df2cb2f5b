import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { isKeptOffline, outboxCount } from './support/field-store';
import { startJourney } from './support/journey';
import { serviceWorkerControls } from './support/pwa';

const journey = startJourney();

/** A small phone, as canvassers carry. */
const PHONE = { width: 375, height: 740 };
const DOORS = 10;
/** The demo walkbook assigned to the Volunteer with no door knocked yet. */
const WALKBOOK = 'Glenwood south';

interface Progress {
  doors: number;
  doors_visited: number;
  touches: number;
}
interface Door {
  voters: { last_result: string | null; last_notes: string | null }[];
}

/** What the server holds, read through the API as the web app calls it (the signed-in Manager's token). */
const serverView = (page: Page) =>
  page.evaluate(async (name) => {
    const { token } = (await (await fetch('/identity/token', { credentials: 'include' })).json()) as {
      token: string;
    };
    const headers = { authorization: `Bearer ${token}`, 'x-client-type': 'web' };
    const get = async <T>(path: string) => (await (await fetch(`/api${path}`, { headers })).json()) as T;
    const me = await get<{ campaign_id: string }>('/users/me');
    const campaign = me.campaign_id;
    const books = await get<{ id: string; name: string; survey_id: string | null }[]>(
      `/walkbook/all/?campaign_id=${campaign}`,
    );
    const book = books.find((b) => b.name === name);
    if (!book) throw new Error(`no walkbook ${name}`);
    const detail = await get<{ progress: Progress; doors: Door[] }>(
      `/walkbook/?id=${book.id}&campaign_id=${campaign}`,
    );
    const results = book.survey_id
      ? await get<{ respondents: number }>(`/survey/results/?id=${book.survey_id}&campaign_id=${campaign}`)
      : { respondents: 0 };
    return { id: book.id, progress: detail.progress, doors: detail.doors, respondents: results.respondents };
  }, WALKBOOK);

const doorAddress = async (page: Page) =>
  (await page.getByTestId('door-card').locator('p').nth(1).textContent()) ?? '';

describe('the field app without a signal', () => {
  it('keeps the walkbook, records 10 doors offline and syncs each once through a page closed mid-send', async () => {
    const desk = await newPage(journey.browser, journey.server.url);
    await signIn(desk.page, DEMO.manager);
    await desk.page.waitForURL('**/groundwork/dashboard');
    const before = await serverView(desk.page);
    expect(before.progress.doors_visited).toBe(0);

    // The Volunteer opens the assigned walkbook on a phone: it is kept on the device.
    const phone = await newPage(journey.browser, journey.server.url, PHONE);
    const { page, context } = phone;
    await signIn(page, DEMO.volunteer);
    await page.waitForURL('**/groundwork/walkbooks');
    await page.getByRole('link', { name: new RegExp(WALKBOOK) }).click();
    await page.getByRole('button', { name: 'Start at door 1' }).waitFor();
    await expect.poll(() => isKeptOffline(page, before.id), { timeout: 10_000 }).toBe(true);
    await page.getByRole('switch', { name: 'Keep offline' }).waitFor();
    await serviceWorkerControls(page);

    // A reload online: the page's boot code reads the session and the user record before the app's code has
    // arrived, and the app takes those answers instead of asking again (decision 0029).
    const reads: string[] = [];
    const onRequest = (request: { url(): string }) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/identity/get-session' || pathname === '/api/users/me') reads.push(pathname);
    };
    page.on('request', onRequest);
    await page.reload();
    await page.getByRole('button', { name: 'Start at door 1' }).waitFor();
    page.off('request', onRequest);
    expect(reads.sort()).toEqual(['/api/users/me', '/identity/get-session']);

    // No signal: the walk from the door screen to the list and back still shows the walkbook.
    await context.setOffline(true);
    await page.getByRole('link', { name: 'Walkbooks' }).first().click();
    await page.getByText(/walkbooks? kept on this phone/).waitFor();
    await page.getByRole('link', { name: new RegExp(WALKBOOK) }).click();
    // And a reload with no network: the service worker gives the app, the device store the walkbook.
    await page.reload();
    await page.getByText('Offline', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Start at door 1' }).click();

    for (let door = 1; door <= DOORS; door += 1) {
      const at = await doorAddress(page);
      const voter = page.getByTestId('door-card').locator('section').first();
      await voter.getByRole('button', { name: 'Contacted' }).click();
      await voter.getByRole('radio').first().click();
      await voter.getByRole('textbox', { name: 'Notes' }).fill(`Offline door ${String(door)}`);
      if (door < DOORS) {
        await page.getByRole('button', { name: 'Next door' }).click();
        await expect.poll(() => doorAddress(page)).not.toBe(at);
      } else {
        await voter.getByRole('button', { name: 'Save answers' }).click();
        await voter.getByText('Contacted: waiting to sync').waitFor();
      }
    }
    const banner = page.getByText(`Offline — ${String(DOORS)} doors waiting to sync`);
    await banner.waitFor();
    expect(await outboxCount(page)).toBe(DOORS);
    await banner.scrollIntoViewIfNeeded();
    await screenshot(page, 'offline-1-doors-waiting-375');
    await expectAccessible(page, 'offline-1-doors-waiting-375');

    // Back online, the first visit reaches the server but its answer never comes back: the page is closed.
    let reached: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (reached = resolve));
    await page.route('**/api/walkbook/', async (route: Route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      await route.fetch();
      reached();
    });
    await context.setOffline(false);
    await inFlight;
    await page.close();

    // A new page of the same phone finds the outbox on the device and finishes the sync.
    const reopened = await context.newPage();
    await reopened.goto('/groundwork/walkbooks');
    await expect.poll(() => outboxCount(reopened), { timeout: 30_000 }).toBe(0);
    await reopened.getByText('All synced').waitFor();
    await screenshot(reopened, 'offline-2-synced-375');

    // The server holds the 10 visits once each, with their notes and answers; the Manager's progress shows 10.
    const after = await serverView(desk.page);
    const visited = after.doors.flatMap((d) => d.voters).filter((v) => v.last_result !== null);
    expect(visited.map((v) => v.last_notes).sort()).toEqual(
      Array.from({ length: DOORS }, (_, i) => `Offline door ${String(i + 1)}`).sort(),
    );
    expect(after.progress).toMatchObject({ doors_visited: DOORS, touches: DOORS });
    expect(after.respondents - before.respondents).toBe(DOORS);
    await desk.page.goto('/groundwork/walkbooks');
    await desk.page.getByText(`${String(DOORS)} / ${String(after.progress.doors)} doors`).waitFor();
    await context.close();
  });
});
