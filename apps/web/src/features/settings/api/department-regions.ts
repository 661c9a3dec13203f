import type { DepartmentRegionItem } from '@hr/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = ['settings', 'department-regions'] as const;

export const listDepartmentRegions = () => api<DepartmentRegionItem[]>('config/department_region');
export const setDepartmentRegion = (id: number, region: number | null) =>
  api<DepartmentRegionItem>(`config/department_region/${id}`, { method: 'PUT', body: { region } });

export const useDepartmentRegions = () => useQuery({ queryKey: key, queryFn: listDepartmentRegions });

export function useSetDepartmentRegion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, region }: { id: number; region: number | null }) => setDepartmentRegion(id, region),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
