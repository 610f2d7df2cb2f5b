/**
 * Renders the basemap's glyphs: signed distance fields of Noto Sans Regular in MapLibre's glyph format (the
 * `glyphs` protobuf of Mapbox's fontnik: a font stack with its name and range, and per glyph its id, SDF
 * bitmap, width, height, left, top and advance), 24 px with a 3 px buffer as Mapbox's and MapLibre's fonts
 * are, into `assets/glyphs/Noto Sans Regular/<start>-<end>.pbf`. The product serves them itself: no outside
 * host draws its street names (docs/decisions/0060-streets-on-the-maps.md).
 *
 * Run `npm run make:glyphs -w @groundwork/server` after changing the font or the ranges; the output is
 * committed. The font is Noto Sans from `@fontsource/noto-sans` (SIL Open Font License 1.1, its licence text
 * copied beside the glyphs).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import TinySDF from '@mapbox/tiny-sdf';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { PbfWriter } from 'pbf';
import { BASEMAP } from '@groundwork/shared/contracts/streets';

/** Latin (street names), Latin Extended A and B, and punctuation (dashes, quotes): the shared contract's list. */
const GLYPH_RANGES = BASEMAP.glyphRanges.map((range) => range.split('-').map(Number) as [number, number]);
const FONT_SIZE = 24;
const BUFFER = 3;
const RADIUS = 8;
/**
 * Server glyphs' `top` counts from the top of a 24 px line, not from the baseline as the canvas does:
 * MapLibre's own value for glyphs it draws locally (render/glyph_manager.ts, `topAdjustment` 27.5), rounded.
 */
const TOP_ADJUSTMENT = 27;
/** The font's files by subset (fontsource), whose unicode ranges say which code points the font draws. */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'cyrillic'] as const;
const FAMILY = 'Groundwork Noto Sans';

const require = createRequire(import.meta.url);
const fontDir = path.dirname(require.resolve('@fontsource/noto-sans/package.json'));
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/glyphs', BASEMAP.font);

/** The code points a unicode-range list (`U+0000-00FF,U+0131`) covers. */
export const parseUnicodeRange = (ranges: string): Set<number> => {
  const points = new Set<number>();
  for (const part of ranges.split(',')) {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from, 16);
    const end = to === undefined ? start : Number.parseInt(to, 16);
    for (let point = start; point <= end; point += 1) points.add(point);
  }
  return points;
};

/** Control characters draw nothing and have no glyph in a font. */
const isControl = (point: number) => point < 0x20 || (point >= 0x7f && point < 0xa0);

export interface Glyph {
  id: number;
  bitmap?: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
  advance: number;
}

/** One range's protobuf: `glyphs { stacks: [fontstack { name, range, glyphs }] }`. */
export const encodeGlyphs = (name: string, range: string, glyphs: Glyph[]): Uint8Array => {
  const pbf = new PbfWriter();
  pbf.writeMessage(
    1,
    (_: null, stack: PbfWriter) => {
      stack.writeStringField(1, name);
      stack.writeStringField(2, range);
      for (const glyph of glyphs)
        stack.writeMessage(
          3,
          (g: Glyph, out: PbfWriter) => {
            out.writeVarintField(1, g.id);
            if (g.bitmap) out.writeBytesField(2, g.bitmap);
            out.writeVarintField(3, g.width);
            out.writeVarintField(4, g.height);
            out.writeSVarintField(5, g.left);
            out.writeSVarintField(6, g.top);
            out.writeVarintField(7, g.advance);
          },
          glyph,
        );
    },
    null,
  );
  return pbf.finish();
};

/** TinySDF draws on a DOM canvas (or an OffscreenCanvas); in Node on Skia's. */
class NodeSDF extends TinySDF {
  _createCanvas(size: number) {
    return createCanvas(size, size);
  }
}

const main = () => {
  const coverage = JSON.parse(readFileSync(path.join(fontDir, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >;
  const covered = new Set<number>();
  for (const subset of SUBSETS) {
    GlobalFonts.registerFromPath(path.join(fontDir, 'files', `noto-sans-${subset}-400-normal.woff2`), FAMILY);
    for (const point of parseUnicodeRange(coverage[subset] ?? '')) covered.add(point);
  }
  const sdf = new NodeSDF({ fontSize: FONT_SIZE, buffer: BUFFER, radius: RADIUS, fontFamily: `"${FAMILY}"` });

  mkdirSync(outDir, { recursive: true });
  for (const [start, end] of GLYPH_RANGES) {
    const glyphs: Glyph[] = [];
    for (let id = start; id <= end; id += 1) {
      if (!covered.has(id) || isControl(id)) continue;
      const char = sdf.draw(String.fromCodePoint(id));
      const isEmpty = char.glyphWidth === 0 || char.glyphHeight === 0;
      glyphs.push({
        id,
        ...(isEmpty ? {} : { bitmap: Uint8Array.from(char.data) }),
        width: char.glyphWidth,
        height: char.glyphHeight,
        left: char.glyphLeft,
        top: char.glyphTop - TOP_ADJUSTMENT,
        advance: Math.round(char.glyphAdvance),
      });
    }
    const range = `${start}-${end}`;
    writeFileSync(path.join(outDir, `${range}.pbf`), encodeGlyphs(BASEMAP.font, range, glyphs));
    console.log(`${BASEMAP.font} ${range}: ${glyphs.length} glyphs`);
  }
  copyFileSync(path.join(fontDir, 'LICENSE'), path.join(outDir, 'OFL.txt'));
};

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
