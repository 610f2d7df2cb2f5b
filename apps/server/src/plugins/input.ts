import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { containsNul } from '@groundwork/shared/messages';
import { AppError } from '../errors.ts';

const NUL = '\u0000';

/**
 * The path of the first string (value or object key) holding a NUL character, or undefined. Iterative:
 * a body may nest thousands of levels deep.
 */
const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

export const findNul = (value: unknown, root: string): string | undefined => {
  const stack: { value: unknown; path: string }[] = [{ value, path: root }];
  while (stack.length > 0) {
    const { value: node, path } = stack.pop() as { value: unknown; path: string };
    if (typeof node === 'string') {
      if (node.includes(NUL)) return path;
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => stack.push({ value: item, path: at(path, index) }));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (key.includes(NUL)) return at(path, key.replaceAll(NUL, '\\u0000'));
        stack.push({ value: item, path: at(path, key) });
      }
    }
  }
  return undefined;
};

const isEmptyObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.keys(value).length === 0;

/** Refuses a value holding a NUL anywhere (`label` names the value itself, keys extend it). */
export const assertNoNul = (value: unknown, label = ''): void => {
  if (value === undefined || value === null || isEmptyObject(value)) return; // most reads: nothing to walk
  const field = findNul(value, label);
  if (field === undefined) return;
  const detail = containsNul(field === '' ? 'The request body' : field);
  throw new AppError('VALIDATION_FAILED', detail, [{ path: field, message: detail }]);
};

/**
 * Input no route can store: PostgreSQL refuses the NUL character in text, so a NUL anywhere in the
 * path, the query or a parsed body is answered with a 400 naming the field, for every route at once.
 */
export const inputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertNoNul(request.params);
      assertNoNul(request.query);
      assertNoNul(request.body);
    } catch (error) {
      return done(error as AppError);
    }
    done();
  });
});
