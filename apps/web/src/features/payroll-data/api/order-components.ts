import type { OrderKind, SalaryComponent } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';
import { payrollDataKeys } from './keys';

/** The salary components of the settings of one type that are in use: the lookup by `component_type`. */
export const listOrderComponents = (kind: OrderKind) =>
  api<Paged<SalaryComponent>>('salary_component/list', {
    query: { component_type: kind, status: [1], per_page: 100 },
  });

export function useOrderComponents(kind: OrderKind) {
  return useQuery({ queryKey: payrollDataKeys.components(kind), queryFn: () => listOrderComponents(kind) });
}
