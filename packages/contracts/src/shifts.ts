import { z } from 'zod';
import { envelope, pageQuery, paged, required } from './common';

/** 'HH:mm' (a leading 'HH:mm:ss' from the database is cut to minutes before it leaves the server). */
export const timeOfDay = z
  .string(required('validation.required'))
  .max(5, { error: 'validation.time_format', abort: true })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.time_format' });

/** Shift group form (specification 001 sections 3 and 5): name, check-in and check-out times required. */
export const shiftBody = z.strictObject({
  id: z.number().int().positive().max(2_147_483_647).optional(),
  name: z.string(required('validation.required')).trim().min(1, { error: 'validation.required', abort: true }).max(128),
  description: z.string().trim().max(1000).nullish(),
  normal_checkin_time: timeOfDay,
  normal_checkout_time: timeOfDay,
  /** The version the edit started from; a stale one is refused with 409. */
  version: z.number().int().positive().max(2_147_483_647).optional(),
});
export type ShiftBody = z.infer<typeof shiftBody>;

export const shiftItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    normal_checkin_time: z.string(),
    normal_checkout_time: z.string(),
    /** Check-out earlier than check-in: the shift ends the next day (22:00 - 06:00). */
    overnight: z.boolean(),
    working_time: z.string(),
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
export const shiftOptionsResponse = envelope(z.array(shiftOption));
