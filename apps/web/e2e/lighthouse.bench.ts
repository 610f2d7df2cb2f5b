/**
 * Lighthouse on the sign-in page and the canvasser's door screen (decision 0048): mobile form factor, the
 * default simulated throttling (a mid-range phone on a slow 4G), performance only. Lighthouse 12 has no PWA
 * category any more, so installability is Chrome's own check (Page.getInstallabilityErrors) once the service
 * worker controls the page. Builds the web app when stale and starts the real server with the demo data.
 * Each page is audited LIGHTHOUSE_RUNS times (3) and its median score reported. LIGHTHOUSE_REPORT_DIR=/tmp/lh
 * keeps each run's full report (`<page>-<run>.json`) and its trace there, to see what costs the score.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_PATH, DEMO, submitSignIn } from './support/browser';
import { DOOR_START_BUTTON } from './support/door-screen';
import { installabilityErrors, serviceWorkerControls } from './support/pwa';
import { startServer } from './support/server';

const DOOR_SCREEN_WALKBOOK = 'Oakwood north blocks';
const TARGET_PERFORMANCE = 90;

interface Audited {
  name: string;
  url: string;
  /** Sent with every request Lighthouse makes: the session cookie of the signed-in canvasser. */
  cookie?: string;
  installErrors: string[];
}

const installability = async (page: Page, path: string): Promise<string[]> => {
  await page.goto(path);
  await serviceWorkerControls(page);
  return installabilityErrors(page);
};

/** Drives the launched Chrome through Playwright for the preparation steps. */
const withPage = async <T>(chrome: LaunchedChrome, drive: (page: Page) => Promise<T>): Promise<T> => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(chrome.port)}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    const result = await drive(page);
    await page.close();
    return result;
  } finally {
    await browser.close();
  }
};

/** The sign-in page as a signed-out visitor sees it (a signed-in one is sent on to the app). */
const prepareLogin = (chrome: LaunchedChrome, origin: string): Promise<Audited> =>
  withPage(chrome, async (page) => {
    const url = `${origin}/auth/login`;
    return { name: 'login', url, installErrors: await installability(page, url) };
  });

/** Signs the demo Volunteer in through the launched Chrome and finds their door screen. */
const prepareDoorScreen = (chrome: LaunchedChrome, origin: string): Promise<Audited> =>
  withPage(chrome, async (page) => {
    await page.goto(`${origin}/auth/login`);
    await submitSignIn(page, DEMO.volunteer);
    await page.waitForURL('**/groundwork/walkbooks');
    await page.getByRole('link', { name: DOOR_SCREEN_WALKBOOK }).click();
    await page.getByRole('button', { name: DOOR_START_BUTTON }).waitFor();
    const url = page.url();
    const cookies = await page.context().cookies(origin);
    return {
      name: 'door screen',
      url,
      cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      installErrors: await installability(page, url),
    };
  });

/** Lighthouse's own advice for a trace it failed to record (NO_NAVSTART, seen ~1 run in 8 here): run it again. */
const ATTEMPTS = 3;
/**
 * One build's score moves by several points from run to run (the first paint's race, the blocking time; decision
 * 0029): each page is audited this many times and the median is what meets the target or not, as Lighthouse's
 * own guidance on variability advises.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The middle score (of an even count, the higher of the two middle ones). */
const medianScore = (scores: number[]): number => {
  const sorted = [...scores].sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (middle === undefined) throw new Error('No Lighthouse score to take the median of');
  return middle;
};

const performanceScore = async (chrome: LaunchedChrome, audited: Audited, run: number): Promise<number> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(chrome, audited, run);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.error(`Lighthouse run ${String(attempt)} on ${audited.name} failed, again: ${String(error)}`);
    }
  }
};

const auditOnce = async (chrome: LaunchedChrome, audited: Audited, run: number): Promise<number> => {
  const result = await lighthouse(audited.url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Lighthouse clears the origin's storage (and the service worker) first: a cold load, signed in by cookie.
    ...(audited.cookie ? { extraHeaders: { Cookie: audited.cookie } } : {}),
  });
  if (process.env.LIGHTHOUSE_REPORT_DIR && result) {
    mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
    const file = join(
      process.env.LIGHTHOUSE_REPORT_DIR,
      `${audited.name.replace(/\W+/g, '-')}-${String(run)}.json`,
    );
    writeFileSync(file, JSON.stringify(result.lhr));
    // The page's trace too, to see what ran on the main thread before the first paint and the LCP.
    const { Trace } = result.artifacts as unknown as { Trace?: unknown };
    if (Trace) writeFileSync(file.replace(/\.json$/, '.trace.json'), JSON.stringify(Trace));
  }
  const score = result?.lhr.categories.performance?.score;
  if (typeof score !== 'number') {
    const reason = result?.lhr.runtimeError?.code ?? 'no result';
    throw new Error(`Lighthouse gave no performance score for ${audited.url} (${reason})`);
  }
  return Math.round(score * 100);
};

const main = async () => {
  const server = await startServer();
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const lines = ['Lighthouse, mobile (apps/web/e2e/lighthouse.bench.ts)'];
    // The sign-in page first: Lighthouse keeps the cookies, so after the sign-in it would redirect.
    for (const prepare of [prepareLogin, prepareDoorScreen]) {
      const audited = await prepare(chrome, server.url);
      const scores: number[] = [];
      for (let run = 1; run <= RUNS; run += 1) scores.push(await performanceScore(chrome, audited, run));
      const performance = medianScore(scores);
      const installable =
        audited.installErrors.length === 0 ? 'yes' : `no (${audited.installErrors.join(', ')})`;
      const verdict = performance >= TARGET_PERFORMANCE ? 'meets' : 'MISSES';
      lines.push(
        `  lighthouse ${audited.name}: performance ${String(performance)} (median of ${scores.join(', ')}), installable ${installable}; target ≥ ${String(TARGET_PERFORMANCE)}: ${verdict}`,
      );
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    chrome.kill();
    await server.stop();
  }
};

await main();
