import { mkdirSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { z } from 'zod';
import { outboxMessageSchema, type OutboxMessage } from '@groundwork/shared/contracts/system';
import { SEED_ORIGIN } from './server';

export const DEMO_PASSWORD = 'Groundwork.2026';
export const DEMO = {
  manager: 'manager@demo.groundwork.test',
  director: 'director@demo.groundwork.test',
  staff: 'staff@demo.groundwork.test',
  volunteer: 'volunteer@demo.groundwork.test',
  newcomer: 'newcomer@demo.groundwork.test',
  invitee: 'invitee@demo.groundwork.test',
} as const;

export const SCREENSHOT_DIR = '/tmp/gw-e2e-screenshots';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium (test tools cannot download browsers here). `args` adds switches (e.g. host rules). */
export const launchBrowser = (args: string[] = []): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...args, ...CHROMIUM_ARGS] });

/**
 * Chromium with a profile of its own in a temporary directory, like an installed browser (not incognito,
 * where Chrome never offers to install an app). Close the context to end it.
 */
export const launchProfile = async (
  baseURL: string,
  viewport = { width: 1280, height: 800 },
): Promise<BrowserContext> => {
  const profile = mkdtempSync(join(tmpdir(), 'gw-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    viewport,
  });
  // Chromium may still be writing its last files when the context reports closed: removed with retries (Node
  // retries ENOTEMPTY and EBUSY), and a folder that outlasts them is left to the system's temporary cleanup.
  context.once('close', () => {
    void rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 }).catch(
      () => undefined,
    );
  });
  return context;
};

export const newPage = async (
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ baseURL, viewport });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
};

export const screenshot = async (page: Page, name: string): Promise<string> => {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
};

/** Opens the sign-in page, fills and submits the form. */
export const signIn = async (page: Page, email: string, password = DEMO_PASSWORD): Promise<void> => {
  await page.goto('/auth/login');
  await submitSignIn(page, email, password);
};

/** Fills and submits the sign-in form of the page already open. */
export const submitSignIn = async (page: Page, email: string, password = DEMO_PASSWORD): Promise<void> => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

/** The development outbox: every e-mail the server sent, newest last. */
export const readOutbox = async (baseURL: string): Promise<OutboxMessage[]> => {
  const response = await fetch(`${baseURL}/api/dev/outbox`);
  if (!response.ok) throw new Error(`GET /api/dev/outbox: ${String(response.status)}`);
  // The seeded demo's e-mails were sent by the seeding run (server.ts): their links go to this server.
  return z
    .array(outboxMessageSchema)
    .parse(await response.json())
    .map((message) => ({
      ...message,
      links: message.links.map((link) =>
        link.startsWith(SEED_ORIGIN) ? baseURL + link.slice(SEED_ORIGIN.length) : link,
      ),
    }));
};
