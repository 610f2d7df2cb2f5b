/**
 * The glyph ranges Groundwork ships for its style's street names (decision 0059): signed distance fields of
 * Noto Sans (SIL Open Font License) in apps/server/assets/glyphs/<font>/<start>-<end>.pbf, made by
 * scripts/make-glyphs.ts. A range not shipped is an empty glyph set (an empty protobuf), so MapLibre draws the
 * characters it has; a font not shipped is unknown (404).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASEMAP } from '@groundwork/shared/contracts/streets';

const GLYPHS_DIR = fileURLToPath(new URL('../../../assets/glyphs', import.meta.url));

/** The fonts shipped; a request names one, or a fallback list (MapLibre joins `text-font` with commas). */
const FONTS: readonly string[] = [BASEMAP.font];

const RANGE = /^(\d{1,5})-(\d{1,5})$/;

/** Whether `range` is a glyph range as MapLibre asks for one: 256 code points from a multiple of 256. */
export const isGlyphRange = (range: string): boolean => {
  const match = RANGE.exec(range);
  if (!match) return false;
  const [start, end] = [Number(match[1]), Number(match[2])];
  return start % 256 === 0 && end === start + 255 && end <= 65535;
};

/** The glyphs of `range` in the first shipped font of `fontstack`; null: no such font (or range). */
export const readGlyphs = async (fontstack: string, range: string): Promise<Uint8Array | null> => {
  const font = fontstack
    .split(',')
    .map((name) => name.trim())
    .find((name) => FONTS.includes(name));
  if (!font || !isGlyphRange(range)) return null;
  try {
    return await readFile(join(GLYPHS_DIR, font, `${range}.pbf`));
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return new Uint8Array(); // a range not shipped
    throw error;
  }
};
