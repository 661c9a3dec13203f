import type { SalaryComponent, SalaryComponentCreateBody } from '@hr/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { salaryComponentKeys } from './keys';

export const createSalaryComponent = (body: SalaryComponentCreateBody) =>
  api<SalaryComponent>('salary_component', { method: 'POST', body });
export const updateSalaryComponent = (id: number, body: SalaryComponentCreateBody & { version: number }) =>
  api<SalaryComponent>(`salary_component/update/${id}`, { method: 'PUT', body });

/** Create when no id is given, update otherwise (with the version the edit started from). */
export function useSaveSalaryComponent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, body }: { id?: number; version?: number; body: SalaryComponentCreateBody }) =>
      id && version ? updateSalaryComponent(id, { ...body, version }) : createSalaryComponent(body),
    onSuccess: () => client.invalidateQueries({ queryKey: salaryComponentKeys.all }),
  });
}
