import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import { BASEMAP } from '@groundwork/shared/contracts/streets';

/** The committed glyph files (scripts/make-glyphs.ts), read back as MapLibre reads them (parse_glyph_pbf.ts). */
const glyphDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/glyphs', BASEMAP.font);
const BORDER = 3;

interface Glyph {
  id: number;
  bitmap?: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
  advance: number;
}
interface Stack {
  name?: string;
  range?: string;
  glyphs: Glyph[];
}

const readGlyph = (tag: number, glyph: Glyph, pbf: PbfReader) => {
  if (tag === 1) glyph.id = pbf.readVarint();
  else if (tag === 2) glyph.bitmap = pbf.readBytes();
  else if (tag === 3) glyph.width = pbf.readVarint();
  else if (tag === 4) glyph.height = pbf.readVarint();
  else if (tag === 5) glyph.left = pbf.readSVarint();
  else if (tag === 6) glyph.top = pbf.readSVarint();
  else if (tag === 7) glyph.advance = pbf.readVarint();
};
const readStack = (tag: number, stack: Stack, pbf: PbfReader) => {
  if (tag === 1) stack.name = pbf.readString();
  else if (tag === 2) stack.range = pbf.readString();
  else if (tag === 3) stack.glyphs.push(pbf.readMessage(readGlyph, {} as Glyph));
};
const decode = (file: Uint8Array): Stack[] =>
  new PbfReader(file).readFields((tag, stacks: Stack[], pbf) => {
    if (tag === 1) stacks.push(pbf.readMessage(readStack, { glyphs: [] }));
  }, []);

const read = (range: string) => decode(readFileSync(path.join(glyphDir, `${range}.pbf`)));

describe('the basemap glyphs', () => {
  it.each(BASEMAP.glyphRanges)('%s is one font stack of SDF glyphs within its range', (range) => {
    const stacks = read(range);
    expect(stacks).toHaveLength(1);
    const [stack] = stacks;
    expect(stack?.name).toBe(BASEMAP.font);
    expect(stack?.range).toBe(range);
    const [start, end] = range.split('-').map(Number) as [number, number];
    expect(stack?.glyphs.length).toBeGreaterThan(100);
    for (const glyph of stack?.glyphs ?? []) {
      expect(glyph.id).toBeGreaterThanOrEqual(start);
      expect(glyph.id).toBeLessThanOrEqual(end);
      // MapLibre reads the bitmap as (width + 6) × (height + 6): a 3 px border around the glyph.
      if (glyph.bitmap)
        expect(glyph.bitmap.length).toBe((glyph.width + 2 * BORDER) * (glyph.height + 2 * BORDER));
      else expect(glyph.width * glyph.height).toBe(0);
    }
  });

  it('draws the letters of a street name at 24 px, ink inside and fading out at the border', () => {
    const glyphs = new Map(read('0-255')[0]?.glyphs.map((glyph) => [glyph.id, glyph]));
    const letter = (char: string) => glyphs.get(char.codePointAt(0) ?? -1);
    const m = letter('M');
    const i = letter('i');
    expect(m?.bitmap).toBeDefined();
    // Noto Sans's M is wider than its i, and its cap height near 17 px at 24 px.
    expect(m?.advance).toBeGreaterThan(i?.advance ?? Infinity);
    expect(m?.height).toBeGreaterThanOrEqual(16);
    expect(m?.height).toBeLessThanOrEqual(18);
    // An SDF: inside the stroke near 255, the border's corner outside (0), the edge at 192 (cutoff 0.25).
    const values = [...(m?.bitmap ?? [])];
    expect(Math.max(...values)).toBeGreaterThan(220);
    expect(values[0]).toBeLessThan(100);
    // The space has an advance and no bitmap.
    expect(letter(' ')).toMatchObject({ width: 0, height: 0 });
    expect(letter(' ')?.advance).toBeGreaterThan(4);
    // Accented names (Peña, Müller) and the en dash are drawn by the shipped font.
    expect(letter('ñ')?.bitmap).toBeDefined();
    expect(read('8192-8447')[0]?.glyphs.some((glyph) => glyph.id === 0x2013)).toBe(true);
    expect(read('256-511')[0]?.glyphs.some((glyph) => glyph.id === 0x0141)).toBe(true); // Ł
  });

  it('ships the font licence beside the glyphs', () => {
    expect(readFileSync(path.join(glyphDir, 'OFL.txt'), 'utf8')).toContain('SIL OPEN FONT LICENSE');
  });
});
