import { z } from 'zod';

// Plain constants live in languages.ts and constants.ts, free of zod, so the sign-in page can use them cheaply.
export * from './constants';
export * from './languages';

/** Successful answer: `{ status: true, message, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), message: z.string(), data });
}

/** Paged list as DESIGN.md section 4 describes it. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  });
}

/**
 * The one error envelope of every failure (docs/api.md "Answers"), registered as the OpenAPI component `Error`:
 * every declared 4xx and 5xx answer of every route refers to it.
 */
export const errorBody = z
  .object({
    status: z.literal(false),
    code: z
      .string()
      .meta({ description: 'Stable machine-readable kind, e.g. invalid_input, forbidden, stale_version' }),
    message: z.string().meta({ description: "Human-readable, in the request's language" }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: 'Field name to its messages (invalid input and field-level rules)' }),
  })
  .meta({ id: 'Error', description: 'Every failure: status false, a code, a localized message, field errors' });
export type ErrorBody = z.infer<typeof errorBody>;

export const emptyData = z.null();

/**
 * A field of an answer that a client does not send back (an id, a moment, a count, a name looked up, a derived
 * figure): `readOnly` in the OpenAPI document. `version` is sent back with an edit, so it is never read-only.
 */
export const readOnly = <T extends z.ZodType>(schema: T) => schema.meta({ readOnly: true });

/**
 * An id in a path or a query string: a plain decimal number from 1 to 2147483647 (the int range of the database), so
 * "abc", "-1", "0x1", "1e2", " 1", "01" or "1.0" is a 400 and never reaches a query; "0" says "must be at least 1".
 * The OpenAPI document declares it as an integer from 1 to 2147483647 (what a generated client passes).
 */
export const idText = z
  .string()
  .max(10, { error: 'validation.invalid', abort: true })
  .regex(/^(0|[1-9]\d{0,9})$/, { error: 'validation.invalid', abort: true })
  .transform(Number)
  .pipe(z.number().int().min(1).max(2_147_483_647))
  // The document says what a client sends: an integer (written in the URL as its decimal text), as the schema reads it.
  .meta({
    type: 'integer',
    format: 'int32',
    minimum: 1,
    maximum: 2_147_483_647,
    pattern: undefined,
    maxLength: undefined,
  });

/** Database ids in paths. */
export const idParam = z.strictObject({ id: idText });

/**
 * `id` in a create body: the specification's bodies send `"id": null` when creating, so null and absent are both
 * accepted; a real id is refused (the database gives the id).
 */
export const createId = z.null({ error: 'validation.id_on_create' }).optional();
/** `version` in a create body: optional and unused (a new record starts at 1), whatever updates require. */
export const createVersion = z.number().int().min(1).max(2_147_483_647).optional();
/** `id` in an update body: null, absent or a positive id; the path's id is the one that counts. */
export const updateId = z.number().int().min(1).max(2_147_483_647).nullish();

/** Query-string page and limit as the browser sends them. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
};

/**
 * The message of a missing value (`key`) or a value of the wrong type ("is not valid": a text or 1e400 where a number
 * goes is not "not entered"), as a schema-level error. Unlike `{ error: key }`, it leaves the messages of the schema's
 * own checks (min, max, regex) alone: `{ error: key }` would replace those too.
 */
export function required(key = 'validation.required') {
  return {
    error: (issue: { code: string; input?: unknown }) =>
      issue.code !== 'invalid_type'
        ? undefined
        : issue.input === undefined || issue.input === null
          ? key
          : 'validation.invalid',
  };
}

/**
 * A whole number from `min` to `max`, both included: out of the range reads "must be between min and max"
 * (`validation.between`, the bounds as its parameters), a missing value `key` (required()). Every month, year and
 * score range of a form takes it, so each says its range alike; the document lists the bounds.
 */
export function intRange(min: number, max: number, key = 'validation.required') {
  return z
    .number(required(key))
    .int()
    .refine((value) => value >= min && value <= max, { error: 'validation.between', params: { min, max } })
    .meta({ minimum: min, maximum: max });
}

/** Zero-width characters and text-direction controls: invisible, they make two names look alike or reorder text. */
export const HIDDEN_CHARACTERS = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

/**
 * A name or code: normalised to NFC (so "Nguyễn" typed two ways is one name) and refused when it holds hidden
 * characters. Wrap the field's own string schema: `nameText(z.string().trim().min(1).max(64))`.
 */
export function nameText(schema: z.ZodString) {
  return schema
    .normalize('NFC')
    .refine((value) => !HIDDEN_CHARACTERS.test(value), { error: 'validation.hidden_characters' });
}
/** The message of a choice (enum, union of literals): "required" when missing, "invalid" when not one of them. */
export function choiceError() {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalid',
  };
}
/**
 * The version an edit started from: required on every update (400 with a field message when missing), so that an
 * edit never silently overwrites a newer one; a stale version is refused with 409 `stale_version`.
 */
export const versionField = z.number(required('validation.version_required')).int().min(1).max(2_147_483_647);
