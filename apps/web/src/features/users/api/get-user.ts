import type { UserItem } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export const getUser = (id: number) => api<UserItem>(`users/${id}`);

/** One person, fresh from the server (the detail dialog edits from this copy and its version). */
export function useUser(id: number | undefined) {
  return useQuery({ queryKey: userKeys.detail(id ?? 0), queryFn: () => getUser(id ?? 0), enabled: id !== undefined });
}
