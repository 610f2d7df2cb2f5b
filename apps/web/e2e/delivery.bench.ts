/**
 * What a browser downloads and how soon a canvasser can record a door (decision 0029). Builds the web app
 * when stale, starts the real server with the demo data and drives Debian's Chromium:
 * - the sign-in page: the JavaScript and CSS it loads, summed as their gzip copies in dist;
 * - the door screen (the demo Volunteer's walkbook) loaded cold, signed in, on a throttled phone: the time
 *   until the first door's result buttons are visible and enabled.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { DEMO, launchBrowser, newPage, signIn } from './support/browser';
import { DOOR_START_BUTTON } from './support/door-screen';
import { REPO_ROOT, startServer } from './support/server';

const DIST = join(REPO_ROOT, 'apps/web/dist');
/** The slow phone: 1.6 Mbps down, 750 Kbps up, 150 ms round trips, a CPU four times slower. */
const THROTTLED = { downloadKbps: 1600, uploadKbps: 750, latencyMs: 150, cpuSlowdown: 4 };
const PHONE = { width: 375, height: 740 };
const DOOR_SCREEN_WALKBOOK = 'Oakwood north blocks';
const TARGETS = { loginJsGzipKb: 200, doorScreenMs: 5_000 };

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The gzip copy the build put beside a file (the raw file when it was too small to compress). */
const gzipBytes = (path: string): number => {
  try {
    return statSync(join(DIST, `${path}.gz`)).size;
  } catch {
    return statSync(join(DIST, path)).size;
  }
};

interface Loaded {
  js: string[];
  css: string[];
}

/** Records the same-origin scripts and style sheets a page loads, by path. */
const recordLoads = (page: Page, origin: string): Loaded => {
  const loaded: Loaded = { js: [], css: [] };
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !response.ok()) return;
    const kind = response.request().resourceType();
    if (kind === 'script') loaded.js.push(url.pathname);
    if (kind === 'stylesheet') loaded.css.push(url.pathname);
  });
  return loaded;
};

const sizes = (paths: string[]) => ({
  gzip: paths.reduce((sum, path) => sum + gzipBytes(path), 0),
  raw: paths.reduce((sum, path) => sum + statSync(join(DIST, path)).size, 0),
});

const measureLogin = async (browser: Browser, origin: string) => {
  const { context, page } = await newPage(browser, origin);
  const loaded = recordLoads(page, origin);
  await page.goto('/auth/login', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await context.close();
  return { js: sizes(loaded.js), css: sizes(loaded.css), files: loaded.js.length };
};

/** The full Mantine style sheet, for comparison with what the pages now load. */
const mantineFullCssBytes = (): number =>
  readFileSync(join(REPO_ROOT, 'node_modules/@mantine/core/styles.css')).length;

const throttle = async (cdp: CDPSession) => {
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLED.latencyMs,
    downloadThroughput: (THROTTLED.downloadKbps * 1000) / 8,
    uploadThroughput: (THROTTLED.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED.cpuSlowdown });
};

const measureDoorScreen = async (browser: Browser, origin: string) => {
  const { context, page } = await newPage(browser, origin, PHONE);
  context.setDefaultTimeout(120_000);
  await signIn(page, DEMO.volunteer);
  await page.waitForURL('**/groundwork/walkbooks');
  await page.getByRole('link', { name: DOOR_SCREEN_WALKBOOK }).click();
  await page.getByRole('button', { name: DOOR_START_BUTTON }).waitFor();
  const doorUrl = new URL(page.url()).pathname;
  await page.close();

  // Cold: a new tab, an empty HTTP cache; only the session cookie is kept.
  const cold = await context.newPage();
  const loaded = recordLoads(cold, origin);
  await throttle(await context.newCDPSession(cold));
  const started = Date.now();
  await cold.goto(doorUrl, { waitUntil: 'commit' });
  const start = cold.getByRole('button', { name: DOOR_START_BUTTON });
  await cold.waitForFunction(
    (source) =>
      [...document.querySelectorAll('button')].some(
        (button) => new RegExp(source).test(button.textContent) && !button.disabled,
      ),
    DOOR_START_BUTTON.source,
    { polling: 'raf' },
  );
  const startEnabledMs = Date.now() - started;
  await start.click();
  const results = cold
    .getByRole('group', { name: /^Door result for / })
    .first()
    .getByRole('button');
  await results.first().waitFor({ state: 'visible' });
  await cold.waitForFunction(
    () => {
      const group = document.querySelector('[role="group"][aria-label^="Door result for "]');
      const buttons = [...(group?.querySelectorAll('button') ?? [])];
      return buttons.length > 0 && buttons.every((button) => !button.disabled);
    },
    undefined,
    { polling: 'raf' },
  );
  const usableMs = Date.now() - started;
  await context.close();
  return { startEnabledMs, usableMs, js: sizes(loaded.js), css: sizes(loaded.css) };
};

const main = async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const login = await measureLogin(browser, server.url);
    const door = await measureDoorScreen(browser, server.url);
    const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');
    const lines = [
      'Web delivery (apps/web/e2e/delivery.bench.ts)',
      `  login page JS:   ${kb(login.js.gzip)} KB gzip in ${String(login.files)} files (${kb(login.js.raw)} KB raw); target ≤ ${String(TARGETS.loginJsGzipKb)} KB: ${verdict(login.js.gzip / 1024 <= TARGETS.loginJsGzipKb)}`,
      `  login page CSS:  ${kb(login.css.gzip)} KB gzip (${kb(login.css.raw)} KB raw); the full Mantine sheet is ${kb(mantineFullCssBytes())} KB raw`,
      `  door screen:     ${kb(door.js.gzip)} KB JS + ${kb(door.css.gzip)} KB CSS gzip (${kb(door.js.raw + door.css.raw)} KB raw)`,
      `  door screen, throttled (${String(THROTTLED.downloadKbps)} kbps, ${String(THROTTLED.latencyMs)} ms, CPU ×${String(THROTTLED.cpuSlowdown)}, ${String(PHONE.width)} px): start button ${String(door.startEnabledMs)} ms, first door's results usable ${String(door.usableMs)} ms; target ≤ ${String(TARGETS.doorScreenMs)} ms: ${verdict(door.usableMs <= TARGETS.doorScreenMs)}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
};

await main();
