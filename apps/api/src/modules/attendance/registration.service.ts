import {
  ABSENCE_TYPES,
  buttonAllowed,
  buttonOf,
  companyToday,
  PLAN_LOCATIONS,
  PLAN_REASONS,
  type StaffRow,
  type StaffsQuery,
  type StaffWorkingPlanItem,
  scopeOf,
  translate,
  type Language,
  WHOLE_DAY_ABSENCE_TYPES,
  type WorkingPlanConfig,
  type WorkingPlanEntry,
  type WorkingPlanStoreBody,
  type WorkingStatusBody,
} from '@hr/contracts';
import type { Db } from '../../db/client';
import { inScope, readerOf, scopeKeyOf, visibleClasses } from '../../lib/access';
import { audit } from '../../lib/audit';
import { forbidden, notFound, ruleBroken } from '../../lib/errors';
import { pagedResult, pageOf } from '../../lib/paging';
import type { Actor } from '../../types';
import { leaveTypesApi } from '../leave-types/leave-types.api';
import { settingsRules } from '../settings/settings.api';
import { attendanceRepository, scopeColumns } from './attendance.repository';
import { type PersonDate, recomputeDays } from './recompute';
import { checkTimeOf, isBusy } from './registration-rules';
import { type DayFlags, type PlanRow, registrationRepository } from './registration.repository';
import { addDays } from './working-day';

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

export function toPlanItem(row: PlanRow): StaffWorkingPlanItem {
  return {
    id: row.id,
    working_plan_type_id: row.working_plan_type_id,
    start_date: row.start_date,
    start_time: hhmm(row.start_time),
    end_date: row.end_date,
    end_time: hhmm(row.end_time),
    location_of_plan: row.location_of_plan,
    reason: row.reason,
    leave_type_id: row.leave_type_id,
  };
}

/** An entry as it is stored: no times for whole-day types, empty texts as null. */
function normalised(entry: WorkingPlanEntry) {
  const wholeDay = WHOLE_DAY_ABSENCE_TYPES.includes(entry.working_plan_type_id);
  return {
    working_plan_type_id: entry.working_plan_type_id,
    start_date: entry.start_date,
    start_time: wholeDay ? null : (entry.start_time ?? null),
    end_date: entry.end_date,
    end_time: wholeDay ? null : (entry.end_time ?? null),
    location_of_plan: entry.location_of_plan || null,
    reason: entry.reason || null,
    leave_type_id: entry.leave_type_id ?? null,
  };
}
const sameItem = (row: PlanRow, entry: ReturnType<typeof normalised>) =>
  row.working_plan_type_id === entry.working_plan_type_id &&
  row.start_date === entry.start_date &&
  row.start_time === entry.start_time &&
  row.end_date === entry.end_date &&
  row.end_time === entry.end_time &&
  row.location_of_plan === entry.location_of_plan &&
  row.reason === entry.reason &&
  row.leave_type_id === entry.leave_type_id;

/** The first day of each month from one date to another ('YYYY-MM-01'). */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = `${from.slice(0, 7)}-01`; m <= to; ) {
    months.push(m);
    const [y, mo] = m.split('-').map(Number) as [number, number];
    m = mo === 12 ? `${y + 1}-01-01` : `${y}-${String(mo + 1).padStart(2, '0')}-01`;
  }
  return months;
}

export type RegistrationOptions = { timeZone: string };

/**
 * Registration (working status and working plans). Reading follows the `personal` read scope
 * (lib/access.ts). Writing: everyone for their own day; for someone else `attendance.register` (managers: their own
 * department) and the person in the reader's scope.
 */
