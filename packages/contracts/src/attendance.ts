import { z } from 'zod';
import {
  createId,
  createVersion,
  envelope,
  nameText,
  pageQuery,
  paged,
  readOnly,
  required,
  updateId,
  versionField,
} from './common';
import { DATE_WINDOWS, isoDate } from './dates';

/**
 * Attendance (docs/attendance.md): where check-ins come from (devices, the kiosk, manual corrections) and the
 * working day of each person computed from them.
 */

const dbId = z.number(required('validation.required')).int().min(1).max(2_147_483_647);
/** A moment with its offset, e.g. 2026-03-02T08:01:13+07:00 or ...Z. */
const moment = z.iso.datetime({ offset: true, error: 'validation.attendance.moment' }).max(40);
export const DIRECTIONS = ['in', 'out'] as const;
export type Direction = (typeof DIRECTIONS)[number];
const direction = z.enum(DIRECTIONS, { error: 'validation.invalid' });
const reasonText = nameText(z.string(required()).trim().min(1, { error: 'validation.required', abort: true }).max(500));

// ---------------------------------------------------------------- device ingest

/** The header a device sends its key in. */
export const DEVICE_KEY_HEADER = 'x-device-key';
/** At most this many events in one request. */
export const INGEST_BATCH_MAX = 1000;

export const ingestEvent = z.strictObject({
  /** The device's own id of the event: sending it again adds nothing. */
  event_id: z.string(required()).trim().min(1).max(64),
  /** The staff ID (what the badge's QR code holds). */
  staff_id: z.string(required()).trim().min(1).max(64),
  /**
   * A moment with its offset. Checked per event by the server (`isMoment`): an impossible time (2026-02-30, no
   * offset) refuses that event with `invalid_time`, not the batch.
   */
  occurred_at: z.string(required()).trim().min(1).max(40),
  direction: direction.nullish(),
});
/** Whether a device's time is a real moment with its offset. */
export const isMoment = (value: string) => moment.safeParse(value).success;
export const ingestBody = z.strictObject({ events: z.array(ingestEvent).min(1).max(INGEST_BATCH_MAX) });
export type IngestBody = z.infer<typeof ingestBody>;

/** Why one event of a batch was refused (the rest of the batch is taken). */
export const INGEST_REFUSALS = [
  'invalid_time',
  'unknown_staff',
  'not_staff',
  'device_revoked',
  'future_time',
  'too_old',
  'repeated_in_batch',
  'payroll_month_locked',
] as const;
export type IngestRefusal = (typeof INGEST_REFUSALS)[number];

export const ingestResult = z
  .object({
    event_id: readOnly(z.string()),
    /** new: stored now; duplicate: stored by an earlier request (nothing added); refused: see reason. */
    outcome: readOnly(z.enum(['new', 'duplicate', 'refused'])),
    reason: readOnly(z.enum(INGEST_REFUSALS).nullable()),
  })
  .meta({ id: 'AttendanceIngestResult' });
export const ingestAnswer = z
  .object({
    new: readOnly(z.number().int()),
    duplicate: readOnly(z.number().int()),
    refused: readOnly(z.number().int()),
    /** The working days computed again (person and date), because of the new events. */
    recomputed_days: readOnly(z.number().int()),
    results: readOnly(z.array(ingestResult)),
  })
  .meta({ id: 'AttendanceIngestAnswer' });
export type IngestAnswer = z.infer<typeof ingestAnswer>;
export const ingestResponse = envelope(ingestAnswer);

// ---------------------------------------------------------------- kiosk

/** A kiosk scan: the badge's QR content or the typed staff ID (the QR holds exactly the staff ID). */
export const kioskCheckBody = z.strictObject({
  code: z.string(required()).trim().min(1, { error: 'validation.required', abort: true }).max(64),
});
export type KioskCheckBody = z.infer<typeof kioskCheckBody>;
/** A second scan of the same person within this many seconds answers the first one and adds nothing. */
export const KIOSK_REPEAT_SECONDS = 10;
export const kioskCheckAnswer = z
  .object({
    event_id: readOnly(z.number().int()),
    user_id: readOnly(z.number().int()),
    staff_id: readOnly(z.string()),
    name: readOnly(z.string()),
    avatar: readOnly(z.string().nullable()),
    occurred_at: readOnly(z.string()),
    direction: readOnly(direction),
    /** True when this scan repeated the previous one within KIOSK_REPEAT_SECONDS: nothing was added. */
    repeated: readOnly(z.boolean()),
  })
  .meta({ id: 'KioskCheck' });
