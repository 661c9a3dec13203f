import { performance } from 'node:perf_hooks';
import { waitForJob } from './jobs';

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
  const { status } = await waitForJob(baseUrl, token, id, 'the export job');
  const doneMs = performance.now() - started;
  if (!status.download_url) throw new Error('the export job is done without a file');
  const file = await fetch(`${baseUrl}${status.download_url}`, { headers });
  if (file.status !== 200 || !file.body) throw new Error(`${status.download_url} answered ${file.status}`);
  return { acceptedMs, doneMs, file };
}
