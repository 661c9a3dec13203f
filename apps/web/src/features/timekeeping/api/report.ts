import type { ReportOptions, ReportQuery, ReportType } from '@hr/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadOrJob } from '../../../lib/api-files';
import { timekeepingKeys } from './keys';

/**
 * GET /report/{type}: the file is saved at once (Report_{type}_{timestamp}.xlsx), or a large report answers a job's
 * id to follow with JobProgress.
 */
export const exportReport = ({ type, query }: { type: ReportType; query: ReportQuery }) =>
  downloadOrJob(`report/${type}`, `Report_${type}.xlsx`, { query: { ...query, report_type: type } });

export function useExportReport() {
  return useMutation({ mutationFn: exportReport });
}

/** GET /report-options: the places and camera devices to choose from. */
export function useReportOptions() {
  return useQuery({ queryKey: timekeepingKeys.reportOptions, queryFn: () => api<ReportOptions>('report-options') });
}
