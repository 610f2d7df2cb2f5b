import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { expectAccessible } from './support/axe';

const journey = startJourney();

/** No sideways scrolling of the page itself (tables scroll inside their own box). */
const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Sensitive actions through the API as the web app calls it (the team journey does them on screen). */
const actAsManager = (page: Page, invitees: string[]) =>
  page.evaluate(async (emails) => {
    const { token } = (await (await fetch('/identity/token', { credentials: 'include' })).json()) as {
      token: string;
    };
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-client-type': 'web',
    };
    const me = (await (await fetch('/api/users/me', { headers })).json()) as { campaign_id: string };
    const statuses = [];
    for (const email of emails) {
      const reply = await fetch('/api/invitation/', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          campaign_id: me.campaign_id,
          receiver_email: email,
          offer_title: 'Volunteer',
        }),
      });
      statuses.push(reply.status);
    }
    const groups = (await (
      await fetch(`/api/voter-group/all/?campaign_id=${me.campaign_id}`, { headers })
    ).json()) as { id: string }[];
    const exported = await fetch(
      `/api/voter-group/export/?campaign_id=${me.campaign_id}&id=${groups[0]?.id ?? ''}`,
      {
        headers,
      },
    );
    await exported.text();
    statuses.push(exported.status);
    return statuses;
  }, invitees);

const openAuditTab = async (page: Page) => {
  await page.goto('/groundwork/campaign');
  await page.getByRole('tab', { name: 'Audit log' }).click();
};

describe('audit log', () => {
  it('lists the sensitive actions on the campaign page, filters them and exports them as CSV', async () => {
    const { page } = await newPage(journey.browser, journey.server.url);
    await signIn(page, DEMO.manager);
    await page.waitForURL('**/groundwork/dashboard');
    const invitees = [`ana.${String(Date.now())}@example.org`, `ben.${String(Date.now())}@example.org`];
    expect(await actAsManager(page, invitees)).toEqual([201, 201, 200]);

    await openAuditTab(page);
    const table = page.getByRole('table', { name: 'Audit log' });
    await table.getByText(`Invited ${invitees[1]!} as Volunteer`).waitFor();
    await expect(table.getByText(`Invited ${invitees[0]!} as Volunteer`).count()).resolves.toBe(1);
    await expect(table.getByText(/^Exported the voter group/).count()).resolves.toBe(1);
    const firstRow = table.locator('tbody tr').first();
    await expect(firstRow.textContent()).resolves.toMatch(/Voter group exported.*127\.0\.0\.1web$/);
    await screenshot(page, 'audit-1-desktop');
    await expectAccessible(page, 'audit-1-desktop');

    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Invitation sent' }).click();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('2 entries').waitFor();
    await expect(table.locator('tbody tr').count()).resolves.toBe(2);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
    expect(download.suggestedFilename()).toMatch(/^audit-log-.*\.csv$/);
    expect(lines[0]).toBe('time,actor_email,actor_name,action,target_type,target_id,summary,ip,client_type');
    expect(lines.slice(1).map((line) => /Invited (\S+) as Volunteer/.exec(line)?.[1])).toEqual(
      [...invitees].reverse(),
    );

    // On a phone: the entries stack as cards; the page does not scroll sideways.
    const phone = await newPage(journey.browser, journey.server.url, { width: 375, height: 800 });
    await signIn(phone.page, DEMO.manager);
    await phone.page.waitForURL('**/groundwork/dashboard');
    await openAuditTab(phone.page);
    const list = phone.page.getByRole('list', { name: 'Audit log' });
    await list.getByText(`Invited ${invitees[0]!} as Volunteer`).waitFor();
    await expect(horizontalOverflow(phone.page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(phone.page, 'audit-2-phone');
    await expectAccessible(phone.page, 'audit-2-phone');
    await phone.context.close();
  });
});
