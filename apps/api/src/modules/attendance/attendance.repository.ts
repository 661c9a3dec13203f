import { and, asc, count, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isPerson, paidInPeriodOf } from '../../db/person';
import { qualified } from '../../db/qualified';
import {
  attendanceDays,
  attendanceDevices,
  attendanceEvents,
  attendancePlaces,
  attendanceStatusRegistrations,
  departmentGroupMembers,
  departmentWorkingPlans,
  departmentWorkingPlanUsers,
  memberShifts,
  shifts,
  staffWorkingPlans,
  users,
} from '../../db/schema/index';
import type { Page } from '../../lib/paging';
import { rulesStamp } from '../settings/settings.api';
import type { DayEvent, Direction } from './working-day';

export type EventRow = typeof attendanceEvents.$inferSelect;
export type DayRow = typeof attendanceDays.$inferSelect;
export type NewEvent = typeof attendanceEvents.$inferInsert;
export type NewDay = Omit<typeof attendanceDays.$inferInsert, 'id'>;
type ShiftHoursRow = { shift_id: number | null; start: string | null; end: string | null };
type JsonRegistration = { work_date: string; kind: string; registered_at: string };
/** What a person's working days are computed from, besides the events (`dayInputs`). */
export type DayInputs = ShiftHoursRow & {
  id: number;
  assignments: (ShiftHoursRow & { start_date: string; end_date: string })[];
  work_plans: (ShiftHoursRow & { date: string })[];
  absence_plans: {
    working_plan_type_id: number;
    start_date: string;
    start_time: string | null;
    end_date: string;
    end_time: string | null;
  }[];
  registrations: { work_date: string; kind: string; registered_at: Date }[];
  /** Events not voided in the span asked for (none when not asked), oldest first. */
  events: DayEvent[];
};

/** The columns that identify a person for read scopes (lib/access.ts). */
export const scopeColumns = {
  id: users.id,
  departmentId: users.department_id,
  groupId: departmentGroupMembers.group_id,
};

/** The first key of the per-person advisory locks of attendance ('attd'). */
const PERSON_LOCK = 0x61747464;

const present = and(isNull(users.deleted_at), eq(users.is_active, true), isPerson);

/** Stored days of these people between two dates (inclusive). */
/**
 * The stored day falls within its person's employment (a staff record started by then, not terminated before). A
 * day stored before HR entered a termination (or a later start) stays in the table, as its events do; the screens,
 * reports and totals read only the employed days, as the payroll pays them (the stored data itself, `daysOf` for
 * other areas and the recompute, stays whole).
 */
const day = qualified(attendanceDays.work_date);
export const employedDay = sql`exists (select from staff_records r where r.user_id = ${qualified(attendanceDays.user_id)}
  and coalesce(r.probation_start_date, r.official_start_date, ${day}) <= ${day}
  and (r.termination_date is null or r.termination_date >= ${day}))`;

const daysIn = (ids: number[], from: string, to: string) =>
  and(inArray(attendanceDays.user_id, ids), gte(attendanceDays.work_date, from), lte(attendanceDays.work_date, to));

/** What a report shows of a stored day (`reportDaysOf`); overtime is the sum of types 1 to 6 (7 is within normal hours). */
const reportDayColumns = {
  user_id: attendanceDays.user_id,
  work_date: attendanceDays.work_date,
  status: attendanceDays.status,
  shift_source: attendanceDays.shift_source,
  planned_start: attendanceDays.planned_start,
  planned_end: attendanceDays.planned_end,
  first_in: attendanceDays.first_in,
  last_out: attendanceDays.last_out,
  late_minutes: attendanceDays.late_minutes,
  early_leave_minutes: attendanceDays.early_leave_minutes,
  worked_minutes: attendanceDays.worked_minutes,
  normal_minutes: attendanceDays.normal_minutes,
  overtime_1: attendanceDays.overtime_1,
  overtime_2: attendanceDays.overtime_2,
  overtime_3: attendanceDays.overtime_3,
  overtime_4: attendanceDays.overtime_4,
  overtime_5: attendanceDays.overtime_5,
  overtime_6: attendanceDays.overtime_6,
  overtime_7: attendanceDays.overtime_7,
  overtime_minutes:
    sql<number>`${attendanceDays.overtime_1} + ${attendanceDays.overtime_2} + ${attendanceDays.overtime_3}
    + ${attendanceDays.overtime_4} + ${attendanceDays.overtime_5} + ${attendanceDays.overtime_6}`.mapWith(Number),
  night_minutes: attendanceDays.night_minutes,
  leave_minutes: attendanceDays.leave_minutes,
  absence_types: attendanceDays.absence_types,
};

