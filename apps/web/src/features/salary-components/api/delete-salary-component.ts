import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { salaryComponentKeys } from './keys';

/** Delete is a GET, as the specification writes it. */
export const deleteSalaryComponent = (id: number) => api<null>(`salary_component/delete/${id}`);

export function useDeleteSalaryComponent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSalaryComponent,
    onSuccess: () => client.invalidateQueries({ queryKey: salaryComponentKeys.all }),
  });
}
