import type { WorkHistoryCreateBody, WorkHistoryItem, WorkHistoryUpdateBody } from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffKeys } from './keys';

/** `GET /user/history/{userId}`: the person's work histories, oldest first, each active or view-only. */
export function useWorkHistories(userId: number | undefined) {
  return useQuery({
    queryKey: staffKeys.histories(userId ?? 0),
    queryFn: () => api<WorkHistoryItem[]>(`user/history/${userId}`),
    enabled: userId !== undefined,
  });
}

/** `GET /user/history_detail/{historyId}`. */
export function useWorkHistory(historyId: number | undefined) {
  return useQuery({
    queryKey: staffKeys.history(historyId ?? 0),
    queryFn: () => api<WorkHistoryItem>(`user/history_detail/${historyId}`),
    enabled: historyId !== undefined,
  });
}

/** Add, change and delete a work history (`POST /user/history`, `PUT` and `DELETE /user/history/{id}`). */
export function useWorkHistoryMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: staffKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: WorkHistoryCreateBody) => api<WorkHistoryItem>('user/history', { method: 'POST', body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: WorkHistoryUpdateBody }) =>
        api<WorkHistoryItem>(`user/history/${id}`, { method: 'PUT', body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api<null>(`user/history/${id}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