/** A stored day as payroll reads it: date, status, late, leave minutes, absence types, overtime minutes 1 to 7. */
export type PayrollDayTuple = [
  string,
  string,
  number,
  number,
  number[],
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

export function attendanceRepository(db: Executor) {
  return {
    // ------------------------------------------------------------ devices and places

    async deviceByKeyHash(keyHash: string) {
      const [row] = await db
        .select({ id: attendanceDevices.id, revoked_at: attendanceDevices.revoked_at })
        .from(attendanceDevices)
        .where(eq(attendanceDevices.key_hash, keyHash))
        .limit(1);
      return row;
    },

    places: () =>
      db
        .select({
          id: attendancePlaces.id,
          place_name: attendancePlaces.name,
          version: attendancePlaces.version,
          device_count: sql<number>`(select count(*)::int from ${attendanceDevices} where ${attendanceDevices.place_id} = ${attendancePlaces.id})`,
        })
        .from(attendancePlaces)
        .orderBy(asc(attendancePlaces.name), asc(attendancePlaces.id)),

    async findPlace(id: number) {
      const [row] = await db.select().from(attendancePlaces).where(eq(attendancePlaces.id, id));
      return row;
    },

    async insertPlace(name: string) {
      const [row] = await db.insert(attendancePlaces).values({ name }).returning();
      return row!;
    },

    async updatePlace(id: number, version: number, name: string) {
      const [row] = await db
        .update(attendancePlaces)
        .set({ name, version: sql`${attendancePlaces.version} + 1`, updated_at: new Date() })
        .where(and(eq(attendancePlaces.id, id), eq(attendancePlaces.version, version)))
        .returning();
      return row;
    },

    devices: (id?: number) =>
      db
        .select({
          id: attendanceDevices.id,
          device_name: attendanceDevices.name,
          place_id: attendanceDevices.place_id,
          place_name: attendancePlaces.name,
          key_prefix: attendanceDevices.key_prefix,
          revoked_at: attendanceDevices.revoked_at,
          created_at: attendanceDevices.created_at,
          version: attendanceDevices.version,
        })
        .from(attendanceDevices)
        .innerJoin(attendancePlaces, eq(attendancePlaces.id, attendanceDevices.place_id))
        .where(id === undefined ? undefined : eq(attendanceDevices.id, id))
        .orderBy(asc(attendanceDevices.name), asc(attendanceDevices.id)),

    async insertDevice(values: {
      name: string;
      place_id: number;
      key_hash: string;
      key_prefix: string;
      created_by: number | null;
    }) {
      const [row] = await db.insert(attendanceDevices).values(values).returning({ id: attendanceDevices.id });
      return row!.id;
    },

    /** Revokes a device that is not revoked yet; false when there is none such. */
    async revokeDevice(id: number, actorId: number) {
      const rows = await db
        .update(attendanceDevices)
        .set({
          revoked_at: new Date(),
          revoked_by: actorId,
          version: sql`${attendanceDevices.version} + 1`,
          updated_at: new Date(),
        })
        .where(and(eq(attendanceDevices.id, id), isNull(attendanceDevices.revoked_at)))
        .returning({ id: attendanceDevices.id });
      return rows.length > 0;
    },

    // ------------------------------------------------------------ people

    /**
     * Present (active, not deleted) people by staff ID (letter case ignored) on the events' local dates, in one
     * statement: `lower(staff ID)|date` to the person's id and whether they take part in attendance on that date (the
     * people the payroll pays, `paidInPeriodOf`). A staff ID of nobody present has no entry.
     */
    async peopleByStaffId(asked: { staff_id: string; date: string }[]) {
      const found = new Map<string, { id: number; takes_part: boolean }>();
      if (asked.length === 0) return found;
      const pairs = [...new Map(asked.map((a) => [`${a.staff_id.toLowerCase()}|${a.date}`, a])).keys()];
      const aliases = pairs.map((key) => key.slice(0, key.lastIndexOf('|')));
      const dates = pairs.map((key) => key.slice(key.lastIndexOf('|') + 1));
      const { rows } = await db.execute<{ key: string; id: number; takes_part: boolean }>(sql`
        select e.alias || '|' || e.d::text as key, ${users.id} as id,
          ${paidInPeriodOf(sql`e.d`, sql`e.d`)} as takes_part
        from unnest(${sql.param(aliases)}::text[], ${sql.param(dates)}::date[]) as e(alias, d)
        join ${users} on lower(${users.alias_id}) = e.alias
        where ${present}`);
      for (const row of rows) found.set(row.key, { id: row.id, takes_part: row.takes_part });
      return found;
    },

    /**
     * The present person with this staff ID (letter case ignored), with their attendance locked until the transaction
     * ends (as `lockPerson`), in one statement, and whether they take part in attendance on `date` (`paidInPeriodOf`:
     * an account without a staff record does not). What it reads of the person does not depend on the lock; what
     * does (their events) is read by the next statement, whose snapshot is taken once the lock is held.
     */
    async lockPersonByStaffId(staffId: string, date: string) {
      const person = db.$with('person').as(
        db
          .select({
            id: users.id,
            alias_id: users.alias_id,
            full_name: users.full_name,
            avatar: users.avatar,
            takes_part: sql<boolean>`${paidInPeriodOf(date, date)}`.as('takes_part'),
          })
          .from(users)
          .where(and(eq(sql`lower(${users.alias_id})`, staffId.toLowerCase()), present))
          .limit(1),
      );
      const [row] = await db
        .with(person)
        .select({
          id: person.id,
          alias_id: person.alias_id,
          full_name: person.full_name,
          avatar: person.avatar,
          takes_part: person.takes_part,
          locked: sql`pg_advisory_xact_lock(${PERSON_LOCK}, ${person.id})`,
        })
        .from(person);
      if (!row) return undefined;
      const { locked: _, ...found } = row;
      return found;
    },

    /** A person (deleted ones too: their history is read) with what decides read scopes. */
    /** Whether the person takes part in attendance on `date`: the people the payroll pays then (`paidInPeriodOf`). */
    async takesPart(id: number, date: string) {
      const [row] = await db
        .select({ yes: sql<boolean>`${paidInPeriodOf(date, date)}` })
        .from(users)
        .where(eq(users.id, id));
      return row?.yes === true;
    },

    async subject(id: number) {
      const [row] = await db
        .select({
          id: users.id,
          alias_id: users.alias_id,
          full_name: users.full_name,
          department_id: users.department_id,
          group_id: departmentGroupMembers.group_id,
        })
        .from(users)
        .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    /**
     * Everything the working days of these people between two dates are computed from, in one statement: each
     * person's own shift group's hours; their shift assignments and the department work plans naming them in the
     * span, with the hours of their shifts; their current working-plan items overlapping the span; their
     * registrations (breaks) of the span, oldest first; with `events`, their events (not voided) in [from, to), oldest
     * first. And the settings' stamp (`rulesStamp`), so that `cachedRules` needs no statement of its own. The
     * caller holds the people's locks (`lockPeople`) before this statement starts: it then sees every event committed
     * before.
     */
    async dayInputs(
      ids: number[],
      from: string,
      to: string,
      events?: { from: Date; to: Date },
    ): Promise<{ stamp: string | undefined; people: DayInputs[] }> {
      const hours = (shift: SQL) =>
        sql`'shift_id', ${shift}, 'start', (select ${shifts.normal_checkin_time} from ${shifts} where ${shifts.id} = ${shift}), 'end', (select ${shifts.normal_checkout_time} from ${shifts} where ${shifts.id} = ${shift})`;
      const list = (rows: SQL) => sql`coalesce((${rows}), '[]'::json)`;
      // An event as [epoch milliseconds, direction]: what the engine reads (working-day.ts DayEvent), no Date parsing.
      const eventList = events
        ? list(sql`select json_agg(json_build_array(floor(extract(epoch from ${attendanceEvents.occurred_at}) * 1000)::bigint,
                ${attendanceEvents.direction}) order by ${attendanceEvents.occurred_at}, ${attendanceEvents.id})
              from ${attendanceEvents} where ${attendanceEvents.user_id} = ${users.id}
                and ${attendanceEvents.occurred_at} >= ${events.from.toISOString()}::timestamptz
                and ${attendanceEvents.occurred_at} < ${events.to.toISOString()}::timestamptz
                and ${attendanceEvents.voided_at} is null`)
        : sql`'[]'::json`;
      const result = await db.execute<
        Omit<DayInputs, 'registrations' | 'events'> & {
          stamp: string;
          registrations: JsonRegistration[];
          events: [number, string | null][];
        }
      >(sql`
        select (select ${rulesStamp()}) as stamp, ${users.id} as id, ${users.shift_id} as shift_id,
          ${shifts.normal_checkin_time} as start, ${shifts.normal_checkout_time} as "end",
          ${list(sql`select json_agg(json_build_object('start_date', ${memberShifts.start_date},
                'end_date', ${memberShifts.end_date}, ${hours(sql`${memberShifts.shift_id}`)}))
              from ${memberShifts} where ${memberShifts.user_id} = ${users.id}
                and ${memberShifts.start_date} <= ${to} and ${memberShifts.end_date} >= ${from}`)} as assignments,
          ${list(sql`select json_agg(json_build_object('date', ${departmentWorkingPlans.date},
                ${hours(sql`${departmentWorkingPlans.shift_id}`)}))
              from ${departmentWorkingPlanUsers}
              join ${departmentWorkingPlans} on ${departmentWorkingPlans.id} = ${departmentWorkingPlanUsers.plan_id}
              where ${departmentWorkingPlanUsers.user_id} = ${users.id}
                and ${departmentWorkingPlans.date} between ${from} and ${to}`)} as work_plans,
          ${list(sql`select json_agg(json_build_object('working_plan_type_id', ${staffWorkingPlans.working_plan_type_id},
                'start_date', ${staffWorkingPlans.start_date}, 'start_time', ${staffWorkingPlans.start_time},
                'end_date', ${staffWorkingPlans.end_date}, 'end_time', ${staffWorkingPlans.end_time})
                order by ${staffWorkingPlans.start_date}, ${staffWorkingPlans.start_time}, ${staffWorkingPlans.id})
              from ${staffWorkingPlans} where ${staffWorkingPlans.user_id} = ${users.id}
                and ${staffWorkingPlans.deleted_at} is null
                and ${staffWorkingPlans.start_date} <= ${to} and ${staffWorkingPlans.end_date} >= ${from}`)} as absence_plans,
          ${list(sql`select json_agg(json_build_object('work_date', ${attendanceStatusRegistrations.work_date},
                'kind', ${attendanceStatusRegistrations.kind},
                'registered_at', ${attendanceStatusRegistrations.registered_at})
                order by ${attendanceStatusRegistrations.registered_at}, ${attendanceStatusRegistrations.id})
              from ${attendanceStatusRegistrations} where ${attendanceStatusRegistrations.user_id} = ${users.id}
                and ${attendanceStatusRegistrations.work_date} between ${from} and ${to}`)} as registrations,
          ${eventList} as events
        from ${users} left join ${shifts} on ${shifts.id} = ${users.shift_id}
        where ${inArray(users.id, ids)}`);
      return {
        stamp: result.rows[0]?.stamp,
        people: result.rows.map(({ stamp: _, ...row }) => ({
          ...row,
          registrations: row.registrations.map((r) => ({ ...r, registered_at: new Date(r.registered_at) })),
          events: row.events.map(([at, direction]) => ({ at: Number(at), direction: direction as Direction | null })),
        })),
      };
    },

    /** The people of `ids` with their own shift group's hours and their department. */
    planningPeople: (ids: number[]) =>
      db
        .select({
          id: users.id,
          department_id: users.department_id,
          shift_id: users.shift_id,
          start: shifts.normal_checkin_time,
          end: shifts.normal_checkout_time,
        })
        .from(users)
        .leftJoin(shifts, eq(shifts.id, users.shift_id))
        .where(inArray(users.id, ids)),

    // ------------------------------------------------------------ events

    /**
     * Inserts device events; a (device, event_id) already stored is skipped. Answers the events stored now. The rows
     * travel as one JSON parameter (json_populate_recordset), not seven parameters each.
     */
    async insertDeviceEvents(rows: NewEvent[]) {
      if (rows.length === 0) return [];
      const result = await db.execute<{ device_event_id: string; user_id: number; occurred_at: Date }>(
        sql`insert into ${attendanceEvents} (user_id, occurred_at, direction, source, device_id, device_event_id, payload)
            select user_id, occurred_at, direction, source, device_id, device_event_id, payload
              from json_populate_recordset(null::attendance_events, ${JSON.stringify(rows)}::json)
            on conflict (device_id, device_event_id) do nothing
            returning device_event_id, user_id, occurred_at`,
      );
      return result.rows.map((r) => ({ ...r, occurred_at: new Date(r.occurred_at) }));
    },

    async insertEvents(rows: NewEvent[]) {
      if (rows.length > 0) await db.insert(attendanceEvents).values(rows);
    },

    async insertEvent(row: NewEvent) {
      const [inserted] = await db.insert(attendanceEvents).values(row).returning();
      return inserted!;
    },

    async findEvent(id: number, lock = false) {
      const query = db.select().from(attendanceEvents).where(eq(attendanceEvents.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async voidEvent(id: number, actorId: number, reason: string) {
      const [row] = await db
        .update(attendanceEvents)
        .set({ voided_at: new Date(), voided_by: actorId, void_reason: reason })
        .where(and(eq(attendanceEvents.id, id), isNull(attendanceEvents.voided_at)))
        .returning();
      return row;
    },

    /** Serialises a person's kiosk scans until the transaction ends (two tablets scanning one badge). */
    async lockPerson(userId: number) {
      await db.execute(sql`select pg_advisory_xact_lock(${PERSON_LOCK}, ${userId})`);
    },

    /**
     * Locks these people's attendance until the transaction ends, in id order (two batches never wait on each
     * other in a circle): a day is then computed with every event committed before, never overwritten by a batch
     * that could not see this one's events.
     */
    async lockPeople(ids: number[]) {
      const sortedIds = [...new Set(ids)].sort((a, b) => a - b);
      if (sortedIds.length === 0) return;
      await db.execute(
        sql`select pg_advisory_xact_lock(${PERSON_LOCK}, id) from (select unnest(array[${sql.join(
          sortedIds.map((id) => sql`${id}`),
          sql`, `,
        )}]::int[]) id order by 1) people`,
      );
    },

    /**
     * A kiosk scan of a locked person (`lockPersonByStaffId`), in one statement: their latest event not voided since
     * `since`; when it is less than `repeatSeconds` from `at`, nothing is added and that event is answered
     * (`added` false); otherwise a kiosk event at `at` is added, `out` after an `in` and `in` otherwise, and answered.
     */
    async kioskScan(scan: {
      userId: number;
      since: Date;
      at: Date;
      repeatSeconds: number;
      actorId: number;
      payload: unknown;
    }) {
      const at = sql`${scan.at.toISOString()}::timestamptz`;
      const result = await db.execute<{ id: number; occurred_at: Date; direction: string | null; added: boolean }>(sql`
        with last as (
          select id, occurred_at, direction from ${attendanceEvents}
          where user_id = ${scan.userId} and occurred_at >= ${scan.since.toISOString()}::timestamptz
            and voided_at is null
          order by occurred_at desc, id desc limit 1
        ), repeated as (
          select * from last where abs(extract(epoch from occurred_at - ${at})) < ${scan.repeatSeconds}
        ), added as (
          insert into ${attendanceEvents} (user_id, occurred_at, direction, source, actor_id, payload)
          select ${scan.userId}, ${at}, case when (select direction from last) = 'in' then 'out' else 'in' end,
            'kiosk', ${scan.actorId}, ${JSON.stringify(scan.payload)}::jsonb
          where not exists (select from repeated)
          returning id, occurred_at, direction
        )
        select id, occurred_at, direction, false as added from repeated
        union all select id, occurred_at, direction, true from added`);
      const row = result.rows[0]!;
      return { ...row, id: Number(row.id), occurred_at: new Date(row.occurred_at) };
    },

    /** Events of these people in [from, to); voided ones only when asked. */
    events: (ids: number[], from: Date, to: Date, withVoided = false) =>
      db
        .select({
          id: attendanceEvents.id,
          user_id: attendanceEvents.user_id,
          occurred_at: attendanceEvents.occurred_at,
          direction: attendanceEvents.direction,
          source: attendanceEvents.source,
          device_id: attendanceEvents.device_id,
          device_name: attendanceDevices.name,
          actor_id: attendanceEvents.actor_id,
          reason: attendanceEvents.reason,
          voided_at: attendanceEvents.voided_at,
          voided_by: attendanceEvents.voided_by,
          void_reason: attendanceEvents.void_reason,
        })
        .from(attendanceEvents)
        .leftJoin(attendanceDevices, eq(attendanceDevices.id, attendanceEvents.device_id))
        .where(
          and(
            inArray(attendanceEvents.user_id, ids),
            gte(attendanceEvents.occurred_at, from),
            lt(attendanceEvents.occurred_at, to),
            withVoided ? undefined : isNull(attendanceEvents.voided_at),
          ),
        )
        .orderBy(asc(attendanceEvents.occurred_at), asc(attendanceEvents.id)),

    // ------------------------------------------------------------ days

    /**
     * Stores computed days, replacing what was computed before for the same person and date. The rows travel as one
     * JSON parameter (json_populate_recordset): a batch's thousand days would otherwise be 30,000 parameters.
     */
    async upsertDays(rows: NewDay[]) {
      if (rows.length === 0) return;
      const columns = Object.keys(rows[0]!);
      const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
      const updates = sql.raw(
        columns
          .filter((c) => c !== 'user_id' && c !== 'work_date')
          .map((c) => `"${c}" = excluded."${c}"`)
          .join(', '),
      );
      // In key order: two transactions writing the same days lock their rows in the same order.
      const ordered = [...rows].sort((a, b) => a.user_id - b.user_id || a.work_date.localeCompare(b.work_date));
      await db.execute(
        sql`insert into ${attendanceDays} (${list})
            select ${list} from json_populate_recordset(null::attendance_days, ${JSON.stringify(ordered)}::json)
            on conflict (user_id, work_date) do update set ${updates}`,
      );
    },

    personDays: (userId: number, from: string, to: string) =>
      db
        .select()
        .from(attendanceDays)
        .where(
          and(
            eq(attendanceDays.user_id, userId),
            gte(attendanceDays.work_date, from),
            lte(attendanceDays.work_date, to),
            employedDay,
          ),
        )
        .orderBy(asc(attendanceDays.work_date)),

    /** Days of several people in a range, by person then date (`attendance.api.ts` `days`). */
    daysOf: (ids: number[], from: string, to: string) =>
      db
        .select()
        .from(attendanceDays)
        .where(daysIn(ids, from, to))
        .orderBy(asc(attendanceDays.user_id), asc(attendanceDays.work_date)),

    /**
     * The same days with only the columns the reports' sheets show (Days, Working plans): every column of 150,000
     * days (a month's summary of 5,000 people) left about 100 MB of garbage on the server's heap, these 15 about 16 MB.
     */
    reportDaysOf: (ids: number[], from: string, to: string) =>
      db
        .select(reportDayColumns)
        .from(attendanceDays)
        .where(and(daysIn(ids, from, to), employedDay))
        .orderBy(asc(attendanceDays.user_id), asc(attendanceDays.work_date)),

    /**
     * Payroll's read of a month: one row per person with their stored days as compact tuples, in date order
     * (`[work_date, status, late, leave minutes, absence types, overtime 1..7]`), grouped in SQL so that the driver
     * parses one JSON text a person instead of a row of 27 columns a day.
     */
    payrollDaysOf: (ids: number[], from: string, to: string) =>
      db
        .select({
          user_id: attendanceDays.user_id,
          days: sql<PayrollDayTuple[]>`json_agg(json_build_array(${attendanceDays.work_date}, ${attendanceDays.status},
            ${attendanceDays.late_minutes}, ${attendanceDays.leave_minutes}, ${attendanceDays.absence_types},
            ${attendanceDays.overtime_1}, ${attendanceDays.overtime_2}, ${attendanceDays.overtime_3},
            ${attendanceDays.overtime_4}, ${attendanceDays.overtime_5}, ${attendanceDays.overtime_6},
            ${attendanceDays.overtime_7}) order by ${attendanceDays.work_date})`,
        })
        .from(attendanceDays)
        .where(
          and(
            sql`${attendanceDays.user_id} = any(${`{${ids.join(',')}}`}::int[])`,
            gte(attendanceDays.work_date, from),
            lte(attendanceDays.work_date, to),
          ),
        )
        .groupBy(attendanceDays.user_id),

    /**
     * The people in `scope` taking part in attendance on `date` (`paidInPeriodOf`) ordered by staff ID, a page of
     * them, each with their day on `date` (or none).
     */
    async dateDays(date: string, scope: SQL | undefined, page: Page) {
      const where = and(paidInPeriodOf(date, date), scope);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            user_id: users.id,
            staff_id: users.alias_id,
            name: users.full_name,
            department_id: users.department_id,
            day: attendanceDays,
          })
          .from(users)
          .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
          .leftJoin(attendanceDays, and(eq(attendanceDays.user_id, users.id), eq(attendanceDays.work_date, date)))
          .where(where)
          .orderBy(asc(users.alias_id), asc(users.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ value: count() })
          .from(users)
          .leftJoin(departmentGroupMembers, eq(departmentGroupMembers.user_id, users.id))
          .where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Active people taking part in attendance between two dates (for the demo data). */
    activePeople: (from: string, to: string) =>
      db
        .select({ id: users.id, alias_id: users.alias_id })
        .from(users)
        .where(and(present, paidInPeriodOf(from, to)))
        .orderBy(asc(users.id)),
  };
}
export type AttendanceRepository = ReturnType<typeof attendanceRepository>;
