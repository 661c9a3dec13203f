import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

/** Arrays and plain objects (the query parser's objects have a prototype-less prototype); never streams or files. */
function isPlain(value: object): boolean {
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/**
 * Text PostgreSQL or the audit log's JSON cannot hold, or that no form ever sends: NUL and the other C0 control
 * characters except tab, line feed and carriage return, DEL and the C1 controls.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string is broken (an unpaired UTF-16 surrogate such as "\ud800") or holds a control character. */
export function isBadText(value: string): boolean {
  return LONE_SURROGATE.test(value) || CONTROL_CHARACTERS.test(value);
}

/** The dotted path of the first string (or key) that is bad text in parsed input; null when there is none. */
export function findBadText(input: unknown): string | null {
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (isBadText(value)) return path;
    } else if (typeof value === 'object' && value !== null && isPlain(value)) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (isBadText(key)) return itemPath;
        stack.push([item, itemPath]);
      }
    }
  }
  return null;
}

/**
 * The boundary of the API:
 * - a string holding a control character or an unpaired surrogate would fail in the database (text, JSON of the audit
 *   log) and answer 500, or hide in a name: every route refuses it up front, as invalid input with a message under
 *   the field, before validation and handlers see it;
 * - no answer of the API is kept by a browser or a proxy cache (`Cache-Control: no-store`): most carry personal data.
 *   Only a route that set its own cache header keeps it (avatar files, private and immutable).
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findBadText(part);
      if (path !== null)
        throw new AppError(
          400,
          'invalid_input',
          'errors.invalid_input',
          {},
          { [path || '_']: ['validation.control_characters'] },
        );
    }
  });
  app.addHook('onSend', async (request, reply) => {
    // The one exception is a route that chose its own caching: the avatar files, whose names are random and immutable.
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
});
