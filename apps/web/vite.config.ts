import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { appHtml, BOOT_ENTRY, bootScript, deferEntryStylesheet, preloadLoginChunk } from './html-preloads.ts';
import { compressServiceWorker, precacheSelection } from './pwa-build.ts';
import { themeCss } from './theme-css-plugin.ts';
import { webManifest } from './web-manifest.ts';

/** Where `npm run dev -w @groundwork/server` listens. */
const API_TARGET = 'http://localhost:3000';

/**
 * The identity provider only accepts POSTs whose Origin is its own public URL, so the dev proxy
 * presents the server's origin. (Alternatively start the server with PUBLIC_URL=http://localhost:5173,
 * which also makes the links in e-mails open the dev server.)
 */
const proxy = { target: API_TARGET, changeOrigin: true, headers: { origin: API_TARGET } };

/** A path segment separator on any platform, for the module tests below. */
const SEP = String.raw`[\\/]`;
const under = (...paths: string[]) => new RegExp(`${SEP}(${paths.join('|')})${SEP}`);

const APP_CODE = under(
  'src/lib',
  'src/components',
  'src/app/(session|shell|guards|providers)',
  'packages/shared',
);

/** The boot entry (decision 0029): its own chunk, importing nothing of the app's. */
const BOOT_CODE = under('src/boot');

/** The contracts that parse phone numbers (libphonenumber, ~40 KB compressed) and those that import them. */
const SCREEN_CONTRACTS =
  /contracts[\\/](?!(users|invitations|identity|system|terms|campaigns|common|shared)\.ts$)[\w-]+\.ts$/;
/** Shared components only some screens show: the charts (Recharts, ~100 KB brotli) among them, kept out of `app`. */
const SCREEN_COMPONENTS = under('src/components/(voter-filter|voter-table|outreach|map|charts)');

const UI_LIBRARIES = under(
  'node_modules/@mantine/(core|hooks|form|notifications)',
  'node_modules/@floating-ui',
  'node_modules/@tabler',
  'node_modules/react-[a-z-]+',
  'node_modules/use-[a-z-]+',
);
/**
 * Form widgets and libraries the canvasser's screens (sign-in, the shell, walkbooks, the door screen, sign
 * placements) do not use: number and tag inputs, multi-selects, pagination, tables, the colour picker, the
 * file drop, the charts' store. In `ui`, the door screen downloaded them: 22 KB brotli, a quarter of the chunk.
 */
const LEAD_WIDGETS = under(
  'node_modules/@mantine/core/esm/components/(NumberInput|ColorPicker|Pagination|TagsInput|MultiSelect|Timeline|Table)',
  'node_modules/(react-number-format|react-dropzone|file-selector|attr-accept|react-redux|use-sync-external-store|react-is)',
);

/**
 * Fewer, larger chunks than the bundler's default (dozens of 1–5 KB shared chunks cost a round trip each on a
 * slow phone), in order of priority: everything the first page needs (the entry); the login page with the
 * form code it uses; the rest of the UI libraries; the widgets only leads' screens use; the app code the
 * signed-in pages share. Each signed-in page, the charts and the map stay chunks of their own (decision 0029).
 */
const codeSplitting = {
  groups: [
    // Not the boot entry (src/boot): it runs before, and without, the app's entry chunk.
    { name: 'index', tags: ['$initial' as const], test: (id: string) => !BOOT_CODE.test(id), priority: 5 },
    { name: 'login', test: /login-page\.tsx$/, priority: 4 },
    { name: 'ui', test: (id: string) => UI_LIBRARIES.test(id) && !LEAD_WIDGETS.test(id), priority: 3 },
    // After `ui`, so that what these widgets share with the field screens' (Input, Combobox…) stays there.
    { name: 'ui-lead', test: LEAD_WIDGETS, priority: 2 },
    {
      name: 'app',
      // Not the map engine: it stays a chunk of its own, loaded when a map is shown. Not the contracts that parse
      // phone numbers: only the consent, texting and contact-history screens need libphonenumber.
      test: (id: string) =>
        APP_CODE.test(id) &&
        !id.includes('maplibre') &&
        !SCREEN_CONTRACTS.test(id) &&
        !SCREEN_COMPONENTS.test(id),
      priority: 1,
    },
  ],
};

const OUT_DIR = 'dist';
const precache = precacheSelection();

/**
 * The installable app (decision 0048): the manifest, and a service worker built from src/service-worker/sw.ts
 * (injectManifest, so it can use the map tile cache's own rules) that precaches the shell and the field screens.
 * `prompt`: a new version waits for the person's "Reload" (app/pwa/update-prompt.tsx).
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: webManifest,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,woff2}'],
    // The service worker itself and the legal pages (opened online, in a frame) are not precached.
    globIgnores: ['sw.js', 'legal/**'],
    manifestTransforms: [precache.manifestTransform],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig({
  // Every text file also as .br and .gz beside it: the server sends the copy the browser accepts (decision 0029).
  plugins: [
    react(),
    themeCss,
    preloadLoginChunk,
    deferEntryStylesheet,
    bootScript,
    appHtml,
    precache.plugin,
    pwa,
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|css|js|mjs|json|svg|webmanifest)$/,
    }),
    compressServiceWorker(OUT_DIR),
  ],
  server: { port: 5173, proxy: { '/api': proxy, '/identity': proxy } },
  preview: { port: 4173 },
  // No source maps in the production build: nothing in dist is a map the server could serve.
  build: {
    outDir: OUT_DIR,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: { input: { index: 'index.html', boot: BOOT_ENTRY }, output: { codeSplitting } },
  },
});
