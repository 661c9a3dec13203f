import type { SettingKind } from '@hr/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingKeys } from './keys';

export type VersionSummary = {
  id: number;
  effective_from: string;
  version: number;
  locked: boolean;
  updated_at: string;
};
/** One dated version as `GET /config/{kind}` answers it: its metadata, its fields, and the list of versions. */
export type DatedSetting = VersionSummary & Record<string, unknown> & { versions: VersionSummary[] };
export type VersionWithFields = VersionSummary & Record<string, unknown>;
export type SaveResult = { id: number; effective_from: string; version: number; created: boolean };

export const getSetting = (kind: SettingKind, date?: string) =>
  api<DatedSetting>(`config/${kind}`, { query: { date } });
export const getVersions = (kind: SettingKind) => api<VersionWithFields[]>(`config/${kind}/versions`);

/** The paths of the specification: default_salary updates by id; the other two update without one. */
export function saveSetting(kind: SettingKind, body: Record<string, unknown>, loadedId?: number) {
  if (loadedId === undefined) return api<SaveResult>(`config/${kind}/create`, { method: 'POST', body });
  if (kind === 'default_salary')
    return api<SaveResult>(`config/default_salary/update/${loadedId}`, { method: 'PUT', body });
  return api<SaveResult>(`config/${kind}/update`, { method: 'PUT', body });
}

export const settingQuery = (kind: SettingKind, date?: string) =>
  queryOptions({ queryKey: settingKeys.version(kind, date), queryFn: () => getSetting(kind, date) });

export const useSetting = (kind: SettingKind, date?: string) => useQuery(settingQuery(kind, date));
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
