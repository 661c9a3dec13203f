import {
  companyToday,
  type MemberGroupMember,
  type MemberGroupMemberQuery,
  type MemberShiftCreateBody,
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
import { audit } from '../../lib/audit';
import { AppError, forbidden, notFound, staleVersion } from '../../lib/errors';
import type { Actor } from '../../types';
import { displayDate } from './display-date';
import { type Executor, type MemberShiftRecord, memberShiftsRepository } from './member-shifts.repository';

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

/**
 * Shift assignment. Reading needs department.view; changing needs department.working_plan_action, which managers
 * and sub managers hold for their own department only (checked here, per department). A person never has two
 * assignments sharing a day; an assignment can be edited only while it has not started (company time zone).
 */
export function memberShiftsService(db: Db, config: Pick<Config, 'COMPANY_TIME_ZONE'>) {
  const repo = memberShiftsRepository(db);
  const today = () => companyToday(config.COMPANY_TIME_ZONE);

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
      throw new AppError(422, 'member_shift_overlap', 'errors.member_shift_overlap', {
        names: names(clashes),
        start: displayDate(start),
        end: displayDate(end),
      });
    }
  }

  async function findOwned(userId: number, id: number) {
    const row = await repo.find(id);
    if (!row || row.user_id !== userId) throw notFound();
    return row;
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
      if (!(await repo.departmentExists(departmentId))) throw notFound();
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
        await assertNoOverlap(tx, ids, body.start_date, body.end_date);
        const inserted = await txRepo.insertMany(
          ids.map((user_id) => ({
            user_id,
            department_id: departmentId,
            shift_id: body.shift_id,
            start_date: body.start_date,
            end_date: body.end_date,
            created_by: actor.id,
          })),
        );
        await audit(tx, {
          actorId: actor.id,
          action: 'create',
          entity: 'member_shift',
          entityId: null,
          after: { ...body, department_id: departmentId, ids: inserted.map((r) => r.id) },
        });
        return inserted;
      });
      return rows.map(toItem);
    },

    async update(actor: Actor, userId: number, id: number, body: MemberShiftUpdateBody): Promise<MemberShiftItem> {
      const existing = await findOwned(userId, id);
      assertScope(actor, existing.department_id);
      if (body.version !== undefined && body.version !== existing.version) throw staleVersion();
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
        await txRepo.lockPeople([userId]);
        await assertShiftOfDepartment(tx, existing.department_id, body.shift_id);
        await assertNoOverlap(tx, [userId], body.start_date, body.end_date, id);
        const updated = await txRepo.update(id, body.version ?? existing.version, {
          shift_id: body.shift_id,
          start_date: body.start_date,
          end_date: body.end_date,
        });
        if (!updated) throw staleVersion();
        await audit(tx, {
          actorId: actor.id,
          action: 'update',
          entity: 'member_shift',
          entityId: id,
          before: toItem(existing),
          after: toItem(updated),
        });
        return updated;
      });
      return toItem(row);
    },

    async remove(actor: Actor, userId: number, id: number) {
      const existing = await findOwned(userId, id);
      assertScope(actor, existing.department_id);
      await db.transaction(async (tx) => {
        if (!(await memberShiftsRepository(tx).remove(id))) throw notFound();
        await audit(tx, {
          actorId: actor.id,
          action: 'delete',
          entity: 'member_shift',
          entityId: id,
          before: toItem(existing),
        });
      });
    },
  };
}
export type MemberShiftsService = ReturnType<typeof memberShiftsService>;
