import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { mapReady } from './support/waits';

/** A basemap on a host the browser's requests to are answered here (no internet in tests). */
const TILE_HOST = 'https://tiles.example.test';
const STYLE_URL = `${TILE_HOST}/style.json`;
// The server started for this file reads it (startServer passes its environment on).
process.env.MAP_STYLE_URL = STYLE_URL;
const journey = startJourney();

const PHONE = { width: 375, height: 740 };
const CORS = { 'access-control-allow-origin': '*' };
/** A 1×1 sand-coloured PNG: every raster tile of the test basemap. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP49OIqAAV/ArB0BCnoAAAAAElFTkSuQmCC',
  'base64',
);
const STYLE = {
  version: 8,
  sources: { land: { type: 'raster', tiles: [`${TILE_HOST}/tiles/{z}/{x}/{y}.png`], tileSize: 256 } },
  layers: [{ id: 'land', type: 'raster', source: 'land' }],
};

/** The test basemap answered, or every request to its host failing (a bad URL, offline). */
const serveBasemap = (context: BrowserContext, isUp: boolean) =>
  context.route(`${TILE_HOST}/**`, (route) => {
    if (!isUp) return route.abort('internetdisconnected');
    const url = route.request().url();
    return url === STYLE_URL
      ? route.fulfill({ json: STYLE, headers: CORS })
      : route.fulfill({ body: TILE, contentType: 'image/png', headers: CORS });
  });

const openWalkbook = async (page: Page) => {
  await signIn(page, DEMO.volunteer);
  await page.waitForURL('**/groundwork/walkbooks');
  await page.getByRole('link', { name: 'Oakwood north blocks' }).click();
  // On a phone the map is drawn on the canvasser's tap (decision 0029).
  await page.getByRole('button', { name: 'Show the map' }).click();
  const map = page.getByRole('region', { name: 'Walking route' });
  await mapReady(map);
  return map;
};

/** The basemap files kept for offline use (lib/offline/map-tile-cache.ts). */
const keptFiles = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const cache = await caches.open('groundwork-map-tiles');
    return (await cache.keys()).map((request) => request.url);
  });

describe('basemap', () => {
  it('draws the configured style and keeps its tiles of the walkbook offline; streets when it cannot load', async () => {
    const online = await newPage(journey.browser, journey.server.url, PHONE);
    await serveBasemap(online.context, true);
    const map = await openWalkbook(online.page);
    expect(await map.getAttribute('data-basemap')).toBe('style');
    await expect
      .poll(async () => (await keptFiles(online.page)).filter((u) => u.includes('/tiles/16/')).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    const kept = await keptFiles(online.page);
    expect(kept).toContain(STYLE_URL);
    expect(new Set(kept.map((u) => /\/tiles\/(\d+)\//.exec(u)?.[1]).filter(Boolean))).toEqual(
      new Set(['12', '13', '14', '15', '16']),
    );
    await screenshot(online.page, 'map-1-configured-style');
    await online.context.close();

    const failing = await newPage(journey.browser, journey.server.url, PHONE);
    await serveBasemap(failing.context, false);
    const fallback = await openWalkbook(failing.page);
    expect(await fallback.getAttribute('data-basemap')).toBe('streets');
    // The demo walkbook is part knocked: its doors keep their numbers in the walk (decision 0061).
    await failing.page
      .getByRole('button', { name: /^Door \d+$/ })
      .first()
      .waitFor();
    await screenshot(failing.page, 'map-2-style-failed-streets');
    await failing.context.close();
  });
});
