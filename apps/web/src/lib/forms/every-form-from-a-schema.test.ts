import { describe, expect, it } from 'vitest';

/** Every source file of the app, as text (tests aside). */
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Mantine's `useForm` or `schemaResolver` named anywhere outside the one form hook. */
const BYPASS = /\b(useForm|schemaResolver)\b/;

describe('forms (decision 0078)', () => {
  it('are all made with useZodForm: no screen calls Mantine’s useForm itself', () => {
    const files = Object.keys(sources);
    expect(files.length).toBeGreaterThan(100);
    const bypassing = files.filter(
      (file) => !file.startsWith('./use-zod-form') && BYPASS.test(sources[file] ?? ''),
    );
    expect(bypassing).toEqual([]);
  });
});
