import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseTsplib, tsplibDistance } from './tsplib.ts';

/** The shared TSPLIB instances live outside the repository: /work/shared/data/tsplib. */
const DATA_DIR = fileURLToPath(new URL('../../../../../../../shared/data/tsplib/', import.meta.url));
const hasData = existsSync(join(DATA_DIR, 'optimal-lengths.txt'));

const explicit = (format: string, section: string, n = 4): string =>
  `NAME : tiny\nTYPE : TSP\nDIMENSION : ${n}\nEDGE_WEIGHT_TYPE : EXPLICIT\nEDGE_WEIGHT_FORMAT : ${format}\nEDGE_WEIGHT_SECTION\n${section}\nEOF\n`;

/** The symmetric matrix every explicit example below encodes. */
const M = [
  [0, 3, 5, 7],
  [3, 0, 4, 6],
  [5, 4, 0, 2],
  [7, 6, 2, 0],
];

const matrixOf = (text: string): number[][] => {
  const instance = parseTsplib(text);
  const d = tsplibDistance(instance);
  return Array.from({ length: instance.dimension }, (_, i) =>
    Array.from({ length: instance.dimension }, (_, j) => (i === j ? 0 : d(i, j))),
  );
};

describe('parseTsplib: EXPLICIT matrices', () => {
  it('reads FULL_MATRIX', () => {
    expect(matrixOf(explicit('FULL_MATRIX', '0 3 5 7\n3 0 4 6\n5 4 0 2\n7 6 2 0'))).toEqual(M);
  });

  it('reads UPPER_ROW, also with entries wrapped across lines', () => {
    expect(matrixOf(explicit('UPPER_ROW', '3 5 7\n4 6\n2'))).toEqual(M);
    expect(matrixOf(explicit('UPPER_ROW', '3 5\n7 4 6 2'))).toEqual(M);
  });

  it('reads LOWER_ROW', () => {
    expect(matrixOf(explicit('LOWER_ROW', '3\n5 4\n7 6 2'))).toEqual(M);
  });

  it('reads UPPER_DIAG_ROW', () => {
    expect(matrixOf(explicit('UPPER_DIAG_ROW', '0 3 5 7\n0 4 6\n0 2\n0'))).toEqual(M);
  });

  it('reads LOWER_DIAG_ROW', () => {
    expect(matrixOf(explicit('LOWER_DIAG_ROW', '0\n3 0\n5 4 0\n7 6 2 0'))).toEqual(M);
  });

  it('reads the column formats as their mirror row formats', () => {
    expect(matrixOf(explicit('UPPER_COL', '3\n5 4\n7 6 2'))).toEqual(M);
    expect(matrixOf(explicit('LOWER_DIAG_COL', '0 3 5 7\n0 4 6\n0 2\n0'))).toEqual(M);
  });

  it('keeps header fields and ignores display data', () => {
    const text = explicit('LOWER_ROW', '3\n5 4\n7 6 2').replace(
      'EOF',
      'DISPLAY_DATA_SECTION\n1 0 0\n2 1 0\n3 1 1\n4 0 1\nEOF',
    );
    const instance = parseTsplib(text);
    expect(instance).toMatchObject({
      name: 'tiny',
      dimension: 4,
      edgeWeightType: 'EXPLICIT',
      edgeWeightFormat: 'LOWER_ROW',
      coords: null,
    });
  });

  it('rejects a wrong entry count, an asymmetric full matrix and unsupported types', () => {
    expect(() => parseTsplib(explicit('UPPER_ROW', '3 5 7 4 6'))).toThrow(/entries/);
    expect(() => parseTsplib(explicit('FULL_MATRIX', '0 3 5 7\n4 0 4 6\n5 4 0 2\n7 6 2 0'))).toThrow(
      /symmetric/,
    );
    expect(() => parseTsplib(explicit('FUNCTION', '1'))).toThrow(/EDGE_WEIGHT_FORMAT/);
    expect(() =>
      parseTsplib(
        'NAME: x\nTYPE: ATSP\nDIMENSION: 2\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 1 1\nEOF',
      ),
    ).toThrow(/symmetric TSP/);
    expect(() =>
      parseTsplib('NAME: x\nDIMENSION: 2\nEDGE_WEIGHT_TYPE: MAN_2D\nNODE_COORD_SECTION\n1 0 0\n2 1 1\nEOF'),
    ).toThrow(/EDGE_WEIGHT_TYPE/);
    expect(() =>
      parseTsplib('NAME: x\nDIMENSION: 3\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 1 1\nEOF'),
    ).toThrow(/3 nodes/);
  });
});

