import {
  type DepartmentGroupBody,
  departmentGroupCard,
  departmentGroupItem,
  departmentGroupMembers as membersSchema,
  ROLES,
} from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentGroupMembers, departmentGroups, users } from '../../db/schema/index';
import { departmentGroupBody } from '../../test/factories/department-group';
import { createTestApp, type Organisation, type Person, type TestApp } from '../../test/harness';

let t: TestApp;
let org: Organisation;
const staff: Person[] = [];
let outsider: Person;
let deleted: Person;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  await t.setPerson(ROLES.HR, {});
  await t.setPerson(ROLES.LEADER, { department_id: org.departments.production });
  await t.setPerson(ROLES.MANAGER, { department_id: org.departments.production });
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

const hr = () => t.as(ROLES.HR);
const leader = () => t.as(ROLES.LEADER);
const manager = () => t.as(ROLES.MANAGER);

const id = (i: number) => staff[i]!.id;
/** Line A of production (people 0 and 1, led by 0) unless told otherwise. */
const body = (over: Partial<DepartmentGroupBody> = {}) =>
  departmentGroupBody(
    { department_id: org.departments.production, members: [id(0), id(1)] },
    { group_code: 'LINE-A', group_name: 'Line A', group_leader: id(0), ...over },
  );
const CREATE = '/api/department_group/create';
type Created = { id: number; members: number[] };
const groupRows = () => t.db.select().from(departmentGroups).orderBy(departmentGroups.id);
const memberRows = () => t.db.select().from(departmentGroupMembers).orderBy(departmentGroupMembers.user_id);
const groupByCode = async (code: string) =>
  (await t.db.select().from(departmentGroups).where(eq(departmentGroups.group_code, code)))[0]!;

