import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A survey answer's look: its border, its fill and whether its check mark shows. */
const answerLook = (answer: Locator) =>
  answer.evaluate(async (card) => {
    // Once its fill and border have finished changing (a short transition).
    await Promise.all(card.getAnimations().map((animation) => animation.finished));
    const style = getComputedStyle(card);
    const check = card.querySelector('[data-answer-check]');
    return {
      border: `${style.borderTopWidth} ${style.borderTopColor}`,
      fill: style.backgroundColor,
      check: check ? getComputedStyle(check).visibility : 'none',
    };
  });

/**
 * The first of `answers` is chosen: it differs from the second by its border, its fill and its check mark,
 * with the pointer on it or not (docs/decisions/0061).
 */
export const expectChosenLooksChosen = async (page: Page, answers: Locator): Promise<void> => {
  const [chosen, other] = [answers.nth(0), answers.nth(1)];
  await expect.poll(() => chosen.getAttribute('aria-checked')).toBe('true');
  await page.mouse.move(0, 0);
  const [picked, unpicked] = [await answerLook(chosen), await answerLook(other)];
  expect(picked.border).not.toBe(unpicked.border);
  expect(picked.fill).not.toBe(unpicked.fill);
  expect([picked.check, unpicked.check]).toEqual(['visible', 'hidden']);
  await chosen.hover();
  expect((await answerLook(chosen)).fill).toBe(picked.fill);
};
