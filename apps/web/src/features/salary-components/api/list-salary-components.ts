import type { SalaryComponent, SalaryComponentType } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';
import { salaryComponentKeys } from './keys';

export type ComponentFilter = {
  component_type: SalaryComponentType;
  salary_component_name?: string;
  scope_of_application: number[];
  status: number[];
  page: number;
  per_page: number;
};

/** `GET /salary_component/list`; the lists travel as `scope_of_application[]=1&status[]=0`. */
export const listSalaryComponents = (filter: ComponentFilter) =>
  api<Paged<SalaryComponent>>('salary_component/list', { query: filter });

export function useSalaryComponentList(filter: ComponentFilter) {
  return useQuery({
    queryKey: salaryComponentKeys.list(filter),
    queryFn: () => listSalaryComponents(filter),
    placeholderData: keepPreviousData,
  });
}
