import type { DepartmentItem, DepartmentListQuery } from '@hr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Paged } from '../../../lib/paged';
import { departmentKeys } from './keys';

export const listDepartments = (query: DepartmentListQuery) =>
  api<Paged<DepartmentItem> & { total_page: number }>('departments', { query });

export function useDepartmentList(query: DepartmentListQuery) {
  return useQuery({
    queryKey: departmentKeys.list(query),
    queryFn: () => listDepartments(query),
    placeholderData: keepPreviousData,
  });
}
