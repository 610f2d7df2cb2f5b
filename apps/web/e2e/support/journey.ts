import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type TestServer } from './server';

export interface Journey {
  readonly server: TestServer;
  readonly browser: Browser;
}

/**
 * The real server (on a copy of the run's seeded demo data) and Debian's Chromium for one journey file:
 * started before its tests, stopped after them. Read `journey.server` and `journey.browser` in tests and in hooks registered after this call.
 */
export const startJourney = (browserArgs: string[] = []): Journey => {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(inject('seededDataDir'));
    browser = await launchBrowser(browserArgs);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The journey has not started: use it inside tests and hooks');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  };
};
