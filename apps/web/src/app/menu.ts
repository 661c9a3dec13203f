import type { Permission } from '@hr/contracts';
import type { MenuSection } from '../lib/feature';
import { FEATURES } from './features';

/**
 * The main menu of the whole product, built from the features' routes (app/features.ts): an entry is listed once
 * its page exists, with the permission its route names, and shown to a person only when they hold it (GET
 * /api/auth/user). Sections with `children` open from a button (click, Enter, Space or hover) in the top bar and
 * are listed under a heading in the phone drawer; `match` decides which entry is highlighted (and marked
 * aria-current) for the current address.
 */
export type MenuEntry = {
  key: string;
  labelKey: string;
  path?: string;
  permission?: Permission;
  match?: RegExp;
  children?: MenuEntry[];
};

/** The sections of the top bar, in order, with their labels. A new section is one line here. */
const SECTIONS: { key: MenuSection; labelKey: string }[] = [
  { key: 'attendance', labelKey: 'menu.attendance' },
  { key: 'organisation', labelKey: 'menu.organisation' },
  { key: 'payroll-data', labelKey: 'menu.payroll_data' },
  { key: 'payroll', labelKey: 'menu.payroll' },
  { key: 'settings', labelKey: 'menu.settings' },
];

const entriesOf = (section: MenuSection): MenuEntry[] =>
  FEATURES.flatMap((feature) => feature.routes)
    .filter((route) => route.menu?.section === section)
    .sort((a, b) => a.menu!.order - b.menu!.order)
    .map((route) => ({
      key: route.path,
      labelKey: route.menu!.labelKey,
      path: `/${route.path}`,
      permission: route.permission,
      match: route.menu!.match,
    }));

export const MAIN_MENU: MenuEntry[] = [
  { key: 'home', labelKey: 'menu.home', path: '/', match: /^\/(summary|dashboard)?$/ },
  ...SECTIONS.map((section) => ({ key: section.key, labelKey: section.labelKey, children: entriesOf(section.key) })),
];
