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

export default defineConfig({
  // Every text file also as .br and .gz beside it: the server sends the copy the browser accepts (decision 0029).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  server: { port: 5173, proxy: { '/api': proxy, '/identity': proxy } },
  preview: { port: 4173 },
  // No source maps in the production build: nothing in dist is a map the server could serve.
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900 },
});