export type KioskCheckAnswer = z.infer<typeof kioskCheckAnswer>;
export const kioskCheckResponse = envelope(kioskCheckAnswer);

// ---------------------------------------------------------------- events and corrections

export const attendanceEventItem = z
  .object({
    id: readOnly(z.number().int()),
    user_id: readOnly(z.number().int()),
    occurred_at: readOnly(z.string()),
    direction: readOnly(direction.nullable()),
    source: readOnly(z.enum(['device', 'kiosk', 'manual'])),
    device_id: readOnly(z.number().int().nullable()),
    device_name: readOnly(z.string().nullable()),
    actor_id: readOnly(z.number().int().nullable()),
    reason: readOnly(z.string().nullable()),
    voided_at: readOnly(z.string().nullable()),
    voided_by: readOnly(z.number().int().nullable()),
    void_reason: readOnly(z.string().nullable()),
  })
  .meta({ id: 'AttendanceEvent' });
export type AttendanceEventItem = z.infer<typeof attendanceEventItem>;

/** HR adds an event a device missed (a forgotten badge), with the reason. */
export const manualEventBody = z.strictObject({
  user_id: dbId,
  occurred_at: moment,
  direction: direction.nullish(),
  reason: reasonText,
});
export type ManualEventBody = z.infer<typeof manualEventBody>;
/** HR voids a wrong event, with the reason; the event stays, marked. */
export const voidEventBody = z.strictObject({ reason: reasonText });
export type VoidEventBody = z.infer<typeof voidEventBody>;
export const attendanceEventResponse = envelope(attendanceEventItem);

// ---------------------------------------------------------------- working days

export const OVERTIME_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
/**
 * The overtime proper, types 1 to 6: worked outside the planned shift. Type 7 is night work inside the planned shift, a
 * night premium on normal minutes, so no total of overtime counts it (docs/attendance.md "The working day").
 */
export const OVERTIME_ONLY_KEYS = ['1', '2', '3', '4', '5', '6'] as const;
export const DAY_STATUSES = [
  'present',
  'missing_checkout',
  'absent',
  'leave',
  'holiday',
  'rest_day',
  'not_yet',
] as const;

const workingDayFields = z.object({
  user_id: readOnly(z.number().int()),
  work_date: readOnly(z.string()),
  shift_id: readOnly(z.number().int().nullable()),
  /** Where the planned shift came from: assignment, work_plan, person, default (docs/attendance.md). */
  shift_source: readOnly(z.string()),
  planned_start: readOnly(z.string().nullable()),
  planned_end: readOnly(z.string().nullable()),
  first_in: readOnly(z.string().nullable()),
  last_out: readOnly(z.string().nullable()),
  late_minutes: readOnly(z.number().int()),
  early_leave_minutes: readOnly(z.number().int()),
  break_minutes: readOnly(z.number().int()),
  worked_minutes: readOnly(z.number().int()),
  normal_minutes: readOnly(z.number().int()),
  /** Minutes of each overtime type of the settings (1 to 7). */
  overtime: readOnly(
    z.object(
      Object.fromEntries(OVERTIME_KEYS.map((k) => [k, z.number().int()])) as Record<
        (typeof OVERTIME_KEYS)[number],
        z.ZodNumber
      >,
    ),
  ),
  night_minutes: readOnly(z.number().int()),
  leave_minutes: readOnly(z.number().int()),
  absence_types: readOnly(z.array(z.number().int())),
  holiday: readOnly(z.boolean()),
  rest_day: readOnly(z.boolean()),
  status: readOnly(z.enum(DAY_STATUSES)),
  settings_id: readOnly(z.number().int().nullable()),
  settings_effective_from: readOnly(z.string()),
  computed_at: readOnly(z.string()),
});
export const workingDayItem = workingDayFields.meta({ id: 'WorkingDay' });
export type WorkingDayItem = z.infer<typeof workingDayItem>;

