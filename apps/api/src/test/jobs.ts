import type { JobStatus } from '@hr/contracts';
import type { Client } from './client';

/**
 * Follows a job as the browser does (GET /api/jobs/{id} as the person who started it) until it is done or failed;
 * answers the last status and every progress value seen on the way.
 */
export async function waitForJob(
  client: Client,
  id: string,
  timeoutMs = 20_000,
): Promise<JobStatus & { seen: number[] }> {
  const seen: number[] = [];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = (await client.get<JobStatus>(`/api/jobs/${id}`)).ok();
    seen.push(status.progress);
    if (status.state === 'done' || status.state === 'failed') return { ...status, seen };
    if (Date.now() > until) throw new Error(`job ${id} still ${status.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
