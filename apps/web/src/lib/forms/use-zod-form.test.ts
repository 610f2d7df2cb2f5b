import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { required } from '@groundwork/shared/contracts/common';
import { errorFromBody } from '../api-error';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  name: required('Name', z.string()),
  calling_hours: z.object({ start: z.string(), end: z.string() }).refine((h) => h.start < h.end, {
    message: 'calling_hours must start before they end',
    path: ['start'],
  }),
});

const render = () =>
  renderHook(() =>
    useZodForm<{ name: string; calling_hours: { start: string; end: string } }>(schema, {
      initialValues: { name: '', calling_hours: { start: '10:00', end: '09:00' } },
    }),
  );

describe('useZodForm', () => {
  it("puts the schema's messages on their fields, in words", () => {
    const { result } = render();
    act(() => {
      result.current.validate();
    });
    expect(result.current.errors).toEqual({
      name: 'Name was not provided',
      'calling_hours.start': 'Calling hours must start before they end',
    });
  });

  it("puts a 400's field errors on the fields they name, nearest field for deeper paths", () => {
    const { result } = render();
    const refused = errorFromBody(400, {
      detail: 'name is taken',
      code: 'VALIDATION_FAILED',
      errors: [
        { path: 'name', message: 'name is taken' },
        { path: 'name', message: 'a second message for the same field' },
        { path: 'calling_hours.end.hour', message: 'calling_hours must end by 21:00' },
        { path: 'not_on_this_form', message: 'ignored' },
      ],
    });
    let placed = false;
    act(() => {
      placed = result.current.setServerErrors(refused);
    });
    expect(placed).toBe(true);
    expect(result.current.errors).toEqual({
      name: 'name is taken',
      'calling_hours.end': 'Calling hours must end by 21:00',
    });
  });

  it('places nothing for an error without field errors', () => {
    const { result } = render();
    let placed = true;
    act(() => {
      placed = result.current.setServerErrors(
        errorFromBody(409, { detail: 'A record with these values already exists', code: 'CONFLICT' }),
      );
    });
    expect(placed).toBe(false);
    act(() => {
      placed = result.current.setServerErrors(new Error('offline'));
    });
    expect(placed).toBe(false);
    expect(result.current.errors).toEqual({});
  });
});

describe('useZodForm with inputs and a body', () => {
  const body = z.object({
    id: z.string().min(1, 'id was not provided'),
    texting_hours: z
      .object({
        start: z.string().regex(/^\d\d:\d\d$/, 'texting_hours.start must be HH:MM'),
        end: z.string(),
      })
      .refine((h) => h.start < h.end, 'texting_hours must start before they end'),
  });
  type Values = { texting_hours: { start: string; end: string } };
  const render = (id: string) =>
    renderHook(() =>
      useZodForm<Values, z.input<typeof body>>(body, {
        initialValues: { texting_hours: { start: '9', end: '17:00' } },
        inputs: ['texting_hours'],
        toBody: (values) => ({ ...values, id }),
      }),
    );

  it('checks the body the form sends, a part’s message at the input holding it', () => {
    const { result } = render('c1');
    act(() => {
      result.current.validate();
    });
    expect(result.current.errors).toEqual({ texting_hours: 'Texting hours (start) must be HH:MM' });
  });

  it('keeps the form invalid when the body is wrong where no input is', () => {
    const { result } = render('');
    act(() => {
      result.current.setFieldValue('texting_hours', { start: '09:00', end: '17:00' });
    });
    let hasErrors = false;
    act(() => {
      hasErrors = result.current.validate().hasErrors;
    });
    expect(hasErrors).toBe(true);
    expect(result.current.errors).toEqual({ id: 'id was not provided' });
  });

  it('puts a server message about a part at the input holding it', () => {
    const { result } = render('c1');
    act(() => {
      result.current.setServerErrors(
        errorFromBody(400, {
          detail: 'texting_hours.end must be HH:MM',
          code: 'VALIDATION_FAILED',
          errors: [{ path: 'texting_hours.end', message: 'texting_hours.end must be HH:MM' }],
        }),
      );
    });
    expect(result.current.errors).toEqual({ texting_hours: 'Texting hours (end) must be HH:MM' });
  });
});
