import { eq } from 'drizzle-orm';
import { ROLES, type RoleId } from '@hr/contracts';
import type { Db } from '../client';
import { departments, departmentShifts, departmentTypes, shifts, users } from '../schema/index';
import { generatePerson } from './people';
import { seededRandom } from './random';

const { ICT, HR, DIRECTOR, HEAD_OF_FACTORY, MANAGER, SUB_MANAGER, LEADER, SUB_LEADER, EMPLOYEE } = ROLES;
const employees = (n: number): RoleId[] => Array.from({ length: n }, () => EMPLOYEE);

const TYPES = ['Administration', 'Production', 'Sales'] as const;
const SHIFTS = [
  {
    key: 'office',
    name: 'Office hours',
    normal_checkin_time: '08:00',
    normal_checkout_time: '17:00',
    description: 'Monday to Friday office work',
  },
  {
    key: 'morning',
    name: 'Morning shift',
    normal_checkin_time: '06:00',
    normal_checkout_time: '14:00',
    description: 'Factory first shift',
  },
  {
    key: 'afternoon',
    name: 'Afternoon shift',
    normal_checkin_time: '14:00',
    normal_checkout_time: '22:00',
    description: 'Factory second shift',
  },
  {
    key: 'night',
    name: 'Night shift',
    normal_checkin_time: '22:00',
    normal_checkout_time: '06:00',
    description: 'Overnight: ends the next morning',
  },
] as const;
type ShiftKey = (typeof SHIFTS)[number]['key'];

/** The demo company: every department with the roles of its people (about 60 people in all nine roles). */
const DEPARTMENTS: { code: string; name: string; type: (typeof TYPES)[number]; shifts: ShiftKey[]; roles: RoleId[] }[] =
  [
    {
      code: 'BOD',
      name: 'Board of Directors',
      type: 'Administration',
      shifts: ['office'],
      roles: [DIRECTOR, DIRECTOR],
    },
    {
      code: 'ICT',
      name: 'Information Technology',
      type: 'Administration',
      shifts: ['office'],
      roles: [ICT, ...employees(1)],
    },
    {
      code: 'HR',
      name: 'Human Resources',
      type: 'Administration',
      shifts: ['office'],
      roles: [HR, HR, HR, ...employees(1)],
    },
    { code: 'ACC', name: 'Accounting', type: 'Administration', shifts: ['office'], roles: [MANAGER, ...employees(5)] },
    { code: 'SAL', name: 'Sales', type: 'Sales', shifts: ['office'], roles: [MANAGER, SUB_MANAGER, ...employees(3)] },
    {
      code: 'PRA',
      name: 'Production Line A',
      type: 'Production',
      shifts: ['morning', 'afternoon', 'night', 'office'],
      roles: [HEAD_OF_FACTORY, MANAGER, SUB_MANAGER, LEADER, LEADER, SUB_LEADER, SUB_LEADER, ...employees(10)],
    },
    {
      code: 'PRB',
      name: 'Production Line B',
      type: 'Production',
      shifts: ['morning', 'afternoon', 'night'],
      roles: [MANAGER, SUB_MANAGER, LEADER, LEADER, SUB_LEADER, ...employees(10)],
    },
    {
      code: 'QC',
      name: 'Quality Control',
      type: 'Production',
      shifts: ['office', 'morning'],
      roles: [MANAGER, LEADER, SUB_LEADER, ...employees(5)],
    },
  ];

export const DEMO_EMAIL_DOMAIN = 'demo-company.example';

/** Fills an empty database with the demo company. Demo people have no password until an administrator sets one. */
export async function seedDemoCompany(db: Db): Promise<{ departments: number; people: number }> {
  const random = seededRandom(20_261_121);
  return db.transaction(async (tx) => {
    const typeRows = await tx
      .insert(departmentTypes)
      .values(TYPES.map((type) => ({ type })))
      .returning();
    const typeId = (type: string) => typeRows.find((row) => row.type === type)?.id ?? null;
    const shiftRows = await tx
      .insert(shifts)
      .values(SHIFTS.map(({ key: _key, ...shift }) => shift))
      .returning();
    const shiftId = (key: ShiftKey) => shiftRows[SHIFTS.findIndex((s) => s.key === key)]?.id ?? null;

    let index = 1;
    for (const department of DEPARTMENTS) {
      const [row] = await tx
        .insert(departments)
        .values({ department_id: department.code, name: department.name, department_type_id: typeId(department.type) })
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
