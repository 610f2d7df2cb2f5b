// Draws the installable app's PNG icons from apps/web/public/favicon.svg with the machine's Chromium
// (decision 0048). Run once after changing the favicon: node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const PUBLIC = join(import.meta.dirname, '../apps/web/public');
const svg = readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#000000';

/** A maskable icon's content must fit the centre circle (80 %): the full-bleed colour, the mark at 70 %. */
const maskable = (size) =>
  `<div style="width:${size}px;height:${size}px;background:${background};display:grid;place-items:center">` +
  `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size * 0.7}"></div>`;
const plain = (size) =>
  `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${size}">`;

const ICONS = [
  { file: 'icon-192.png', size: 192, html: plain },
  { file: 'icon-512.png', size: 512, html: plain },
  { file: 'icon-maskable-512.png', size: 512, html: maskable },
  { file: 'apple-touch-icon.png', size: 180, html: maskable },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, html } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<body style="margin:0">${html(size)}</body>`);
    await page.screenshot({ path: join(PUBLIC, file), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
