import {
  addDays,
  companyToday,
  type MemberGroupMember,
  type MemberGroupMemberQuery,
  type MemberShiftCreateBody,
  type MemberShiftDeleteQuery,
  type MemberShiftItem,
  type MemberShiftListQuery,
  type MemberShiftPage,
  MEMBER_PICKER_LIMIT,
  MEMBER_SHIFT_PAGE_SIZE,
  type MemberShiftUpdateBody,
  scopeOf,
} from '@hr/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { audit, auditMany } from '../../lib/audit';
import { AppError, forbidden, notFound, staleVersion } from '../../lib/errors';
import type { Actor } from '../../types';
import type { Jobs } from '../../lib/jobs/index';
import { settingsRules } from '../settings/settings.api';
import { sendPlansMoved } from '../shifts/shifts.api';
import { displayDate } from './display-date';
import type { Executor } from '../../db/client';
import { type MemberShiftRecord, memberShiftsRepository } from './member-shifts.repository';

const toItem = (row: MemberShiftRecord): MemberShiftItem => ({
  id: row.id,
  user_id: row.user_id,
  department_id: row.department_id,
  shift_id: row.shift_id,
  start_date: row.start_date,
  end_date: row.end_date,
  version: row.version,
});

const names = (people: { full_name: string; alias_id: string }[]) =>
  [...new Map(people.map((p) => [p.alias_id, `${p.full_name} (${p.alias_id})`])).values()].join(', ');

const trimmed = (value: string | undefined) => value?.trim() || undefined;

/** The database's exclusion constraint `member_shifts_no_overlap` (the last word when two requests race). */
const isOverlapViolation = (error: unknown) => {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return (e.cause ?? e).code === '23P01';
};

/**
 * Shift assignment. Reading needs department.view; changing needs department.working_plan_action, which managers
 * and sub managers hold for their own department only (checked here, per department). A person never has two
 * assignments sharing a day; an assignment can be edited only while it has not started (company time zone).
 */
