import { z } from 'zod';
import { MESSAGES, notProvided } from '../messages.ts';

/** What `schema` accepts, as JSON Schema with nothing referenced (the API documentation of `required`). */
const documented = (schema: z.ZodType) => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    metadata: z.registry(), // named schemas inlined: this one is documented in place
    unrepresentable: 'any',
  });
  return json;
};

/**
 * A required field whose absence reads '<label> was not provided' (service layer §5).
 * `schema` validates the value once present, and documents the field: its JSON Schema is made only when the API
 * documentation is (zod's own override hook), not when the contract loads — a phone would otherwise build the JSON
 * Schema of every required field before its first screen (decision 0029, seventh round).
 */
export const required = <T extends z.ZodType>(label: string, schema: T) => {
  const field = z
    .unknown()
    .superRefine((value, ctx) => {
      if (value === undefined || value === null || value === '') {
        ctx.addIssue({ code: 'custom', message: notProvided(label) });
      }
    })
    .pipe(schema);
  field._zod.toJSONSchema = () => documented(schema);
  return field;
};

/** An id that must be present: a missing one reads 'ID was not provided'. */
export const idSchema = z.uuid({
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? MESSAGES.idNotProvided : 'ID must be a UUID',
});

/** The campaign a call acts in, named by the request (query or body). */
export const campaignIdSchema = z.uuid({
  error: (issue) =>
    issue.input === undefined || issue.input === ''
      ? notProvided('campaign_id')
      : 'campaign_id must be a UUID',
});

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254));

export const timestampSchema = z.iso.datetime({ offset: true });

/** Query-string boolean: accepts true/false/1/0. */
export const queryBooleanSchema = z
  .enum(['true', 'false', '1', '0'], { error: 'Expected true or false' })
  .transform((v) => v === 'true' || v === '1');

export const messageResponseSchema = z.object({ detail: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * The form of a multipart upload, for the API documentation only: the file and the route's text
 * fields. Uploads are read as streams and checked by the route, so the body itself is never validated.
 */
export const uploadFormSchema = (textFields: readonly string[] = []) =>
  z.unknown().meta({
    type: 'object',
    properties: {
      file: { type: 'string', format: 'binary' },
      ...Object.fromEntries(textFields.map((name) => [name, { type: 'string' }])),
    },
    required: ['file'],
  });
