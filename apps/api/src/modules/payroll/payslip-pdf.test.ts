import type { PayrollPerson } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { detailsOf } from './payslip-pdf';

type Line = PayrollPerson['lines'][number];
const line = (figures: Line['figures']): Line =>
  ({ key: 'base_pay', amount: 0, rule: '', settings: null, figures }) as unknown as Line;

describe("a payslip line's days and hours", () => {
  it('prints them with the decimal comma of the screens, in the plural form of the language', () => {
    expect(detailsOf('vi', line({ paid_days: 10.8333 }))).toBe('10,83 ngày');
    expect(detailsOf('ja', line({ days: 10.5, month_days: 22 }))).toBe('10,5 / 22 日');
    expect(detailsOf('en', line({ paid_days: 1 }))).toBe('1 day');
    expect(detailsOf('en', line({ days: 2.5 }))).toBe('2,5 days');
    expect(detailsOf('en', line({ hours: 1 }))).toBe('1 hour');
    expect(detailsOf('en', line({ hours: 1.25 }))).toBe('1,25 hours');
  });
});
