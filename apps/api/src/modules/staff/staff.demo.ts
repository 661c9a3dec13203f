import { ALLOWANCE_METHODS, companyToday, HAZARDOUS_WORK, INSURANCE_STATUS, ROLES, TAX_TYPES } from '@hr/contracts';
import type { Db } from '../../db/client';
import { seededRandom } from '../../db/seed/random';
import { staffRepository } from './staff.repository';

/** Basic salary ranges by role (VND a month), generated, not anyone's real pay. */
const SALARY_BY_ROLE: Record<number, [number, number]> = {
  [ROLES.ICT]: [18_000_000, 28_000_000],
  [ROLES.HR]: [14_000_000, 22_000_000],
  [ROLES.DIRECTOR]: [60_000_000, 90_000_000],
  [ROLES.HEAD_OF_FACTORY]: [40_000_000, 55_000_000],
  [ROLES.MANAGER]: [28_000_000, 38_000_000],
  [ROLES.SUB_MANAGER]: [22_000_000, 28_000_000],
  [ROLES.LEADER]: [13_000_000, 17_000_000],
  [ROLES.SUB_LEADER]: [11_000_000, 14_000_000],
  [ROLES.EMPLOYEE]: [7_000_000, 11_000_000],
};
const BANKS = ['Vietcombank', 'Techcombank', 'BIDV', 'VietinBank', 'MB Bank', 'ACB'];
const EDUCATION = ['Đại học', 'Cao đẳng', 'Trung cấp', 'Thạc sĩ', 'Trung học phổ thông'];
const RELATIONSHIPS = ['Con', 'Con', 'Mẹ', 'Cha'];
const CHILD_NAMES = ['Nguyễn Minh Anh', 'Trần Gia Bảo', 'Lê Khánh Linh', 'Phạm Đức Huy', 'Võ Ngọc Hân'];
const DISTRICTS = ['Quận 1', 'Quận 7', 'Thủ Đức', 'Bình Thạnh', 'Gò Vấp', 'Dĩ An'];

const round = (value: number, step: number) => Math.round(value / step) * step;

/**
 * The demo company's staff records (issue 27): a record for each present person, a pay configuration from the join
 * date with predefined allowances (a raise from 1 January this year for about a third of them), an insurance and tax
 * profile (a few union members, production workers on heavy work, dependents for some), and work histories. Every
 * value is generated from a fixed seed: no real personal data.
 */
export async function seedStaffDemo(db: Db): Promise<string | undefined> {
  const repo = staffRepository(db);
  if (await repo.anyRecord()) return undefined;
  const people = await repo.demoPeople();
  const random = seededRandom(27);
  const today = companyToday();
  const year = today.slice(0, 4);
  let raises = 0;
  await db.transaction(async (tx) => {
    const txRepo = staffRepository(tx);
    for (const [index, person] of people.entries()) {
      const joined = person.date_of_join ?? `20${String(random.int(15, 23))}-0${random.int(1, 9)}-01`;
      const official = joined;
      const probation = addMonths(joined, -2);
      await txRepo.saveRecord(person.id, {
        citize_id_card: `0790${String(90_000_000 + index * 7919).padStart(8, '0')}`,
        bank_name: random.pick(BANKS),
        bank_account_number: String(1_000_000_000 + index * 104_729),
        marital_status: random.chance(0.5) ? 2 : 1,
        marital_id: null,
        address: `${random.int(1, 300)} đường số ${random.int(1, 40)}, ${random.pick(DISTRICTS)}, TP. Hồ Chí Minh`,
        educational_level: random.pick(EDUCATION),
        probation_start_date: probation,
        official_start_date: official,
        termination_date: null,
      });
      // Most people are official staff; a few on probation, on maternity or unpaid leave.
      await txRepo.setDemoStatus(person.id, index % 17 === 5 ? 1 : index % 19 === 7 ? 3 : index % 23 === 11 ? 4 : 2);
      const [low, high] = SALARY_BY_ROLE[person.role_id] ?? [8_000_000, 12_000_000];
      const salary = round(low + random.next() * (high - low), 100_000);
      const allowances = [
        {
          allowances_code: 'meal',
          allowances_name: 'Phụ cấp ăn trưa',
          amount: 500_000,
          allowance_method: ALLOWANCE_METHODS.per_month,
          note: null,
        },
        {
          allowances_code: 'transport',
          allowances_name: 'Phụ cấp đi lại',
          amount: 360_000,
          allowance_method: ALLOWANCE_METHODS.per_month,
          note: null,
        },
        ...(person.gender === 2
          ? [
              {
                allowances_code: 'women',
                allowances_name: 'Phụ cấp lao động nữ',
                amount: 200_000,
                allowance_method: ALLOWANCE_METHODS.per_month,
                note: null,
              },
            ]
          : []),
        ...(person.role_id <= ROLES.MANAGER
          ? [
              {
                allowances_code: 'phone',
                allowances_name: 'Phụ cấp điện thoại',
                amount: 100_000,
                allowance_method: ALLOWANCE_METHODS.per_month,
                note: null,
              },
            ]
          : []),
      ];
      await txRepo.insertPayConfig(
        person.id,
        { effective_date: official, basic_salary: salary, salary_rate: 100 },
        allowances,
        null,
      );
      if (index % 3 === 0 && `${year}-01-01` > official) {
        raises += 1;
        await txRepo.insertPayConfig(
          person.id,
          { effective_date: `${year}-01-01`, basic_salary: round(salary * 1.07, 100_000), salary_rate: 100 },
          allowances,
          null,
        );
      }
      const production = person.role_id >= ROLES.LEADER && index % 2 === 0;
      const dependents =
        index % 4 === 0
          ? Array.from({ length: random.int(1, 2) }, (_, n) => ({
              full_name: random.pick(CHILD_NAMES),
              relationship: RELATIONSHIPS[n] ?? 'Con',
              birth_date: `20${String(random.int(12, 22))}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
              profession: null,
            }))
          : [];
      await txRepo.insertTaxProfile(
        person.id,
        {
          effective_date: probation,
          insurance_status: INSURANCE_STATUS.join,
          insurance_number: `79${String(10_000_000 + index * 3571).padStart(8, '0')}`,
          insurance_contribution_salary: salary,
          applicable_tax_type: TAX_TYPES.progressive,
          personal_tax_code: `83${String(10_000_000 + index * 6007).padStart(8, '0')}`,
          personal_deduction: 15_500_000,
          union_member: index % 5 === 0,
          hazardous_work: production ? HAZARDOUS_WORK.heavy : HAZARDOUS_WORK.none,
          tax_resident: true,
        },
        dependents,
        null,
      );
      await txRepo.insertHistory({
        user_id: person.id,
        title: 'Gia nhập công ty',
        start_date: official,
        end_date: index % 6 === 0 ? addMonths(official, 24) : null,
        note: null,
      });
      if (index % 6 === 0)
        await txRepo.insertHistory({
          user_id: person.id,
          title: 'Thăng chức',
          start_date: addMonths(official, 24, 1),
          end_date: null,
          note: null,
        });
    }
  });
  return `Added staff records for ${people.length} demo people (${raises} with a raise this year)`;
}

/** `date` moved by whole months (day kept, at most 28), plus `days`. */
function addMonths(date: string, months: number, days = 0): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(y, m - 1 + months, Math.min(d, 28) + days));
  return moved.toISOString().slice(0, 10);
}
