import type { Permission } from '@hr/contracts';

/**
 * The main menu of the whole product. An entry is listed here once its page exists, and shown to a person only
 * when they hold its permission (GET /api/auth/user). Sections with `children` open from a button (click, Enter,
 * Space or hover) in the top bar and are listed under a heading in the phone drawer; `match` decides which entry
 * is highlighted (and marked aria-current) for the current address.
 */
export type MenuEntry = {
  key: string;
  labelKey: string;
  path?: string;
  permission?: Permission;
  match?: RegExp;
  children?: MenuEntry[];
};

export const MAIN_MENU: MenuEntry[] = [
  { key: 'home', labelKey: 'menu.home', path: '/', match: /^\/(summary|dashboard)?$/ },
  {
    key: 'organisation',
    labelKey: 'menu.organisation',
    children: [
      { key: 'users', labelKey: 'menu.users', path: '/user', permission: 'user.view' },
      {
        key: 'departments',
        labelKey: 'menu.departments',
        path: '/department',
        permission: 'department.view',
        match: /^\/department(\/|$)/,
      },
      {
        key: 'department-groups',
        labelKey: 'menu.department_groups',
        path: '/settings/departments',
        permission: 'department.view',
      },
      { key: 'shifts', labelKey: 'menu.shifts', path: '/shift', permission: 'shift.view' },
    ],
  },
  {
    key: 'settings',
    labelKey: 'menu.settings',
    children: [
      {
        key: 'leave-management',
        labelKey: 'menu.leave_management',
        path: '/settings/leave-management',
        permission: 'leave_type.view',
        match: /^\/settings\/leave-management(\/|$)/,
      },
      {
        key: 'salary-component',
        labelKey: 'menu.salary_components',
        path: '/settings/salary-component',
        permission: 'salary_component.view',
      },
      {
        key: 'settings-default-system',
        labelKey: 'menu.default_system',
        path: '/settings/default-system',
        permission: 'setting.view',
      },
    ],
  },
];
