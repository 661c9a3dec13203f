import type {
  ChangeLogEntry,
  PayConfigItem,
  StaffBaseBody,
  StaffCreateBody,
  StaffIncomeTaxBody,
  StaffRecord,
  StaffRowBody,
  StaffSalaryBody,
  TaxProfileItem,
  UserItem,
  UserListQuery,
  UserOption,
} from '@hr/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isPersonPicker } from '../../../lib/lookups/keys';
import type { Paged } from '../../../lib/paged';
import { refreshAfterDelete } from '../../../lib/query-client';
import { staffKeys } from './keys';

type Saved = { id: number; version: number };

/** `GET /users` with the staff list's filters (keyword, position, department, status): 20 a page. */
export function useStaffList(query: UserListQuery) {
  return useQuery({
    queryKey: staffKeys.list(query),
    queryFn: () => api<Paged<UserItem>>('users', { query }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /users/{id}`: the whole record; pay-class fields absent for readers without the pay-view flag. */
export function useStaffRecord(id: number | undefined) {
  return useQuery({
    queryKey: staffKeys.detail(id ?? 0),
    queryFn: () => api<StaffRecord>(`users/${id}`),
    enabled: id !== undefined,
  });
}

/** `GET /user/pay_history/{id}`: every saved pay configuration, newest first. */
export function usePayHistory(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: staffKeys.payHistory(id ?? 0),
    queryFn: () => api<PayConfigItem[]>(`user/pay_history/${id}`),
    enabled: enabled && id !== undefined,
  });
}

/** `GET /user/tax_history/{id}`: every saved insurance and tax profile, newest first. */
export function useTaxHistory(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: staffKeys.taxHistory(id ?? 0),
    queryFn: () => api<TaxProfileItem[]>(`user/tax_history/${id}`),
    enabled: enabled && id !== undefined,
  });
}

/** `GET /user/change_log/{id}`: the person's audit rows, newest first. */
export function useChangeLog(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: staffKeys.changeLog(id ?? 0),
    queryFn: () => api<ChangeLogEntry[]>(`user/change_log/${id}`),
    enabled: enabled && id !== undefined,
  });
}

/** `GET /user/all?key_word=`: people for the spouse search (only asked once a keyword is typed). */
export function useSpouseSearch(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: staffKeys.spouses(keyword),
    queryFn: () => api<UserOption[]>('user/all', { query: { key_word: keyword } }),
    enabled: enabled && keyword.length > 0,
    placeholderData: keepPreviousData,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: staffKeys.all }),
      client.invalidateQueries({ predicate: isPersonPicker }),
    ]);
}

/** `POST /users` with the staff form (every tab in one transaction). */
export function useCreateStaff() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: StaffCreateBody) => api<StaffRecord>('users', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** `PUT /users/{id}` with the staff list's row edit. */
export function useSaveStaffRow() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: StaffRowBody }) =>
      api<StaffRecord>(`users/${id}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

/** `PUT /user/information/base|salary_config|income_tax/{id}`: one tab of a saved record. */
export function useSaveStaffTab() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (
      save:
        | { tab: 'base'; id: number; body: StaffBaseBody }
        | { tab: 'salary_config'; id: number; body: StaffSalaryBody }
        | { tab: 'income_tax'; id: number; body: StaffIncomeTaxBody },
    ) => api<Saved>(`user/information/${save.tab}/${save.id}`, { method: 'PUT', body: save.body }),
    onSuccess: refresh,
  });
}

/** `DELETE /users/{id}`. */
export function useDeleteStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<null>(`users/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) =>
      Promise.all([
        refreshAfterDelete(client, staffKeys.all, [staffKeys.detail(id)]),
        client.invalidateQueries({ predicate: isPersonPicker }),
      ]),
  });
}

/** `POST /users/restore/{aliasId}`: a deleted person back with their history. */
export function useRestoreStaff() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (aliasId: string) => api<Saved>(`users/restore/${encodeURIComponent(aliasId)}`, { method: 'POST' }),
    onSuccess: refresh,
  });
}
