import type { Page } from 'playwright-core';

/** Resolves once the service worker is active and controls the page (it precached the app by then). */
export const serviceWorkerControls = (page: Page): Promise<unknown> =>
  page.waitForFunction(
    async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    },
    undefined,
    { timeout: 60_000 },
  );

/**
 * Chrome's own installability check (the one behind its "Install app" offer), through the DevTools protocol:
 * the manifest, its icons, the service worker. An empty list: installable.
 */
export const installabilityErrors = async (page: Page): Promise<string[]> => {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    return errors.map((error) => error.errorId);
  } finally {
    await cdp.detach();
  }
};
