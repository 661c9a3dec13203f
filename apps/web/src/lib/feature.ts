import type { Permission } from '@hr/contracts/permissions';
import type { ComponentType } from 'react';
import type { HomeTab } from './home-tabs';

/**
 * How an area of the web app registers itself (docs/adding-an-area.md): `features/<area>/feature.ts` exports a
 * Feature, app/features.ts lists it once, and the router and the main menu are built from the list. A page names
 * the permission it needs ONCE: the route's guard and its menu entry both read it. This file stays tiny and free
 * of pages: every feature.ts is loaded with the app shell, its pages only when opened.
 */

/** The main menu's sections, in the order of the top bar (app/menu.ts gives each its label). */
export type MenuSection = 'attendance' | 'organisation' | 'payroll-data' | 'payroll' | 'settings';

export type FeatureRoute = {
  /** The path under the signed-in layout, without the leading slash ('settings/leave-management/:id'). */
  path: string;
  /** The page, loaded when the route is first opened (its own chunk). */
  page: () => Promise<{ default: ComponentType }>;
  /** The permission the page needs; without it the page says so (and its menu entry is hidden). */
  permission?: Permission;
  /** The translation namespaces the page uses (besides common and messages, always there), loaded with the page. */
  texts: string[];
  /** Shown without the app's top bar and menu (the reception kiosk); still behind the sign-in. */
  fullScreen?: boolean;
  /**
   * The reads the page makes first at its address without a query string, as lib/api-client.ts writes them without
   * `/api/`: index.html starts them before the scripts arrive (build/boot-preloads.ts). A GET as its address
   * ('users?page=1&limit=20'), where `{today}` stands for the company's day (contracts' companyToday()); a search
   * read by POST as `POST <path> <body as JSON.stringify writes it>` ('POST shift_change/search {"page":1}'), only
   * for a path ending in `/search` (a POST that writes must never start by itself). Right after `texts` (or
   * `fullScreen`): the build reads feature.ts as text. `e2e/shell/boot-preloads.e2e.ts` fails when a page makes them
   * again or not at all.
   */
  data?: string[];
  /** The page's entry in the main menu, if it has one. */
  menu?: {
    section: MenuSection;
    /** A translation key of the common namespace (menu.*). */
    labelKey: string;
    /** Place inside the section (lower first). */
    order: number;
    /** Which addresses highlight the entry (default: the path and everything below it). */
    match?: RegExp;
  };
};

export type Feature = {
  routes: FeatureRoute[];
  /** Tabs the area adds to the home page (lib/home-tabs.ts). */
  homeTabs?: HomeTab[];
};
