import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The builder's live count once it has settled (no "Updating…"), as a number. */
export const settledCount = async (page: Page): Promise<number> => {
  await page.getByTestId('voter-count').waitFor();
  await page.getByTestId('count-updating').waitFor({ state: 'hidden' });
  const text = (await page.getByTestId('voter-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
};

/** Waits (up to `timeoutMs`) until the settled count differs from `previous`, and returns it. */
export const countChangedFrom = async (page: Page, previous: number, timeoutMs = 15_000): Promise<number> => {
  let count = previous;
  await expect
    .poll(async () => (count = await settledCount(page)), { timeout: timeoutMs })
    .not.toBe(previous);
  return count;
};
