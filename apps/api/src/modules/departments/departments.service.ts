import {
  can,
  DEPARTMENT_USERS_LIMIT,
  type DepartmentBody,
  type DepartmentItem,
  type DepartmentListQuery,
} from '@hr/contracts';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, forbidden, notFound, ruleBroken, staleVersion, uniqueViolation } from '../../lib/errors';
import { pagedResult, pageOf } from '../../lib/paging';
import type { Actor } from '../../types';
import { workingTime } from '../shifts/shifts.api';
import { type DepartmentRow, departmentsRepository } from './departments.repository';

export function toDepartmentItem(row: DepartmentRow): DepartmentItem {
  return { ...row, number_of_shifts: row.shift_ids.length };
}

const codeTaken = () =>
  ruleBroken('department_id_exists', 'errors.department_id_exists', {
    department_id: ['validation.department_code_taken'],
  });

const valuesOf = (body: DepartmentBody) => ({
  department_id: body.department_id,
  name: body.name,
  department_type_id: body.department_type_id,
});

/** Departments. Route config checks department.view/create/update/delete; lookups need only a signed-in person. */
export function departmentsService(db: Db) {
  const repo = departmentsRepository(db);

  async function detail(id: number) {
    const row = await repo.find(id);
    if (!row) throw notFound();
    return toDepartmentItem(row);
  }

  /** Type and shift groups must exist, the department ID must be free: all problems in one answer. */
  async function check(body: DepartmentBody, exceptId?: number) {
    const shiftIds = [...new Set(body.shift_ids)];
    const [typeOk, existing, taken] = await Promise.all([
      repo.typeExists(body.department_type_id),
      repo.existingShiftIds(shiftIds),
      repo.codeTaken(body.department_id, exceptId),
    ]);
    if (taken) throw codeTaken();
    const errors: Record<string, string[]> = {};
    if (!typeOk) errors.department_type_id = ['validation.department_type_unknown'];
    if (existing.length !== shiftIds.length) errors.shift_ids = ['validation.department_shifts_unknown'];
    if (Object.keys(errors).length > 0) throw ruleBroken('invalid_reference', 'errors.invalid_input', errors);
    return shiftIds;
  }

  return {
    detail,

    async list(query: DepartmentListQuery) {
      const page = pageOf(query);
      const { rows, total } = await repo.list(
        { code: query.department_id?.trim() || undefined, name: query.department_name?.trim() || undefined },
        page,
      );
      const result = pagedResult(rows.map(toDepartmentItem), total, page);
      return { ...result, total_page: result.last_page };
    },

    options: () => repo.options(),
    types: () => repo.types(),

    async shifts(id: number) {
      await detail(id);
      return (await repo.shifts(id)).map((row) => ({
        id: row.id,
        name: row.name,
        working_time: workingTime(row.checkin, row.checkout),
      }));
    },

    /** Names of people: only for those who may see the department or plan its work. */
    async users(actor: Actor, id: number, q: string | undefined) {
      if (!can(actor.role_id, 'department.view') && !can(actor.role_id, 'department.working_plan_action'))
        throw forbidden();
      await detail(id);
      return repo.activePeople(id, q?.trim() || undefined, DEPARTMENT_USERS_LIMIT);
    },

    async create(actor: Actor, body: DepartmentBody) {
      const shiftIds = await check(body);
      try {
        const id = await db.transaction(async (tx) => {
          const txRepo = departmentsRepository(tx);
          const newId = await txRepo.insert(valuesOf(body));
          await txRepo.replaceShifts(newId, shiftIds);
          await audit(tx, {
            actorId: actor.id,
            action: 'create',
            entity: 'department',
            entityId: newId,
            after: { ...valuesOf(body), shift_ids: shiftIds },
          });
          return newId;
        });
        return detail(id);
      } catch (error) {
        throw uniqueViolation(error) !== undefined ? codeTaken() : error;
      }
    },

    async update(actor: Actor, id: number, body: DepartmentBody) {
      const before = await detail(id);
      const shiftIds = await check(body, id);
      try {
        await db.transaction(async (tx) => {
          const txRepo = departmentsRepository(tx);
          if (!(await txRepo.update(id, body.version, valuesOf(body))))
            throw (await txRepo.find(id)) ? staleVersion() : notFound();
          await txRepo.replaceShifts(id, shiftIds);
          await audit(tx, {
            actorId: actor.id,
            action: 'update',
            entity: 'department',
            entityId: id,
            before,
            after: { ...valuesOf(body), shift_ids: shiftIds },
          });
        });
      } catch (error) {
        throw uniqueViolation(error) !== undefined ? codeTaken() : error;
      }
      return detail(id);
    },

    /**
     * A department with people is kept: they would be left without one. Deleted people keep their department in
     * their history, so a department they belonged to is kept too, and so is one that shift assignments or work
     * plans name (409). Groups and shift links go with it.
     */
    async remove(actor: Actor, id: number) {
      const before = await detail(id);
      await db.transaction(async (tx) => {
        const txRepo = departmentsRepository(tx);
        if (!(await txRepo.lock(id))) throw notFound();
        const people = await txRepo.people(id);
        if (people.current > 0)
          throw new AppError(409, 'department_has_users', 'errors.department_has_users', { count: people.current });
        // History keeps its department: former staff, and shift assignments and work plans (also of people who
        // moved to another department). The foreign keys refuse too, so nothing is ever lost by a cascade.
        if (people.former > 0 || (await txRepo.hasHistory(id)))
          throw new AppError(409, 'department_has_history', 'errors.department_has_history');
        await txRepo.remove(id);
        await audit(tx, { actorId: actor.id, action: 'delete', entity: 'department', entityId: id, before });
      });
    },
  };
}
export type DepartmentsService = ReturnType<typeof departmentsService>;
