import {
  departmentGroupCard,
  departmentGroupItem,
  departmentGroupMembers as membersSchema,
  ROLES,
} from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, departmentGroupMembers, departmentGroups, users } from '../../db/schema/index';
import { createTestApp, type Organisation, type Person, type TestApp } from '../../test/harness';

let t: TestApp;
let org: Organisation;
let hr: string;
let leader: string;
let manager: string;
const staff: Person[] = [];
let outsider: Person;
let deleted: Person;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  hr = (await t.tokenFor(ROLES.HR)).token;
  leader = (await t.tokenFor(ROLES.LEADER, { department_id: org.departments.production })).token;
  manager = (await t.tokenFor(ROLES.MANAGER, { department_id: org.departments.production })).token;
  for (let i = 0; i < 8; i++)
    staff.push(
      await t.createPerson({
        role_id: ROLES.EMPLOYEE,
        department_id: org.departments.production,
        first_name: 'Nguyễn',
        last_name: `Văn ${i}`,
      }),
    );
  outsider = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.ict });
  deleted = await t.createPerson({
    role_id: ROLES.EMPLOYEE,
    department_id: org.departments.production,
    deleted_at: new Date(),
  });
});
afterAll(() => t?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });

const id = (i: number) => staff[i]!.id;
const body = (over: Record<string, unknown> = {}) => ({
  group_code: 'LINE-A',
  group_name: 'Line A',
  members: [id(0), id(1)],
  group_leader: id(0),
  department_id: org.departments.production,
  ...over,
});
const groupRows = () => t.db.select().from(departmentGroups).orderBy(departmentGroups.id);
const memberRows = () => t.db.select().from(departmentGroupMembers).orderBy(departmentGroupMembers.user_id);

