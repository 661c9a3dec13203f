import { type StaffImportReport, staffImportReport } from '@hr/contracts';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-files';
import { readJobFile, startJob } from '../../../lib/jobs';
import type { JobStatus } from '@hr/contracts';

export { useExportStaff } from './staff-export';

/** `POST /staff/import` (multipart field `file`): the import job's id; a refused file is a 4xx at once. */
export function useImportStaff() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return startJob('staff/import', { body });
    },
  });
}

/** `GET /staff/import/template`: the empty staff sheet, saved as a file. */
export const downloadImportTemplate = () => download('staff/import/template', 'Staff_Import_Template.xlsx');

/** The import job's result file: the report of what was applied or every refused cell. */
export async function readImportReport(status: JobStatus): Promise<StaffImportReport> {
  return staffImportReport.parse(JSON.parse(await (await readJobFile(status)).text()));
}
