import type { z } from 'zod';
import { AppError, badRequest } from '../../errors.ts';

/** A form field's JSON text, parsed (a 400 naming the field when it is not JSON). */
export const parseJsonField = (name: string, text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(`${name} is not valid JSON`);
  }
};

/** Form values checked with a shared schema: a 400 naming the first field in error, with every error listed. */
export const checkForm = <T extends z.ZodType>(schema: T, values: unknown): z.infer<T> => {
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const [first] = errors;
  const detail = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid form';
  throw new AppError('VALIDATION_FAILED', detail, errors);
};

/** Form fields checked with a shared schema; `json` names fields that carry JSON (a mapping). */
export const parseFormFields = <T extends z.ZodType>(
  schema: T,
  fields: Record<string, string>,
  json: readonly string[] = [],
): z.infer<T> => {
  const values: Record<string, unknown> = { ...fields };
  for (const name of json) {
    const text = fields[name];
    if (text !== undefined) values[name] = parseJsonField(name, text);
  }
  return checkForm(schema, values);
};
