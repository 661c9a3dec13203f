import type { JobStarted } from '@hr/contracts';
import type { Client } from '../client';
import { waitForJob } from '../jobs';

/**
 * A payroll-locked month the way HR makes one: the month's payroll run through its job, then locked (a month never
 * run cannot be locked). `client` holds `payroll.run` and `payroll.lock` (HR).
 */
export async function lockedPayrollMonth(client: Client, month: string): Promise<void> {
  const { job_id } = (await client.post<JobStarted>('/api/payroll/runs', { month })).ok(202);
  const run = await waitForJob(client, job_id, 60_000);
  if (run.state !== 'done') throw new Error(`the payroll run of ${month} ended ${run.state}: ${run.message}`);
  (await client.post('/api/payroll/locks', { month })).ok();
}
