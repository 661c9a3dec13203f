import { leaveTypeDetail, leaveTypeRow, ROLES } from '@hr/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, leaveTypeItems, managementLeaveTypes } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let hr: string;
let ict: string;
let leader: string;
let employee: string;

beforeAll(async () => {
  t = await createTestApp();
  hr = (await t.tokenFor(ROLES.HR)).token;
  ict = (await t.tokenFor(ROLES.ICT)).token;
  leader = (await t.tokenFor(ROLES.LEADER)).token;
  employee = (await t.tokenFor(ROLES.EMPLOYEE)).token;
});
afterAll(() => t?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });

const reason = (over: Record<string, unknown> = {}) => ({
  reason_name_vie: 'Nghỉ ốm',
  reason_name_jp: '病気休暇',
  description_vie: null,
  description_jp: null,
  max_absent_days: 30,
  ...over,
});
const body = (over: Record<string, unknown> = {}) => ({
  leave_code: 'SICK',
  leave_name_vie: 'Nghỉ ốm đau',
  leave_name_jp: '病気休暇',
  description_vie: 'Nghỉ khi ốm',
  description_jp: '病気のとき',
  salary_rate: 75,
  is_deduct_leave: 0,
  is_deduct_attendance: 1,
  ...over,
});
const typeRows = () => t.db.select().from(managementLeaveTypes).orderBy(managementLeaveTypes.id);
const reasonRows = () => t.db.select().from(leaveTypeItems).orderBy(leaveTypeItems.id);
const auditFor = (entity: string, id: number) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.entity_id, id)))
    .orderBy(auditLogs.id);

describe('leave types: seeded data', () => {
  it('holds annual leave (12 days) and the paid personal leave of the Labour Code', async () => {
    const list = await call(leader, 'GET', '/api/config/management_leave_type_list');
    expect(list.statusCode).toBe(200);
    const codes = list.json().data.map((r: { leave_code: string }) => r.leave_code);
    expect(codes).toEqual(expect.arrayContaining(['ANNUAL', 'PERSONAL']));
    const annual = list.json().data.find((r: { leave_code: string }) => r.leave_code === 'ANNUAL');
    const detail = leaveTypeDetail.parse(
      (await call(leader, 'GET', `/api/config/management_leave_type/${annual.id}`)).json().data,
    );
    expect(detail.leave_type_items.map((r) => [r.description_vie, r.max_absent_days])).toEqual([['annual leave', 12]]);
    const personal = list.json().data.find((r: { leave_code: string }) => r.leave_code === 'PERSONAL');
    const reasons = (await call(hr, 'GET', `/api/config/management_leave_type/${personal.id}`)).json().data
      .leave_type_items as { reason_name_jp: string; max_absent_days: number }[];
    expect(reasons.map((r) => [r.reason_name_jp, r.max_absent_days])).toEqual([
      ['本人の結婚', 3],
      ['子の結婚', 1],
      ['父母・配偶者・子の死亡', 3],
    ]);
  });
});

