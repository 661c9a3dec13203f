/**
 * Errors a service throws. The error handler turns them into the body of DESIGN.md section 4, translating
 * `messageKey` (and each field message key) into the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, unknown> = {},
    /** Field name to message keys, shown under the form fields. */
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
  }
}

export const unauthenticated = () => new AppError(401, 'unauthenticated', 'errors.unauthenticated');
export const forbidden = () => new AppError(403, 'forbidden', 'errors.forbidden');
export const notFound = () => new AppError(404, 'not_found', 'errors.not_found');
export const staleVersion = () => new AppError(409, 'stale_version', 'errors.stale_version');
/** A business rule refused the request; `code` is the one the specification names when it names one. */
export const ruleBroken = (code: string, messageKey: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(422, code, messageKey, {}, fieldErrors);

type PgError = { code?: string; constraint?: string; cause?: PgError };

/**
 * The one parser of unique-violation errors: the name of the unique index a write tripped (PostgreSQL 23505), or
 * undefined for any other error. Drizzle wraps the driver's error in `cause`. Services map the name to their own
 * answer, so two saves racing past a duplicate check read exactly like the check.
 */
export function uniqueViolation(error: unknown): string | undefined {
  const candidate = error as PgError | null | undefined;
  if (candidate?.code === '23505') return candidate.constraint ?? '';
  if (candidate?.cause?.code === '23505') return candidate.cause.constraint ?? '';
  return undefined;
}
