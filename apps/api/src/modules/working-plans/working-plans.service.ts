import {
  companyToday,
  scopeOf,
  toIsoDate,
  type WorkingPlanBody,
  type WorkingPlanItem,
  type WorkingPlanListQuery,
} from '@hr/contracts';
import type { Db, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, forbidden, notFound, ruleBroken, staleVersion } from '../../lib/errors';
import { pagedResult, pageOf } from '../../lib/paging';
import type { Actor } from '../../types';
import { departmentsApi } from '../departments/departments.api';
import type { Jobs } from '../../lib/jobs/index';
import { sendPlansMoved, workingTime } from '../shifts/shifts.api';
import { type PlanPerson, type PlanRow, workingPlansRepository } from './working-plans.repository';

function toPlanItem(row: PlanRow, people: PlanPerson[], today: string): WorkingPlanItem {
  const planned = people
    .filter((person) => person.plan_id === row.id)
    .map(({ id, staff_id, name }) => ({ id, staff_id, name }));
  return {
    id: row.id,
    date: row.date,
    shift_id: row.shift_id,
    shift_info: { id: row.shift_id, name: row.shift_name, working_time: workingTime(row.checkin, row.checkout) },
    user_ids: planned.map((person) => person.id),
    users: planned,
    number_of_users: planned.length,
    // A plan whose date has passed is history: what was planned stays as it was (docs/spec-decisions.md).
    can_edit: row.date >= today,
    version: row.version,
  };
}

type Repo = ReturnType<typeof workingPlansRepository>;
type DepartmentsRepo = ReturnType<typeof departmentsApi>;

const historyError = () => new AppError(422, 'plan_is_history', 'errors.plan_is_history');
/** A broken rule of one field: the message says what is wrong and the field shows it too. */
const planInvalid = (code: string, field: string, key: string) => ruleBroken(code, key, { [field]: [key] });

/**
 * Department work plans. Reading needs department.view (route config); writing needs working_plan_action, which
 * managers and sub managers hold only for their own department.
 */