describe('leave types', () => {
  it('creates a type with the reasons collected before saving, audited in one go', async () => {
    const created = await call(hr, 'POST', '/api/config/management_leave_type', {
      ...body(),
      leave_type_items: [
        reason(),
        reason({ reason_name_vie: 'Con ốm', reason_name_jp: '子の看護', max_absent_days: 5 }),
      ],
    });
    expect(created.statusCode).toBe(200);
    const type = leaveTypeDetail.parse(created.json().data);
    expect(type).toMatchObject({ leave_code: 'SICK', salary_rate: 75, status: 1, version: 1, reasons_count: 2 });
    expect(type.leave_type_items.map((r) => r.reason_name_jp)).toEqual(['病気休暇', '子の看護']);
    const entries = await auditFor('management_leave_type', type.id);
    expect(entries.map((e) => e.action)).toEqual(['create']);
    expect((entries[0]!.after as { leave_type_items: unknown[] }).leave_type_items).toHaveLength(2);
  });

  it('searches by keyword in the code and both names', async () => {
    await call(
      hr,
      'POST',
      '/api/config/management_leave_type',
      body({ leave_code: 'MAT', leave_name_vie: 'Nghỉ thai sản', leave_name_jp: '産前産後休暇' }),
    );
    const byName = await call(
      hr,
      'GET',
      `/api/config/management_leave_type_list?keyword=${encodeURIComponent('thai sản')}`,
    );
    expect(byName.json().data.map((r: { leave_code: string }) => r.leave_code)).toEqual(['MAT']);
    const byJp = await call(hr, 'GET', `/api/config/management_leave_type_list?keyword=${encodeURIComponent('産前')}`);
    expect(leaveTypeRow.parse(byJp.json().data[0]).leave_code).toBe('MAT');
    const none = await call(hr, 'GET', '/api/config/management_leave_type_list?keyword=zzzz');
    expect(none.json().data).toEqual([]);
    const percent = await call(hr, 'GET', '/api/config/management_leave_type_list?keyword=%25');
    expect(percent.json().data).toEqual([]);
  });

  it('toggles the status with a full update, then refuses the stale version with 409 and changes nothing', async () => {
    const created = (await call(hr, 'POST', '/api/config/management_leave_type', body({ leave_code: 'TOGGLE' }))).json()
      .data;
    const { id, leave_type_items, reasons_count, version, ...rest } = created;
    const off = await call(hr, 'PUT', `/api/config/management_leave_type/${id}`, { ...rest, id, status: 0, version });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ status: 0, version: 2 });
    const stale = await call(
      hr,
      'PUT',
      `/api/config/management_leave_type/${id}`,
      { ...rest, status: 1, version: 1 },
      'ja',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_version' });
    const [row] = await t.db.select().from(managementLeaveTypes).where(eq(managementLeaveTypes.id, id));
    expect(row).toMatchObject({ status: 0, version: 2 });
    const entries = await auditFor('management_leave_type', id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      before: expect.objectContaining({ status: 1 }),
      after: expect.objectContaining({ status: 0 }),
    });
  });

  it('refuses an update without its version (400)', async () => {
    const created = (await call(hr, 'POST', '/api/config/management_leave_type', body({ leave_code: 'NOVER' }))).json()
      .data;
    const response = await call(
      hr,
      'PUT',
      `/api/config/management_leave_type/${created.id}`,
      body({ leave_code: 'NOVER' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.version).toEqual([
      'The version of the record you edited is missing. Reload it and try again.',
    ]);
  });

  it('refuses a code already used (any case), in the request language', async () => {
    await call(hr, 'POST', '/api/config/management_leave_type', body({ leave_code: 'DUP1' }));
    const before = await typeRows();
    const dup = await call(hr, 'POST', '/api/config/management_leave_type', body({ leave_code: 'dup1' }), 'vi');
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({
      code: 'leave_code_exists',
      errors: { leave_code: ['Mã nghỉ phép này đã được dùng cho loại nghỉ phép khác.'] },
    });
    expect(await typeRows()).toEqual(before);
  });

  // Every rule with its messages is a contract unit test (packages/contracts/src/leave-types.rules.test.ts);
  // these prove the server refuses through HTTP, in the request's language, and stores nothing.
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    [
      'leave_name_vie required',
      { leave_name_vie: '   ' },
      'leave_name_vie',
      'Leave name (Vietnamese) has not been entered',
      '休暇名（ベトナム語）が入力されていません',
    ],
    [
      'is_deduct_attendance required',
      { is_deduct_attendance: undefined },
      'is_deduct_attendance',
      'Deduct from attendance has not been entered',
      '出勤日数から差し引くが入力されていません',
    ],
  ];
  it.each(cases)('refuses %s, localized, storing nothing', async (_name, over, field, en, ja) => {
    const before = await typeRows();
    const english = await call(hr, 'POST', '/api/config/management_leave_type', body({ leave_code: 'RULE', ...over }));
    expect(english.statusCode).toBe(400);
    expect(english.json().errors[field]).toEqual([en]);
    const japanese = await call(
      hr,
      'POST',
      '/api/config/management_leave_type',
      body({ leave_code: 'RULE', ...over }),
      'ja',
    );
    expect(japanese.json().errors[field]).toEqual([ja]);
    expect(await typeRows()).toEqual(before);
  });

  it('refuses a bad reason inside the create body and stores neither the type nor its reasons', async () => {
    const [types, reasons] = [await typeRows(), await reasonRows()];
    const response = await call(hr, 'POST', '/api/config/management_leave_type', {
      ...body({ leave_code: 'BADREASON' }),
      leave_type_items: [reason(), reason({ max_absent_days: 400 })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['leave_type_items.1.max_absent_days']).toEqual([
      'Maximum days absent must be at most 366',
    ]);
    expect(await typeRows()).toEqual(types);
    expect(await reasonRows()).toEqual(reasons);
  });

  it('deletes a type with its reasons, audited, and answers 404 afterwards', async () => {
    const created = (
      await call(hr, 'POST', '/api/config/management_leave_type', {
        ...body({ leave_code: 'GONE' }),
        leave_type_items: [reason()],
      })
    ).json().data;
    const deleted = await call(ict, 'DELETE', `/api/config/management_leave_type/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(managementLeaveTypes).where(eq(managementLeaveTypes.id, created.id))).toEqual([]);
    expect(
      await t.db.select().from(leaveTypeItems).where(eq(leaveTypeItems.management_leave_type_id, created.id)),
    ).toEqual([]);
    const entries = await auditFor('management_leave_type', created.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'delete']);
    expect((entries[1]!.before as { leave_type_items: unknown[] }).leave_type_items).toHaveLength(1);
    expect((await call(hr, 'GET', `/api/config/management_leave_type/${created.id}`)).statusCode).toBe(404);
    expect((await call(hr, 'DELETE', `/api/config/management_leave_type/${created.id}`)).statusCode).toBe(404);
  });

  it('lets a leader read leave types but not change them, and refuses an employee', async () => {
    expect((await call(leader, 'GET', '/api/config/management_leave_type_list')).statusCode).toBe(200);
    expect(
      (await call(leader, 'POST', '/api/config/management_leave_type', body({ leave_code: 'LEAD' }))).statusCode,
    ).toBe(403);
    expect((await call(employee, 'GET', '/api/config/management_leave_type_list')).statusCode).toBe(403);
    expect((await call(employee, 'POST', '/api/config/leave_type_item', reason())).statusCode).toBe(403);
  });
});

describe('leave reasons', () => {
  let typeId: number;
  beforeAll(async () => {
    typeId = (await call(hr, 'POST', '/api/config/management_leave_type', body({ leave_code: 'REASONS' }))).json().data
      .id;
  });

  it('adds, edits and deletes a reason of a saved type, each audited', async () => {
    const added = await call(hr, 'POST', '/api/config/leave_type_item', {
      ...reason(),
      management_leave_type_id: typeId,
    });
    expect(added.statusCode).toBe(200);
    const item = added.json().data;
    expect(item).toMatchObject({ management_leave_type_id: typeId, max_absent_days: 30, status: 1, version: 1 });

    const edited = await call(hr, 'PUT', `/api/config/leave_type_item/${item.id}`, {
      ...reason({ max_absent_days: 10 }),
      status: 0,
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ max_absent_days: 10, status: 0, version: 2 });

    const stale = await call(hr, 'PUT', `/api/config/leave_type_item/${item.id}`, {
      ...reason({ max_absent_days: 20 }),
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    const [row] = await t.db.select().from(leaveTypeItems).where(eq(leaveTypeItems.id, item.id));
    expect(row?.max_absent_days).toBe(10);

    expect((await call(hr, 'DELETE', `/api/config/leave_type_item/${item.id}`)).statusCode).toBe(200);
    expect((await call(hr, 'DELETE', `/api/config/leave_type_item/${item.id}`)).statusCode).toBe(404);
    const entries = await auditFor('leave_type_item', item.id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses a reason for a leave type that does not exist', async () => {
    const response = await call(hr, 'POST', '/api/config/leave_type_item', {
      ...reason(),
      management_leave_type_id: 999999,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.management_leave_type_id).toEqual(['Leave type is not valid']);
  });

  // Every rule: packages/contracts/src/leave-types.rules.test.ts; these two through HTTP.
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    [
      'reason_name_vie required',
      { reason_name_vie: '' },
      'reason_name_vie',
      'Reason name (Vietnamese) has not been entered',
      'Tên lý do (tiếng Việt) chưa được nhập',
    ],
    [
      'max_absent_days min 0',
      { max_absent_days: -1 },
      'max_absent_days',
      'Maximum days absent must be at least 0',
      'Số ngày nghỉ tối đa tối thiểu là 0',
    ],
  ];
  it.each(cases)('refuses %s, localized', async (_name, over, field, en, vi) => {
    const before = await reasonRows();
    const payload = { ...reason(over), management_leave_type_id: typeId };
    const english = await call(hr, 'POST', '/api/config/leave_type_item', payload);
    expect(english.statusCode).toBe(400);
    expect(english.json().errors[field]).toEqual([en]);
    const vietnamese = await call(hr, 'POST', '/api/config/leave_type_item', payload, 'vi');
    expect(vietnamese.json().errors[field]).toEqual([vi]);
    expect(await reasonRows()).toEqual(before);
  });
});
