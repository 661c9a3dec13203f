import type { Permission } from '@hr/contracts/permissions';
import type { ComponentType } from 'react';

/**
 * The tabs of the home page (`/`, `/summary`, `/dashboard`), in order; `?tab=<key>` selects one. Another area adds
 * its tab with one line here (recruitment: the candidate list). A tab is shown to people holding its permission;
 * its part and its texts load when it is first shown.
 */
export type HomeTab = {
  key: string;
  /** A translation key, with its namespace ('dashboard:tabs.attendance'). */
  labelKey: string;
  permission?: Permission;
  /** The namespaces the tab's part uses (besides common and messages), loaded with it. */
  texts: string[];
  part: () => Promise<{ default: ComponentType }>;
};

export const HOME_TABS: HomeTab[] = [
  {
    key: 'attendance',
    labelKey: 'dashboard:tabs.attendance',
    permission: 'attendance.view',
    texts: ['dashboard'],
    part: () => import('../features/dashboard/components/AttendanceTab'),
  },
  {
    key: 'candidates',
    labelKey: 'common:menu.candidates',
    permission: 'recruitment.view',
    texts: ['recruitment'],
    part: () =>
      import('../features/recruitment/components/CandidateListTab').then((m) => ({ default: m.CandidateListTab })),
  },
];
