import { emailSchema } from '@groundwork/shared/contracts/common';

export interface ParsedEmailList {
  /** Valid addresses, lower-cased, each once, in the order pasted. */
  valid: string[];
  /** Each entry that is not an e-mail address, with why. */
  invalid: { entry: string; reason: string }[];
  /** Addresses pasted more than once (sent once). */
  duplicates: string[];
}

/**
 * A pasted list of e-mail addresses, separated by commas, semicolons, spaces or new lines. Each entry is
 * checked on its own with the server's own rule, so every bad one can be named. "Ana <ana@example.org>"
 * (as mail programs copy) reads as the address in the angle brackets.
 */
export const parseEmailList = (text: string): ParsedEmailList => {
  const withoutNames = text.replace(/"[^"]*"/g, ' ').replace(/[^,;\n<>]*<([^<>]*)>/g, ' $1 ');
  const entries = withoutNames.split(/[\s,;]+/).filter((entry) => entry !== '');
  const result: ParsedEmailList = { valid: [], invalid: [], duplicates: [] };
  for (const entry of entries) {
    const parsed = emailSchema.safeParse(entry);
    if (!parsed.success) {
      result.invalid.push({ entry, reason: 'is not a valid e-mail address' });
    } else if (result.valid.includes(parsed.data)) {
      if (!result.duplicates.includes(parsed.data)) result.duplicates.push(parsed.data);
    } else {
      result.valid.push(parsed.data);
    }
  }
  return result;
};
