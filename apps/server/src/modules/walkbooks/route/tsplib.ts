/**
 * A TSPLIB95 parser for symmetric instances: EDGE_WEIGHT_TYPE EUC_2D, CEIL_2D, ATT, GEO, and EXPLICIT
 * with the row (and, equivalently read, column) matrix formats. Distances follow TSPLIB's definitions
 * exactly, so tour lengths compare with the published optima.
 */
import { att, ceil2d, type DistanceFn, euc2d, geo, geoRadians } from './distance.ts';

export type EdgeWeightType = 'EUC_2D' | 'CEIL_2D' | 'ATT' | 'GEO' | 'EXPLICIT';

export type EdgeWeightFormat =
  | 'FULL_MATRIX'
  | 'UPPER_ROW'
  | 'LOWER_ROW'
  | 'UPPER_DIAG_ROW'
  | 'LOWER_DIAG_ROW'
  | 'UPPER_COL'
  | 'LOWER_COL'
  | 'UPPER_DIAG_COL'
  | 'LOWER_DIAG_COL';

export interface TsplibInstance {
  name: string;
  comment: string;
  dimension: number;
  edgeWeightType: EdgeWeightType;
  edgeWeightFormat: EdgeWeightFormat | null;
  /** Node coordinates (x is the latitude for GEO), or null for EXPLICIT instances. */
  coords: { x: Float64Array; y: Float64Array } | null;
  /** The full symmetric matrix, row-major, for EXPLICIT instances; otherwise null. */
  weights: Float64Array | null;
}

const WEIGHT_TYPES: readonly string[] = ['EUC_2D', 'CEIL_2D', 'ATT', 'GEO', 'EXPLICIT'];
const WEIGHT_FORMATS: readonly string[] = [
  'FULL_MATRIX',
  'UPPER_ROW',
  'LOWER_ROW',
  'UPPER_DIAG_ROW',
  'LOWER_DIAG_ROW',
  'UPPER_COL',
  'LOWER_COL',
  'UPPER_DIAG_COL',
  'LOWER_DIAG_COL',
];
const isWeightType = (s: string): s is EdgeWeightType => WEIGHT_TYPES.includes(s);
const isWeightFormat = (s: string): s is EdgeWeightFormat => WEIGHT_FORMATS.includes(s);

/**
 * Reading order of the matrix entries. A column-wise triangle is read exactly like the opposite
 * row-wise triangle (UPPER_COL lists (0,1),(0,2),(1,2),... as LOWER_ROW does, transposed), and the
 * matrix is symmetric, so each column format is its mirror row format.
 */
const ROW_FORMAT: Record<EdgeWeightFormat, 'FULL' | 'UPPER' | 'LOWER' | 'UPPER_DIAG' | 'LOWER_DIAG'> = {
  FULL_MATRIX: 'FULL',
  UPPER_ROW: 'UPPER',
  LOWER_ROW: 'LOWER',
  UPPER_DIAG_ROW: 'UPPER_DIAG',
  LOWER_DIAG_ROW: 'LOWER_DIAG',
  UPPER_COL: 'LOWER',
  LOWER_COL: 'UPPER',
  UPPER_DIAG_COL: 'LOWER_DIAG',
  LOWER_DIAG_COL: 'UPPER_DIAG',
};

const weightCount = (format: EdgeWeightFormat, n: number): number => {
  switch (ROW_FORMAT[format]) {
    case 'FULL':
      return n * n;
    case 'UPPER':
    case 'LOWER':
      return (n * (n - 1)) / 2;
    default:
      return (n * (n + 1)) / 2;
  }
};

/** Fill a full symmetric matrix from the entries in the file's reading order. */
const fillMatrix = (format: EdgeWeightFormat, n: number, values: readonly number[]): Float64Array => {
  const m = new Float64Array(n * n);
  let k = 0;
  const set = (i: number, j: number): void => {
    const v = values[k++] ?? 0;
    m[i * n + j] = v;
    m[j * n + i] = v;
  };
  const kind = ROW_FORMAT[format];
  for (let i = 0; i < n; i++) {
    if (kind === 'FULL') for (let j = 0; j < n; j++) m[i * n + j] = values[k++] ?? 0;
    else if (kind === 'UPPER') for (let j = i + 1; j < n; j++) set(i, j);
    else if (kind === 'UPPER_DIAG') for (let j = i; j < n; j++) set(i, j);
    else if (kind === 'LOWER') for (let j = 0; j < i; j++) set(i, j);
    else for (let j = 0; j <= i; j++) set(i, j);
  }
  if (kind === 'FULL') {
    for (let i = 0; i < n; i++)
      for (let j = i + 1; j < n; j++)
        if (m[i * n + j] !== m[j * n + i])
          throw new Error(`TSPLIB: FULL_MATRIX is not symmetric at (${i + 1},${j + 1})`);
  }
  return m;
};

const SECTION_RE = /^([A-Z_]+_SECTION|EOF)\s*:?\s*$/;

