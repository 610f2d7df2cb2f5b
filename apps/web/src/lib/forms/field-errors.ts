import type { FormErrors } from '@mantine/form';
import { errorResponseSchema } from '@groundwork/shared/errors';

/** The form's field a server path names: the path itself, else its nearest parent the form holds. */
const fieldOf = (path: string, values: object): string | null => {
  const parts = path.split('.').filter((part) => part !== '');
  for (let length = parts.length; length > 0; length -= 1) {
    let holder: unknown = values;
    const found = parts.slice(0, length).every((part) => {
      if (typeof holder !== 'object' || holder === null || !Object.hasOwn(holder, part)) return false;
      holder = (holder as Record<string, unknown>)[part];
      return true;
    });
    if (found) return parts.slice(0, length).join('.');
  }
  return null;
};

/**
 * The field errors of an error reply (`{ detail, code, errors: [{ path, message }] }`, the server's 400 for
 * a body its schema refused) keyed by the form's fields; the first message per field. Paths no field of
 * `values` holds are left out: the screen shows the reply's detail for those.
 */
export const serverFieldErrors = (body: unknown, values: object): FormErrors => {
  const parsed = errorResponseSchema.safeParse(body);
  const errors: FormErrors = {};
  if (!parsed.success) return errors;
  for (const { path, message } of parsed.data.errors ?? []) {
    const field = fieldOf(path, values);
    if (field !== null) errors[field] ??= message;
  }
  return errors;
};
