import { type Options, send } from './api-client';

/*
 * Calls that answer files (exports, badges, payslips, reports), apart from lib/api-client.ts: the client travels with
 * the sign-in page (250 KB budget), these only with the pages that download.
 */

/** Calls an endpoint that answers with a file and hands back its bytes (a page reads a job's report). */
export async function fetchFile(path: string, options: Options = {}): Promise<Blob> {
  return (await send(path, options)).blob();
}

/** Calls an endpoint that answers with a file and saves it under `fileName`. */
export async function download(path: string, fileName: string, options: Options = {}): Promise<void> {
  saveBlob(await fetchFile(path, options), fileName);
}

/**
 * Calls an endpoint that answers a file at once or, for large work, 202 with a job (the attendance report): saves
 * the file under the name the server gave it (Content-Disposition), or answers the job's id to follow.
 */
export async function downloadOrJob(
  path: string,
  fallbackName: string,
  options: Options = {},
): Promise<string | undefined> {
  const response = await send(path, options);
  if (response.status === 202) return ((await response.json()) as { data: { job_id: string } }).data.job_id;
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  saveBlob(await response.blob(), named?.[1] ?? fallbackName);
  return undefined;
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
