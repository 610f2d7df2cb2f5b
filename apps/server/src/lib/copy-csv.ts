/**
 * Rows as CSV text for `COPY … (format csv)`: null and '' are written empty (COPY reads NULL), a value
 * with a quote, comma or line break is quoted. The same text csv-stringify writes for these rows (NUL
 * characters aside), at a fraction of its cost (it was most of a 1M-row import once the file reading was
 * fast).
 */
const NEEDS_QUOTES = /[",\r\n]/;

/** PostgreSQL's text cannot hold NUL: one in a file (the padding of a fixed-width export) is dropped. */
const NUL = '\u0000';

/** One value as a COPY CSV cell. */
export const copyCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const raw = typeof value === 'string' ? value : String(value as number);
  const text = raw.includes(NUL) ? raw.replaceAll(NUL, '') : raw;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCopyCsv = (rows: readonly (readonly unknown[])[]): string => {
  let out = '';
  for (const row of rows) out += `${row.map(copyCell).join(',')}\n`;
  return out;
};
