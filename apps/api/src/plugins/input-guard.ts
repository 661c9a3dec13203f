import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/** Arrays and plain objects (the query parser's objects have a prototype-less prototype); never streams or files. */
function isPlain(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/** The dotted path of the first string (or key) holding a NUL character in parsed input; null when there is none. */
export function findNul(input: unknown): string | null {
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (typeof value === 'object' && value !== null && isPlain(value)) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return itemPath;
        stack.push([item, itemPath]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character: a string carrying one would fail in the database and answer 500.
 * Every route refuses it up front, as invalid input, before validation and handlers see it.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findNul(part);
      if (path !== null)
        throw new AppError(400, 'invalid_input', 'errors.invalid_input', {}, { [path || '_']: ['validation.invalid'] });
    }
  });
});
