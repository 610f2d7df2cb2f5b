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
