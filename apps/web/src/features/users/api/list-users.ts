import type { UserItem, UserListQuery } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';
import { userKeys } from './keys';

export const listUsers = (query: UserListQuery) => api<Paged<UserItem>>('users', { query });

export function useUserList(query: UserListQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: () => listUsers(query),
    placeholderData: keepPreviousData,
  });
}
