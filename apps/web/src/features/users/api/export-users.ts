import type { UserExportQuery } from '@hr/contracts';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-client';

/** Every person the filters select, as user_list.xlsx (specification 000 section 9). */
export const exportUsers = (query: UserExportQuery) => download('users/export', 'user_list.xlsx', { query });

export function useExportUsers() {
  return useMutation({ mutationFn: exportUsers });
}
