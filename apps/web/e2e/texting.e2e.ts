import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser';
import { expectAccessible } from './support/axe';
import { readPhones, threadOf } from './support/dev-phones';
import { startJourney } from './support/journey';
import * as outreach from './support/outreach';
import { registerForTexting } from './support/texting-registration';

const journey = startJourney();

const SHOTS = '/tmp/shots-texting';
const MESSAGE =
  'Hi {first_name}, {texter_first_name} here for Dana Rivera: early voting starts Monday. Reply STOP to opt out';

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

/** On the development phones page: types a reply in that phone's box and sends it, as the voter would. */
const replyAs = async (page: Page, from: string, body: string) => {
  const phone = page.getByRole('region', { name: `Phone ${from}` });
  await phone.getByLabel(`Reply from ${from}`).fill(body);
  await phone.getByRole('button', { name: 'Send', exact: true }).click();
  await expect
    .poll(async () =>
      (await threadOf(journey.server.url, from)).some((m) => m.direction === 'inbound' && m.body === body),
    )
    .toBe(true);
};

describe('texting', () => {
  it('registers, buys a number, texts a voter group by hand from a phone, and honours a STOP', async () => {
    // The Manager: a new campaign's hours are 08:00–21:00; texting hours closed now (decision 0062); then the
    // registration.
    const desk = await outreach.managerAtDesk(journey);
    const manager = desk.page;
    await outreach.expectNewCampaignHours(manager);
    const closed = outreach.closedHours();
    await outreach.setHours(manager, 'Texting', closed.from, closed.until);

    await manager.getByTestId('sidebar').getByRole('link', { name: 'Texting', exact: true }).click();
    await manager.getByRole('heading', { name: 'Set up texting' }).waitFor();
    await shot(manager, 'tx-0-texting-setup-1280');
    await manager.getByRole('link', { name: 'Register', exact: true }).click();
    await manager.waitForURL('**/groundwork/texting/registration');
    const seen = await registerForTexting(manager).catch((error: unknown) => {
      throw new Error(`${String(error)}\nServer:\n${journey.server.output().slice(-3000)}`, { cause: error });
    });
    expect(new Set(seen.sender).size).toBeGreaterThan(2); // the list turned green item by item
    expect(new Set(seen.campaign).size).toBeGreaterThan(2);

    // A number in the 919 area code; texting is then on and the setup card gives way to the list.
    await manager.goto('/groundwork/texting');
    await outreach.buyNumber(manager, '919');
    await manager
      .getByRole('heading', { name: 'Set up texting' })
      .waitFor({ state: 'detached', timeout: 30_000 });

    // The composer: a voter group, the message with voter fields, the demo Volunteer as texter.
    await manager.getByRole('link', { name: 'Add text campaign' }).first().click();
    await manager.waitForURL('**/groundwork/text-campaign/add');
    await manager.getByRole('textbox', { name: 'Name' }).fill('Early vote reminder');
    await manager.getByRole('combobox', { name: 'Voter group' }).click();
    await manager.getByRole('option').first().click();
    await manager
      .getByTestId('recipient-count')
      .filter({ hasText: /^[\d,]+ recipients?$/ })
      .waitFor();
    await manager.getByRole('textbox', { name: 'Message' }).fill(MESSAGE);
    await outreach.assignVolunteer(manager, 'Texters');
    await expect
      .poll(() => manager.getByTestId('rendered-message').innerText())
      .not.toContain('{first_name}');
    await shot(manager, 'tx-3-composer-1280');
    await expectAccessible(manager, 'tx-3-composer-1280');
    await outreach.saveDraftAndActivate(manager, 'text-campaign');
    await shot(manager, 'tx-4-campaign-active-1280');

    // The Volunteer, on a phone: 10 clicks send 10 messages, one recipient at a time.
    const phone = await outreach.volunteerOnPhone(journey);
    const volunteer = phone.page;
    const sends: string[] = [];
    volunteer.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/text-campaign\/[^/]+\/send$/.test(request.url()))
        sends.push(request.url());
    });
    await volunteer.goto('/groundwork/texting/assigned');
    await volunteer.getByRole('link', { name: 'Start texting' }).click();
    await volunteer.waitForURL('**/groundwork/texting/send/*');
    // Outside the hours the send screen says so before anything is tapped, with Send off.
    await volunteer
      .getByTestId('closed-window')
      .filter({ hasText: `Texting is closed — it opens at ${closed.opens} for these voters` })
      .waitFor();
    await volunteer.getByTestId('send-card').waitFor();
    expect(await volunteer.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    expect(await volunteer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await shot(volunteer, 'tx-4b-send-closed-375');
    // The Manager opens the whole day (the journey runs at any hour); the send screen, reloaded, sends.
    await outreach.allDay(manager, 'Texting');
    await volunteer.reload();
    await volunteer.getByTestId('send-card').waitFor();
    expect(await volunteer.getByTestId('closed-window').count()).toBe(0);
    const texted: string[] = [];
    for (let click = 1; click <= 10; click += 1) {
      const card = volunteer.getByTestId('send-card');
      await card.waitFor();
      const name = await volunteer.getByTestId('recipient-name').innerText();
      texted.push(await volunteer.getByTestId('recipient-phone').innerText());
      if (click === 1) {
        await shot(volunteer, 'tx-5-send-375');
        await expectAccessible(volunteer, 'tx-5-send-375');
        expect(await volunteer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(
          0,
        );
      }
      await volunteer.getByRole('button', { name: 'Send', exact: true }).click();
      await volunteer
        .getByTestId('send-notice')
        .filter({ hasText: `Sent to ${name}.` })
        .waitFor();
    }
    expect(sends).toHaveLength(10);
    await shot(volunteer, 'tx-6-sent-375');

    // On the development phones: one voter answers "Yes!", another "STOP", a third a sentence with "stop" in it.
    const delivered = async () =>
      (await readPhones(journey.server.url)).filter(
        (p) => texted.includes(p.number) && p.messages.some((m) => m.status === 'delivered'),
      );
    await expect.poll(async () => (await delivered()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    const [yes, stop, maybe] = await delivered();
    if (!yes || !stop || !maybe) throw new Error('Three delivered phones expected');
    const devPhones = await newPage(journey.browser, journey.server.url);
    await devPhones.page.goto('/dev/phones');
    await replyAs(devPhones.page, yes.number, 'Yes!');
    await replyAs(devPhones.page, stop.number, 'STOP');
    await replyAs(devPhones.page, maybe.number, 'I won’t stop voting for you');
    await shot(devPhones.page, 'tx-7a-dev-phones-1280');

    // The Volunteer sees the reply in their conversations.
    await volunteer.getByRole('tab', { name: 'Replies' }).click();
    await volunteer
      .getByRole('navigation', { name: 'Conversations' })
      .getByText('Yes!')
      .waitFor({ timeout: 30_000 });
    await volunteer
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button')
      .filter({ hasText: 'Yes!' })
      .click();
    await volunteer.getByRole('log').getByText('Yes!').waitFor();
    await shot(volunteer, 'tx-7-replies-375');

    // The opted-out voter gets one confirmation, then nothing: the inbox shows them opted out, with no reply box.
    const afterStop = async () => {
      const thread = await threadOf(journey.server.url, stop.number);
      const at = thread.findIndex((m) => m.direction === 'inbound' && m.body === 'STOP');
      return at < 0 ? [] : thread.slice(at + 1).filter((m) => m.direction === 'outbound');
    };
    await expect.poll(async () => (await afterStop()).length, { timeout: 30_000 }).toBe(1);
    await manager.goto('/groundwork/texting/inbox');
    const stopRow = manager
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button')
      .filter({ hasText: 'Opted out' });
    await stopRow.waitFor({ timeout: 30_000 });
    await stopRow.click();
    await manager.getByRole('log').getByText('STOP', { exact: true }).waitFor();
    await manager.getByText('This number opted out: no more texts can be sent to it.').waitFor();
    expect(await manager.getByRole('textbox', { name: 'Reply' }).count()).toBe(0);
    await shot(manager, 'tx-8-inbox-1280');
    await expectAccessible(manager, 'tx-8-inbox-1280');

    // The Volunteer sends on; the opted-out number is never texted again.
    await volunteer.getByRole('tab', { name: 'Send' }).click();
    await volunteer.getByTestId('send-card').waitFor();
    await volunteer.getByRole('button', { name: 'Send', exact: true }).click();
    await volunteer.getByTestId('send-notice').waitFor();
    expect(await afterStop()).toHaveLength(1);

    // The sentence is a possible opt-out: the Volunteer confirms it with one tap (decision 0057).
    await volunteer.getByRole('tab', { name: 'Replies' }).click();
    const maybeRow = volunteer
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('button')
      .filter({ hasText: 'Possible opt-out' });
    await maybeRow.waitFor({ timeout: 30_000 });
    await maybeRow.click();
    await volunteer.getByTestId('possible-opt-out').waitFor();
    await shot(volunteer, 'tx-8b-possible-opt-out-375');
    await expectAccessible(volunteer, 'tx-8b-possible-opt-out-375');
    await volunteer.getByRole('button', { name: 'Confirm opt-out' }).click();
    await volunteer
      .getByText('This number opted out: no more texts can be sent to it.')
      .waitFor({ timeout: 30_000 });
    const afterMaybe = async () =>
      (await threadOf(journey.server.url, maybe.number)).filter(
        (m) => m.direction === 'outbound' && m.body.includes('you are unsubscribed'),
      );
    await expect.poll(async () => (await afterMaybe()).length, { timeout: 30_000 }).toBe(1);

    // The consent ledger lists the number; the dashboard counts the delivered texts as touches.
    await manager.goto('/groundwork/consent');
    await manager.getByRole('heading', { name: 'Opt-outs', level: 1 }).waitFor();
    await manager.getByPlaceholder('Name, phone or e-mail').fill(stop.number);
    await expect.poll(() => manager.locator('tbody tr').count(), { timeout: 30_000 }).toBe(1);
    await shot(manager, 'tx-9-consent-1280');
    await outreach.expectDashboardTouches(manager, 'text', 2);
    await shot(manager, 'tx-10-dashboard-1280');

    await desk.context.close();
    await phone.context.close();
    await devPhones.context.close();
  });
});
