import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { required } from './common.ts';

describe('required fields', () => {
  const body = z.object({ name: required('Name', z.string().min(2)) });

  it("reads '<label> was not provided' when absent, and the value's own rule once present", () => {
    expect(body.safeParse({}).error?.issues[0]?.message).toBe('Name was not provided');
    expect(body.safeParse({ name: '' }).error?.issues[0]?.message).toBe('Name was not provided');
    expect(body.safeParse({ name: 'A' }).success).toBe(false);
    expect(body.parse({ name: 'Ana' })).toEqual({ name: 'Ana' });
  });

  it('is documented as its value in the API documentation (made when the documentation is)', () => {
    const json = z.toJSONSchema(body, { io: 'input' }) as { properties: Record<string, unknown> };
    expect(json.properties.name).toEqual({ type: 'string', minLength: 2 });
  });
});
