import fc from 'fast-check';
import { defineFuzz } from '../../test/fuzz-kit';

/** The calculator writes nothing: random figures must answer 2xx or 4xx and leave every table as it was. */
export const fuzz = defineFuzz({
  routes: () => ({
    'POST /api/payroll/calculate': {
      file: 2,
      valid: () =>
        fc
          .record({
            year: fc.integer({ min: 2024, max: 2027 }),
            month: fc.integer({ min: 1, max: 12 }),
            amount: fc.integer({ min: 0, max: 500_000_000 }),
            dependants: fc.integer({ min: 0, max: 5 }),
            tax_type: fc.integer({ min: 1, max: 4 }),
            hours: fc.integer({ min: 0, max: 40 }),
          })
          .map((r) => ({
            method: 'POST',
            url: '/api/payroll/calculate',
            body: {
              month: `${r.year}-${String(r.month).padStart(2, '0')}`,
              direction: 'gross_to_net',
              amount: r.amount,
              dependants: r.dependants,
              tax_type: r.tax_type,
              overtime: [{ type: 1, hours: r.hours }],
            },
          })),
    },
  }),
  notFuzzed: {
    // A valid run starts a job that writes a whole month; payroll.test.ts runs it, re-runs it and checks its input.
    'POST /api/payroll/runs': 'a job over the whole month: payroll tests',
    // Locking changes what every later case of the fuzz may write (attendance, orders of the month): payroll tests.
    'POST /api/payroll/locks': 'month lock state: payroll tests',
    'DELETE /api/payroll/locks/:month': 'month lock state: payroll tests',
    // An export writes no table, only a job and its file: payroll-files.test.ts reads both files back.
    'POST /api/payroll/exports': 'a job writing a file: payroll-files tests',
  },
});
