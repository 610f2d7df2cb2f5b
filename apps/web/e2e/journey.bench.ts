/**
 * The canvasser's first minute on a weak phone (issue 33 item 5, decision 0065): the real journey, cold, from the
 * sign-in page to the first door, on the throttled phone. Builds the web app when stale, starts the real
 * server on the demo data and drives Debian's Chromium at 375 px with CDP's network and CPU throttling; a new
 * browser context each run (an empty HTTP cache, no service worker, no session). Prints each step's median of
 * JOURNEY_RUNS runs (3). JOURNEY_WATERFALL=1 also prints the last run's requests after "Sign in" (start, end,
 * bytes on the wire), to see what the first door waits for.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO, DEMO_PASSWORD, launchBrowser } from './support/browser';
import { DOOR_START_BUTTON } from './support/door-screen';
import { startServer } from './support/server';

/** The slow phone: 1.6 Mbps down, 750 kbps up, 150 ms round trips, a CPU four times slower. */
const PHONE = {
  downloadKbps: 1600,
  uploadKbps: 750,
  latencyMs: 150,
  cpuSlowdown: 4,
  width: 375,
  height: 740,
};
const WALKBOOK = 'Oakwood north blocks';
const TARGETS = { formMs: 3_000, firstDoorMs: 4_000 };
const RUNS = Number(process.env.JOURNEY_RUNS ?? 3);

interface Steps {
  /** Navigation to the sign-in page → its form can be filled and submitted. */
  form: number;
  /** "Sign in" tapped → the walkbook list shows the demo walkbook. */
  list: number;
  /** The walkbook tapped → its first button is enabled. */
  walkbook: number;
  /** That button tapped → the first door's result buttons are enabled. */
  door: number;
  /** "Sign in" tapped → the first door usable (the three steps above, the taps included). */
  signInToDoor: number;
}

interface Request {
  url: string;
  start: number;
  end: number;
  bytes: number;
}

/** Resolves once `test` holds in the page, checked every frame (a function: the CSP forbids evaluating strings). */
const until = async (page: Page, test: (arg: string) => boolean, arg = ''): Promise<void> => {
  await page.waitForFunction(test, arg, { polling: 'raf', timeout: 120_000 });
};

/** A visible, enabled button whose text matches `source` (a regular expression's source). */
const hasButton = (source: string): boolean =>
  [...document.querySelectorAll('button')].some(
    (b) => new RegExp(source).test(b.textContent) && !b.disabled && b.offsetParent !== null,
  );

const formUsable = (): boolean => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Sign in');
  return !!button && !button.disabled && !!document.querySelector('input[type=email]');
};

const doorUsable = (): boolean => {
  const group = document.querySelector('[role="group"][aria-label^="Door result for "]');
  const buttons = [...(group?.querySelectorAll('button') ?? [])];
  return buttons.length > 0 && buttons.every((b) => !b.disabled);
};

/** Every request of the page with its timing and bytes on the wire (CDP's own accounting). */
const recordRequests = (page: Page): Request[] => {
  const requests: Request[] = [];
  page.on('requestfinished', (request) => {
    // A request still finishing as the run's context closes has no sizes any more: left out.
    request
      .sizes()
      .then((sizes) => {
        const timing = request.timing();
        requests.push({
          url: request.url(),
          start: timing.startTime,
          end: timing.startTime + timing.responseEnd,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      })
      .catch(() => undefined);
  });
  return requests;
};

const journey = async (browser: Browser, origin: string): Promise<{ steps: Steps; requests: Request[] }> => {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width: PHONE.width, height: PHONE.height },
    isMobile: true,
    hasTouch: true,
  });
  context.setDefaultTimeout(120_000);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: (PHONE.downloadKbps * 1000) / 8,
      uploadThroughput: (PHONE.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    const requests = recordRequests(page);

    const opened = Date.now();
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await until(page, formUsable);
    const form = Date.now() - opened;

    await page.getByLabel('Email').fill(DEMO.volunteer);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    const signInAt = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).tap();
    const link = page.getByRole('link', { name: WALKBOOK });
    await link.waitFor({ state: 'visible' });
    const listAt = Date.now();

    await link.tap();
    await until(page, hasButton, DOOR_START_BUTTON.source);
    const walkbookAt = Date.now();

    await page.getByRole('button', { name: DOOR_START_BUTTON }).tap();
    await until(page, doorUsable);
    const doorAt = Date.now();

    const after = requests.filter((r) => r.start >= signInAt);
    return {
      steps: {
        form,
        list: listAt - signInAt,
        walkbook: walkbookAt - listAt,
        door: doorAt - walkbookAt,
        signInToDoor: doorAt - signInAt,
      },
      requests: after.map((r) => ({ ...r, start: r.start - signInAt, end: r.end - signInAt })),
    };
  } finally {
    await context.close();
  }
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const waterfall = (requests: Request[], origin: string): string[] =>
  [...requests]
    .sort((a, b) => a.start - b.start)
    .map(
      (r) =>
        `    ${String(Math.round(r.start)).padStart(6)} → ${String(Math.round(r.end)).padStart(6)} ms ${(r.bytes / 1024).toFixed(1).padStart(7)} KB  ${r.url.replace(origin, '')}`,
    );

const main = async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const runs: Steps[] = [];
    let last: Request[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { steps, requests } = await journey(browser, server.url);
      runs.push(steps);
      last = requests;
    }
    const step = (name: keyof Steps) => {
      const values = runs.map((r) => r[name]);
      return `${String(median(values))} ms (${values.join(', ')})`;
    };
    const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');
    const lines = [
      `Canvasser's journey, cold, throttled (${String(PHONE.downloadKbps)}/${String(PHONE.uploadKbps)} kbps, ${String(PHONE.latencyMs)} ms, CPU ×${String(PHONE.cpuSlowdown)}, ${String(PHONE.width)} px), median of ${String(RUNS)} (apps/web/e2e/journey.bench.ts)`,
      `  sign-in form usable:            ${step('form')}; target ≤ ${String(TARGETS.formMs)} ms: ${verdict(median(runs.map((r) => r.form)) <= TARGETS.formMs)}`,
      `  "Sign in" → walkbook list:      ${step('list')}`,
      `  walkbook tapped → start button: ${step('walkbook')}`,
      `  start tapped → first door:      ${step('door')}`,
      `  "Sign in" → first door usable:  ${step('signInToDoor')}; target ≤ ${String(TARGETS.firstDoorMs)} ms: ${verdict(median(runs.map((r) => r.signInToDoor)) <= TARGETS.firstDoorMs)}`,
    ];
    if (process.env.JOURNEY_WATERFALL) {
      lines.push('  requests after "Sign in" (last run):', ...waterfall(last, server.url));
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
};

await main();
