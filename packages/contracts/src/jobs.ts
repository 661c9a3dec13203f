import { z } from 'zod';
import { envelope } from './common';

/** Jobs (docs/jobs.md): long work the server runs in its queue; the browser follows it by polling its status. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobIdParam = z.strictObject({ id: z.uuid().max(36) });

export const jobStatus = z.object({
  id: z.uuid(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  /** 0..100 */
  progress: z.number().int().min(0).max(100),
  /** What is happening, or why it failed, in the reader's language (null when there is nothing to say). */
  message: z.string().nullable(),
  /** The result file (state done): the name it downloads as, its size, and where (GET with the token). */
  file_name: z.string().nullable(),
  file_size: z.number().int().nullable(),
  download_url: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type JobStatus = z.infer<typeof jobStatus>;
export const jobStatusResponse = envelope(jobStatus);

/** The answer (202) of a route that starts a job: follow it at `status_url`. */
export const jobStarted = z.object({ job_id: z.uuid(), status_url: z.string() });
export type JobStarted = z.infer<typeof jobStarted>;
export const jobStartedResponse = envelope(jobStarted);

export const jobStatusUrl = (id: string) => `/api/jobs/${id}`;
export const jobFileUrl = (id: string) => `/api/jobs/${id}/file`;
