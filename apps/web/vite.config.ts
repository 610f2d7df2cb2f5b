import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev -w @groundwork/server` listens. */
const API_TARGET = 'http://localhost:3000';

/**
 * The identity provider only accepts POSTs whose Origin is its own public URL, so the dev proxy
 * presents the server's origin. (Alternatively start the server with PUBLIC_URL=http://localhost:5173,
 * which also makes the links in e-mails open the dev server.)
 */
const proxy = { target: API_TARGET, changeOrigin: true, headers: { origin: API_TARGET } };

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': proxy, '/identity': proxy } },
  preview: { port: 4173 },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 900 },
});
