import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASEMAP } from '@groundwork/shared/contracts/streets';
import { DEMO, newPage, screenshot, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { serviceWorkerControls } from './support/pwa';
import { mapReady } from './support/waits';

// Groundwork's own basemap: no MAP_STYLE_URL (the server started for this file reads the environment).
delete process.env.MAP_STYLE_URL;
const journey = startJourney();

const PHONE = { width: 375, height: 740 };
const DESK = { width: 1280, height: 800 };
/** The demo walkbook the Volunteer walks (seed). */
const WALKBOOK = 'Oakwood north blocks';

/** The x/y of the tile holding a position (Web Mercator). */
const tileAt = (lng: number, lat: number, z: number) => {
  const n = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  };
};

/** The campaign, the first door of the walkbook and the default style's URL, read as the web app reads them. */
const firstDoor = (page: Page) =>
  page.evaluate(async (name) => {
    const { token } = (await (await fetch('/identity/token', { credentials: 'include' })).json()) as {
      token: string;
    };
    const headers = { authorization: `Bearer ${token}`, 'x-client-type': 'web' };
    const get = async <T>(path: string) => (await (await fetch(path, { headers })).json()) as T;
    const config = await get<{ map_style_url: string | null }>('/api/config/');
    const { campaign_id: campaign } = await get<{ campaign_id: string }>('/api/users/me');
    const books = await get<{ id: string; name: string }[]>(`/api/walkbook/all/?campaign_id=${campaign}`);
    const book = books.find((b) => b.name === name);
    if (!book) throw new Error(`no walkbook ${name}`);
    const { doors } = await get<{ doors: { lat: number | null; lng: number | null }[] }>(
      `/api/walkbook/?id=${book.id}&campaign_id=${campaign}`,
    );
    const door = doors.find((d) => d.lat !== null && d.lng !== null);
    return { token, campaign, styleUrl: config.map_style_url, lat: door?.lat ?? 0, lng: door?.lng ?? 0 };
  }, WALKBOOK);

/** The named street lines of the 3×3 tiles around a position at zoom 15, decoded. */
const streetsAround = async (origin: string, token: string, campaign: string, lng: number, lat: number) => {
  const centre = tileAt(lng, lat, 15);
  const names = new Set<string>();
  let lines = 0;
  for (const dx of [-1, 0, 1])
    for (const dy of [-1, 0, 1]) {
      const url = `${origin}${BASEMAP.tilesPath}/15/${String(centre.x + dx)}/${String(centre.y + dy)}.pbf?campaign_id=${campaign}`;
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      const tile = new VectorTile(new PbfReader(new Uint8Array(await response.arrayBuffer())));
      const layer = tile.layers[BASEMAP.sourceLayer];
      for (let i = 0; i < (layer?.length ?? 0); i += 1) {
        const feature = layer!.feature(i);
        if (feature.type !== 2) continue; // LineString
        lines += 1;
        const name = feature.properties.name;
        if (typeof name === 'string' && name !== '') names.add(name);
      }
    }
  return { lines, names };
};

/** The map drew Groundwork's style, and MapLibre fetched the street names' glyphs for it. */
const drewNamedStreets = async (page: Page, map: Locator, glyphs: Promise<unknown>) => {
  await mapReady(map);
  expect(await map.getAttribute('data-basemap')).toBe('style');
  await glyphs;
};

const glyphsLoaded = (page: Page) =>
  page.waitForResponse((r) => r.url().includes(`${BASEMAP.fontsPath}/`) && r.ok(), { timeout: 20_000 });

/** The basemap files kept for offline use (lib/offline/map-tile-cache.ts). */
const keptFiles = (page: Page): Promise<string[]> =>
  page.evaluate(async () => (await (await caches.open('groundwork-map-tiles')).keys()).map((r) => r.url));

describe('streets on every map, with no setup', () => {
  it("serves the demo district's named streets as tiles, draws them under the Manager's and the canvasser's maps, and offline", async () => {
    // (a) The default style names Groundwork's own basemap; its tiles around the walkbook's first door hold streets.
    const desk = await newPage(journey.browser, journey.server.url, DESK);
    await signIn(desk.page, DEMO.manager);
    await desk.page.waitForURL('**/groundwork/dashboard');
    const door = await firstDoor(desk.page);
    expect(door.styleUrl).toBe(BASEMAP.stylePath);
    const { lines, names } = await streetsAround(
      journey.server.url,
      door.token,
      door.campaign,
      door.lng,
      door.lat,
    );
    expect(lines).toBeGreaterThanOrEqual(10);
    expect(names.size).toBeGreaterThanOrEqual(3);

    // (b) The Manager's turf-cutting map draws them, named once zoomed in.
    const builderGlyphs = glyphsLoaded(desk.page);
    await desk.page.goto('/groundwork/walkbook/add');
    const turf = desk.page.getByRole('region', { name: /click to draw/ });
    await mapReady(turf);
    for (let i = 0; i < 3; i += 1) {
      await desk.page.getByRole('button', { name: 'Zoom in' }).click();
      await mapReady(turf);
    }
    await drewNamedStreets(desk.page, turf, builderGlyphs);
    await screenshot(desk.page, 'streets-1-turf-map-desktop');
    await desk.context.close();

    // The canvasser's door map, on a phone.
    const phone = await newPage(journey.browser, journey.server.url, PHONE);
    const { page, context } = phone;
    await signIn(page, DEMO.volunteer);
    await page.waitForURL('**/groundwork/walkbooks');
    await page.getByRole('link', { name: WALKBOOK }).click();
    const doorGlyphs = glyphsLoaded(page);
    await page.getByRole('button', { name: 'Show the map' }).click();
    const route = page.getByRole('region', { name: 'Walking route' });
    await drewNamedStreets(page, route, doorGlyphs);
    await route.scrollIntoViewIfNeeded();
    await screenshot(page, 'streets-2-door-map-375');

    // (c) Kept offline with the walkbook: the style, the area's tiles (with the campaign) and the glyph ranges.
    await serviceWorkerControls(page);
    // The glyph ranges come after the tiles in the list kept.
    const glyphsKept = async () =>
      BASEMAP.glyphRanges.filter((range) => kept.some((u) => u.endsWith(`/${range}.pbf`)));
    let kept: string[] = [];
    await expect
      .poll(
        async () => {
          kept = await keptFiles(page);
          return glyphsKept();
        },
        { timeout: 30_000 },
      )
      .toEqual([...BASEMAP.glyphRanges]);
    expect(kept.some((u) => u.includes(BASEMAP.stylePath))).toBe(true);
    expect(kept.filter((u) => u.includes(`${BASEMAP.tilesPath}/16/`)).length).toBeGreaterThan(0);
    expect(kept.filter((u) => u.includes(BASEMAP.tilesPath)).every((u) => u.includes('campaign_id='))).toBe(
      true,
    );

    await context.setOffline(true);
    await page.reload();
    await page.getByText('Offline', { exact: true }).first().waitFor();
    const offlineRoute = page.getByRole('region', { name: 'Walking route' });
    await mapReady(offlineRoute);
    expect(await offlineRoute.getAttribute('data-basemap')).toBe('style');
    await offlineRoute.scrollIntoViewIfNeeded();
    await screenshot(page, 'streets-3-door-map-offline-375');
    await context.close();
  });
});
