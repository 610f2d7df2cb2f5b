import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type { RoadSign } from '@groundwork/shared/contracts/road-signs';
import type { PlacementDetail } from '@groundwork/shared/contracts/road-sign-placements';
import type { TestApp } from '../../test/harness.ts';
import { multipartBody } from '../../test/malformed-files.ts';

/** A photo made at test time: a JPEG of `width`×`height`, with an EXIF GPS position when given. */
export const photo = async (
  options: { width?: number; height?: number; gps?: { lat: number; lng: number } } = {},
) => {
  const image = sharp({
    create: {
      width: options.width ?? 640,
      height: options.height ?? 480,
      channels: 3,
      background: '#2f855a',
    },
  }).jpeg();
  if (!options.gps) return image.toBuffer();
  const dms = (value: number) => {
    const abs = Math.abs(value);
    const degrees = Math.floor(abs);
    const minutes = Math.floor((abs - degrees) * 60);
    const hundredthSeconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 100);
    return `${String(degrees)}/1 ${String(minutes)}/1 ${String(hundredthSeconds)}/100`;
  };
  return image
    .withExif({
      IFD0: { Make: 'Groundwork Test Camera', Artist: 'Volunteer' },
      IFD3: {
        GPSLatitudeRef: options.gps.lat >= 0 ? 'N' : 'S',
        GPSLatitude: dms(options.gps.lat),
        GPSLongitudeRef: options.gps.lng >= 0 ? 'E' : 'W',
        GPSLongitude: dms(options.gps.lng),
      },
    })
    .toBuffer();
};

/** Artwork with transparency (kept as PNG). */
export const artwork = () =>
  sharp({
    create: { width: 900, height: 600, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
  })
    .png()
    .toBuffer();

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Multipart upload calls and the checks the road-sign tests share. */
export const roadSignCalls = (t: TestApp, campaignId: string) => {
  const upload = (
    url: string,
    auth: Record<string, string>,
    field: string,
    value: unknown,
    file: { name: string; content: Buffer } | undefined,
  ) => {
    const fields = { [field]: typeof value === 'string' ? value : JSON.stringify(value) };
    const { boundary, payload } = file
      ? multipartBody(file, fields)
      : multipartBody({ name: 'none', content: '', field: 'unused' }, fields);
    return t.inject({
      method: 'POST',
      url: `${url}?campaign_id=${campaignId}`,
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  return {
    upload,
    createSign: async (auth: Record<string, string>, name: string, content?: Buffer, fileName = 'art.png') =>
      upload(
        '/api/road-sign/',
        auth,
        'road_sign',
        { name, campaign_id: campaignId, quantity: 40 },
        {
          name: fileName,
          content: content ?? (await artwork()),
        },
      ),
    place: async (auth: Record<string, string>, placement: Record<string, unknown>, content?: Buffer) =>
      upload(
        '/api/road-sign/placement/',
        auth,
        'placement',
        { campaign_id: campaignId, ...placement },
        {
          name: 'photo.jpg',
          content: content ?? (await photo()),
        },
      ),
    step: async (
      auth: Record<string, string>,
      kind: 'inspection' | 'removal',
      values: Record<string, unknown>,
    ) =>
      upload(
        `/api/road-sign/placement/${kind}/`,
        auth,
        kind,
        { campaign_id: campaignId, ...values },
        {
          name: 'photo.jpg',
          content: await photo(),
        },
      ),
    get: (auth: Record<string, string>, url: string) => t.inject({ method: 'GET', url, headers: auth }),
  };
};

export const signOf = (reply: LightMyRequestResponse) => reply.json<RoadSign>();
export const placementOf = (reply: LightMyRequestResponse) => reply.json<PlacementDetail>();

/** Every file stored or being received under the app's DATA_DIR (nothing half-stored may stay). */
export const storedFiles = (t: TestApp): string[] => {
  const walk = (dir: string): string[] => {
    try {
      return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
      );
    } catch {
      return [];
    }
  };
  const root = t.app.ctx.config.dataDir;
  return [...walk(join(root, 'files')), ...walk(join(root, 'tmp'))];
};
