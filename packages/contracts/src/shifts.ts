import { z } from 'zod';
import {
  createId,
  createVersion,
  envelope,
  nameText,
  pageQuery,
  paged,
  required,
  updateId,
  readOnly,
  versionField,
} from './common';

/**
 * 'HH:mm' or 'HH:mm:ss', read as 'HH:mm:ss' (the database's `time`). Answers cut it to 'HH:mm', the
 * specification's working_time.
 */
export const timeOfDay = z
  .string(required('validation.required'))
  .max(8, { error: 'validation.time_format', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'validation.time_format' })
  .transform((value) => (value.length === 5 ? `${value}:00` : value));

/**
 * Shift group form (specification 001 sections 3 and 5): name, check-in and check-out times required, and the two
 * times differ (a shift of no length, or of exactly 24 hours, is not a shift). Check-out before check-in is overnight.
 */
export const shiftBody = z
  .strictObject({
    id: updateId,
    name: nameText(
      z.string(required('validation.required')).trim().min(1, { error: 'validation.required', abort: true }).max(128),
    ),
    description: z.string().trim().max(1000).nullish(),
    normal_checkin_time: timeOfDay,
    normal_checkout_time: timeOfDay,
    /** The version the edit started from; a stale one is refused with 409. */
    version: z.number().int().min(1).max(2_147_483_647).optional(),
  })
  .refine((body) => body.normal_checkin_time !== body.normal_checkout_time, {
    error: 'validation.shift_times_equal',
    path: ['normal_checkout_time'],
    when: ({ value }) => {
      const body = value as { normal_checkin_time?: unknown; normal_checkout_time?: unknown };
      return typeof body?.normal_checkin_time === 'string' && typeof body.normal_checkout_time === 'string';
    },
  });
/** `POST /shifts`: the same form; `id` null or absent. */
export const shiftCreateBody = shiftBody.safeExtend({ id: createId, version: createVersion });
export type ShiftBody = z.infer<typeof shiftBody>;
/** `PUT /shifts/{id}`: the same fields and the version the edit started from (required). */
export const shiftUpdateBody = shiftBody.safeExtend({ version: versionField });
export type ShiftUpdateBody = z.infer<typeof shiftUpdateBody>;

export const shiftItem = z
  .object({
    id: readOnly(z.number().int()),
    name: z.string(),
    description: z.string().nullable(),
    normal_checkin_time: z.string(),
    normal_checkout_time: z.string(),
    /** Check-out earlier than check-in: the shift ends the next day (22:00 - 06:00). */
    overnight: readOnly(z.boolean()),
    working_time: readOnly(z.string()),
    version: z.number().int(),
  })
  .meta({ id: 'Shift' });
export type ShiftItem = z.infer<typeof shiftItem>;

export const shiftListQuery = z.strictObject({ ...pageQuery, name: z.string().max(128).optional() });
export type ShiftListQuery = z.infer<typeof shiftListQuery>;
export const shiftListResponse = envelope(paged(shiftItem));
export const shiftResponse = envelope(shiftItem);

/** `GET /get-shifts`: every shift group for pickers. */
export const shiftOption = z
  .object({ id: z.number().int(), name: z.string(), working_time: z.string() })
  .meta({ id: 'ShiftOption' });
export type ShiftOption = z.infer<typeof shiftOption>;
export const shiftOptionsResponse = envelope(z.array(shiftOption));
