import { eq } from 'drizzle-orm';
import { type Language, ROLES, type RoleId } from '@hr/contracts';
import type { Db } from '../client';
import { departments, departmentShifts, departmentTypes, shifts, users } from '../schema/index';
import {
  DEMO_DEPARTMENT_NAMES,
  DEMO_SHIFT_NAMES,
  DEMO_TYPE_NAMES,
  type DemoDepartmentCode,
  type DemoShiftKey,
  type DemoTypeKey,
} from './demo-names';
import { generatePerson } from './people';
import { seededRandom } from './random';

const { ICT, HR, DIRECTOR, HEAD_OF_FACTORY, MANAGER, SUB_MANAGER, LEADER, SUB_LEADER, EMPLOYEE } = ROLES;
const employees = (n: number): RoleId[] => Array.from({ length: n }, () => EMPLOYEE);

const SHIFTS: { key: DemoShiftKey; normal_checkin_time: string; normal_checkout_time: string }[] = [
  { key: 'office', normal_checkin_time: '08:00', normal_checkout_time: '17:00' },
  { key: 'morning', normal_checkin_time: '06:00', normal_checkout_time: '14:00' },
  { key: 'afternoon', normal_checkin_time: '14:00', normal_checkout_time: '22:00' },
  { key: 'night', normal_checkin_time: '22:00', normal_checkout_time: '06:00' },
];

/** The demo company: every department with the roles of its people (about 60 people in all nine roles). */
const DEPARTMENTS: { code: DemoDepartmentCode; type: DemoTypeKey; shifts: DemoShiftKey[]; roles: RoleId[] }[] = [
  {
    code: 'BOD',
    type: 'administration',
    shifts: ['office'],
    roles: [DIRECTOR, DIRECTOR],
  },
  {
    code: 'ICT',
    type: 'administration',
    shifts: ['office'],
    roles: [ICT, ...employees(1)],
  },
  {
    code: 'HR',
    type: 'administration',
    shifts: ['office'],
    roles: [HR, HR, HR, ...employees(1)],
  },
  { code: 'ACC', type: 'administration', shifts: ['office'], roles: [MANAGER, ...employees(5)] },
  { code: 'SAL', type: 'sales', shifts: ['office'], roles: [MANAGER, SUB_MANAGER, ...employees(3)] },
  {
    code: 'PRA',
    type: 'production',
    shifts: ['morning', 'afternoon', 'night', 'office'],
    roles: [HEAD_OF_FACTORY, MANAGER, SUB_MANAGER, LEADER, LEADER, SUB_LEADER, SUB_LEADER, ...employees(10)],
  },
  {
    code: 'PRB',
    type: 'production',
    shifts: ['morning', 'afternoon', 'night'],
    roles: [MANAGER, SUB_MANAGER, LEADER, LEADER, SUB_LEADER, ...employees(10)],
  },
  {
    code: 'QC',
    type: 'production',
    shifts: ['office', 'morning'],
    roles: [MANAGER, LEADER, SUB_LEADER, ...employees(5)],
  },
];

export const DEMO_EMAIL_DOMAIN = 'demo-company.example';

/**
 * Fills an empty database with the demo company, its names in `language` (DEMO_LANGUAGE). Demo people have no
 * password until an administrator sets one.
 */
export async function seedDemoCompany(db: Db, language: Language): Promise<{ departments: number; people: number }> {
  const types = Object.keys(DEMO_TYPE_NAMES) as DemoTypeKey[];
  const random = seededRandom(20_261_121);
  return db.transaction(async (tx) => {
    const typeRows = await tx
      .insert(departmentTypes)
      .values(types.map((key) => ({ type: DEMO_TYPE_NAMES[key][language] })))
      .returning();
    const typeId = (key: DemoTypeKey) => typeRows[types.indexOf(key)]?.id ?? null;
    const shiftRows = await tx
      .insert(shifts)
      .values(
        SHIFTS.map(({ key, ...hours }) => ({
          ...hours,
          name: DEMO_SHIFT_NAMES[key].name[language],
          description: DEMO_SHIFT_NAMES[key].description[language],
        })),
      )
      .returning();
    const shiftId = (key: DemoShiftKey) => shiftRows[SHIFTS.findIndex((s) => s.key === key)]?.id ?? null;

    let index = 1;
    for (const department of DEPARTMENTS) {
      const [row] = await tx
        .insert(departments)
        .values({
          department_id: department.code,
          name: DEMO_DEPARTMENT_NAMES[department.code][language],
          department_type_id: typeId(department.type),
        })
        .returning();
      if (!row) throw new Error('department insert returned nothing');
      await tx
        .insert(departmentShifts)
        .values(department.shifts.map((key) => ({ department_id: row.id, shift_id: shiftId(key)! })));
      const people = department.roles.map((roleId) => {
        const japanese =
          roleId === DIRECTOR || roleId === HEAD_OF_FACTORY || (roleId === MANAGER && random.chance(0.3));
        const person = generatePerson(random, index++, roleId, japanese, DEMO_EMAIL_DOMAIN);
        return { ...person, department_id: row.id, shift_id: shiftId(random.pick(department.shifts)) };
      });
      const inserted = await tx.insert(users).values(people).returning({ id: users.id, role_id: users.role_id });
      const leader = inserted.find((p) => p.role_id === MANAGER) ?? inserted[0];
      if (leader) await tx.update(departments).set({ leader_id: leader.id }).where(eq(departments.id, row.id));
    }
    return { departments: DEPARTMENTS.length, people: index - 1 };
  });
}
