import { describe, expect, it } from 'vitest';
import { JAPANESE_ONLY, LETTERS_ONLY } from './leave-types';
import { mealAllowanceTaxFreeCap, salaryComponentCreateBody } from './salary-components';

describe('mealAllowanceTaxFreeCap', () => {
  it('is 730,000 until 30 June 2026 and 1,200,000 from 1 July 2026 (VN-PAYROLL-RULES)', () => {
    expect(mealAllowanceTaxFreeCap('2025-12-31')).toBe(730_000);
    expect(mealAllowanceTaxFreeCap('2026-06-30')).toBe(730_000);
    expect(mealAllowanceTaxFreeCap('2026-07-01')).toBe(1_200_000);
    expect(mealAllowanceTaxFreeCap('2027-01-01')).toBe(1_200_000);
  });
});

describe('leave name character rules', () => {
  it('accepts Vietnamese letters with single spaces and refuses digits or double spaces', () => {
    expect(LETTERS_ONLY.test('Nghỉ việc riêng có hưởng lương')).toBe(true);
    expect(LETTERS_ONLY.test('Nghỉ 2 ngày')).toBe(false);
    expect(LETTERS_ONLY.test('Nghỉ  ốm')).toBe(false);
  });
  it('accepts kana and kanji and refuses Latin letters', () => {
    expect(JAPANESE_ONLY.test('年次有給休暇')).toBe(true);
    expect(JAPANESE_ONLY.test('リフレッシュ休暇')).toBe(true);
    expect(JAPANESE_ONLY.test('Sick休暇')).toBe(false);
  });
});

describe('salaryComponentCreateBody', () => {
  const base = {
    salary_component_type: 'deduction',
    salary_component_name_vie: 'Khấu trừ',
    salary_component_name_jp: '控除',
    application_method: 3,
    tax_calculation: 1,
    attendance_condition: 0,
    overtime_condition: 0,
    scope_of_application: 1,
  };
  it('needs no dates and no amount for a flexible amount without auto apply', () => {
    expect(salaryComponentCreateBody.safeParse(base).success).toBe(true);
  });
  it('accepts an end date equal to the start date and refuses one before it', () => {
    const dated = { ...base, scope_of_application: 2, start_date: '2026-05-01' };
    expect(salaryComponentCreateBody.safeParse({ ...dated, end_date: '2026-05-01' }).success).toBe(true);
    const refused = salaryComponentCreateBody.safeParse({ ...dated, end_date: '2026-04-30' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['end_date', 'validation.end_after_start'],
    ]);
  });
  it('refuses a date that does not exist', () => {
    const refused = salaryComponentCreateBody.safeParse({
      ...base,
      scope_of_application: 2,
      start_date: '2026-02-30',
      end_date: '2026-03-01',
    });
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['start_date']);
  });
});
