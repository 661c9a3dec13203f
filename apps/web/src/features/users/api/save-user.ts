import type { UserCreateBody, UserItem, UserUpdateBody } from '@hr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isPersonPicker } from '../../../lib/lookups/keys';
import { userKeys } from './keys';

export const createUser = (body: UserCreateBody) => api<UserItem>('users', { method: 'POST', body });
export const updateUser = (id: number, body: UserUpdateBody) => api<UserItem>(`users/${id}`, { method: 'PUT', body });

type Save = { id?: undefined; body: UserCreateBody } | { id: number; body: UserUpdateBody };

/** Create when no id is given, update otherwise (specification 000 section 4 "Modals"). */
export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: Save) => (save.id === undefined ? createUser(save.body) : updateUser(save.id, save.body)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: userKeys.all }),
        client.invalidateQueries({ predicate: isPersonPicker }),
      ]),
  });
}
