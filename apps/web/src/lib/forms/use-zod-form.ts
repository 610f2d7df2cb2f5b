import {
  useForm,
  type FormErrors,
  type LooseKeys,
  type UseFormInput,
  type UseFormReturnType,
} from '@mantine/form';
import type { z } from 'zod';
import { isApiError } from '../api-error';
import { fieldsInWords } from '../field-labels';
import { onFields, serverFieldErrors } from './field-errors';

/** Mantine's bound on a form's values: any object type, interfaces included. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an interface has no index signature to match `unknown`
type FormValues = Record<string, any>;

export type ZodFormOptions<Values, Transformed> = Omit<UseFormInput<Values, Transformed>, 'validate'> & {
  /**
   * The form's inputs, when one input holds an object (an hours input holds a start and an end): a
   * message about a part shows at the input. Without it, each message shows at the deepest value it names.
   */
  inputs?: readonly LooseKeys<Values>[];
};

export type ZodForm<Values, Transformed = Values> = UseFormReturnType<
  Values,
  Transformed,
  (values: Values) => FormErrors
> & {
  /**
   * Puts the field errors of a refused request (a 400 whose body lists `errors`) under their fields, in
   * words. True when at least one was placed; false for any other error (the screen shows it as a whole).
   */
  setServerErrors: (error: unknown) => boolean;
};

/** Each message in words ("Calling hours", never `calling_hours`), as the server's are (lib/field-labels.ts). */
const inWords = (errors: FormErrors): FormErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [
      path,
      typeof message === 'string' ? fieldsInWords(message) : message,
    ]),
  );

/**
 * Every form of the app (decision 0078): Mantine's form, validated by `schema` — a shared request schema
 * from packages/shared/src/contracts, or a `.pick`/`.extend` of one — so a rule lives in one place. The
 * schema checks what the form sends: its values after `transformValues` (the request body). The server's
 * field errors show where the schema's would.
 */
export function useZodForm<Values extends FormValues, Transformed = Values>(
  schema: z.ZodType,
  { inputs, ...options }: ZodFormOptions<Values, Transformed>,
): ZodForm<Values, Transformed> {
  const { transformValues } = options;
  const form = useForm<Values, Transformed>({
    ...options,
    validate: (values: Values) => {
      const result = schema.safeParse(transformValues ? transformValues(values) : values);
      if (result.success) return {};
      const issues = result.error.issues.map(({ path, message }) => ({ path: path.join('.'), message }));
      return inWords(onFields(issues, values, inputs, true));
    },
  });
  const { getValues, setErrors } = form;
  const setServerErrors = (error: unknown): boolean => {
    if (!isApiError(error)) return false;
    const errors = serverFieldErrors(error.body, getValues(), inputs);
    if (Object.keys(errors).length === 0) return false;
    setErrors(inWords(errors));
    return true;
  };
  return { ...form, setServerErrors };
}
