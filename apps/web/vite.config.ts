import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

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

/**
 * Fewer, larger chunks than the bundler's default (dozens of 1–5 KB shared chunks cost a round trip each on a
 * slow phone), in order of priority: everything the first page needs (the entry); the login page with the
 * form code it uses; the rest of the UI libraries; the app code the signed-in pages share. Each
 * signed-in page, the charts and the map stay chunks of their own (decision 0029).
 */
const codeSplitting = {
  groups: [
    { name: 'index', tags: ['$initial' as const], priority: 4 },
    { name: 'login', test: /login-page\.tsx$/, priority: 3 },
    {
      name: 'ui',
      test: under(
        'node_modules/@mantine/(core|hooks|form|notifications)',
        'node_modules/@floating-ui',
        'node_modules/@tabler',
        'node_modules/react-[a-z-]+',
        'node_modules/use-[a-z-]+',
      ),
      priority: 2,
    },
    {
      name: 'app',
      // Not the map engine: it stays a chunk of its own, loaded when a map is shown.
      test: (id: string) => APP_CODE.test(id) && !id.includes('maplibre'),
      priority: 1,
    },
  ],
};

export default defineConfig({
  // Every text file also as .br and .gz beside it: the server sends the copy the browser accepts (decision 0029).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  server: { port: 5173, proxy: { '/api': proxy, '/identity': proxy } },
  preview: { port: 4173 },
  // No source maps in the production build: nothing in dist is a map the server could serve.
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: { output: { codeSplitting } },
  },
});
