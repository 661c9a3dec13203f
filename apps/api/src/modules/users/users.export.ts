import { can, type Language, translate, userExportQuery } from '@hr/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { readerOf, type Reader } from '../../lib/access';
import { forbidden } from '../../lib/errors';
import { streamWorkbook, XLSX_TYPE } from '../../lib/excel';
import { defineJob, type JobContext, JobFailure, type Jobs } from '../../lib/jobs/index';
import type { Actor } from '../../types';
import type { UserFilter } from './users.repository';
import { usersRepository } from './users.repository';
import { type FilterQuery, filterOf, visibleItem } from './users.service';

/** The columns of user_list.xlsx, in order (specification 000: the user list's columns). */
const EXPORT_COLUMNS = [
  'no',
  'name',
  'staff_id',
  'department',
  'role',
  'gender',
  'email',
  'phone_number',
  'shift',
] as const;
/** Progress is written every this many rows (the queue writes it at most twice a second anyway). */
const PROGRESS_ROWS = 250;
const WRITING = 'jobs.users_export.writing';

/** Every person the filter selects, as the reader may see them (rows are read in batches while the file is written). */
async function* exportItems(db: Db, reader: Reader, filter: UserFilter, lang: Language) {
  let no = 0;
  for await (const row of usersRepository(db).iterate(filter)) {
    const item = visibleItem(reader, row, lang);
    no += 1;
    yield {
      no,
      name: item.name,
      staff_id: item.staff_id,
      department: item.department_name,
      role: item.role_text,
      gender: item.gender_text ?? null,
      email: item.email,
      phone_number: item.phone_number ?? null,
      shift: item.shift_name,
    };
  }
}

/**
 * Writes user_list.xlsx on behalf of the person who started the job: their role, department and groups as they are
 * when it runs (a person who lost the right to view people gets no file), the same scoped query as the list.
 */
async function writeExport(query: FilterQuery, context: JobContext) {
  const { db, lang } = context;
  const person = context.startedBy === null ? undefined : await usersRepository(db).activeReader(context.startedBy);
  if (!person) throw new JobFailure('jobs.errors.owner_gone');
  if (!can(person.role_id, 'user.view')) throw forbidden();
  const reader = await readerOf(db, person);
  const filter = filterOf(reader, query);
  const total = await usersRepository(db).count(filter);
  await context.progress(0, WRITING, { done: 0, total });
  async function* reported() {
    let done = 0;
    for await (const item of exportItems(db, reader, filter, lang)) {
      yield item;
      done += 1;
      // Up to 99: the last percent is the file being finished.
      if (done % PROGRESS_ROWS === 0)
        await context.progress((done / Math.max(total, 1)) * 99, WRITING, { done, total });
    }
  }
  const label = (key: string) => translate(lang, `users.export.${key}`);
  const workbook = streamWorkbook(
    label('sheet'),
    EXPORT_COLUMNS.map((key) => ({ header: label(key), key, width: key === 'no' ? 8 : key === 'email' ? 32 : 20 })),
    reported(),
    () => undefined, // the error ends the stream, and resultFile throws it
  );
  await context.resultFile('user_list.xlsx', XLSX_TYPE, workbook);
}

export const userExportJob = defineJob({
  kind: 'users-export',
  input: z.object({ query: userExportQuery }),
  // A large export takes seconds; a run still going after 10 minutes belongs to a crashed instance.
  expireInSeconds: 600,
  handler: ({ query }, context) => writeExport(query, context),
});

/** Starts user_list.xlsx as a job; a refused filter is a 422 now, not a failed job. */
export function userExportStarter(db: Db, jobs: Jobs) {
  return async (actor: Actor, query: FilterQuery, lang: Language) => {
    filterOf(await readerOf(db, actor), query);
    return jobs.send(userExportJob, { query }, { startedBy: actor, lang });
  };
}
export type UserExportStarter = ReturnType<typeof userExportStarter>;