describe('department groups', () => {
  it('creates a group, lists it as a card and shows its members', async () => {
    const created = await call(hr, 'POST', '/api/department_group/create', body());
    expect(created.statusCode).toBe(200);
    const group = departmentGroupItem.parse(created.json().data);
    expect(group).toMatchObject({
      group_code: 'LINE-A',
      group_name: 'Line A',
      members_count: 2,
      group_leader: id(0),
      version: 1,
    });
    expect(group.members.sort()).toEqual([id(0), id(1)].sort());

    const cards = await call(leader, 'GET', `/api/department_group/department/${org.departments.production}`);
    expect(cards.statusCode).toBe(200);
    const [card] = cards.json().data;
    expect(departmentGroupCard.parse(card)).toMatchObject({
      id: group.id,
      members_count: 2,
      leader: { id: id(0), alias_id: staff[0]!.alias_id, full_name: 'Nguyễn Văn 0' },
    });

    const detail = await call(leader, 'GET', `/api/department_group/group/list_member/${group.id}`);
    const members = membersSchema.parse(detail.json().data);
    expect(members.members.map((m) => m.id)).toEqual([id(0), id(1)]);
    expect((await call(leader, 'GET', `/api/department_group/${group.id}`)).json().data.members).toHaveLength(2);
  });

  it('refuses each form rule with a localized message and stores nothing', async () => {
    const before = [await groupRows(), await memberRows()];
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ group_code: 'AB' }, 'group_code', 'vi', 'Mã nhóm tối thiểu 3 ký tự'],
      [{ group_code: 'A'.repeat(17) }, 'group_code', 'ja', 'グループコードは16文字以内で入力してください'],
      [
        { group_code: 'LINE A!' },
        'group_code',
        'vi',
        'Mã nhóm chỉ được chứa chữ cái A-Z, a-z, chữ số 0-9, dấu chấm (.), dấu gạch ngang (-) và dấu gạch dưới (_)',
      ],
      [{ group_code: '' }, 'group_code', 'vi', 'Mã nhóm chưa được nhập'],
      [{ group_name: 'Li' }, 'group_name', 'vi', 'Tên nhóm tối thiểu 3 ký tự'],
      [{ group_name: 'x'.repeat(129) }, 'group_name', 'en', 'Group name must be at most 128 characters'],
      [
        { group_name: 'Line #1' },
        'group_name',
        'ja',
        'グループ名に使えるのは文字、数字、ドット (.)、ハイフン (-)、アンダースコア (_) と語の間の半角スペース 1 つのみです',
      ],
      [{ members: [] }, 'members', 'vi', 'Nhóm phải có ít nhất 1 thành viên'],
      [{ group_leader: undefined }, 'group_leader', 'vi', 'Vui lòng chọn trưởng nhóm'],
      [{ group_leader: id(2) }, 'group_leader', 'vi', 'Trưởng nhóm không có trong danh sách thành viên'],
      [{ group_leader: id(2) }, 'group_leader', 'ja', 'グループリーダーはグループのメンバーから選択してください'],
    ];
    for (const [over, field, lang, message] of cases) {
      const response = await call(
        hr,
        'POST',
        '/api/department_group/create',
        body({ group_code: 'NEW-1', group_name: 'New one', ...over }),
        lang,
      );
      expect(response.statusCode, JSON.stringify(over)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(over)).toContain(message);
    }
    expect([await groupRows(), await memberRows()]).toEqual(before);
  });

  it('accepts Vietnamese and Japanese letters in names', async () => {
    const response = await call(
      hr,
      'POST',
      '/api/department_group/create',
      body({ group_code: 'TO_MAY.1', group_name: 'Tổ may số 1', members: [id(7)], group_leader: id(7) }),
    );
    expect(response.statusCode).toBe(200);
    expect((await call(hr, 'DELETE', `/api/department_group/${response.json().data.id}`)).statusCode).toBe(200);
  });

  it('answers group_code_exits for a duplicate code or name in the department (any case)', async () => {
    const sameCode = await call(
      hr,
      'POST',
      '/api/department_group/create',
      body({ group_code: 'line-a', group_name: 'Other', members: [id(2)], group_leader: id(2) }),
      'vi',
    );
    expect(sameCode.statusCode).toBe(422);
    expect(sameCode.json()).toMatchObject({
      code: 'group_code_exits',
      message: 'Tên nhóm hoặc mã nhóm đã tồn tại. Vui lòng nhập giá trị khác.',
    });
    expect(Object.keys(sameCode.json().errors)).toEqual(['group_code']);
    const sameName = await call(
      hr,
      'POST',
      '/api/department_group/create',
      body({ group_code: 'OTHER', group_name: 'LINE A', members: [id(2)], group_leader: id(2) }),
    );
    expect(sameName.json().code).toBe('group_code_exits');
    expect(Object.keys(sameName.json().errors)).toEqual(['group_name']);
    // The same code in another department is fine.
    const ictPerson = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.ict });
    const elsewhere = await call(
      hr,
      'POST',
      '/api/department_group/create',
      body({ department_id: org.departments.ict, members: [ictPerson.id], group_leader: ictPerson.id }),
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses people who are not active staff of the department, naming them', async () => {
    const before = await groupRows();
    const response = await call(
      hr,
      'POST',
      '/api/department_group/create',
      body({ group_code: 'B-1', group_name: 'Line B', members: [id(2), outsider.id, deleted.id], group_leader: id(2) }),
      'ja',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('group_members_not_in_department');
    expect(response.json().message).toContain(outsider.alias_id);
    expect(response.json().message).toContain(deleted.alias_id);
    expect(response.json().message).toMatch(/^この部署の在籍者ではありません/);
    expect(await groupRows()).toEqual(before);
  });

  it('moves people from another group only after confirmation, in one go', async () => {
    const lineA = (await t.db.select().from(departmentGroups).where(eq(departmentGroups.group_code, 'LINE-A')))[0]!;
    const payload = body({ group_code: 'LINE-B', group_name: 'Line B', members: [id(1), id(2)], group_leader: id(2) });
    const asked = await call(hr, 'POST', '/api/department_group/create', payload, 'vi');
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe('user_in_other_group');
    expect(asked.json().message).toBe(
      `Đã thuộc nhóm khác: Nguyễn Văn 1 (${staff[1]!.alias_id}) – Line A. Chuyển họ sang nhóm này?`,
    );
    expect((await t.db.select().from(departmentGroups).where(eq(departmentGroups.group_code, 'LINE-B'))).length).toBe(
      0,
    );

    const moved = await call(hr, 'POST', '/api/department_group/create', { ...payload, confirm_move: true });
    expect(moved.statusCode).toBe(200);
    const lineB = moved.json().data.id as number;
    const rows = await memberRows();
    expect(rows.filter((r) => r.group_id === lineA.id).map((r) => r.user_id)).toEqual([id(0)]);
    expect(
      rows
        .filter((r) => r.group_id === lineB)
        .map((r) => r.user_id)
        .sort(),
    ).toEqual([id(1), id(2)].sort());
  });

  it('never moves the leader of another group away from it', async () => {
    const response = await call(
      hr,
      'POST',
      '/api/department_group/create',
      body({
        group_code: 'LINE-C',
        group_name: 'Line C',
        members: [id(0), id(3)],
        group_leader: id(3),
        confirm_move: true,
      }),
      'en',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('group_leader_moves');
    expect(response.json().message).toContain(staff[0]!.alias_id);
  });

  it('updates with the version it started from, 409 on a stale edit, changing nothing', async () => {
    const lineA = (await t.db.select().from(departmentGroups).where(eq(departmentGroups.group_code, 'LINE-A')))[0]!;
    const first = await call(
      hr,
      'PUT',
      `/api/department_group/${lineA.id}`,
      body({ group_name: 'Line A1', members: [id(0), id(4)], version: lineA.version }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ group_name: 'Line A1', members_count: 2, version: lineA.version + 1 });
    const membersBefore = await memberRows();
    const stale = await call(
      hr,
      'PUT',
      `/api/department_group/${lineA.id}`,
      body({ group_name: 'Line A2', members: [id(0)], version: lineA.version }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    expect((await t.db.select().from(departmentGroups).where(eq(departmentGroups.id, lineA.id)))[0]?.group_name).toBe(
      'Line A1',
    );
    expect(await memberRows()).toEqual(membersBefore);
    // Keeping its own code while editing is not a duplicate.
    const again = await call(
      hr,
      'PUT',
      `/api/department_group/${lineA.id}`,
      body({ group_name: 'Line A1', members: [id(0), id(4)], version: lineA.version + 1 }),
    );
    expect(again.statusCode).toBe(200);
    const moveDepartment = await call(
      hr,
      'PUT',
      `/api/department_group/${lineA.id}`,
      body({ department_id: org.departments.ict, group_name: 'Line A1', members: [id(0)], version: lineA.version + 2 }),
    );
    expect(moveDepartment.statusCode).toBe(422);
  });

  it('answers 404 for unknown groups and departments', async () => {
    expect((await call(hr, 'GET', '/api/department_group/999999')).statusCode).toBe(404);
    expect((await call(hr, 'GET', '/api/department_group/group/list_member/999999')).statusCode).toBe(404);
    expect((await call(hr, 'PUT', '/api/department_group/999999', body({ version: 1 }))).statusCode).toBe(404);
    expect((await call(hr, 'DELETE', '/api/department_group/999999')).statusCode).toBe(404);
    expect((await call(hr, 'GET', '/api/department_group/department/999999')).statusCode).toBe(404);
  });

  it('deletes a group, keeping its people, with an audit entry', async () => {
    const lineB = (await t.db.select().from(departmentGroups).where(eq(departmentGroups.group_code, 'LINE-B')))[0]!;
    expect((await call(hr, 'DELETE', `/api/department_group/${lineB.id}`)).statusCode).toBe(200);
    expect(
      await t.db.select().from(departmentGroupMembers).where(eq(departmentGroupMembers.group_id, lineB.id)),
    ).toEqual([]);
    expect(
      (
        await t.db
          .select()
          .from(users)
          .where(eq(users.id, id(2)))
      ).length,
    ).toBe(1);
    const entries = await t.db.select().from(auditLogs).where(eq(auditLogs.entity, 'department_group'));
    expect(entries.filter((e) => e.entity_id === lineB.id).map((e) => e.action)).toEqual(['create', 'delete']);
  });

  it('lets leaders and managers read groups but not change them', async () => {
    expect(
      (await call(leader, 'POST', '/api/department_group/create', body({ group_code: 'X-1', group_name: 'Xone' })))
        .statusCode,
    ).toBe(403);
    expect((await call(manager, 'DELETE', '/api/department_group/1')).statusCode).toBe(403);
    expect(
      (await call(manager, 'GET', `/api/department_group/department/${org.departments.production}`)).statusCode,
    ).toBe(200);
  });
});
