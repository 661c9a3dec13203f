import { jobFileUrl, type JobStatus, type Language, translate } from '@hr/contracts';
import type { Executor } from '../../db/client';
import { groupsOf } from '../../lib/access';
import { AppError, notFound } from '../../lib/errors';
import type { JobRow, Jobs } from '../../lib/jobs/index';
import type { Actor } from '../../types';

const fileGone = () => new AppError(404, 'file_gone', 'jobs.errors.file_gone');

/**
 * A progress's `{ done, total }` counts things as many as `total` ("Writing 1 of 1 person"): `total` is the `count`
 * that picks the text's plural form (messages/index.ts translate).
 */
const progressParams = (params: Record<string, string | number> | null) =>
  params && typeof params.total === 'number' ? { count: params.total, ...params } : (params ?? {});

/** A job as its owner reads it: the message in the reader's language, the download link once it is done. */
function toStatus(row: JobRow, lang: Language): JobStatus {
  const done = row.state === 'done' && row.result_file !== null;
  const key = row.message_key ?? (row.state === 'queued' ? 'jobs.queued' : null);
  return {
    id: row.id,
    kind: row.kind,
    state: row.state as JobStatus['state'],
    progress: row.progress,
    message: key ? translate(lang, key, progressParams(row.message_params)) : null,
    file_name: done ? row.result_name : null,
    file_size: done ? row.result_size : null,
    download_url: done ? jobFileUrl(row.id) : null,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

/**
 * Job status and result files: only for the person who started the job, while their role, department and the groups
 * their own-group scope reads are what they were then (an export holds the people and the pay, bank and ID fields
 * their access chose: a demoted person, or a leader who left the group, loses it); anyone else is told it does not
 * exist.
 */
export function jobsService(db: Executor, jobs: Jobs) {
  async function own(actor: Actor, id: string) {
    const row = await jobs.find(id);
    if (
      !row ||
      row.started_by !== actor.id ||
      row.started_role !== actor.role_id ||
      row.started_department !== actor.department_id ||
      (await groupsOf(db, actor)).join(',') !== row.started_groups.join(',')
    )
      throw notFound();
    return row;
  }
  return {
    status: async (actor: Actor, id: string, lang: Language) => toStatus(await own(actor, id), lang),

    async file(actor: Actor, id: string) {
      const row = await own(actor, id);
      if (row.state !== 'done' || !row.result_name || !row.result_type) throw notFound();
      const opened = await jobs.openResult(row);
      if (!opened) throw fileGone();
      return { ...opened, name: row.result_name, type: row.result_type };
    },
  };
}
export type JobsService = ReturnType<typeof jobsService>;
