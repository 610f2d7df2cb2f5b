import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { APP_BASE_PATH } from '@groundwork/shared/constants';
import { isMapFileRequest, MAP_TILE_CACHE } from '../lib/offline/map-tile-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/**
 * The app's own pages (and `/`, which the server redirects to the app): only these are index.html. Every other
 * navigation reaches the server: the API and its docs, the identity provider, the development tools, and the
 * static legal pages the terms screen frames.
 */
const APP_PAGES = [/^\/$/, new RegExp(`^${APP_BASE_PATH}(/|$)`)];
/** The basemap: a tile asked for while the network is slow comes from the device after this. */
const MAP_NETWORK_TIMEOUT_S = 4;
const MAP_MAX_FILES = 4000;
const MAP_MAX_AGE_S = 30 * 24 * 60 * 60;

// The first version takes over the open pages at once (a canvasser who signs in and walks off without a
// reload has the app offline); later versions wait for the update prompt, below.
clientsClaim();

// The app shell and the field screens' code, listed by the build (vite.config.ts, injectManifest).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html: a reload without a network opens the app from the precache.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { allowlist: APP_PAGES }));

// The basemap's style, tiles, glyphs and sprites: fresh when the network answers, the device's copy when not.
registerRoute(
  ({ url, sameOrigin }) => isMapFileRequest(url, sameOrigin),
  new NetworkFirst({
    cacheName: MAP_TILE_CACHE,
    networkTimeoutSeconds: MAP_NETWORK_TIMEOUT_S,
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({
        maxEntries: MAP_MAX_FILES,
        maxAgeSeconds: MAP_MAX_AGE_S,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// A new version waits until the person chooses "Reload" (app/pwa/update-prompt.tsx).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
