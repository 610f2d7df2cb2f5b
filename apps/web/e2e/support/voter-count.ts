import type { Page } from 'playwright-core';

/** The builder's live count once it has settled (no "Updating…"), as a number. */
export const settledCount = async (page: Page): Promise<number> => {
  await page.getByTestId('voter-count').waitFor();
  await page.getByTestId('count-updating').waitFor({ state: 'hidden' });
  const text = (await page.getByTestId('voter-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
};

/** Waits (up to `timeoutMs`) until the settled count differs from `previous`. */
export const countChangedFrom = async (page: Page, previous: number, timeoutMs = 15_000): Promise<number> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const count = await settledCount(page);
    if (count !== previous || Date.now() > deadline) return count;
    await page.waitForTimeout(200);
  }
};
