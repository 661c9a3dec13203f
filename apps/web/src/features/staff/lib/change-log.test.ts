import { describe, expect, it } from 'vitest';
import { changeValue } from './change-log';

const words = { label: (field: string) => `<${field}>`, yes: 'Yes', no: 'No' };

describe('change log values', () => {
  it('shows money, rates, days and yes/no as the screens do', () => {
    expect(changeValue('basic_salary', '12000000', words)).toBe('12.000.000 VND');
    expect(changeValue('salary_rate', '99.5', words)).toBe('99,5%');
    expect(changeValue('date_of_join', '2024-03-01', words)).toBe('2024/03/01');
    expect(changeValue('union_member', 'true', words)).toBe('true');
    expect(changeValue('phone_number', '0901234567', words)).toBe('0901234567');
    expect(changeValue('phone_number', null, words)).toBe('—');
  });

  it('shows a saved object by its fields, never its JSON', () => {
    const shown = changeValue('pay_config', '{"basic_salary":12000000,"effective_date":"2024-01-02","x":true}', words);
    expect(shown).toBe('<basic_salary>: 12.000.000 VND, <effective_date>: 2024/01/02, <x>: Yes');
    expect(changeValue('allowances', '[]', words)).toBe('—');
    expect(changeValue('allowances', '[{"quantity":500000}]', words)).toBe('<quantity>: 500.000 VND');
  });
});
