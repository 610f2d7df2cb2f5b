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

export type ZodFormOptions<Values, Body> = Omit<
  UseFormInput<Values, Body>,
  'validate' | 'transformValues'
> & {
  /** The request body the values make (empty optional texts as null, the id added…); the values themselves by default. */
  toBody?: (values: Values) => unknown;
  /**
   * The form's inputs, when one input holds an object (an hours input holds a start and an end): a
   * message about a part shows at the input. Without it, each message shows at the deepest value it names.
   */
  inputs?: readonly LooseKeys<Values>[];
};

export type ZodForm<Values, Transformed> = UseFormReturnType<
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
 * schema checks what the form sends (`toBody` of its values) and `onSubmit` hands over what the schema
 * made of it. The server's field errors show where the schema's would.
 */
export function useZodForm<Values extends FormValues, Body = Values>(
  schema: z.ZodType<Body>,
  { inputs, toBody = (values) => values, ...options }: ZodFormOptions<Values, Body>,
): ZodForm<Values, Body> {
  const form = useForm<Values, Body>({
    ...options,
    // Called by onSubmit once `validate` found nothing wrong, so the body parses.
    transformValues: (values) => schema.parse(toBody(values)),
    validate: (values: Values) => {
      const result = schema.safeParse(toBody(values));
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
