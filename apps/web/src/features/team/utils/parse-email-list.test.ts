import { describe, expect, it } from 'vitest';
import { parseEmailList } from './parse-email-list';

describe('parseEmailList', () => {
  it('splits on commas, semicolons, spaces and new lines, and lower-cases', () => {
    expect(
      parseEmailList('Ana@Example.org, bo@example.org;cy@example.org\n\n  di@example.org ').valid,
    ).toEqual(['ana@example.org', 'bo@example.org', 'cy@example.org', 'di@example.org']);
  });

  it('names each entry that is not an address, and keeps the good ones', () => {
    const parsed = parseEmailList('ana@example.org, bob@, @example.org, carla example.org');
    expect(parsed.valid).toEqual(['ana@example.org']);
    expect(parsed.invalid.map((i) => i.entry)).toEqual(['bob@', '@example.org', 'carla', 'example.org']);
    expect(parsed.invalid[0]?.reason).toBe('is not a valid e-mail address');
  });

  it('sends a repeated address once and says so', () => {
    const parsed = parseEmailList('ana@example.org ANA@example.org ana@example.org');
    expect(parsed).toEqual({ valid: ['ana@example.org'], invalid: [], duplicates: ['ana@example.org'] });
  });

  it('reads "Name <address>" as copied from a mail program', () => {
    expect(parseEmailList('Ana Lopez <ana@example.org>, "Bo, Jr" <bo@example.org>')).toEqual({
      valid: ['ana@example.org', 'bo@example.org'],
      invalid: [],
      duplicates: [],
    });
  });

  it('gives nothing for an empty paste', () => {
    expect(parseEmailList(' \n, ')).toEqual({ valid: [], invalid: [], duplicates: [] });
  });
});
