import { type SalaryComponentCreateBody, salaryComponentCreateBody } from '@hr/contracts';
import type { Db } from '../../db/client';
import { salaryComponentsRepository } from './salary-components.repository';
import { componentValues } from './salary-components.service';

const base = { description_vie: null, description_jp: null, attendance_condition: 0, overtime_condition: 0 } as const;
const always = { start_date: '2020-01-01', end_date: '2099-12-31' } as const;

/** Bonuses and deductions a Vietnamese company gives or takes, so payroll data's order forms have some to pick. */
const DEMO: SalaryComponentCreateBody[] = [
  {
    ...base,
    salary_component_type: 'bonus',
    salary_component_name_vie: 'Thưởng Tết',
    salary_component_name_jp: 'テト賞与',
    application_method: 3,
    apply_by_formula: 'month',
    tax_calculation: 1,
    scope_of_application: 1,
  },
  {
    ...base,
    ...always,
    salary_component_type: 'bonus',
    salary_component_name_vie: 'Thưởng chuyên cần',
    salary_component_name_jp: '皆勤手当',
    application_method: 1,
    fix_money: 500_000,
    apply_by_formula: 'month',
    tax_calculation: 1,
    scope_of_application: 2,
  },
  {
    ...base,
    salary_component_type: 'bonus',
    salary_component_name_vie: 'Thưởng hiệu suất',
    salary_component_name_jp: '業績賞与',
    application_method: 2,
    coefficient: 0.5,
    standard_amount: '1',
    apply_by_formula: 'month',
    tax_calculation: 1,
    scope_of_application: 1,
  },
  {
    ...base,
    salary_component_type: 'deduction',
    salary_component_name_vie: 'Khấu trừ tiền đồng phục',
    salary_component_name_jp: '制服代控除',
    application_method: 3,
    apply_by_formula: 'month',
    tax_calculation: 1,
    scope_of_application: 1,
  },
  {
    ...base,
    ...always,
    salary_component_type: 'deduction',
    salary_component_name_vie: 'Khấu trừ tiền ăn trưa',
    salary_component_name_jp: '昼食代控除',
    application_method: 1,
    fix_money: 300_000,
    apply_by_formula: 'month',
    tax_calculation: 1,
    scope_of_application: 2,
  },
];

/** The demo company's bonus and deduction components, unless the company already has some. */
export async function seedSalaryComponentsDemo(db: Db): Promise<string | undefined> {
  if (await salaryComponentsRepository(db).anyOrderComponent()) return undefined;
  await db.transaction(async (tx) => {
    const repo = salaryComponentsRepository(tx);
    for (const body of DEMO) await repo.insert(componentValues(salaryComponentCreateBody.parse(body)));
  });
  return `Added ${DEMO.length} demo bonus and deduction components`;
}
