import exifr from 'exifr';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { AppError, badRequest } from '../../errors.ts';

/** What an upload is by its first bytes (magic numbers), whatever its name says. */
export const sniffFile = async (path: string): Promise<string | undefined> =>
  (await fileTypeFromFile(path))?.mime;

export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/heic': 'HEIC',
  'image/heif': 'HEIC',
};

/** Refuses what is not one of `accepted` (MIME types), naming what the file turned out to be. */
export const assertFileType = (
  mime: string | undefined,
  accepted: readonly string[],
  { what, expected }: { what: string; expected: string },
) => {
  if (mime && accepted.includes(mime)) return mime;
  const found = mime ? `this file is ${mime}` : 'its content is not a known file type';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', `The ${what} must be ${expected} (${found})`);
};

/** The GPS position a photo carries in its EXIF, if any (read before the metadata is stripped). */
export const readGps = async (path: string): Promise<{ lat: number; lng: number } | null> => {
  try {
    const gps = (await exifr.gps(path)) as { latitude?: number; longitude?: number } | undefined;
    const lat = gps?.latitude;
    const lng = gps?.longitude;
    if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat + lng)) return null;
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    return { lat, lng };
  } catch {
    return null; // unreadable EXIF is no position, not a broken photo
  }
};

export interface RenderedImage {
  buffer: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  extension: 'jpg' | 'png';
}

/**
 * The image re-encoded at most `sizes.full` and `sizes.thumbnail` pixels on its longest side, turned
 * upright and stripped of every metadata block (EXIF, GPS, XMP): sharp writes none unless asked.
 * Transparency keeps PNG; everything else becomes JPEG.
 */
export const renderImage = async (
  path: string,
  sizes: { full: number; thumbnail: number },
  what: string,
): Promise<{ full: RenderedImage; thumbnail: RenderedImage }> => {
  try {
    const source = sharp(path, { failOn: 'error' });
    const { hasAlpha } = await source.metadata();
    const encode = async (px: number): Promise<RenderedImage> => {
      const resized = source
        .clone()
        .rotate()
        .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true });
      return hasAlpha
        ? { buffer: await resized.png().toBuffer(), contentType: 'image/png', extension: 'png' }
        : {
            buffer: await resized.jpeg({ quality: 82 }).toBuffer(),
            contentType: 'image/jpeg',
            extension: 'jpg',
          };
    };
    return { full: await encode(sizes.full), thumbnail: await encode(sizes.thumbnail) };
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0] ?? '';
    throw badRequest(`The ${what} could not be read as an image (${reason})`);
  }
};
