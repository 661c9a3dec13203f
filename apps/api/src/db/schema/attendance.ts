import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { shifts, users } from './organisation';

/** Where check-in devices stand (a gate, a reception). */
export const attendancePlaces = pgTable(
  'attendance_places',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('attendance_places_name_unique').on(sql`lower(${t.name})`)],
);

/**
 * A check-in device (a camera, a fingerprint reader, a gateway) that pushes events with its API key. Only the key's
 * SHA-256 is stored; the key is shown once, when the device is created. A revoked device's key is refused.
 */
export const attendanceDevices = pgTable(
  'attendance_devices',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 128 }).notNull(),
    // History: a place with devices is never deleted.
    place_id: integer('place_id')
      .notNull()
      .references(() => attendancePlaces.id),
    key_hash: varchar('key_hash', { length: 64 }).notNull(),
    /** The key's first characters, to tell keys apart in the list (never enough to use it). */
    key_prefix: varchar('key_prefix', { length: 12 }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_by: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('attendance_devices_key_hash_unique').on(t.key_hash),
    uniqueIndex('attendance_devices_name_unique').on(sql`lower(${t.name})`),
    index('attendance_devices_place_idx').on(t.place_id),
    index('attendance_devices_revoked_by_idx').on(t.revoked_by),
    index('attendance_devices_created_by_idx').on(t.created_by),
  ],
);

/**
 * Raw check-in events, append-only: a correction voids an event (voided_at/by/reason) or adds a manual one; nothing
 * is updated otherwise or deleted. `(device_id, device_event_id)` makes a device's replayed batch add nothing.
 */
export const attendanceEvents = pgTable(
  'attendance_events',
  {
    // bigint: about 2.5 million a year for 5,000 people.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // History: a person with events is never hard-deleted.
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
    direction: varchar('direction', { length: 3 }),
    source: varchar('source', { length: 8 }).notNull(),
    device_id: integer('device_id').references(() => attendanceDevices.id),
    /** The device's own id of the event (idempotency key with device_id). */
    device_event_id: varchar('device_event_id', { length: 64 }),
    /** The person who recorded it: the kiosk account, or HR for a manual event. */
    actor_id: integer('actor_id').references(() => users.id),
    /** What the device or the person sent, as sent. */
    payload: jsonb('payload').notNull(),
    reason: text('reason'),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    voided_at: timestamp('voided_at', { withTimezone: true }),
    voided_by: integer('voided_by').references(() => users.id),
    void_reason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('attendance_events_device_event_unique').on(t.device_id, t.device_event_id),
    // A person's events of a day window; also the kiosk's "a second scan within seconds" check.
    index('attendance_events_user_time_idx').on(t.user_id, t.occurred_at),
    index('attendance_events_actor_idx').on(t.actor_id),
    index('attendance_events_voided_by_idx').on(t.voided_by),
    check('attendance_events_direction_check', sql`${t.direction} in ('in', 'out')`),
    check('attendance_events_source_check', sql`${t.source} in ('device', 'kiosk', 'manual')`),
    check(
      'attendance_events_device_source_check',
      sql`(${t.source} = 'device') = (${t.device_id} is not null and ${t.device_event_id} is not null)`,
    ),
  ],
);

/**
 * The working day of a person on a date, computed from that day's own events (modules/attendance/working-day.ts)
 * and replaced whole when they change. A working day belongs to the date its shift starts. Payroll reads these.
 */
export const attendanceDays = pgTable(
  'attendance_days',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    work_date: date('work_date', { mode: 'string' }).notNull(),
    shift_id: integer('shift_id').references(() => shifts.id),
    shift_source: varchar('shift_source', { length: 12 }).notNull(),
    planned_start: timestamp('planned_start', { withTimezone: true }),
    planned_end: timestamp('planned_end', { withTimezone: true }),
    first_in: timestamp('first_in', { withTimezone: true }),
    last_out: timestamp('last_out', { withTimezone: true }),
    late_minutes: integer('late_minutes').notNull(),
    early_leave_minutes: integer('early_leave_minutes').notNull(),
    break_minutes: integer('break_minutes').notNull(),
    worked_minutes: integer('worked_minutes').notNull(),
    normal_minutes: integer('normal_minutes').notNull(),
    overtime_1: integer('overtime_1').notNull(),
    overtime_2: integer('overtime_2').notNull(),
    overtime_3: integer('overtime_3').notNull(),
    overtime_4: integer('overtime_4').notNull(),
    overtime_5: integer('overtime_5').notNull(),
    overtime_6: integer('overtime_6').notNull(),
    overtime_7: integer('overtime_7').notNull(),
    night_minutes: integer('night_minutes').notNull(),
    leave_minutes: integer('leave_minutes').notNull(),
    absence_types: smallint('absence_types').array().notNull(),
    holiday: boolean('holiday').notNull(),
    rest_day: boolean('rest_day').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    /** The settings version (work_schedule) the day was computed with; null: the built-in statutory figures. */
    settings_id: integer('settings_id'),
    settings_effective_from: date('settings_effective_from', { mode: 'string' }).notNull(),
    computed_at: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One person's days in a range.
    uniqueIndex('attendance_days_user_date_unique').on(t.user_id, t.work_date),
    // Every person's day on a date.
    index('attendance_days_date_user_idx').on(t.work_date, t.user_id),
    index('attendance_days_shift_idx').on(t.shift_id),
  ],
);