export function registrationService(db: Db, options: RegistrationOptions) {
  const { timeZone } = options;
  const repo = registrationRepository(db);
  const people = attendanceRepository(db);
  const today = () => companyToday(timeZone);

  /** The person, when the reader may read their attendance; else 404. */
  async function visible(actor: Actor, userId: number) {
    const subject = await people.subject(userId);
    if (!subject) throw notFound();
    if (subject.id === actor.id) return subject;
    const reader = await readerOf(db, actor);
    if (!visibleClasses(reader, subject).has('personal')) throw notFound();
    return subject;
  }

  /** The person, when the reader may register for them (themselves, or `attendance.register` in its scope). */
  async function registrable(actor: Actor, userId: number) {
    const subject = await visible(actor, userId);
    if (subject.id === actor.id) return subject;
    const scope = scopeOf(actor.role_id, 'attendance.register');
    if (!scope || (scope === 'own_department' && subject.department_id !== actor.department_id)) throw forbidden();
    return subject;
  }

  /** A person's staff row on a date (flags from their stored day, registrations and plans). */
  function staffRow(person: { id: number; staff_id: string; name: string }, flags: DayFlags | undefined, date: string) {
    return {
      id: person.id,
      staff_id: person.staff_id,
      name: person.name,
      is_busy: isBusy(flags?.plans ?? [], date),
      check_time: checkTimeOf(flags?.day, flags?.registrations ?? [], flags?.plans ?? [], timeZone),
    } satisfies StaffRow;
  }

  return {
    today,

    /** `GET /staffs`: a page of the people of the reader's scope, by staff ID, with their flags on the date. */
    async staffs(actor: Actor, query: StaffsQuery) {
      const page = pageOf({ page: query.current_page, limit: query.per_page });
      const date = query.date_checkin ?? today();
      const reader = await readerOf(db, actor);
      const { rows, total } = await repo.staffPage(
        inScope(reader, 'personal', scopeColumns),
        scopeKeyOf(reader, 'personal'),
        { staffId: query.staff_id || undefined, name: query.staff_name || undefined },
        page,
        date,
      );
      return pagedResult(
        rows.map((row) => staffRow(row, row.flags, date)),
        total,
        page,
      );
    },

    /** The absence types, locations, reasons and leave types of the working-plan form, in the reader's language. */
    async config(lang: Language): Promise<WorkingPlanConfig> {
      const t = (key: string) => translate(lang, `attendance_registration.${key}`);
      return {
        absences: ABSENCE_TYPES.map((id) => ({
          id,
          label: t(`absences.${id}`),
          whole_day: WHOLE_DAY_ABSENCE_TYPES.includes(id),
        })),
        locations: PLAN_LOCATIONS.map((value) => ({ value, label: t(`locations.${value}`) })),
        reasons: PLAN_REASONS.map((value) => ({ value, label: t(`reasons.${value}`) })),
        leave_types: (await leaveTypesApi(db).active()).map((type) => ({
          id: type.id,
          label: `${type.leave_code} - ${lang === 'ja' ? type.leave_name_jp : type.leave_name_vie}`,
        })),
      };
    },

    /** A person's working-plan items ending on or after the date (default today). */
    async plans(actor: Actor, userId: number, date?: string): Promise<StaffWorkingPlanItem[]> {
      await visible(actor, userId);
      return (await repo.plansFrom(userId, date ?? today())).map(toPlanItem);
    },

    /**
     * Saves a person's list: missing items are deleted, changed ones replaced, new ones added; history kept (the
     * old rows are marked deleted, never changed otherwise). Items touching a payroll-locked month refuse the save.
     * The working days the changes cover (up to today) are computed again in the same transaction.
     */
    async storePlans(actor: Actor, body: WorkingPlanStoreBody): Promise<StaffWorkingPlanItem[]> {
      const subject = await registrable(actor, body.user_id);
      const date = body.date ?? today();
      const now = new Date();
      await db.transaction(async (tx) => {
        const txRepo = registrationRepository(tx);
        await attendanceRepository(tx).lockPerson(subject.id);
        const existing = await txRepo.plansFrom(subject.id, date);
        const byId = new Map(existing.map((row) => [row.id, row]));
        const fieldErrors: Record<string, string[]> = {};
        body.working_plans.forEach((entry, i) => {
          if (entry.id != null && !byId.has(entry.id))
            fieldErrors[`working_plans.${i}.id`] = ['errors.plan_item_unknown'];
        });
        if (Object.keys(fieldErrors).length > 0)
          throw ruleBroken('plan_item_unknown', 'errors.plan_item_unknown', fieldErrors);

        const kept = new Set<number>();
        const removed: PlanRow[] = [];
        const added: (ReturnType<typeof normalised> & { replaces_id: number | null })[] = [];
        const addedAt: number[] = [];
        for (const [i, entry] of body.working_plans.entries()) {
          const item = normalised(entry);
          const before = entry.id != null ? byId.get(entry.id) : undefined;
          if (before && sameItem(before, item)) kept.add(before.id);
          else {
            addedAt.push(i);
            if (before) {
              kept.add(before.id);
              removed.push(before);
            }
            added.push({ ...item, replaces_id: before?.id ?? null });
          }
        }
        for (const row of existing) if (!kept.has(row.id)) removed.push(row);
        if (removed.length === 0 && added.length === 0) return;
        // A new or changed item names an active leave type (an unchanged one keeps the type it was saved with).
        const named = [...new Set(added.flatMap((a) => (a.leave_type_id === null ? [] : [a.leave_type_id])))];
        const active = new Set(await leaveTypesApi(tx).activeIds(named));
        added.forEach((a, k) => {
          if (a.leave_type_id !== null && !active.has(a.leave_type_id))
            fieldErrors[`working_plans.${addedAt[k]}.leave_type_id`] = ['validation.invalid'];
        });
        if (Object.keys(fieldErrors).length > 0) throw ruleBroken('invalid_input', 'errors.invalid_input', fieldErrors);

        const spans = [...removed, ...added];
        await settingsRules(tx).assertMonthsOpen(spans.flatMap((span) => monthsOf(span.start_date, span.end_date)));

        await txRepo.deletePlans(
          removed.map((r) => r.id),
          actor.id,
        );
        await txRepo.insertPlans(added.map((a) => ({ ...a, user_id: subject.id, created_by: actor.id })));
        await audit(tx, {
          actorId: actor.id,
          action: 'update',
          entity: 'staff_working_plans',
          entityId: subject.id,
          before: existing.map(toPlanItem),
          after: { removed: removed.map((r) => r.id), added },
        });
        // The days the changed items cover, up to today (later days are computed when they come).
        const last = today();
        const pairs: PersonDate[] = [];
        const seen = new Set<string>();
        for (const span of spans)
          for (let d = addDays(span.start_date, -1); d <= span.end_date && d <= last; d = addDays(d, 1))
            if (!seen.has(d)) {
              seen.add(d);
              pairs.push({ user_id: subject.id, date: d });
            }
        await recomputeDays(tx, pairs, { timeZone, now });
      });
      return (await repo.plansFrom(subject.id, date)).map(toPlanItem);
    },

    /**
     * One of the four buttons (section 4) for today: refused unless the date is today, the person is not busy, has
     * checked in and the button's rule allows it. A break start or finish computes today again (breaks are not
     * worked). Answers the person's row after it.
     */
    async registerStatus(actor: Actor, userId: number, body: WorkingStatusBody): Promise<StaffRow> {
      const subject = await registrable(actor, userId);
      const date = today();
      if (body.checkin_date !== date)
        throw ruleBroken('registration_not_today', 'errors.registration_not_today', {
          checkin_date: ['errors.registration_not_today'],
        });
      await settingsRules(db).assertMonthOpen(date);
      const button = buttonOf(body);
      await db.transaction(async (tx) => {
        const txRepo = registrationRepository(tx);
        await attendanceRepository(tx).lockPerson(subject.id);
        const flags = (await txRepo.dayFlags([subject.id], date)).get(subject.id);
        const plans = flags?.plans ?? [];
        if (isBusy(plans, date)) throw ruleBroken('registration_busy', 'errors.registration_busy');
        const check = checkTimeOf(flags?.day, flags?.registrations ?? [], plans, timeZone);
        if (!check.checkin) throw ruleBroken('registration_not_checked_in', 'errors.registration_not_checked_in');
        if (!buttonAllowed(button, check)) {
          const key =
            button === 'go_out'
              ? 'break_already_started'
              : button === 'come_back'
                ? 'break_not_started'
                : 'status_already_registered';
          throw ruleBroken(key, `errors.${key}`);
        }
        const row = await txRepo.insertRegistration({
          user_id: subject.id,
          work_date: date,
          kind: button,
          actor_id: actor.id,
        });
        await audit(tx, {
          actorId: actor.id,
          action: button,
          entity: 'attendance_status_registration',
          entityId: row.id,
          after: { user_id: subject.id, work_date: date, kind: button, registered_at: row.registered_at.toISOString() },
        });
        if (button === 'go_out' || button === 'come_back')
          await recomputeDays(tx, [{ user_id: subject.id, date }], { timeZone });
      });
      const flags = (await repo.dayFlags([subject.id], date)).get(subject.id);
      return staffRow({ id: subject.id, staff_id: subject.alias_id, name: subject.full_name }, flags, date);
    },
  };
}
export type RegistrationService = ReturnType<typeof registrationService>;
