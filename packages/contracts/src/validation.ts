/**
 * Turns one zod issue into a message key of the shared catalog (messages/*.ts) and its parameters. The server's
 * error handler and the browser's forms both use it, so a rule reads the same on both sides.
 */
export type IssueLike = {
  code: string;
  message?: string;
  origin?: unknown;
  maximum?: unknown;
  minimum?: unknown;
  input?: unknown;
  /** A refinement's parameters (`validation.between`'s bounds). */
  params?: Record<string, unknown>;
};

export function issueMessageKey(issue: IssueLike): { key: string; params: Record<string, unknown> } {
  if (issue.message?.startsWith('validation.') || issue.message?.startsWith('errors.'))
    return { key: issue.message, params: issue.params ?? {} };
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined ? 'validation.required' : 'validation.invalid', params: {} };
    case 'too_big':
      return {
        key: issue.origin === 'string' ? 'validation.too_long' : 'validation.too_big',
        params: issue.origin === 'string' ? { count: issue.maximum } : { max: issue.maximum },
      };
    case 'too_small':
      return {
        key: issue.origin === 'string' ? 'validation.too_short' : 'validation.too_small',
        params: issue.origin === 'string' ? { count: issue.minimum } : { min: issue.minimum },
      };
    case 'unrecognized_keys':
      return { key: 'validation.unknown_field', params: {} };
    default:
      return { key: 'validation.invalid', params: {} };
  }
}
