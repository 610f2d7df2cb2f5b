import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_MINI_WIDTH_PX, SIDEBAR_WIDTH_PX } from '@groundwork/shared/constants';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { expectAccessible } from './support/axe';
import { animationsDone, shellLaidOut } from './support/waits';

const journey = startJourney();

const sidebarBox = async (page: Page) => {
  const box = await page.getByTestId('sidebar').boundingBox();
  if (!box) throw new Error('The sidebar is not rendered');
  return box;
};

/** The sidebar has become mini (labels hidden) or hover-expanded over the page, and stopped moving. */
const sidebarIs = async (page: Page, state: 'mini' | 'overlay') => {
  await page.locator(`[data-testid="sidebar"][data-${state}]`).waitFor();
  await animationsDone(page);
};

/** No sideways scrolling: the page fits the viewport. */
const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('responsive shell', () => {
  it('(f) on a 375 px phone the sidebar starts hidden and the toggle opens it as a drawer', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, { width: 375, height: 740 });
    await page.goto('/auth/login');
    await expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'f-phone-login');
    await expectAccessible(page, 'f-phone-login');

    await signIn(page, DEMO.manager);
    await page.waitForURL('**/groundwork/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.isVisible()).resolves.toBe(false);
    await expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0);
    await screenshot(page, 'f-phone-dashboard');
    await expectAccessible(page, 'f-phone-dashboard');

    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await sidebar.waitFor({ state: 'visible' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await animationsDone(page); // the slide-in
    const box = await sidebarBox(page);
    expect(box.x).toBe(0);
    expect(box.width).toBe(SIDEBAR_WIDTH_PX);
    await screenshot(page, 'f-phone-drawer');
    await expectAccessible(page, 'f-phone-drawer');

    // Choosing a page closes the drawer.
    await sidebar.getByRole('link', { name: 'Walkbooks' }).click();
    await page.waitForURL('**/groundwork/walkbooks');
    await sidebar.waitFor({ state: 'hidden' });

    // The backdrop closes it too.
    await toggle.click();
    await sidebar.waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Close menu' }).click({ position: { x: 360, y: 400 } });
    await sidebar.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('is mini below 992 px, expands on hover on desktop, and collapses when the window narrows', async () => {
    const { context, page } = await newPage(journey.browser, journey.server.url, { width: 991, height: 800 });
    await signIn(page, DEMO.director);
    await page.waitForURL('**/groundwork/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // Starts collapsed at 991 px and below.
    await expect(sidebarBox(page)).resolves.toMatchObject({ width: SIDEBAR_MINI_WIDTH_PX });
    await screenshot(page, 'f-tablet-mini');
    await expectAccessible(page, 'f-tablet-mini');

    // Widening to desktop expands it; narrowing below 992 px collapses it again.
    await page.setViewportSize({ width: 1280, height: 800 });
    await shellLaidOut(page, 'desktop');
    await expect(sidebarBox(page)).resolves.toMatchObject({ width: SIDEBAR_WIDTH_PX });
    await page.setViewportSize({ width: 900, height: 800 });
    await shellLaidOut(page, 'tablet');
    await expect(sidebarBox(page)).resolves.toMatchObject({ width: SIDEBAR_MINI_WIDTH_PX });

    // On desktop, the bottom toggle makes it mini; hovering expands it over the page.
    await page.setViewportSize({ width: 1280, height: 800 });
    await shellLaidOut(page, 'desktop');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.mouse.move(800, 400);
    await sidebarIs(page, 'mini');
    await expect(sidebarBox(page)).resolves.toMatchObject({ width: SIDEBAR_MINI_WIDTH_PX });
    await page.getByTestId('sidebar').hover();
    await sidebarIs(page, 'overlay');
    await expect(sidebarBox(page)).resolves.toMatchObject({ width: SIDEBAR_WIDTH_PX });
    await screenshot(page, 'f-desktop-hover');
    await expectAccessible(page, 'f-desktop-hover');

    // In mini mode, the legal-links button expands the sidebar.
    await page.mouse.move(800, 400);
    await sidebarIs(page, 'mini');
    const legal = page.getByRole('button', { name: 'Show legal documents' });
    await legal.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Terms & Conditions' }).waitFor();
    await expect(page.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('target')).resolves.toBe(
      '_blank',
    );
    await context.close();
  });
});
