/** Spreadsheet programs run cells that start with these characters as formulas (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell that would start a formula gets a leading apostrophe: the spreadsheet shows it as text. */
export const neutralizeFormula = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);
