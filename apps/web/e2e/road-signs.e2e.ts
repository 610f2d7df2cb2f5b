import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, signIn } from './support/browser';
import { startJourney } from './support/journey';
import { expectAccessible } from './support/axe';
import { dialogOpened, mapReady } from './support/waits';

const journey = startJourney();

const SHOTS = '/tmp/shots-signs';
const PHONE = { width: 375, height: 740 };
/** On a demo street (apps/server/src/seed/demo-voters.ts), so a household is near. */
const PHOTO_GPS = { lat: 35.77415, lng: -78.64012 };

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

/** Degrees as EXIF rationals: "35/1 46/1 2694/100". */
const dms = (value: number) => {
  const abs = Math.abs(value);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const hundredths = Math.round(((abs - degrees) * 60 - minutes) * 6000);
  return `${String(degrees)}/1 ${String(minutes)}/1 ${String(hundredths)}/100`;
};

/** A JPEG made now, with an EXIF GPS position when given (as a phone camera writes it). */
const jpeg = async (color: string, gps?: { lat: number; lng: number }) => {
  const image = sharp({ create: { width: 800, height: 600, channels: 3, background: color } }).jpeg();
  const buffer = gps
    ? await image
        .withExif({
          IFD3: {
            GPSLatitudeRef: gps.lat >= 0 ? 'N' : 'S',
            GPSLatitude: dms(gps.lat),
            GPSLongitudeRef: gps.lng >= 0 ? 'E' : 'W',
            GPSLongitude: dms(gps.lng),
          },
        })
        .toBuffer()
    : await image.toBuffer();
  return { name: 'photo.jpg', mimeType: 'image/jpeg', buffer };
};

const artwork = async () => ({
  name: 'artwork.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 600, height: 400, channels: 3, background: '#1c7ed6' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="600" height="400"><text x="300" y="220" font-size="72" text-anchor="middle" fill="white">VOTE YES</text></svg>',
        ),
      },
    ])
    .png()
    .toBuffer(),
});

const fixed = (at: { lat: number; lng: number }) => `${at.lat.toFixed(5)}, ${at.lng.toFixed(5)}`;

