import type { LoginBlock } from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const loginBlockKeys = { all: ['login-blocks'] as const };

/** Sign-in blocks in force (ICT and HR). */
export function useLoginBlocks(enabled: boolean) {
  return useQuery({ queryKey: loginBlockKeys.all, queryFn: () => api<LoginBlock[]>('login-blocks'), enabled });
}

export function useLiftLoginBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => api<null>('login-blocks/lift', { method: 'POST', body: { key } }),
    onSettled: () => client.invalidateQueries({ queryKey: loginBlockKeys.all }),
  });
}
