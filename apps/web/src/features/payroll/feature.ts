import type { Feature } from '../../lib/feature';

/** Payroll (docs/payroll.md): the month's run with its lock, and the gross-net calculator. */
export const payrollFeature: Feature = {
  routes: [
    {
      path: 'payroll',
      page: () => import('./pages/PayrollPage'),
      permission: 'payroll.view',
      texts: ['payroll'],
      menu: { section: 'payroll', labelKey: 'menu.payroll_run', order: 10, match: /^\/payroll\/?$/ },
    },
    {
      path: 'payroll/calculator',
      page: () => import('./pages/CalculatorPage'),
      permission: 'payroll.calculator',
      texts: ['payroll'],
      menu: { section: 'payroll', labelKey: 'menu.payroll_calculator', order: 20 },
    },
  ],
};
