import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { mapReady } from './support/waits';

const journey = startJourney(['--host-resolver-rules=MAP untrusted.test 127.0.0.1']);
/** The server at its loopback address instead of PUBLIC_URL (localhost), and at a name it does not trust. */
let loopbackUrl: string;
let untrustedUrl: string;

beforeAll(() => {
  const { port } = new URL(journey.server.url);
  loopbackUrl = `http://127.0.0.1:${port}`;
  untrustedUrl = `http://untrusted.test:${port}`;
});

/** Every Content-Security-Policy violation the page (and its frames and workers) reports. */
const recordViolations = (page: Page): string[] => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
};

describe('the app under its security headers', () => {
  it('signs in at 127.0.0.1, draws maps, frames the legal pages and serves the API docs without a CSP violation', async () => {
    const { context, page } = await newPage(journey.browser, loopbackUrl);
    const violations = recordViolations(page);

    await signIn(page, DEMO.manager);
    await page.waitForURL('**/groundwork/dashboard');
    await page.goto('/groundwork/walkbook/add');
    // Drawn: its workers have started and parsed the doors (a worker the CSP refused would be recorded).
    await mapReady(page.getByRole('region', { name: /click to draw/ }));

    await page.goto('/api/docs');
    await page.locator('.swagger-ui .info').waitFor();
    await screenshot(page, 'security-api-docs');
    await context.close();

    const newcomer = await newPage(journey.browser, loopbackUrl);
    violations.push(...recordViolations(newcomer.page));
    await signIn(newcomer.page, DEMO.newcomer);
    await newcomer.page.waitForURL('**/groundwork/terms');
    await newcomer.page
      .frameLocator('iframe[title="Privacy Policy"]')
      .getByRole('heading', { name: 'Privacy Policy' })
      .waitFor();
    await newcomer.context.close();

    expect(violations).toEqual([]);
  });

  it('at an address the server does not trust, says which address to open', async () => {
    const { context, page } = await newPage(journey.browser, untrustedUrl);
    await signIn(page, DEMO.manager);
    await page.getByText(`Open Groundwork at ${journey.server.url} to sign in.`).waitFor();
    expect(page.url()).toContain('/auth/login');
    await context.close();
  });
});
