/** How often a benchmark asks for a job's state (the browser asks every second; the bench wants the finish time). */
const POLL_MS = 50;

export type JobStatus = { state: string; download_url: string | null; message: string | null };

/**
 * GET /api/jobs/{id} until the job is done (docs/jobs.md); throws when it failed. A request the server shed under
 * pressure (503, or 429) is asked again and counted in `sheds`.
 */
export async function waitForJob(
  baseUrl: string,
  token: string,
  id: string,
  what = 'the job',
): Promise<{ status: JobStatus; sheds: number }> {
  const headers = { authorization: `Bearer ${token}` };
  let sheds = 0;
  for (; ; await new Promise((resolve) => setTimeout(resolve, POLL_MS))) {
    const answer = await fetch(`${baseUrl}/api/jobs/${id}`, { headers });
    if (answer.status === 503 || answer.status === 429) {
      sheds += 1;
      continue;
    }
    if (answer.status !== 200) throw new Error(`GET /api/jobs/${id} answered ${answer.status}`);
    const status = ((await answer.json()) as { data: JobStatus }).data;
    if (status.state === 'failed') throw new Error(`${what} failed: ${status.message}`);
    if (status.state === 'done') return { status, sheds };
  }
}
