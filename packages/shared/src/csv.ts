/** Spreadsheet programs run cells that start with these characters as formulas (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed number (a longitude, an E.164 phone): nothing a spreadsheet can run, kept as it is. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * A cell that would start a formula gets a leading apostrophe: the spreadsheet shows it as text. A plain signed
 * number is left alone, so exported longitudes and phones (`-78.64`, `+19195550123`) stay numbers.
 */
export const neutralizeFormula = (value: string): string =>
  FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;

const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/**
 * A small CSV file built in memory (a few thousand rows at most; the server streams large ones): a header
 * row, then one line per row, cells neutralised against formulas and quoted where needed.
 */
export const toCsv = (columns: readonly string[], rows: readonly (readonly (string | number)[])[]): string =>
  [columns, ...rows]
    .map((row) => row.map((cell) => quoted(neutralizeFormula(String(cell)))).join(','))
    .join('\r\n') + '\r\n';