describe('parseTsplib: coordinates', () => {
  const coords = (type: string): string =>
    `NAME: sq\nTYPE: TSP\nCOMMENT: a square\nDIMENSION: 4\nEDGE_WEIGHT_TYPE: ${type}\nNODE_COORD_SECTION\n1 0 0\n2 0 1.5\n4 1.5 0\n3 1.5 1.5\nEOF\n`;

  it('places nodes by their number and measures EUC_2D', () => {
    const instance = parseTsplib(coords('EUC_2D'));
    expect(instance.name).toBe('sq');
    expect(instance.comment).toBe('a square');
    expect(Array.from(instance.coords?.x ?? [])).toEqual([0, 0, 1.5, 1.5]);
    const d = tsplibDistance(instance);
    expect(d(0, 1)).toBe(2); // nint(1.5)
    expect(d(0, 2)).toBe(2); // nint(2.12)
  });

  it('measures CEIL_2D', () => {
    const d = tsplibDistance(parseTsplib(coords('CEIL_2D')));
    expect(d(0, 1)).toBe(2);
    expect(d(0, 2)).toBe(3); // ceil(2.12)
  });

  it('measures ATT', () => {
    const d = tsplibDistance(parseTsplib(coords('ATT')));
    expect(d(0, 2)).toBe(1); // sqrt(4.5/10) = 0.67: nint 1
  });

  it('parses scientific notation and CRLF line ends', () => {
    const text =
      'NAME : s\r\nDIMENSION : 2\r\nEDGE_WEIGHT_TYPE : EUC_2D\r\nNODE_COORD_SECTION\r\n1 2.00000e+02 4.00000e+02\r\n2 2.00000e+02 5.00000e+02\r\nEOF\r\n';
    expect(tsplibDistance(parseTsplib(text))(0, 1)).toBe(100);
  });
});

describe.skipIf(!hasData)('parseTsplib: the shared instances', () => {
  const expected: Record<string, [number, string]> = {
    a280: [280, 'EUC_2D'],
    att532: [532, 'ATT'],
    berlin52: [52, 'EUC_2D'],
    ch150: [150, 'EUC_2D'],
    eil51: [51, 'EUC_2D'],
    gr202: [202, 'GEO'],
    gr96: [96, 'GEO'],
    kroA100: [100, 'EUC_2D'],
    lin318: [318, 'EUC_2D'],
    pcb442: [442, 'EUC_2D'],
    pr1002: [1002, 'EUC_2D'],
    rat783: [783, 'EUC_2D'],
    st70: [70, 'EUC_2D'],
    ulysses22: [22, 'GEO'],
  };

  it.each(Object.entries(expected))('%s has its header dimension and metric', (name, [n, type]) => {
    const instance = parseTsplib(readFileSync(join(DATA_DIR, `${name}.tsp`), 'utf8'));
    expect(instance.name).toBe(name);
    expect(instance.dimension).toBe(n);
    expect(instance.edgeWeightType).toBe(type);
    expect(instance.coords?.x.length).toBe(n);
  });

  it('covers every .tsp file in the directory', () => {
    const files = readdirSync(DATA_DIR).filter((f) => f.endsWith('.tsp'));
    expect(files.map((f) => f.replace(/\.tsp$/, '')).sort()).toEqual(Object.keys(expected).sort());
  });

  it('measures berlin52 exactly: its optimal tour is 7542 long', () => {
    const d = tsplibDistance(parseTsplib(readFileSync(join(DATA_DIR, 'berlin52.tsp'), 'utf8')));
    // The published optimal tour (berlin52.opt.tour), 1-based.
    const tour = [
      1, 49, 32, 45, 19, 41, 8, 9, 10, 43, 33, 51, 11, 52, 14, 13, 47, 26, 27, 28, 12, 25, 4, 6, 15, 5, 24,
      48, 38, 37, 40, 39, 36, 35, 34, 44, 46, 16, 29, 50, 20, 23, 30, 2, 7, 42, 21, 17, 3, 18, 31, 22,
    ];
    let length = 0;
    for (let k = 0; k < tour.length; k++)
      length += d((tour[k] ?? 1) - 1, (tour[(k + 1) % tour.length] ?? 1) - 1);
    expect(length).toBe(7542);
  });
});
