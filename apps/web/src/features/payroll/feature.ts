import type { Feature } from '../../lib/feature';

/** Payroll (docs/payroll.md): the gross-net calculator now; the monthly run, payslips and locks later. */
export const payrollFeature: Feature = {
  routes: [
    {
      path: 'payroll/calculator',
      page: () => import('./pages/CalculatorPage'),
      permission: 'payroll.calculator',
      texts: ['payroll'],
      menu: { section: 'payroll', labelKey: 'menu.payroll_calculator', order: 20 },
    },
  ],
};
