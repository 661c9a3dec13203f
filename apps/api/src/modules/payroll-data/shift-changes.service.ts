import {
  companyToday,
  type Language,
  PAYROLL_DATA_PAGE_SIZE,
  type ShiftChangeCreateBody,
  type ShiftChangeItem,
  type ShiftChangeSearchBody,
  type ShiftChangeUpdateBody,
  scopeOf,
  translate,
  type WorkShiftCheck,
} from '@hr/contracts';
import type { Db, Executor } from '../../db/client';
import { inScope, readerOf } from '../../lib/access';
import { audit } from '../../lib/audit';
import { AppError, forbidden, notFound, staleVersion, uniqueViolation } from '../../lib/errors';
import { pagedResult, pageOf } from '../../lib/paging';
import type { Actor } from '../../types';
import { attendanceApi } from '../attendance/attendance.api';
import { memberShiftsApi } from '../member-shifts/member-shifts.api';
import { payrollDataRepository, scopeColumns } from './payroll-data.repository';

type ChangeRows = Awaited<ReturnType<ReturnType<typeof payrollDataRepository>['changes']>>['rows'];

/** The name of the settings' standard working time: the planned "shift" of a person without one. */
const standardName = (lang: Language) => translate(lang, 'payroll_data.standard_working_time');

function toItem(r: ChangeRows[number], lang: Language): ShiftChangeItem {
  return {
    id: r.row.id,
    user_id: r.row.user_id,
    shift_id: r.row.shift_id,
    shift_id_change: r.row.shift_id_change,
    date_change: r.row.date_change,
    reason: r.row.reason,
    original_shift: { name: r.original_name ?? standardName(lang) },
    changed_shift: { name: r.changed_name },
    user: { alias_id: r.alias_id, full_name: r.full_name, department_id: r.department_id },
    created_at: r.row.created_at.toISOString(),
    version: r.row.version,
  };
}

const exists = () =>
  new AppError(
    422,
    'exits_shift_change_request',
    'errors.exits_shift_change_request',
    {},
    {
      date_change: ['errors.exits_shift_change_request'],
    },
  );

/**
 * Shift-change requests. A request is applied when it is made (the specification has no approval step): the person's
 * planned shift on that day becomes the desired one everywhere attendance and payroll read it (a one-day shift
 * assignment, member-shifts.api.ts), that day's working day is computed again when it exists, all in one
 * transaction with its audit entry. Deleting the request puts the plan back. Managers act for their own department.
 */