/** One person's days are read at most this many days at a time. */
export const PERSON_DAYS_MAX_RANGE = 62;
const listDate = isoDate({ window: DATE_WINDOWS.from1900 });
export const personDaysQuery = z
  .strictObject({ date_from: listDate, date_to: listDate })
  .refine((q) => q.date_to >= q.date_from, { error: 'validation.end_after_start', path: ['date_to'] });
export type PersonDaysQuery = z.infer<typeof personDaysQuery>;
export const personDays = z
  .object({
    user_id: readOnly(z.number().int()),
    staff_id: readOnly(z.string()),
    name: readOnly(z.string()),
    days: readOnly(z.array(workingDayItem)),
    events: readOnly(z.array(attendanceEventItem)),
  })
  .meta({ id: 'PersonDays' });
export const personDaysResponse = envelope(personDays);

/** `date` defaults to today in the company's time zone. */
export const dateDaysQuery = z.strictObject({ ...pageQuery, date: listDate.optional() });
export type DateDaysQuery = z.infer<typeof dateDaysQuery>;
export const dateDayRow = z
  .object({
    user_id: readOnly(z.number().int()),
    staff_id: readOnly(z.string()),
    name: readOnly(z.string()),
    department_id: readOnly(z.number().int().nullable()),
    /** Null: not computed yet (no event and no recompute on that date). */
    day: readOnly(workingDayFields.nullable()),
  })
  .meta({ id: 'DateDayRow' });
export const dateDaysResponse = envelope(paged(dateDayRow));

// ---------------------------------------------------------------- places and devices

const placeName = nameText(z.string(required()).trim().min(1, { error: 'validation.required', abort: true }).max(128));
export const placeBody = z.strictObject({ id: createId, place_name: placeName, version: createVersion });
export const placeUpdateBody = z.strictObject({ id: updateId, place_name: placeName, version: versionField });
export type PlaceBody = z.infer<typeof placeBody>;
export type PlaceUpdateBody = z.infer<typeof placeUpdateBody>;
export const placeItem = z
  .object({
    id: readOnly(z.number().int()),
    place_name: z.string(),
    device_count: readOnly(z.number().int()),
    version: z.number().int(),
  })
  .meta({ id: 'AttendancePlace' });
export type PlaceItem = z.infer<typeof placeItem>;
export const placeResponse = envelope(placeItem);
export const placeListResponse = envelope(z.array(placeItem));

export const deviceBody = z.strictObject({
  device_name: nameText(z.string(required()).trim().min(1, { error: 'validation.required', abort: true }).max(128)),
  place_id: dbId,
});
export type DeviceBody = z.infer<typeof deviceBody>;
export const deviceItem = z
  .object({
    id: readOnly(z.number().int()),
    device_name: readOnly(z.string()),
    place_id: readOnly(z.number().int()),
    place_name: readOnly(z.string()),
    /** The key's first characters, to tell keys apart. */
    key_prefix: readOnly(z.string()),
    revoked_at: readOnly(z.string().nullable()),
    created_at: readOnly(z.string()),
    version: readOnly(z.number().int()),
  })
  .meta({ id: 'AttendanceDevice' });
export type DeviceItem = z.infer<typeof deviceItem>;
export const deviceListResponse = envelope(z.array(deviceItem));
/** The answer of creating a device: the only time its key is shown. */
export const deviceCreatedResponse = envelope(
  z.object({ device: deviceItem, api_key: readOnly(z.string()) }).meta({ id: 'AttendanceDeviceCreated' }),
);
export const deviceResponse = envelope(deviceItem);

/** HR closes a past range on demand (docs/attendance.md "Close of day"): at most this many days at a time. */
export const CLOSE_OF_DAY_MAX_DAYS = 366;
export const closeOfDayBody = z
  .strictObject({ date_from: listDate, date_to: listDate })
  .refine((q) => q.date_to >= q.date_from, { error: 'validation.end_after_start', path: ['date_to'] })
  .meta({ id: 'CloseOfDayBody' });
export type CloseOfDayBody = z.infer<typeof closeOfDayBody>;
