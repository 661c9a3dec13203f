import type { Feature } from '../../lib/feature';

/** Payroll data (docs/payroll-data.md): bonus and deduction orders, shift-change requests. */
export const payrollDataFeature: Feature = {
  routes: [
    {
      path: 'payroll-data/bonus-list',
      page: () => import('./pages/BonusListPage'),
      permission: 'payroll_order.view',
      texts: ['payrollData'],
      data: ['management-bonus/search?page=1'],
      menu: {
        section: 'payroll-data',
        labelKey: 'menu.bonus',
        order: 10,
        match: /^\/payroll-data\/bonus(-list|\/|$)/,
      },
    },
    {
      path: 'payroll-data/bonus/create',
      page: () => import('./pages/BonusFormPage'),
      permission: 'payroll_order.create',
      texts: ['payrollData'],
    },
    {
      path: 'payroll-data/bonus/:id',
      page: () => import('./pages/BonusFormPage'),
      permission: 'payroll_order.view',
      texts: ['payrollData'],
    },
    {
      path: 'payroll-data/deduction-list',
      page: () => import('./pages/DeductionListPage'),
      permission: 'payroll_order.view',
      texts: ['payrollData'],
      data: ['management-deduction/search?page=1'],
      menu: {
        section: 'payroll-data',
        labelKey: 'menu.deduction',
        order: 20,
        match: /^\/payroll-data\/deduction(-list|\/|$)/,
      },
    },
    {
      path: 'payroll-data/deduction/create',
      page: () => import('./pages/DeductionFormPage'),
      permission: 'payroll_order.create',
      texts: ['payrollData'],
    },
    {
      path: 'payroll-data/deduction/:id',
      page: () => import('./pages/DeductionFormPage'),
      permission: 'payroll_order.view',
      texts: ['payrollData'],
    },
    {
      path: 'payroll-data/shift-change',
      page: () => import('./pages/ShiftChangeListPage'),
      permission: 'shift_change.view',
      texts: ['payrollData'],
      data: ['POST shift_change/search {"page":1}'],
      menu: { section: 'payroll-data', labelKey: 'menu.shift_change', order: 30 },
    },
    {
      path: 'payroll-data/shift-change/create',
      page: () => import('./pages/ShiftChangeFormPage'),
      permission: 'shift_change.create',
      texts: ['payrollData'],
    },
    {
      path: 'payroll-data/shift-change/:id',
      page: () => import('./pages/ShiftChangeFormPage'),
      permission: 'shift_change.view',
      texts: ['payrollData'],
    },
  ],
};