describe('department groups', () => {
  it('creates a group, lists it as a card and shows its members', async () => {
    const created = await hr().post(CREATE, body());
    const group = departmentGroupItem.parse(created.ok());
    expect(group).toMatchObject({
      group_code: 'LINE-A',
      group_name: 'Line A',
      members_count: 2,
      group_leader: id(0),
      version: 1,
    });
    expect(group.members.sort()).toEqual([id(0), id(1)].sort());

    const cards = await leader().get<unknown[]>(`/api/department_group/department/${org.departments.production}`);
    const [card] = cards.ok();
    expect(departmentGroupCard.parse(card)).toMatchObject({
      id: group.id,
      members_count: 2,
      leader: { id: id(0), alias_id: staff[0]!.alias_id, full_name: 'Nguyễn Văn 0' },
    });

    const detail = await leader().get(`/api/department_group/group/list_member/${group.id}`);
    const members = membersSchema.parse(detail.data);
    expect(members.members.map((m) => m.id)).toEqual([id(0), id(1)]);
    expect((await leader().get<Created>(`/api/department_group/${group.id}`)).data.members).toHaveLength(2);
  });

  it('refuses each form rule with a localized message and stores nothing', async () => {
    const before = [await groupRows(), await memberRows()];
    const cases: [Partial<DepartmentGroupBody>, string, 'en' | 'ja' | 'vi', string][] = [
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
      const response = await hr()
        .in(lang)
        .post(CREATE, body({ group_code: 'NEW-1', group_name: 'New one', ...over }));
      expect(response.status, JSON.stringify(over)).toBe(400);
      expect(response.errors[field], JSON.stringify(over)).toContain(message);
    }
    expect([await groupRows(), await memberRows()]).toEqual(before);
  });

  it('accepts Vietnamese and Japanese letters in names', async () => {
    const response = await hr().post<Created>(
      CREATE,
      body({ group_code: 'TO_MAY.1', group_name: 'Tổ may số 1', members: [id(7)], group_leader: id(7) }),
    );
    (await hr().delete(`/api/department_group/${response.ok().id}`)).ok();
  });

  it('answers group_code_exits for a duplicate code or name in the department (any case)', async () => {
    const sameCode = await hr()
      .in('vi')
      .post(CREATE, body({ group_code: 'line-a', group_name: 'Other', members: [id(2)], group_leader: id(2) }));
    expect(sameCode.refused(422).body).toMatchObject({
      code: 'group_code_exits',
      message: 'Tên nhóm hoặc mã nhóm đã tồn tại. Vui lòng nhập giá trị khác.',
    });
    expect(Object.keys(sameCode.errors)).toEqual(['group_code']);
    const sameName = await hr().post(
      CREATE,
      body({ group_code: 'OTHER', group_name: 'LINE A', members: [id(2)], group_leader: id(2) }),
    );
    expect(sameName.code).toBe('group_code_exits');
    expect(Object.keys(sameName.errors)).toEqual(['group_name']);
    // The same code in another department is fine.
    const ictPerson = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.ict });
    const elsewhere = await hr().post(
      CREATE,
      body({ department_id: org.departments.ict, members: [ictPerson.id], group_leader: ictPerson.id }),
    );
    elsewhere.ok();
  });

  it('refuses people who are not active staff of the department, naming them', async () => {
    const before = await groupRows();
    const response = await hr()
      .in('ja')
      .post(
        CREATE,
        body({
          group_code: 'B-1',
          group_name: 'Line B',
          members: [id(2), outsider.id, deleted.id],
          group_leader: id(2),
        }),
      );
    const { message } = response.refused(422, 'group_members_not_in_department');
    expect(message).toContain(outsider.alias_id);
    expect(message).toContain(deleted.alias_id);
    expect(message).toMatch(/^この部署の在籍者ではありません/);
    expect(await groupRows()).toEqual(before);
  });

  it('moves people from another group only after confirmation, in one go', async () => {
    const lineA = await groupByCode('LINE-A');
    const payload = body({ group_code: 'LINE-B', group_name: 'Line B', members: [id(1), id(2)], group_leader: id(2) });
    const asked = await hr().in('vi').post(CREATE, payload);
    expect(asked.refused(409, 'user_in_other_group').message).toBe(
      `Đã thuộc nhóm khác: Nguyễn Văn 1 (${staff[1]!.alias_id}) – Line A. Chuyển họ sang nhóm này?`,
    );
    expect((await t.db.select().from(departmentGroups).where(eq(departmentGroups.group_code, 'LINE-B'))).length).toBe(
      0,
    );

    const moved = await hr().post<Created>(CREATE, { ...payload, confirm_move: true });
    const lineB = moved.ok().id;
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
    const response = await hr()
      .in('en')
      .post(
        CREATE,
        body({
          group_code: 'LINE-C',
          group_name: 'Line C',
          members: [id(0), id(3)],
          group_leader: id(3),
          confirm_move: true,
        }),
      );
    expect(response.refused(422, 'group_leader_moves').message).toContain(staff[0]!.alias_id);
  });

  it('updates with the version it started from, 409 on a stale edit, changing nothing', async () => {
    const lineA = await groupByCode('LINE-A');
    const url = `/api/department_group/${lineA.id}`;
    const first = await hr().put(url, body({ group_name: 'Line A1', members: [id(0), id(4)], version: lineA.version }));
    expect(first.ok()).toMatchObject({ group_name: 'Line A1', members_count: 2, version: lineA.version + 1 });
    const membersBefore = await memberRows();
    const stale = await hr().put(url, body({ group_name: 'Line A2', members: [id(0)], version: lineA.version }));
    stale.refused(409, 'stale_version');
    expect((await t.db.select().from(departmentGroups).where(eq(departmentGroups.id, lineA.id)))[0]?.group_name).toBe(
      'Line A1',
    );
    expect(await memberRows()).toEqual(membersBefore);
    // Keeping its own code while editing is not a duplicate.
    const again = await hr().put(
      url,
      body({ group_name: 'Line A1', members: [id(0), id(4)], version: lineA.version + 1 }),
    );
    again.ok();
    const moveDepartment = await hr().put(
      url,
      body({ department_id: org.departments.ict, group_name: 'Line A1', members: [id(0)], version: lineA.version + 2 }),
    );
    moveDepartment.refused(422);
  });

  it('answers 404 for unknown groups and departments', async () => {
    (await hr().get('/api/department_group/999999')).refused(404);
    (await hr().get('/api/department_group/group/list_member/999999')).refused(404);
    (await hr().put('/api/department_group/999999', body({ version: 1 }))).refused(404);
    (await hr().delete('/api/department_group/999999')).refused(404);
    (await hr().get('/api/department_group/department/999999')).refused(404);
  });

  it('deletes a group, keeping its people, with an audit entry', async () => {
    const lineB = await groupByCode('LINE-B');
    (await hr().delete(`/api/department_group/${lineB.id}`)).ok();
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
    expect(await t.auditActions('department_group', lineB.id)).toEqual(['create', 'delete']);
  });

  it('lets leaders and managers read groups but not change them', async () => {
    (await leader().post(CREATE, body({ group_code: 'X-1', group_name: 'Xone' }))).refused(403);
    (await manager().delete('/api/department_group/1')).refused(403);
    (await manager().get(`/api/department_group/department/${org.departments.production}`)).ok();
  });
});
