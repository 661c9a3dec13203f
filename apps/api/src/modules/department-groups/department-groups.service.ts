import type { DepartmentGroupBody, DepartmentGroupCard, GroupPerson } from '@hr/contracts';
import type { Db, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound, staleVersion, uniqueViolation } from '../../lib/errors';
import type { Actor } from '../../types';
import { departmentGroupsRepository, type GroupRow, type PersonRow } from './department-groups.repository';

const label = (p: PersonRow) => `${p.full_name} (${p.alias_id})`;
const names = (people: PersonRow[]) => people.map(label).join(', ');

const codeExists = (fields: ('group_code' | 'group_name')[]) =>
  new AppError(
    422,
    'group_code_exits',
    'errors.group_code_exits',
    {},
    Object.fromEntries(fields.map((f) => [f, ['errors.group_code_exits']])),
  );

function toCard(group: GroupRow, leader: PersonRow | undefined | null, membersCount: number): DepartmentGroupCard {
  return {
    id: group.id,
    department_id: group.department_id,
    group_code: group.group_code,
    group_name: group.group_name,
    group_leader: group.group_leader,
    leader: leader ? { id: leader.id, alias_id: leader.alias_id, full_name: leader.full_name } : null,
    members_count: membersCount,
    version: group.version,
  };
}

/**
 * Department groups. Reading needs department.view and changing department.update (checked by the routes; both
 * hold for every department). The rules: members are active staff of the group's department, the leader is one of
 * them, code and name are unique in the department, and a person already in another group moves only on
 * `confirm_move` (a leader of another group never moves: that group would be left without its leader).
 */
export function departmentGroupsService(db: Db) {
  const repo = departmentGroupsRepository(db);

  async function detail(id: number) {
    const group = await repo.find(id);
    if (!group) throw notFound();
    const [members, leader] = await Promise.all([
      repo.members(id),
      group.group_leader ? repo.person(group.group_leader) : undefined,
    ]);
    return { group, members, leader };
  }

  /** Every rule that needs the database; runs inside the save's transaction, with the people's rows locked. */
  async function checkRules(tx: Executor, body: DepartmentGroupBody, members: number[], exceptId?: number) {
    const txRepo = departmentGroupsRepository(tx);
    const staff = await txRepo.lockActiveStaff(body.department_id, members);
    if (staff.length !== members.length) {
      const found = new Set(staff.map((p) => p.id));
      const missing = members.filter((id) => !found.has(id));
      const people = await txRepo.peopleByIds(missing);
      const text = [...people.map(label), ...missing.filter((id) => !people.some((p) => p.id === id)).map(String)].join(
        ', ',
      );
      throw new AppError(422, 'group_members_not_in_department', 'errors.group_members_not_in_department', {
        names: text,
      });
    }
    const duplicates = await txRepo.duplicates(body.department_id, body.group_code, body.group_name, exceptId);
    if (duplicates.length > 0) {
      const fields = new Set<'group_code' | 'group_name'>();
      for (const d of duplicates) {
        if (d.group_code.toLowerCase() === body.group_code.toLowerCase()) fields.add('group_code');
        if (d.group_name.toLowerCase() === body.group_name.toLowerCase()) fields.add('group_name');
      }
      throw codeExists([...fields]);
    }
    const elsewhere = await txRepo.otherGroups(members, exceptId);
    const leaders = elsewhere.filter((p) => p.group_leader === p.id);
    if (leaders.length > 0)
      throw new AppError(422, 'group_leader_moves', 'errors.group_leader_moves', { names: names(leaders) });
    if (elsewhere.length > 0 && body.confirm_move !== true) {
      const text = elsewhere.map((p) => `${label(p)} – ${p.group_name}`).join(', ');
      throw new AppError(409, 'user_in_other_group', 'errors.user_in_other_group', { names: text });
    }
    return elsewhere;
  }

  /** Saves the group and its members in one transaction; a unique index tripped by a race reads like the check. */
  async function save(actor: Actor, body: DepartmentGroupBody, existing?: GroupRow) {
    const members = [...new Set(body.members)];
    const values = {
      department_id: body.department_id,
      group_code: body.group_code,
      group_name: body.group_name,
      group_leader: body.group_leader,
    };
    try {
      return await db.transaction(async (tx) => {
        const moved = await checkRules(tx, body, members, existing?.id);
        const txRepo = departmentGroupsRepository(tx);
        const before = existing
          ? { ...existing, members: (await txRepo.members(existing.id)).map((p) => p.id) }
          : undefined;
        const row = existing ? await txRepo.update(existing.id, body.version, values) : await txRepo.insert(values);
        if (!row) throw staleVersion();
        await txRepo.setMembers(row.id, members);
        await audit(tx, {
          actorId: actor.id,
          action: existing ? 'update' : 'create',
          entity: 'department_group',
          entityId: row.id,
          before,
          after: { ...values, members, moved_from: moved.map((p) => ({ user_id: p.id, group_id: p.group_id })) },
        });
        return row;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      if (constraint.includes('code')) throw codeExists(['group_code']);
      if (constraint.includes('name')) throw codeExists(['group_name']);
      throw staleVersion();
    }
  }

  async function get(id: number) {
    const { group, members, leader } = await detail(id);
    return { ...toCard(group, leader, members.length), members: members.map((p) => p.id) };
  }

  return {
    get,

    async listByDepartment(departmentId: number): Promise<DepartmentGroupCard[]> {
      if (!(await repo.departmentExists(departmentId))) throw notFound();
      const rows = await repo.listByDepartment(departmentId);
      return rows.map(({ group, leader, members_count }) =>
        toCard(group, leader?.id && !leader.deleted_at ? leader : null, members_count),
      );
    },

    async withMembers(id: number) {
      const { group, members, leader } = await detail(id);
      return { ...toCard(group, leader, members.length), members: members as GroupPerson[] };
    },

    async create(actor: Actor, body: DepartmentGroupBody) {
      if (!(await repo.departmentExists(body.department_id))) {
        throw new AppError(422, 'invalid_input', 'errors.invalid_input', {}, { department_id: ['validation.invalid'] });
      }
      const row = await save(actor, body);
      return get(row.id);
    },

    async update(actor: Actor, id: number, body: DepartmentGroupBody) {
      const existing = await repo.find(id);
      if (!existing) throw notFound();
      // A group stays in its department: the department field of the form only says where the people come from.
      if (body.department_id !== existing.department_id) {
        throw new AppError(422, 'invalid_input', 'errors.invalid_input', {}, { department_id: ['validation.invalid'] });
      }
      if (body.version !== undefined && body.version !== existing.version) throw staleVersion();
      await save(actor, body, existing);
      return get(id);
    },

    async remove(actor: Actor, id: number) {
      const { group, members } = await detail(id);
      await db.transaction(async (tx) => {
        await departmentGroupsRepository(tx).remove(id);
        await audit(tx, {
          actorId: actor.id,
          action: 'delete',
          entity: 'department_group',
          entityId: id,
          before: { ...group, members: members.map((p) => p.id) },
        });
      });
    },
  };
}
export type DepartmentGroupsService = ReturnType<typeof departmentGroupsService>;
