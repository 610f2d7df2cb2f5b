import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorFromBody } from './api-error';
import { FIELD_LABELS, fieldsInWords } from './field-labels';

/** Every request body a form sends, as the contracts declare them (the server checks the same schemas). */
const contracts = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/shared/src/contracts/*.ts', '!**/*.test.ts'],
  { eager: true },
);
const formSchemas = Object.entries(contracts).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => /(BodySchema|RegistrationSchema)$/.test(name) && value instanceof z.ZodType)
    .map(([name, value]) => ({ name: `${file.split('/').at(-1)}: ${name}`, schema: value as z.ZodType })),
);

/** The object shape under refinements and pipes, if the schema is an object. */
const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> | null => {
  let current: unknown = schema;
  for (let depth = 0; depth < 5; depth += 1) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, z.ZodType>;
    if (current instanceof z.ZodPipe) current = current.in;
    else return null;
  }
  return null;
};

/** Values a person could get wrong in a form: empty, too long, the wrong kind, hours back to front. */
const WRONG = [
  null,
  '',
  'x',
  'x'.repeat(5000),
  12345,
  -1,
  {},
  [],
  ['x'],
  { start: '22:00', end: '08:00' },
  'not-a-uuid',
];
const SNAKE_CASE = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/;

describe('form errors name fields in words', () => {
  it('finds the forms’ schemas', () => {
    expect(formSchemas.length).toBeGreaterThan(20);
    expect(formSchemas.map((f) => f.name)).toContain('campaigns.ts: updateCampaignBodySchema');
  });

  it('lets no snake_case field name of any form reach the user, whatever is wrong with a field', () => {
    const leaks: string[] = [];
    for (const { name, schema } of formSchemas) {
      const shape = shapeOf(schema);
      if (!shape) continue;
      for (const field of Object.keys(shape)) {
        for (const wrong of WRONG) {
          const parsed = schema.safeParse({ [field]: wrong });
          if (parsed.success) continue;
          for (const message of parsed.error.issues.map((issue) => fieldsInWords(issue.message))) {
            if (message && SNAKE_CASE.test(message)) leaks.push(`${name}.${field}: ${message}`);
          }
          const server = errorFromBody(400, { detail: parsed.error.issues[0]?.message, code: 'VALIDATION_FAILED' });
          if (SNAKE_CASE.test(server.message)) leaks.push(`${name}.${field} (server): ${server.message}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('uses the forms’ own labels for the fields they show', () => {
    expect(fieldsInWords('calling_hours must start before they end')).toBe('Calling hours must start before they end');
    expect(fieldsInWords('texting_hours.start must be a time such as 08:00')).toBe(
      'Texting hours (start) must be a time such as 08:00',
    );
    expect(fieldsInWords('time_zone must be an IANA time zone such as America/Chicago')).toBe(
      'Time zone must be an IANA time zone such as America/Chicago',
    );
    expect(fieldsInWords('The value of website_url must be an https:// address')).toBe(
      'The value of Website must be an https:// address',
    );
    // A field no table names still reads as words.
    expect(fieldsInWords('frobnicate_level is too high')).toBe('Frobnicate level is too high');
    for (const label of Object.values(FIELD_LABELS)) expect(label).not.toMatch(SNAKE_CASE);
  });

  it('keeps the server’s detail as it was written, and shows it in words', () => {
    const error = errorFromBody(400, {
      detail: 'calling_hours must start before they end',
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'calling_hours', message: 'calling_hours must start before they end' }],
    });
    expect(error.detail).toBe('calling_hours must start before they end');
    expect(error.message).toBe('Calling hours must start before they end');
  });
}); // prettier-ignore
