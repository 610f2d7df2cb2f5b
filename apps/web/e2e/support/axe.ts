import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { animationsDone } from './waits';

/** The impacts that fail a journey (issue 9: 0 serious or critical violations on every page). */
const FAILING_IMPACTS = ['serious', 'critical'];

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe-core on the page as it is now and fails, listing each serious or critical violation with the
 * elements it found, when there is any. axe is evaluated through the DevTools protocol rather than
 * added as a script tag, so the app's Content-Security-Policy does not stand in its way.
 */
export const expectAccessible = async (page: Page, name: string): Promise<void> => {
  await animationsDone(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (impacts): Promise<Violation[]> => {
    const engine = (window as unknown as { axe: typeof axe }).axe;
    const results = await engine.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => impacts.includes(violation.impact ?? ''))
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.join(' '),
          summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
        })),
      }));
  }, FAILING_IMPACTS);
  if (violations.length === 0) return;
  const report = violations
    .map(
      (violation) =>
        `- ${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes.map((node) => `    ${node.target}: ${node.summary}`).join('\n'),
    )
    .join('\n');
  throw new Error(
    `${name} (${page.url()}): ${String(violations.length)} serious or critical accessibility violation(s)\n${report}`,
  );
};