/** Parse a TSPLIB .tsp file (symmetric TSP only). Throws on anything it cannot measure exactly. */
export const parseTsplib = (text: string): TsplibInstance => {
  const lines = text.split(/\r?\n/);
  const header = new Map<string, string>();
  let coordTokens: number[] | null = null;
  let weightTokens: number[] | null = null;
  let line = 0;

  /** Numbers of the section starting at `line`, up to `count` of them (or up to a -1 / keyword). */
  const readNumbers = (count: number): number[] => {
    const out: number[] = [];
    while (line < lines.length && out.length < count) {
      const raw = (lines[line] ?? '').trim();
      if (/^[A-Z]/.test(raw)) break;
      line++;
      if (raw === '') continue;
      for (const tok of raw.split(/\s+/)) {
        const v = Number(tok);
        if (!Number.isFinite(v)) throw new Error(`TSPLIB: not a number: ${tok}`);
        out.push(v);
      }
    }
    return out;
  };

  const dimension = (): number => {
    const n = Number(header.get('DIMENSION'));
    if (!Number.isInteger(n) || n < 0) throw new Error('TSPLIB: DIMENSION missing or invalid');
    return n;
  };

  while (line < lines.length) {
    const raw = (lines[line] ?? '').trim();
    line++;
    if (raw === '') continue;
    const section = SECTION_RE.exec(raw)?.[1];
    if (section === 'EOF') break;
    if (section === 'NODE_COORD_SECTION') coordTokens = readNumbers(3 * dimension());
    else if (section === 'EDGE_WEIGHT_SECTION') {
      const format = header.get('EDGE_WEIGHT_FORMAT') ?? '';
      if (!isWeightFormat(format)) throw new Error(`TSPLIB: unsupported EDGE_WEIGHT_FORMAT ${format}`);
      weightTokens = readNumbers(weightCount(format, dimension()));
    } else if (section === 'DISPLAY_DATA_SECTION') readNumbers(3 * dimension());
    else if (section !== undefined)
      readNumbers(Number.POSITIVE_INFINITY); // tours, fixed edges: unused
    else {
      const colon = raw.indexOf(':');
      if (colon < 0) throw new Error(`TSPLIB: unexpected line: ${raw}`);
      header.set(raw.slice(0, colon).trim().toUpperCase(), raw.slice(colon + 1).trim());
    }
  }

  const type = header.get('TYPE')?.split(/\s+/)[0];
  if (type !== undefined && type !== 'TSP')
    throw new Error(`TSPLIB: only symmetric TSP is supported, not ${type}`);
  const n = dimension();
  const weightType = header.get('EDGE_WEIGHT_TYPE') ?? '';
  if (!isWeightType(weightType)) throw new Error(`TSPLIB: unsupported EDGE_WEIGHT_TYPE ${weightType}`);
  const format = header.get('EDGE_WEIGHT_FORMAT') ?? null;
  const instance: TsplibInstance = {
    name: header.get('NAME')?.replace(/\.tsp$/, '') ?? '',
    comment: header.get('COMMENT') ?? '',
    dimension: n,
    edgeWeightType: weightType,
    edgeWeightFormat: format !== null && isWeightFormat(format) ? format : null,
    coords: null,
    weights: null,
  };

  if (weightType === 'EXPLICIT') {
    if (instance.edgeWeightFormat === null)
      throw new Error(`TSPLIB: unsupported EDGE_WEIGHT_FORMAT ${format}`);
    const expected = weightCount(instance.edgeWeightFormat, n);
    if (weightTokens?.length !== expected)
      throw new Error(
        `TSPLIB: EDGE_WEIGHT_SECTION has ${weightTokens?.length ?? 0} entries, expected ${expected}`,
      );
    instance.weights = fillMatrix(instance.edgeWeightFormat, n, weightTokens);
  } else {
    if (coordTokens?.length !== 3 * n) throw new Error(`TSPLIB: NODE_COORD_SECTION must list ${n} nodes`);
    const x = new Float64Array(n);
    const y = new Float64Array(n);
    const seen = new Uint8Array(n);
    for (let k = 0; k < n; k++) {
      const id = (coordTokens[3 * k] ?? 0) - 1;
      if (!Number.isInteger(id) || id < 0 || id >= n || seen[id] === 1)
        throw new Error(`TSPLIB: bad node number ${id + 1}`);
      seen[id] = 1;
      x[id] = coordTokens[3 * k + 1] ?? 0;
      y[id] = coordTokens[3 * k + 2] ?? 0;
    }
    instance.coords = { x, y };
  }
  return instance;
};

/** The instance's own distance function (TSPLIB's exact integer metric). */
export const tsplibDistance = (instance: TsplibInstance): DistanceFn => {
  const n = instance.dimension;
  if (instance.weights !== null) {
    const w = instance.weights;
    return (i, j) => w[i * n + j] ?? 0;
  }
  if (instance.coords === null) throw new Error('TSPLIB: instance has neither coordinates nor weights');
  const { x, y } = instance.coords;
  const at = (a: Float64Array, i: number): number => a[i] ?? 0;
  switch (instance.edgeWeightType) {
    case 'EUC_2D':
      return (i, j) => euc2d(at(x, i), at(y, i), at(x, j), at(y, j));
    case 'CEIL_2D':
      return (i, j) => ceil2d(at(x, i), at(y, i), at(x, j), at(y, j));
    case 'ATT':
      return (i, j) => att(at(x, i), at(y, i), at(x, j), at(y, j));
    case 'GEO': {
      const lat = x.map(geoRadians);
      const lng = y.map(geoRadians);
      return (i, j) => geo(at(lat, i), at(lng, i), at(lat, j), at(lng, j));
    }
    case 'EXPLICIT':
      throw new Error('TSPLIB: EXPLICIT instance without EDGE_WEIGHT_SECTION');
  }
};
