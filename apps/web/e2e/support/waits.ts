import type { Locator, Page } from 'playwright-core';

/**
 * Waits on real state instead of fixed sleeps. Each helper names the thing a person would wait for: a
 * transition over, a map drawn, the shell laid out for the window's width.
 */

/**
 * Waits for the page's finite animations and transitions (entrance fades, the sidebar sliding) to end;
 * spinners loop forever and are not waited for.
 */
export const animationsDone = (page: Page): Promise<unknown> =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/**
 * A dialog (a Mantine modal) has finished opening: shown, fully opaque (its fade starts a frame after it
 * mounts, so "no animation running" alone is not enough), and nothing on the page still moving.
 */
export const dialogOpened = async (dialog: Locator): Promise<void> => {
  await dialog.waitFor();
  const handle = await dialog.elementHandle();
  await dialog.page().waitForFunction((element) => getComputedStyle(element!).opacity === '1', handle);
  await animationsDone(dialog.page());
};

/** A map (components/map/map-view.tsx) has drawn everything it was given: MapLibre's `idle`. */
export const mapReady = async (map: Locator): Promise<void> => {
  await map.and(map.page().locator('[data-ready="true"]')).waitFor();
};

/**
 * The page is laid out for the window's width and stopped moving: the signed-in shell has handled the
 * width (its resize handling is debounced; its sidebar says which layout it chose), public pages follow
 * their CSS at once.
 */
export const shellLaidOut = async (page: Page, viewport: 'phone' | 'tablet' | 'desktop'): Promise<void> => {
  await page.waitForFunction((expected) => {
    const sidebar = document.querySelector('[data-testid="sidebar"]');
    return !sidebar || sidebar.getAttribute('data-viewport') === expected;
  }, viewport);
  await animationsDone(page);
};

/** The browser has rendered two frames since now: React has committed what the last response changed. */
export const painted = (page: Page): Promise<void> =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );

/**
 * The voter group builder's breakdown charts show the current filter: they are drawn dimmed (aria-busy,
 * opacity 0.6, low contrast by design) while the request for the last change is in flight.
 */
export const breakdownSettled = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => {
    const breakdown = document.querySelector('[data-testid="voter-breakdown"]');
    return breakdown?.getAttribute('aria-busy') === 'false' && getComputedStyle(breakdown).opacity === '1';
  });