export function shiftChangesService(db: Db, options: { timeZone: string }) {
  const repo = payrollDataRepository(db);
  const today = () => companyToday(options.timeZone);

  /** The flag's scope for this person: `own_department` reaches only the actor's department. */
  function assertReach(
    actor: Actor,
    flag: 'shift_change.view' | 'shift_change.create' | 'shift_change.update' | 'shift_change.delete',
    departmentId: number | null,
  ) {
    const scope = scopeOf(actor.role_id, flag);
    if (scope === 'all') return;
    if (scope === 'own_department' && actor.department_id !== null && departmentId === actor.department_id) return;
    throw flag === 'shift_change.view' ? notFound() : forbidden();
  }

  async function personOf(actor: Actor, userId: number, flag: Parameters<typeof assertReach>[1]) {
    const person = await repo.person(userId);
    if (!person || person.deleted_at)
      throw new AppError(422, 'invalid_input', 'errors.invalid_input', {}, { user_id: ['validation.invalid'] });
    assertReach(actor, flag, person.department_id);
    return person;
  }

  function assertFuture(date: string, field = 'date_change') {
    if (date <= today())
      throw new AppError(
        422,
        'invalid_input',
        'errors.invalid_input',
        {},
        { [field]: ['validation.date_change_future'] },
      );
  }

  /** The working day of that date, computed again when it is stored already (a future day usually is not). */
  async function recompute(tx: Executor, userId: number, date: string) {
    const days = attendanceApi(tx, options);
    if ((await days.days([userId], date, date)).length > 0) await days.recompute([{ user_id: userId, date }]);
  }

  async function item(actor: Actor, id: number, lang: Language) {
    const reader = await readerOf(db, actor);
    const viewAll = scopeOf(actor.role_id, 'shift_change.view') === 'all';
    const { rows } = await repo.changes(
      { id },
      viewAll ? undefined : inScope(reader, 'directory', scopeColumns),
      pageOf({}),
    );
    const row = rows[0];
    if (!row) throw notFound();
    assertReach(actor, 'shift_change.view', row.department_id);
    return toItem(row, lang);
  }

  return {
    /**
     * `GET /shift_change/work_shift/check`: the person's planned shift on the date as attendance plans it (a person
     * without a shift works the standard working time of the settings: `shift_id` null).
     */
    async check(actor: Actor, userId: number, date: string, lang: Language): Promise<WorkShiftCheck> {
      await personOf(actor, userId, 'shift_change.view');
      const shift = await attendanceApi(db, options).plannedShiftOn(userId, date);
      return {
        shift_id: shift.shift_id,
        shift_name: shift.shift_id === null ? standardName(lang) : ((await repo.shift(shift.shift_id))?.name ?? ''),
        normal_checkin_time: shift.start,
        normal_checkout_time: shift.end,
      };
    },

    async list(actor: Actor, body: ShiftChangeSearchBody, lang: Language) {
      const reader = await readerOf(db, actor);
      const page = pageOf({ page: body.page, limit: PAYROLL_DATA_PAGE_SIZE });
      const own = scopeOf(actor.role_id, 'shift_change.view') === 'own_department';
      // A manager's own department is their `personal` read scope; everyone else reads within their directory scope.
      const scope = inScope(reader, own ? 'personal' : 'directory', scopeColumns);
      const { rows, total } = await repo.changes(
        {
          alias_id: body.alias_id || undefined,
          full_name: body.full_name || undefined,
          start_date: body.start_date ?? undefined,
          end_date: body.end_date ?? undefined,
        },
        scope,
        page,
      );
      return pagedResult(
        rows.map((row) => toItem(row, lang)),
        total,
        page,
      );
    },

    detail: item,

    async create(actor: Actor, body: ShiftChangeCreateBody, lang: Language) {
      assertFuture(body.date_change);
      const person = await personOf(actor, body.user_id, 'shift_change.create');
      if (!(await repo.shift(body.shift_id_change)))
        throw new AppError(
          422,
          'invalid_input',
          'errors.invalid_input',
          {},
          { shift_id_change: ['validation.invalid'] },
        );
      const id = await db.transaction(async (tx) => {
        const txRepo = payrollDataRepository(tx);
        const plans = memberShiftsApi(tx);
        if (await txRepo.changeOf(person.id, body.date_change)) throw exists();
        const current = await attendanceApi(tx, options).plannedShiftOn(person.id, body.date_change);
        if (current.shift_id !== body.shift_id)
          throw new AppError(409, 'current_shift_changed', 'errors.current_shift_changed');
        if (current.shift_id === body.shift_id_change)
          throw new AppError(422, 'same_shift', 'errors.same_shift', {}, { shift_id_change: ['errors.same_shift'] });
        if (current.source !== 'assignment' && person.department_id === null)
          throw new AppError(422, 'person_without_department', 'errors.person_without_department');
        const applied = await plans.replaceShiftOn(
          person.id,
          body.date_change,
          body.shift_id_change,
          person.department_id ?? 0,
          actor.id,
        );
        let row: Awaited<ReturnType<typeof txRepo.insertChange>>;
        try {
          row = await txRepo.insertChange({
            user_id: person.id,
            shift_id: current.shift_id,
            shift_id_change: body.shift_id_change,
            date_change: body.date_change,
            reason: body.reason?.trim() || null,
            original_source: current.source,
            member_shift_id: applied.member_shift_id,
            created_by: actor.id,
          });
        } catch (error) {
          throw uniqueViolation(error) === 'shift_changes_once' ? exists() : error;
        }
        await recompute(tx, person.id, body.date_change);
        await audit(tx, {
          actorId: actor.id,
          action: 'create',
          entity: 'shift_change',
          entityId: row.id,
          after: {
            ...body,
            source: current.source,
            member_shift_id: applied.member_shift_id,
            replaced: applied.before,
          },
        });
        return row.id;
      });
      return item(actor, id, lang);
    },

    /** `PUT /shift_change/{id}` (ours): another desired shift or reason, for a day still in the future. */
    async update(actor: Actor, id: number, body: ShiftChangeUpdateBody, lang: Language) {
      const before = await repo.changeRow(id);
      if (!before) throw notFound();
      const person = await personOf(actor, before.user_id, 'shift_change.update');
      if (before.date_change <= today()) throw new AppError(422, 'shift_change_past', 'errors.shift_change_past');
      if (!(await repo.shift(body.shift_id_change)))
        throw new AppError(
          422,
          'invalid_input',
          'errors.invalid_input',
          {},
          { shift_id_change: ['validation.invalid'] },
        );
      if (body.shift_id_change === before.shift_id)
        throw new AppError(422, 'same_shift', 'errors.same_shift', {}, { shift_id_change: ['errors.same_shift'] });
      await db.transaction(async (tx) => {
        const txRepo = payrollDataRepository(tx);
        const updated = await txRepo.updateChange(id, body.version, {
          shift_id_change: body.shift_id_change,
          reason: body.reason?.trim() || null,
        });
        if (!updated) throw (await txRepo.changeRow(id)) ? staleVersion() : notFound();
        if (updated.member_shift_id !== null)
          await memberShiftsApi(tx).setShiftOf(updated.member_shift_id, body.shift_id_change);
        await recompute(tx, person.id, before.date_change);
        await audit(tx, {
          actorId: actor.id,
          action: 'update',
          entity: 'shift_change',
          entityId: id,
          before: { shift_id_change: before.shift_id_change, reason: before.reason },
          after: { shift_id_change: body.shift_id_change, reason: body.reason ?? null },
        });
      });
      return item(actor, id, lang);
    },

    /** Withdraws a request of a future day: the day's plan is what it was before, audited. */
    async remove(actor: Actor, id: number) {
      const before = await repo.changeRow(id);
      if (!before) throw notFound();
      await personOf(actor, before.user_id, 'shift_change.delete');
      if (before.date_change <= today()) throw new AppError(422, 'shift_change_past', 'errors.shift_change_past');
      await db.transaction(async (tx) => {
        if (!(await payrollDataRepository(tx).removeChange(id))) throw notFound();
        if (before.member_shift_id !== null)
          await memberShiftsApi(tx).undoShiftChange(before.member_shift_id, before.original_source, before.shift_id);
        await recompute(tx, before.user_id, before.date_change);
        await audit(tx, { actorId: actor.id, action: 'delete', entity: 'shift_change', entityId: id, before });
      });
    },
  };
}
export type ShiftChangesService = ReturnType<typeof shiftChangesService>;