export function workingPlansService(db: Db, options: { timeZone: string; jobs: Jobs; today?: () => string }) {
  const repo = workingPlansRepository(db);
  const departments = departmentsApi(db);
  const today = options.today ?? (() => companyToday(options.timeZone));

  /** The stored working days of a plan's people (before and after) follow it (attendance, in a job sent in `tx`). */
  const daysMoved = (tx: Executor, actor: Actor, userIds: number[], date: string) =>
    sendPlansMoved(options.jobs, tx, { actor, userIds, date, today: today() });

  /** The department must exist (404) and be within the actor's scope (403). */
  async function mayPlan(actor: Actor, departmentId: number) {
    if (!(await departments.exists(departmentId))) throw notFound();
    const scope = scopeOf(actor.role_id, 'department.working_plan_action');
    if (!scope || (scope === 'own_department' && actor.department_id !== departmentId)) throw forbidden();
  }

  async function item(departmentId: number, planId: number) {
    const row = await repo.find(departmentId, planId);
    if (!row) throw notFound();
    return toPlanItem(row, await repo.people([row.id]), today());
  }

  /** Every rule of the plan form beyond its shape, checked inside the transaction that writes. */
  async function check(
    txRepo: Repo,
    txDepartments: DepartmentsRepo,
    departmentId: number,
    body: WorkingPlanBody,
    exceptId?: number,
  ) {
    const values = { date: toIsoDate(body.date), shift_id: body.shift_id };
    const userIds = [...new Set(body.user_ids)];
    if (values.date < today()) throw planInvalid('plan_date_past', 'date', 'validation.plan_date_past');
    if (!(await txRepo.shiftInDepartment(departmentId, values.shift_id)))
      throw planInvalid('plan_shift_not_in_department', 'shift_id', 'validation.plan_shift_not_in_department');
    const members = new Set(await txDepartments.activeMemberIds(departmentId, userIds));
    const outsiders = userIds.filter((id) => !members.has(id));
    if (outsiders.length > 0) {
      throw new AppError(
        422,
        'plan_users_not_in_department',
        'errors.plan_users_not_in_department',
        { count: outsiders.length },
        {
          user_ids: ['validation.plan_users_not_in_department'],
        },
      );
    }
    if (await txRepo.duplicate(departmentId, values, exceptId))
      throw planInvalid('plan_exists', 'date', 'validation.plan_exists');
    const busy = await txRepo.busy(values.date, userIds, exceptId);
    if (busy.length > 0) {
      throw new AppError(
        422,
        'plan_users_busy',
        'errors.plan_users_busy',
        { names: busy.map((person) => person.name).join(', ') },
        { user_ids: ['validation.plan_users_busy'] },
      );
    }
    return { values, userIds };
  }

  /** Runs `work` with the department row locked, so two planners of one department are checked one after the other. */
  const locked = <T>(
    departmentId: number,
    work: (tx: { repo: Repo; departments: DepartmentsRepo }, raw: Executor) => Promise<T>,
  ) =>
    db.transaction(async (tx) => {
      const txDepartments = departmentsApi(tx);
      if (!(await txDepartments.lock(departmentId))) throw notFound();
      return work({ repo: workingPlansRepository(tx), departments: txDepartments }, tx);
    });

  return {
    async list(departmentId: number, query: WorkingPlanListQuery) {
      if (!(await departments.exists(departmentId))) throw notFound();
      const page = pageOf(query);
      const range = {
        from: query.from ? toIsoDate(query.from) : undefined,
        to: query.to ? toIsoDate(query.to) : undefined,
      };
      const { rows, total } = await repo.list(departmentId, range, page);
      const people = await repo.people(rows.map((row) => row.id));
      const now = today();
      return pagedResult(
        rows.map((row) => toPlanItem(row, people, now)),
        total,
        page,
      );
    },

    async create(actor: Actor, departmentId: number, body: WorkingPlanBody) {
      await mayPlan(actor, departmentId);
      const planId = await locked(departmentId, async (tx, raw) => {
        const { values, userIds } = await check(tx.repo, tx.departments, departmentId, body);
        const id = await tx.repo.insert(departmentId, values, actor.id);
        await tx.repo.replacePeople(id, userIds);
        await audit(raw, {
          actorId: actor.id,
          action: 'create',
          entity: 'department_working_plan',
          entityId: id,
          after: { department_id: departmentId, ...values, user_ids: userIds },
        });
        await daysMoved(raw, actor, userIds, values.date);
        return id;
      });
      return item(departmentId, planId);
    },

    async update(actor: Actor, departmentId: number, planId: number, body: WorkingPlanBody) {
      await mayPlan(actor, departmentId);
      await locked(departmentId, async (tx, raw) => {
        const before = await tx.repo.find(departmentId, planId);
        if (!before) throw notFound();
        if (before.date < today()) throw historyError();
        const { values, userIds } = await check(tx.repo, tx.departments, departmentId, body, planId);
        const planned = await tx.repo.people([planId]);
        if (!(await tx.repo.update(planId, body.version, values))) throw staleVersion();
        await tx.repo.replacePeople(planId, userIds);
        await audit(raw, {
          actorId: actor.id,
          action: 'update',
          entity: 'department_working_plan',
          entityId: planId,
          before: toPlanItem(before, planned, today()),
          after: { ...values, user_ids: userIds },
        });
        const moved = [...userIds, ...planned.map((person) => person.id)];
        await daysMoved(raw, actor, moved, values.date < before.date ? values.date : before.date);
      });
      return item(departmentId, planId);
    },

    async remove(actor: Actor, departmentId: number, planId: number) {
      await mayPlan(actor, departmentId);
      await locked(departmentId, async (tx, raw) => {
        const before = await tx.repo.find(departmentId, planId);
        if (!before) throw notFound();
        if (before.date < today()) throw historyError();
        const people = await tx.repo.people([planId]);
        await tx.repo.remove(planId);
        await audit(raw, {
          actorId: actor.id,
          action: 'delete',
          entity: 'department_working_plan',
          entityId: planId,
          before: toPlanItem(before, people, today()),
        });
        await daysMoved(
          raw,
          actor,
          people.map((person) => person.id),
          before.date,
        );
      });
    },
  };
}
export type WorkingPlansService = ReturnType<typeof workingPlansService>;
