import type { SettingKind } from '@hr/contracts';

/** Query keys of the settings area: invalidating `all` refreshes every settings query. */
export const settingKeys = {
  all: ['settings'] as const,
  version: (kind: SettingKind, date?: string) => ['settings', kind, 'version', date ?? 'today'] as const,
  versions: (kind: SettingKind) => ['settings', kind, 'versions'] as const,
  holidays: (year: number) => ['settings', 'holidays', year] as const,
};