describe('road signs', () => {
  it('a design with artwork, placed from a phone by its photo, inspected, picked up and removed', async () => {
    const signName = `Vote Yes ${String(Date.now())}`;

    // The Manager adds a design with its artwork.
    const desk = await newPage(journey.browser, journey.server.url);
    await desk.context.grantPermissions(['geolocation']);
    await desk.context.setGeolocation({ latitude: 35.7735, longitude: -78.6395 });
    const manager = desk.page;
    await signIn(manager, DEMO.manager);
    await manager.waitForURL('**/groundwork/dashboard');
    await manager.getByTestId('sidebar').getByRole('link', { name: 'Road Signs' }).click();
    await manager.getByRole('heading', { name: 'Road Signs', level: 1 }).waitFor();
    await manager.getByRole('link', { name: 'Add road sign' }).first().click();
    await manager.waitForURL('**/groundwork/road-sign/add');
    await manager.getByRole('textbox', { name: 'Name' }).fill(signName);
    await manager.getByRole('textbox', { name: 'Quantity in stock' }).fill('40');
    await manager.locator('input[type="file"]').setInputFiles(await artwork());
    await shot(manager, 'rs-1-add-1280');
    await expectAccessible(manager, 'rs-1-add-1280');
    await manager.getByRole('button', { name: 'Save road sign' }).click();
    await manager.waitForURL('**/groundwork/road-sign/id/*');
    await manager.getByRole('img', { name: `${signName} artwork` }).waitFor();
    const signUrl = manager.url();

    // The legal removal deadline, three days from now: every standing sign is then due soon.
    const deadline = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await manager.getByRole('link', { name: 'Road Signs' }).first().click();
    await manager.getByLabel('Removal deadline').fill(deadline);
    await manager.getByRole('button', { name: 'Save deadline' }).click();
    await manager.getByText('Deadline saved.').waitFor();

    // The Volunteer, on a phone without device location, places it with a photo carrying EXIF GPS.
    const phone = await newPage(journey.browser, journey.server.url, PHONE);
    await phone.context.clearPermissions();
    const volunteer = phone.page;
    await signIn(volunteer, DEMO.volunteer);
    await volunteer.waitForURL('**/groundwork/**');
    await volunteer.goto('/groundwork/road-sign-placement');
    await volunteer.getByRole('heading', { name: 'Road Sign Placement', level: 1 }).waitFor();
    await volunteer.getByRole('combobox', { name: 'Sign' }).click();
    await volunteer.getByRole('option', { name: signName }).click();
    await volunteer
      .locator('input[type="file"][capture="environment"]')
      .setInputFiles(await jpeg('#2f855a', PHOTO_GPS));
    await volunteer
      .getByTestId('location-source')
      .filter({ hasText: `From the photo's GPS: ${fixed(PHOTO_GPS)}` })
      .waitFor();
    await mapReady(volunteer.getByRole('region', { name: 'Map: tap where the sign stands' }));
    await shot(volunteer, 'rs-2-place-375');
    await expectAccessible(volunteer, 'rs-2-place-375');
    expect(await volunteer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await volunteer.getByRole('button', { name: 'Record placement' }).click();
    await volunteer
      .getByTestId('placed-at')
      .filter({ hasText: fixed(PHOTO_GPS) })
      .waitFor();
    await shot(volunteer, 'rs-3-placed-375');

    // The Manager sees it on the sign's map and table at the photo's coordinates, and inspects it.
    await manager.goto(signUrl);
    const table = manager.getByRole('table', { name: 'Placements' });
    await table.getByText(fixed(PHOTO_GPS)).waitFor();
    await table.getByText('Installed').waitFor();
    await table.getByText('Due for removal soon').waitFor();
    // The sign put up left the stock (decision 0054), and the table says where its position came from.
    await manager.getByText('39 signs in stock').waitFor();
    await table.getByText("At the photo's GPS position").waitFor();
    await mapReady(manager.getByRole('region', { name: `Map of where ${signName} stands` }));
    await table.scrollIntoViewIfNeeded();
    await shot(manager, 'rs-4-sign-1280');
    await expectAccessible(manager, 'rs-4-sign-1280');
    await table.getByRole('button', { name: 'Inspect' }).click();
    const inspect = manager.getByRole('dialog');
    await dialogOpened(inspect);
    await inspect.getByText('Damaged', { exact: true }).click();
    expect(await inspect.getByRole('radio', { name: 'Damaged' }).isChecked()).toBe(true);
    await inspect.locator('input[type="file"]').setInputFiles(await jpeg('#e8590c'));
    await inspect.getByRole('button', { name: 'Save inspection' }).click();
    await inspect.waitFor({ state: 'hidden' });
    await table.getByText('Inspected (damaged)').waitFor();

    // The printable pickup route from the Manager's position.
    await manager.getByRole('button', { name: 'Start here' }).click();
    await manager.getByText('Start: 35.77350, -78.63950').waitFor();
    await manager.getByRole('button', { name: 'Plan pickup route' }).click();
    const stops = manager.getByRole('list', { name: 'Pickup stops' });
    await stops.getByRole('checkbox').first().waitFor();
    expect(await stops.getByRole('listitem').count()).toBe(1);
    await stops.getByRole('checkbox').first().check();
    await shot(manager, 'rs-5-pickup-1280');
    await expectAccessible(manager, 'rs-5-pickup-1280');
    await manager.emulateMedia({ media: 'print' });
    expect(await manager.getByTestId('pickup-sheet').isVisible()).toBe(true);
    expect(await manager.getByRole('button', { name: 'Plan pickup route' }).isVisible()).toBe(false);
    await shot(manager, 'rs-6-pickup-print');
    await manager.emulateMedia({ media: 'screen' });

    // Then takes it down.
    await table.getByRole('button', { name: 'Mark removed' }).click();
    const removal = manager.getByRole('dialog');
    await dialogOpened(removal);
    await removal.locator('input[type="file"]').setInputFiles(await jpeg('#868e96'));
    await removal.getByRole('button', { name: 'Mark removed' }).click();
    await removal.waitFor({ state: 'hidden' });
    await table.getByText('Removed').waitFor();
    await manager.getByText('40 signs in stock').waitFor();
    await expect(table.getByRole('button', { name: 'Inspect' }).count()).resolves.toBe(0);

    // The list and the dashboard count it.
    await manager.goto('/groundwork/road-signs');
    await manager.getByRole('link', { name: signName }).waitFor();
    await mapReady(manager.getByRole('region', { name: 'Map of the road sign placements' }));
    await shot(manager, 'rs-7-list-1280');
    await expectAccessible(manager, 'rs-7-list-1280');
    await manager.goto('/groundwork/dashboard');
    const installed = manager.getByTestId('metric-Signs installed this week');
    await installed.filter({ hasText: '1' }).waitFor();
    await installed.scrollIntoViewIfNeeded();
    await shot(manager, 'rs-8-dashboard-1280');
    await volunteer.goto('/groundwork/road-signs');
    await volunteer.getByRole('link', { name: signName }).waitFor();
    await shot(volunteer, 'rs-9-list-375');

    await desk.context.close();
    await phone.context.close();
  }, 240_000);
});
