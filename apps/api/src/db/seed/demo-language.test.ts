import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departmentCreateBody, LANGUAGES, ROLES, shiftCreateBody } from '@hr/contracts';
import { bootstrap } from '../../bootstrap';
import { createTestApp, type TestApp } from '../../test/harness';
import { DEMO_DEPARTMENT_NAMES, DEMO_SHIFT_NAMES, DEMO_TYPE_NAMES } from './demo-names';

/** The demo company is written once, in DEMO_LANGUAGE: here Vietnamese, read back through the API in Japanese. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SEED_DEMO: 'true', DEMO_LANGUAGE: 'vi' } });
  await t.app.ready();
  await bootstrap(t.db, t.config, () => undefined, 'http://localhost/login');
});
afterAll(() => t.close());

describe('demo company language', () => {
  it('names departments, their types and shift groups in DEMO_LANGUAGE, whatever the reader speaks', async () => {
    const hr = t.as(ROLES.HR).in('ja');
    const departments = await hr
      .get<{ items: { department_id: string; name: string }[] }>('/api/departments?limit=50')
      .then((a) => a.ok());
    const names = Object.fromEntries(departments.items.map((d) => [d.department_id, d.name]));
    expect(names).toMatchObject({ ACC: 'Phòng Kế toán', PRA: 'Dây chuyền sản xuất A', HR: 'Phòng Nhân sự' });
    const shifts = await hr.get<{ items: { name: string }[] }>('/api/shifts?limit=50').then((a) => a.ok());
    expect(shifts.items.map((s) => s.name).sort()).toEqual(['Ca chiều', 'Ca sáng', 'Ca đêm', 'Giờ hành chính']);
    const types = await hr.get<{ type: string }[]>('/api/department-types').then((a) => a.ok());
    expect(types.map((row) => row.type).sort()).toEqual(['Khối kinh doanh', 'Khối sản xuất', 'Khối văn phòng']);
  });
});

describe('demo names', () => {
  it.each(LANGUAGES)('in %s are names the forms accept, distinct within their list', (lang) => {
    const shifts = Object.values(DEMO_SHIFT_NAMES).map((s) => s.name[lang].toLowerCase());
    expect(new Set(shifts).size).toBe(shifts.length);
    for (const shift of Object.values(DEMO_SHIFT_NAMES))
      expect(shiftCreateBody.shape.name.safeParse(shift.name[lang]).success, shift.name[lang]).toBe(true);
    for (const names of Object.values(DEMO_DEPARTMENT_NAMES))
      expect(departmentCreateBody.shape.name.safeParse(names[lang]).success, names[lang]).toBe(true);
    const types = Object.values(DEMO_TYPE_NAMES).map((names) => names[lang]);
    expect(new Set(types).size).toBe(types.length);
  });
});
