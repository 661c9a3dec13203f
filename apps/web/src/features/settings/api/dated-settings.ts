import type { SettingKind, SettingOf, SettingSaved, SettingVersionOf } from '@hr/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingKeys } from './keys';

// The answers' types come from the contracts (settings-answers.ts), the schemas the server answers with.
export const getSetting = <K extends SettingKind>(kind: K, date?: string) =>
  api<SettingOf<K>>(`config/${kind}`, { query: { date } });
export const getVersions = <K extends SettingKind>(kind: K) => api<SettingVersionOf<K>[]>(`config/${kind}/versions`);

/** The paths of the specification: default_salary updates by id; the other two update without one. */
export function saveSetting(kind: SettingKind, body: Record<string, unknown>, loadedId?: number) {
  if (loadedId === undefined) return api<SettingSaved>(`config/${kind}/create`, { method: 'POST', body });
  if (kind === 'default_salary')
    return api<SettingSaved>(`config/default_salary/update/${loadedId}`, { method: 'PUT', body });
  return api<SettingSaved>(`config/${kind}/update`, { method: 'PUT', body });
}

export const settingQuery = <K extends SettingKind>(kind: K, date?: string) =>
  queryOptions({ queryKey: settingKeys.version(kind, date), queryFn: () => getSetting(kind, date) });

export const useSetting = <K extends SettingKind>(kind: K, date?: string) => useQuery(settingQuery(kind, date));
export const useSettingVersions = (kind: SettingKind, enabled: boolean) =>
  useQuery({ queryKey: settingKeys.versions(kind), queryFn: () => getVersions(kind), enabled });

export function useSaveSetting(kind: SettingKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, loadedId }: { body: Record<string, unknown>; loadedId?: number }) =>
      saveSetting(kind, body, loadedId),
    onSuccess: () => client.invalidateQueries({ queryKey: settingKeys.all }),
  });
}