export function memberShiftsService(db: Db, config: Pick<Config, 'COMPANY_TIME_ZONE'>, jobs: Jobs) {
  const repo = memberShiftsRepository(db);
  const today = () => companyToday(config.COMPANY_TIME_ZONE);

  /** The stored working days of these people from `date` on follow the change (attendance, in a job sent in `tx`). */
  const daysMoved = (tx: Executor, actor: Actor, userIds: number[], date: string) =>
    sendPlansMoved(jobs, tx, { actor, userIds, date, today: today() });

  function assertScope(actor: Actor, departmentId: number) {
    const scope = scopeOf(actor.role_id, 'department.working_plan_action');
    if (scope === undefined || (scope === 'own_department' && actor.department_id !== departmentId)) throw forbidden();
  }

  async function assertShiftOfDepartment(tx: Executor, departmentId: number, shiftId: number) {
    if (!(await memberShiftsRepository(tx).shiftOfDepartment(departmentId, shiftId))) {
      throw new AppError(
        422,
        'member_shift_not_in_department',
        'errors.member_shift_not_in_department',
        {},
        { shift_id: ['errors.member_shift_not_in_department'] },
      );
    }
  }

  async function assertNoOverlap(tx: Executor, ids: number[], start: string, end: string, exceptId?: number) {
    const clashes = await memberShiftsRepository(tx).overlaps(ids, start, end, exceptId);
    if (clashes.length > 0) {
      throw new AppError(422, 'has_conflict_time_shift', 'errors.member_shift_overlap', {
        names: names(clashes),
        start: displayDate(start),
        end: displayDate(end),
      });
    }
  }

  /** Runs a write; the exclusion constraint refusing it becomes the same 422 as the check before it. */
  async function overlapGuard<T>(
    write: () => Promise<T>,
    people: { full_name: string; alias_id: string }[],
    start: string,
    end: string,
  ): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isOverlapViolation(error)) throw error;
      throw new AppError(422, 'has_conflict_time_shift', 'errors.member_shift_overlap', {
        names: names(people),
        start: displayDate(start),
        end: displayDate(end),
      });
    }
  }

  async function findById(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * The assignment that `/member_group/member_shift/{userId}/{shiftId}` means: the person's only assignment of that
   * shift group, or, when they have several, the only one sharing a day with the given dates. Anything else is
   * refused: 404 when there is none, 422 `member_shift_ambiguous` (listing the periods) when the dates do not pick one.
   */
  async function findByPersonAndShift(
    userId: number,
    shiftId: number,
    dates: { start_date?: string; end_date?: string },
  ) {
    const candidates = await repo.ofUserAndShift(userId, shiftId);
    if (candidates.length === 0) throw notFound();
    if (candidates.length === 1) return candidates[0]!;
    const start = dates.start_date ?? dates.end_date;
    const end = dates.end_date ?? dates.start_date;
    const hits = start && end ? candidates.filter((row) => row.start_date <= end && row.end_date >= start) : candidates;
    if (hits.length === 1) return hits[0]!;
    throw new AppError(422, 'member_shift_ambiguous', 'errors.member_shift_ambiguous', {
      count: candidates.length,
      periods: (hits.length > 0 ? hits : candidates)
        .map((row) => `${displayDate(row.start_date)} - ${displayDate(row.end_date)}`)
        .join(', '),
    });
  }

  async function update(actor: Actor, existing: MemberShiftRecord, body: MemberShiftUpdateBody) {
    const id = existing.id;
    const userId = existing.user_id;
    assertScope(actor, existing.department_id);
    if (body.version !== existing.version) throw staleVersion();
    const now = today();
    if (existing.start_date <= now) throw new AppError(422, 'member_shift_started', 'errors.member_shift_started');
    if (body.start_date <= now) {
      throw new AppError(
        422,
        'invalid_input',
        'errors.invalid_input',
        {},
        { start_date: ['validation.member_shift_start_future'] },
      );
    }
    const row = await db.transaction(async (tx) => {
      const txRepo = memberShiftsRepository(tx);
      const person = await txRepo.lockPeople([userId]);
      await assertShiftOfDepartment(tx, existing.department_id, body.shift_id);
      await assertOpen(tx, existing.start_date, existing.end_date);
      await assertOpen(tx, body.start_date, body.end_date);
      await assertNoOverlap(tx, [userId], body.start_date, body.end_date, id);
      const updated = await overlapGuard(
        () =>
          txRepo.update(id, body.version, {
            shift_id: body.shift_id,
            start_date: body.start_date,
            end_date: body.end_date,
          }),
        person,
        body.start_date,
        body.end_date,
      );
      if (!updated) throw staleVersion();
      await audit(tx, {
        actorId: actor.id,
        action: 'update',
        entity: 'member_shift',
        entityId: id,
        before: toItem(existing),
        after: toItem(updated),
      });
      await daysMoved(
        tx,
        actor,
        [userId],
        existing.start_date < body.start_date ? existing.start_date : body.start_date,
      );
      return updated;
    });
    return toItem(row);
  }

  /**
   * An assignment plans the working days of its dates: refused when one of them is in a payroll-locked month (that
   * month's days were paid as they were planned).
   */
  const assertOpen = (tx: Executor, start: string, end: string) =>
    settingsRules(tx).assertSpanOpen(start, addDays(end, 1));

  async function remove(actor: Actor, existing: MemberShiftRecord) {
    const id = existing.id;
    assertScope(actor, existing.department_id);
    await db.transaction(async (tx) => {
      await assertOpen(tx, existing.start_date, existing.end_date);
      if (!(await memberShiftsRepository(tx).remove(id))) throw notFound();
      await audit(tx, {
        actorId: actor.id,
        action: 'delete',
        entity: 'member_shift',
        entityId: id,
        before: toItem(existing),
      });
      await daysMoved(tx, actor, [existing.user_id], existing.start_date);
    });
  }

  return {
    async members(departmentId: number, query: MemberGroupMemberQuery): Promise<MemberGroupMember[]> {
      if (!(await repo.departmentExists(departmentId))) throw notFound();
      const rows = await repo.people(
        departmentId,
        { alias_id: trimmed(query.alias_id), full_name: trimmed(query.full_name), group_id: query.group_id },
        trimmed(query.key_word),
        MEMBER_PICKER_LIMIT,
      );
      return rows.map((row) => ({ ...row, user_id: row.id }));
    },

    async list(departmentId: number, query: MemberShiftListQuery): Promise<MemberShiftPage> {
      const page = query.page ?? 1;
      const limit = query.limit ?? MEMBER_SHIFT_PAGE_SIZE;
      const filter = {
        alias_id: trimmed(query.alias_id),
        full_name: trimmed(query.full_name),
        group_id: query.group_id,
        shift_id: query.shift_id,
        start_date: query.start_date,
        end_date: query.end_date,
      };
      const { rows, total } = await repo.assignments(departmentId, filter, { page, limit, offset: (page - 1) * limit });
      // An unknown department has no people: asked only then, not on every read of a list that has rows.
      if (total === 0 && !(await repo.departmentExists(departmentId))) throw notFound();
      const now = today();
      return {
        data: rows.map((row) => ({
          ...row,
          status: row.id === null ? 'waiting' : 'assigned',
          can_edit: row.id !== null && row.shift_id !== null && row.start_date !== null && row.start_date > now,
        })),
        total,
        current_page: page,
        per_page: limit,
        last_page: Math.max(1, Math.ceil(total / limit)),
      };
    },

    /** All or nothing: every person gets the assignment, or nobody does. */
    async create(actor: Actor, body: MemberShiftCreateBody): Promise<MemberShiftItem[]> {
      const ids = [...new Set(body.user_ids)];
      const rows = await db.transaction(async (tx) => {
        const txRepo = memberShiftsRepository(tx);
        const people = await txRepo.lockPeople(ids);
        const departmentId = body.department_id ?? people[0]?.department_id ?? null;
        if (departmentId !== null) assertScope(actor, departmentId);
        const found = new Set(
          people.filter((p) => p.department_id === departmentId && p.is_active && !p.deleted_at).map((p) => p.id),
        );
        const strangers = ids.filter((id) => !found.has(id));
        if (departmentId === null || strangers.length > 0) {
          const known = people.filter((p) => strangers.includes(p.id));
          const text = [names(known), ...strangers.filter((id) => !known.some((p) => p.id === id)).map(String)]
            .filter(Boolean)
            .join(', ');
          throw new AppError(
            422,
            'member_shift_users_not_in_department',
            'errors.member_shift_users_not_in_department',
            { names: text },
          );
        }
        await assertShiftOfDepartment(tx, departmentId, body.shift_id);
        await assertOpen(tx, body.start_date, body.end_date);
        await assertNoOverlap(tx, ids, body.start_date, body.end_date);
        const inserted = await overlapGuard(
          () =>
            txRepo.insertMany(
              ids.map((user_id) => ({
                user_id,
                department_id: departmentId,
                shift_id: body.shift_id,
                start_date: body.start_date,
                end_date: body.end_date,
                created_by: actor.id,
              })),
            ),
          people,
          body.start_date,
          body.end_date,
        );
        // One entry per assignment, so that the audit look-up by entity and id finds its creation.
        await auditMany(
          tx,
          inserted.map((row) => ({
            actorId: actor.id,
            action: 'create',
            entity: 'member_shift',
            entityId: row.id,
            after: toItem(row),
          })),
        );
        await daysMoved(tx, actor, ids, body.start_date);
        return inserted;
      });
      return rows.map(toItem);
    },

    /** `PUT /member_group/member_shift/{userId}/{shiftId}`: the assignment is found from the body's dates. */
    async updateByPersonAndShift(actor: Actor, userId: number, shiftId: number, body: MemberShiftUpdateBody) {
      return update(actor, await findByPersonAndShift(userId, shiftId, body), body);
    },

    /** `DELETE /member_group/member_shift/{userId}/{shiftId}`: the assignment is found from the query's dates. */
    async removeByPersonAndShift(actor: Actor, userId: number, shiftId: number, dates: MemberShiftDeleteQuery) {
      await remove(actor, await findByPersonAndShift(userId, shiftId, dates));
    },

    /** `PUT /member_group/member_shift/assignment/{id}`. */
    async updateAssignment(actor: Actor, id: number, body: MemberShiftUpdateBody) {
      return update(actor, await findById(id), body);
    },

    /** `DELETE /member_group/member_shift/assignment/{id}`. */
    async removeAssignment(actor: Actor, id: number) {
      await remove(actor, await findById(id));
    },
  };
}
export type MemberShiftsService = ReturnType<typeof memberShiftsService>;
