import type { FormErrors } from '@mantine/form';
import { errorResponseSchema } from '@groundwork/shared/errors';

/** Whether `values` hold something at `parts` (a field of the form). */
const holds = (values: object, parts: readonly string[]): boolean => {
  let holder: unknown = values;
  return parts.every((part) => {
    if (typeof holder !== 'object' || holder === null || !Object.hasOwn(holder, part)) return false;
    holder = (holder as Record<string, unknown>)[part];
    return true;
  });
};

/**
 * The form's field an error `path` belongs to: the nearest of `inputs` it lies under (one input may hold an
 * object, as the hours input holds a start and an end), else the deepest part of `path` the form holds.
 * Null when the form holds none of it.
 */
export const fieldOf = (path: string, values: object, inputs?: readonly string[]): string | null => {
  const parts = path.split('.').filter((part) => part !== '');
  for (let length = parts.length; length > 0; length -= 1) {
    const prefix = parts.slice(0, length);
    if (inputs ? inputs.includes(prefix.join('.')) : holds(values, prefix)) return prefix.join('.');
  }
  return inputs && holds(values, parts) ? parts.join('.') : null;
};

/**
 * `errors` keyed by the form's fields, the first message per field. Those of no field are left out, or
 * kept under their own path with `keepOthers` (the form stays invalid: a schema's word is final).
 */
export const onFields = (
  errors: readonly { path: string; message: string }[],
  values: object,
  inputs?: readonly string[],
  keepOthers = false,
): FormErrors => {
  const placed: FormErrors = {};
  for (const { path, message } of errors) {
    const field = fieldOf(path, values, inputs) ?? (keepOthers ? path : null);
    if (field !== null) placed[field] ??= message;
  }
  return placed;
};

/**
 * The field errors of an error reply (`{ detail, code, errors: [{ path, message }] }`, the server's 400 for
 * a body its schema refused) keyed by the form's fields. Paths of no field are left out: the screen shows
 * the reply's detail for those.
 */
export const serverFieldErrors = (body: unknown, values: object, inputs?: readonly string[]): FormErrors => {
  const parsed = errorResponseSchema.safeParse(body);
  return parsed.success ? onFields(parsed.data.errors ?? [], values, inputs) : {};
};
