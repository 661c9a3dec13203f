import type { Feature } from '../../lib/feature';

/** Payroll (docs/payroll.md): the month's run with its lock, the gross-net calculator, one's own payslips. */
export const payrollFeature: Feature = {
  routes: [
    {
      path: 'payroll',
      page: () => import('./pages/PayrollPage'),
      permission: 'payroll.view',
      texts: ['payroll'],
      data: ['get-departments'],
      menu: { section: 'payroll', labelKey: 'menu.payroll_run', order: 10, match: /^\/payroll\/?$/ },
    },
    {
      path: 'payroll/calculator',
      page: () => import('./pages/CalculatorPage'),
      permission: 'payroll.calculator',
      texts: ['payroll'],
      menu: { section: 'payroll', labelKey: 'menu.payroll_calculator', order: 20 },
    },
    {
      // Every person may have payslips (a kiosk account is nobody), and the server answers only one's own.
      path: 'payroll/payslips',
      page: () => import('./pages/PayslipPage'),
      permission: 'payroll.payslip',
      texts: ['payroll'],
      data: ['payroll/payslips'],
      menu: { section: 'payroll', labelKey: 'menu.payroll_payslips', order: 30 },
    },
  ],
};
