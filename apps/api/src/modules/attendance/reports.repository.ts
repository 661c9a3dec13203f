import { LEAVE_TYPED_ABSENCE_TYPES, TRIP_ABSENCE_TYPES } from '@hr/contracts';
import {
  type AnyColumn,
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paidInPeriodOf } from '../../db/person';
import { lookup } from '../../db/qualified';
import {
  attendanceDays,
  attendanceDevices,
  attendanceEvents,
  attendancePlaces,
  departmentGroupMembers,
  departments,
  shifts,
  users,
} from '../../db/schema/index';
import type { Page } from '../../lib/paging';
import { likePattern } from '../../db/like';
import { employedDay } from './attendance.repository';

/** Which people a report or the timekeeping list reads: the reader's scope and the screen's filters. */
export type PeopleFilter = {
  /** The reader's personal read scope (lib/access.ts `inScope`); undefined is everyone. */
  scope: SQL | undefined;
  /** The dates read: only the people taking part in attendance on them (`paidInPeriodOf`, db/person.ts). */
  period: { from: string; to: string };
  keyword?: string;
  department_id?: number;
  /** Only people with at least one event of these devices in [from, to). */
  devices?: { ids: number[]; from: Date; to: Date };
};

export type Person = {
  user_id: number;
  staff_id: string;
  name: string;
  department_id: number | null;
  department_name: string | null;
};

const personColumns = {
  user_id: users.id,
  staff_id: users.alias_id,
  name: users.full_name,
  department_id: users.department_id,
  department_name: lookup<string | null>(departments.name, departments.id, users.department_id),
};

