import type { Permission } from '@hr/contracts/permissions';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * A tab of the home page (`/`, `/summary`, `/dashboard`; `?tab=<key>` selects one). An area adds its tab in its own
 * feature.ts (`homeTabs`), like its routes; the app lists them in the order of app/features.ts and hands them to
 * the home page through this context. A tab is shown to people holding its permission; its part and its texts load
 * when it is first shown.
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

export const HomeTabsContext = createContext<readonly HomeTab[]>([]);

/** The home page's tabs, every area's, in order. */
export const useHomeTabs = () => useContext(HomeTabsContext);
