import type { JobStarted, JobStatus } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { download, fetchFile } from './api-files';

/** How often a job's status is asked for while it runs (docs/jobs.md: the server writes progress twice a second). */
export const JOB_POLL_MS = 1000;

export const isFinished = (status: JobStatus | undefined) => status?.state === 'done' || status?.state === 'failed';

/** Starts a job with a POST (an export, a report): the server answers 202 with its id. */
export const startJob = (path: string, options: Parameters<typeof api>[1] = {}) =>
  api<JobStarted>(path, { method: 'POST', ...options }).then((started) => started.job_id);

/** Follows a job (GET /api/jobs/{id}) every second until it is done or failed; nothing without an id. */
export function useJob(id: string | undefined) {
  return useQuery({
    queryKey: ['jobs', id],
    queryFn: ({ signal }) => api<JobStatus>(`jobs/${id}`, { signal }),
    enabled: id !== undefined,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : JOB_POLL_MS),
    // Every poll reads the server: a cached state of a running job is not what the person waits for.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The result file of a finished job, for the page to read (an import's report). */
export function readJobFile(status: JobStatus): Promise<Blob> {
  if (!status.download_url) return Promise.reject(new Error('the job has no file'));
  return fetchFile(status.download_url.replace(/^\/api\//, ''));
}

/** Saves the result file of a finished job under the name the job gave it. */
export function downloadJobFile(status: JobStatus): Promise<void> {
  if (!status.download_url || !status.file_name) return Promise.reject(new Error('the job has no file'));
  return download(status.download_url.replace(/^\/api\//, ''), status.file_name);
}
