import { performance } from 'node:perf_hooks';

/** How often the bench asks for the job's state (the browser asks every second; the bench wants the finish time). */
const POLL_MS = 50;

type Status = { state: string; download_url: string | null; message: string | null };

/**
 * POST /api/users/export (or `path` with a JSON `body`: the staff export), a job (docs/jobs.md), then GET
 * /api/jobs/{id} until it is done, then the file's answer: `acceptedMs` until the 202, `doneMs` until the job was
 * seen done. The caller reads the file's body.
 */
export async function exportAsJob(baseUrl: string, token: string, path = '/api/users/export', body?: unknown) {
  const headers = { authorization: `Bearer ${token}` };
  const started = performance.now();
  const accepted = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const acceptedMs = performance.now() - started;
  if (accepted.status !== 202) throw new Error(`POST ${path} answered ${accepted.status}: ${await accepted.text()}`);
  const { job_id: id } = ((await accepted.json()) as { data: { job_id: string } }).data;
  for (;;) {
    const answer = await fetch(`${baseUrl}/api/jobs/${id}`, { headers });
    if (answer.status !== 200) throw new Error(`GET /api/jobs/${id} answered ${answer.status}`);
    const status = ((await answer.json()) as { data: Status }).data;
    if (status.state === 'failed') throw new Error(`the export job failed: ${status.message}`);
    if (status.state === 'done' && status.download_url) {
      const doneMs = performance.now() - started;
      const file = await fetch(`${baseUrl}${status.download_url}`, { headers });
      if (file.status !== 200 || !file.body) throw new Error(`${status.download_url} answered ${file.status}`);
      return { acceptedMs, doneMs, file };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