/** Day columns summed per person (the timekeeping list and the summary's Totals sheet). */
const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)::int`;
const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;
/** Checked in (the home dashboard's present, with or without the check-out). */
const checkedIn = sql`${attendanceDays.status} in ('present', 'missing_checkout')`;
const tripTypes = sql.raw(`array[${TRIP_ABSENCE_TYPES.join(',')}]::smallint[]`);
const leaveTypes = sql.raw(`array[${LEAVE_TYPED_ABSENCE_TYPES.join(',')}]::smallint[]`);
/** A day excused whole by a business trip and no leave: work done elsewhere, not leave. */
const businessTrip = sql`${attendanceDays.absence_types} && ${tripTypes} and not ${attendanceDays.absence_types} && ${leaveTypes}`;

export function reportsRepository(db: Executor) {
  function peopleWhere(filter: PeopleFilter): SQL | undefined {
    const devices = filter.devices;
    return and(
      paidInPeriodOf(filter.period.from, filter.period.to),
      filter.scope,
      filter.department_id === undefined ? undefined : eq(users.department_id, filter.department_id),
      filter.keyword
        ? or(ilike(users.alias_id, likePattern(filter.keyword)), ilike(users.full_name, likePattern(filter.keyword)))
        : undefined,
      devices
        ? sql`exists (select 1 from ${attendanceEvents} where ${attendanceEvents.user_id} = ${users.id}
            and ${inArray(attendanceEvents.device_id, devices.ids)}
            and ${attendanceEvents.occurred_at} >= ${devices.from} and ${attendanceEvents.occurred_at} < ${devices.to})`
        : undefined,
    );
  }
  const fromPeople = () =>
    db.select(personColumns).from(users).leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id));

  return {
    /** A page of the people the filter selects, by staff ID, and how many there are. */
    async peoplePage(filter: PeopleFilter, page: Page): Promise<{ rows: Person[]; total: number }> {
      const where = peopleWhere(filter);
      const [rows, [total]] = await Promise.all([
        fromPeople().where(where).orderBy(asc(users.alias_id), asc(users.id)).limit(page.limit).offset(page.offset),
        db
          .select({ value: count() })
          .from(users)
          .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Role and department of an active person: a report job reads with its starter's scope as it is when it runs. */
    async activeReader(id: number) {
      const [row] = await db
        .select({ id: users.id, role_id: users.role_id, department_id: users.department_id })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deleted_at), eq(users.is_active, true)));
      return row;
    },

    /** These people (deleted ones too: their history is read), by id. */
    peopleById: (ids: number[]) => db.select(personColumns).from(users).where(inArray(users.id, ids)),

    async countPeople(filter: PeopleFilter): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(users)
        .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
        .where(peopleWhere(filter));
      return row?.value ?? 0;
    },

    /** Every person the filter selects, by staff ID, in batches (a report of 5,000 people never holds them all). */
    async *peopleBatches(filter: PeopleFilter, batch = 100): AsyncGenerator<Person[]> {
      let after: { staff_id: string; user_id: number } | undefined;
      for (;;) {
        const rows = await fromPeople()
          .where(
            and(
              peopleWhere(filter),
              after
                ? or(
                    gt(users.alias_id, after.staff_id),
                    and(eq(users.alias_id, after.staff_id), gt(users.id, after.user_id)),
                  )
                : undefined,
            ),
          )
          .orderBy(asc(users.alias_id), asc(users.id))
          .limit(batch);
        if (rows.length > 0) yield rows;
        if (rows.length < batch) return;
        after = rows.at(-1);
      }
    },

    /** Each person's totals over [from, to] (people without a stored day are absent from the answer). */
    totals: (ids: number[], from: string, to: string) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              user_id: attendanceDays.user_id,
              days_present: countWhere(sql`${attendanceDays.status} = 'present'`),
              days_missing_checkout: countWhere(sql`${attendanceDays.status} = 'missing_checkout'`),
              days_absent: countWhere(sql`${attendanceDays.status} = 'absent'`),
              days_leave: countWhere(sql`${attendanceDays.status} = 'leave' and not (${businessTrip})`),
              days_business_trip: countWhere(sql`${attendanceDays.status} = 'leave' and ${businessTrip}`),
              days_late: countWhere(sql`${attendanceDays.late_minutes} > 0`),
              late_minutes: sumOf(attendanceDays.late_minutes),
              early_leave_minutes: sumOf(attendanceDays.early_leave_minutes),
              worked_minutes: sumOf(attendanceDays.worked_minutes),
              normal_minutes: sumOf(attendanceDays.normal_minutes),
              overtime_1: sumOf(attendanceDays.overtime_1),
              overtime_2: sumOf(attendanceDays.overtime_2),
              overtime_3: sumOf(attendanceDays.overtime_3),
              overtime_4: sumOf(attendanceDays.overtime_4),
              overtime_5: sumOf(attendanceDays.overtime_5),
              overtime_6: sumOf(attendanceDays.overtime_6),
              overtime_7: sumOf(attendanceDays.overtime_7),
              night_minutes: sumOf(attendanceDays.night_minutes),
              leave_minutes: sumOf(attendanceDays.leave_minutes),
            })
            .from(attendanceDays)
            .where(
              and(
                inArray(attendanceDays.user_id, ids),
                gte(attendanceDays.work_date, from),
                lte(attendanceDays.work_date, to),
                employedDay,
              ),
            )
            .groupBy(attendanceDays.user_id),

    /** Events of these people in [from, to) with their device and place, optionally only of some devices. */
    events: (ids: number[], from: Date, to: Date, deviceIds?: number[]) =>
      db
        .select({
          user_id: attendanceEvents.user_id,
          occurred_at: attendanceEvents.occurred_at,
          direction: attendanceEvents.direction,
          source: attendanceEvents.source,
          device_name: attendanceDevices.name,
          place_name: attendancePlaces.name,
          reason: attendanceEvents.reason,
          voided_at: attendanceEvents.voided_at,
          void_reason: attendanceEvents.void_reason,
        })
        .from(attendanceEvents)
        .leftJoin(attendanceDevices, eq(attendanceDevices.id, attendanceEvents.device_id))
        .leftJoin(attendancePlaces, eq(attendancePlaces.id, attendanceDevices.place_id))
        .where(
          and(
            inArray(attendanceEvents.user_id, ids),
            gte(attendanceEvents.occurred_at, from),
            lt(attendanceEvents.occurred_at, to),
            deviceIds ? inArray(attendanceEvents.device_id, deviceIds) : undefined,
          ),
        )
        .orderBy(asc(attendanceEvents.user_id), asc(attendanceEvents.occurred_at), asc(attendanceEvents.id)),

    /** The ids of a place's devices (revoked ones too: their events stay), or undefined when there is no such place. */
    async devicesOfPlace(placeId: number) {
      const [place] = await db
        .select({ id: attendancePlaces.id })
        .from(attendancePlaces)
        .where(eq(attendancePlaces.id, placeId));
      if (!place) return undefined;
      const rows = await db
        .select({ id: attendanceDevices.id })
        .from(attendanceDevices)
        .where(eq(attendanceDevices.place_id, placeId));
      return rows.map((r) => r.id);
    },

    /** The report screen's place and device choices. */
    async options() {
      const [places, devices] = await Promise.all([
        db
          .select({ id: attendancePlaces.id, place_name: attendancePlaces.name })
          .from(attendancePlaces)
          .orderBy(asc(attendancePlaces.name), asc(attendancePlaces.id)),
        db
          .select({
            id: attendanceDevices.id,
            device_name: attendanceDevices.name,
            place_id: attendanceDevices.place_id,
          })
          .from(attendanceDevices)
          .orderBy(asc(attendanceDevices.name), asc(attendanceDevices.id)),
      ]);
      return { places, devices };
    },

    async deviceExists(id: number) {
      const [row] = await db
        .select({ id: attendanceDevices.id })
        .from(attendanceDevices)
        .where(eq(attendanceDevices.id, id));
      return row !== undefined;
    },

    /**
     * Today's state by department of the people in scope: each person in one bucket (docs/attendance.md "Home
     * dashboard"). On a working day, a person with no event today is "not yet in" until `absentFrom` minutes after the start of their
     * shift (the stored day's, else their shift group's, else the standard start), then absent.
     */
    todayByDepartment: (date: string, scope: SQL | undefined, start: TodayStart) => {
      const planned = sql`coalesce(${attendanceDays.planned_start}, (${date}::date + coalesce(${shifts.normal_checkin_time}, ${start.standardStart}::time)) at time zone ${start.timeZone})`;
      const overdue = sql`${planned} + make_interval(mins => ${start.absentAfterMinutes}) <= ${start.now.toISOString()}::timestamptz`;
      // On a rest day or a holiday nobody is expected: a person without a stored day is off.
      const noEvent = sql`(${attendanceDays.status} = 'not_yet' or (${attendanceDays.status} is null and not ${start.off}))`;
      return db
        .select({
          department_id: users.department_id,
          department_name: sql<string | null>`min(${departments.name})`,
          total: sql<number>`count(*)::int`,
          late: countWhere(
            sql`${attendanceDays.status} in ('present', 'missing_checkout') and ${attendanceDays.late_minutes} > 0`,
          ),
          present: countWhere(
            sql`${attendanceDays.status} in ('present', 'missing_checkout') and ${attendanceDays.late_minutes} = 0`,
          ),
          on_leave: countWhere(sql`${attendanceDays.status} = 'leave'`),
          absent: countWhere(sql`${attendanceDays.status} = 'absent' or (${noEvent} and ${overdue})`),
          not_yet: countWhere(sql`${noEvent} and not (${overdue})`),
          off: countWhere(
            sql`${attendanceDays.status} in ('holiday', 'rest_day') or (${attendanceDays.status} is null and ${start.off})`,
          ),
        })
        .from(users)
        .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
        .leftJoin(departments, eq(departments.id, users.department_id))
        .leftJoin(attendanceDays, and(eq(attendanceDays.user_id, users.id), eq(attendanceDays.work_date, date)))
        .leftJoin(shifts, eq(shifts.id, users.shift_id))
        .where(and(eq(users.is_active, true), paidInPeriodOf(date, date), scope))
        .groupBy(users.department_id)
        .orderBy(sql`min(${departments.name}) nulls last`);
    },

    /** Per date of [from, to]: people present (late ones included), late, on leave, absent, within scope. */
    trend: (from: string, to: string, scope: SQL | undefined) =>
      db
        .select({
          date: attendanceDays.work_date,
          present: countWhere(checkedIn),
          late: countWhere(sql`${checkedIn} and ${attendanceDays.late_minutes} > 0`),
          on_leave: countWhere(sql`${attendanceDays.status} = 'leave'`),
          absent: countWhere(sql`${attendanceDays.status} = 'absent'`),
        })
        .from(attendanceDays)
        .innerJoin(users, eq(users.id, attendanceDays.user_id))
        .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
        .where(
          and(
            gte(attendanceDays.work_date, from),
            lte(attendanceDays.work_date, to),
            paidInPeriodOf(from, to),
            employedDay,
            scope,
          ),
        )
        .groupBy(attendanceDays.work_date)
        .orderBy(asc(attendanceDays.work_date)),
  };
}
/** When today's shifts started: the standard start of the settings in force, and how late is absent. */
export type TodayStart = {
  now: Date;
  timeZone: string;
  standardStart: string;
  absentAfterMinutes: number;
  /** Today is a weekly rest day or a holiday. */
  off: boolean;
};
export type ReportsRepository = ReturnType<typeof reportsRepository>;
