import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@groundwork/shared/messages';
import { expectChosenLooksChosen } from './support/answer-look';
import { expectAccessible } from './support/axe';
import { startJourney } from './support/journey';
import * as outreach from './support/outreach';

const journey = startJourney();

const SHOTS = '/tmp/shots-phone-banking';
const CALLS = 10;
const PHONE = { width: 375, height: 740 };

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

/** The simulator's party by the number's last digit: 1 busy, 2 no answer, 3 voicemail, 4 fails; else answers. */
const endFor = (phone: string) =>
  ({ '1': 'Busy', '2': 'No answer', '3': 'Voicemail: call ended', '4': 'Call failed' })[
    phone.trim().slice(-1)
  ] ?? 'Call ended';

const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('phone banking', () => {
  it('sets up calling, runs a call campaign from a phone in the simulator, and honours a Do not call', async () => {
    // The Manager: a new campaign's hours are 08:00–21:00; then calling hours closed now (decision 0062).
    const desk = await outreach.managerAtDesk(journey);
    const manager = desk.page;
    await outreach.expectNewCampaignHours(manager);
    const closed = outreach.closedHours();
    await outreach.setHours(manager, 'Calling', closed.from, closed.until);

    // The calling account (simulated: no Twilio credentials), then a number: first neither area code nor ZIP.
    await manager.goto('/groundwork/phone-banking');
    await manager.getByRole('button', { name: 'Set up calling account' }).click();
    await manager.getByTestId('account-status').filter({ hasText: 'active' }).waitFor();
    await manager.getByRole('button', { name: 'Search' }).click();
    await manager.getByRole('alert').filter({ hasText: MESSAGES.areaOrZipRequired }).waitFor();
    await outreach.buyNumber(manager, '919');
    await manager.getByRole('list', { name: 'Calling numbers' }).getByText(/\+1/).first().waitFor();
    await shot(manager, 'pb-1-account-1280');

    // The composer: a voter group, a script with a voter field, the demo survey, the demo Volunteer calling.
    await manager.goto('/groundwork/phone-banking/add');
    await manager.getByRole('textbox', { name: /^Name/ }).fill('Weekend calls');
    await manager
      .getByRole('textbox', { name: /^Script/ })
      .fill('Hi {first_name}, this is a volunteer for Dana Rivera.');
    await manager.getByRole('combobox', { name: 'Voter group' }).click();
    await manager.getByRole('option').first().click();
    await manager.getByRole('combobox', { name: 'Survey' }).click();
    await manager.getByRole('option').first().click();
    await outreach.assignVolunteer(manager, 'Callers');
    await outreach.saveDraftAndActivate(manager, 'phone-banking');
    const phoneBankId = manager.url().split('/').at(-1) ?? '';
    const phoneBankPage = manager.url();

    // The Volunteer, on a phone: Calls to Make → the calling screen, in the browser (the simulator).
    const phone = await outreach.volunteerOnPhone(journey);
    const volunteer = phone.page;
    const offered: string[] = [];
    volunteer.on('response', (response) => {
      if (/\/next-voter\?/.test(response.url()) && response.ok())
        void response.json().then((body: { voter_id: string }) => offered.push(body.voter_id));
    });
    await volunteer.goto('/groundwork/phone-banking/assigned');
    await volunteer.getByRole('link', { name: 'Start calling' }).click();
    await volunteer.waitForURL(`**/groundwork/phone-banking/call/${phoneBankId}`);
    // Outside the hours the screen says when calling opens before anything is tapped, with calling off.
    await volunteer
      .getByTestId('closed-window')
      .filter({ hasText: `Calling opens at ${closed.opens} for these voters` })
      .waitFor();
    await volunteer.getByTestId('call-campaign-name').waitFor();
    expect(await volunteer.getByRole('button', { name: 'Start calling' }).isDisabled()).toBe(true);
    expect(await noSideScroll(volunteer)).toBe(0);
    await shot(volunteer, 'pb-1b-calling-closed-375');
    // The Manager opens the whole day (the journey runs at any hour); the caller's screen, reloaded, calls.
    await outreach.allDay(manager, 'Calling');
    await manager.goto(phoneBankPage);
    await volunteer.reload();
    await volunteer.getByRole('button', { name: 'Start calling' }).and(volunteer.locator(':enabled')).click();

    let doNotCall: string | null = null;
    let seenOnDesk = false;
    for (let call = 1; call <= CALLS; call += 1) {
      const card = volunteer.getByTestId('voter-card');
      await card.waitFor();
      // The voter's id, not the name: the demo's surnames repeat, so two voters in a row may share one.
      const voterId = (await card.getAttribute('data-voter-id')) ?? '';
      expect(voterId).not.toBe('');
      const dialled = await volunteer.getByTestId('voter-phone').innerText();
      if (call === 1) {
        await shot(volunteer, 'pb-2-call-idle-375');
        await expectAccessible(volunteer, 'pb-2-call-idle-375');
        expect(await noSideScroll(volunteer)).toBe(0);
      }
      await volunteer.getByRole('button', { name: /^Call / }).click();
      const panel = volunteer.getByTestId('call-panel');
      // Ringing lasts 0 s here: the call is connected (answer, voicemail) or over (busy, no answer, failed).
      await panel.and(volunteer.locator('[data-phase="connected"], [data-phase="ended"]')).waitFor();
      if ((await panel.getAttribute('data-phase')) === 'connected') {
        await volunteer
          .getByTestId('call-timer')
          .filter({ hasText: /^0:0[1-9]$/ })
          .waitFor();
        // The script and the survey are both on screen during the call, stacked on a phone, script first.
        const [script, survey] = [
          volunteer.getByTestId('call-script'),
          volunteer.getByRole('region', { name: 'Survey' }),
        ];
        await script.waitFor();
        await survey.getByRole('radio').first().click();
        await expectChosenLooksChosen(volunteer, survey.getByRole('radio'));
        const [scriptBox, surveyBox] = [await script.boundingBox(), await survey.boundingBox()];
        expect((scriptBox?.y ?? 0) + (scriptBox?.height ?? 0)).toBeLessThanOrEqual(surveyBox?.y ?? 0);
        if (call <= 3) await shot(volunteer, 'pb-3-in-call-375');
        if (!seenOnDesk) {
          // On a desk they sit side by side.
          seenOnDesk = true;
          await volunteer.setViewportSize({ width: 1280, height: 800 });
          const sideBySide = async () => {
            const [left, right] = [await script.boundingBox(), await survey.boundingBox()];
            return (
              left !== null && right !== null && left.x + left.width <= right.x && right.y < left.y + 200
            );
          };
          await expect.poll(sideBySide).toBe(true);
          await shot(volunteer, 'pb-3b-in-call-1280');
          await volunteer.setViewportSize(PHONE);
        }
        await volunteer.getByRole('button', { name: 'Hang up' }).click();
      }
      const form = volunteer.getByTestId('result-form');
      await form.waitFor();
      // Each call ends as the simulator's rule for its number says (the last digit; see the simulator's calls).
      expect(await volunteer.getByTestId('call-status').innerText()).toBe(endFor(dialled));
      const results = volunteer.getByRole('group', { name: 'Call result' });
      const chosen = await results.locator('[aria-pressed="true"]').innerText();
      if (chosen === 'Answered' && doNotCall === null) {
        await results.getByRole('button', { name: 'Do not call' }).click();
        doNotCall = voterId;
        await shot(volunteer, 'pb-4-result-form-375');
        expect(await noSideScroll(volunteer)).toBe(0);
      }
      await volunteer.getByRole('button', { name: 'Save and next' }).click();
      await volunteer
        .locator(`[data-testid="voter-card"]:not([data-voter-id="${voterId}"])`)
        .or(volunteer.getByTestId('nothing-left'))
        .waitFor();
    }
    expect(doNotCall).not.toBeNull();
    expect(seenOnDesk).toBe(true);
    expect(offered.filter((id) => id === doNotCall)).toHaveLength(1);
    await volunteer.getByRole('button', { name: 'End session' }).click();
    await volunteer.getByTestId('session-ended').waitFor();
    await shot(volunteer, 'pb-5-session-ended-375');

    // The Manager: the live counts show the calls and the opted-out number; the dashboard counts call touches.
    await manager.reload();
    await expect
      .poll(async () => Number(await manager.getByTestId('count-called').innerText()), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(CALLS);
    expect(Number(await manager.getByTestId('count-opted_out').innerText())).toBeGreaterThanOrEqual(1);
    await shot(manager, 'pb-6-live-counts-1280');
    await outreach.expectDashboardTouches(manager, 'call', 1);
    await shot(manager, 'pb-7-dashboard-1280');
    await desk.context.close();
    await phone.context.close();
  });
});
