import type { z } from 'zod';
import { AppError, badRequest } from '../../errors.ts';

/** Form fields checked with a shared schema; `json` names fields that carry JSON (a mapping). */
export const parseFormFields = <T extends z.ZodType>(
  schema: T,
  fields: Record<string, string>,
  json: readonly string[] = [],
): z.infer<T> => {
  const values: Record<string, unknown> = { ...fields };
  for (const name of json) {
    const text = fields[name];
    if (text === undefined) continue;
    try {
      values[name] = JSON.parse(text);
    } catch {
      throw badRequest(`${name} is not valid JSON`);
    }
  }
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const [first] = errors;
  const detail = first ? `${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid form';
  throw new AppError('VALIDATION_FAILED', detail, errors);
};
