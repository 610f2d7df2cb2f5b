import type { ManifestOptions } from 'vite-plugin-pwa';

/** The theme's primary colour (teal, shade 8 of app/theme.ts) and the page background. */
export const THEME_COLOR = '#087b57';
const BACKGROUND_COLOR = '#ffffff';

/** The web app manifest (decision 0048): what a phone shows when Groundwork is installed. */
export const webManifest: Partial<ManifestOptions> = {
  name: 'Groundwork',
  short_name: 'Groundwork',
  description: 'Open-source campaign management for canvassing and voter outreach.',
  id: '/groundwork',
  start_url: '/groundwork',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
