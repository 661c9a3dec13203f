import type { HomeTab } from '../lib/home-tabs';
import { FEATURES } from './features';

/** The home page's tabs: every feature's `homeTabs`, in the order of app/features.ts (lib/home-tabs.ts). */
export const HOME_TABS: readonly HomeTab[] = FEATURES.flatMap((feature) => feature.homeTabs ?? []);
