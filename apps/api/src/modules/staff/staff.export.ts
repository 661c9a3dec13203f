import { can, companyToday, type Language, STAFF_FIELD_CLASSES, staffExportBody, translate } from '@hr/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type Reader, readerOf, visibleClasses } from '../../lib/access';
import { AppError, forbidden } from '../../lib/errors';
import { streamWorkbook, XLSX_TYPE } from '../../lib/excel';
import { defineJob, type JobContext, JobFailure, type Jobs } from '../../lib/jobs/index';
import type { Actor } from '../../types';
import { staffRepository } from './staff.repository';
import { columnsFor, headerOf, sheetCells } from './staff.sheet';

/** People read per statement while the file is written (one statement per batch, rows streamed out). */
const BATCH = 1_000;
const WRITING = 'staff.jobs.export_writing';
export const EXPORT_FILE = 'Employee_List.xlsx';

/** The selected people by staff ID, batch by batch, as the reader may see them (hidden cells left out). */
async function* exportRows(db: Db, reader: Reader, ids: number[], lang: Language, today: string) {
  const repo = staffRepository(db);
  const ordered = (await repo.sheetSubjects(ids)).filter((s) => visibleClasses(reader, s).has('directory'));
  let no = 0;
  for (let start = 0; start < ordered.length; start += BATCH) {
    const batch = ordered.slice(start, start + BATCH).map((s) => s.id);
    for (const row of await repo.sheetRows(batch, today)) {
      const classes = visibleClasses(reader, row);
      no += 1;
      yield Object.fromEntries([
        ['no', no],
        ...Object.entries(sheetCells(row, lang)).filter(([key]) => classes.has(classOf(key))),
      ]);
    }
  }
}

/** The class of a sheet column (department and position are the record's department and role). */
function classOf(key: string) {
  const field = key === 'department' ? 'department_id' : key === 'position' ? 'role_id' : key;
  return STAFF_FIELD_CLASSES[field as keyof typeof STAFF_FIELD_CLASSES] ?? 'pay';
}

/**
 * Writes Employee_List.xlsx on behalf of the person who started the job, as they are when it runs (a person who lost
 * staff.export gets no file): the columns of the classes they read, each person's hidden cells empty.
 */
async function writeExport(ids: number[], context: JobContext) {
  const { db, lang } = context;
  const person = context.startedBy === null ? undefined : await staffRepository(db).person(context.startedBy);
  if (!person || person.deleted_at) throw new JobFailure('jobs.errors.owner_gone');
  if (!can(person.role_id, 'staff.export')) throw forbidden();
  const reader = await readerOf(db, person);
  const today = companyToday(context.config.COMPANY_TIME_ZONE);
  const total = new Set(ids).size;
  await context.progress(0, WRITING, { done: 0, total });
  async function* reported() {
    let done = 0;
    for await (const row of exportRows(db, reader, ids, lang, today)) {
      yield row;
      done += 1;
      if (done % 500 === 0) await context.progress((done / total) * 99, WRITING, { done, total });
    }
  }
  const columns = [
    { header: headerOf(lang, 'no'), key: 'no', width: 8 },
    ...columnsFor(person.role_id).map((c) => ({ header: headerOf(lang, c.key), key: c.key, width: c.width })),
  ];
  const workbook = streamWorkbook(translate(lang, 'staff.sheet.name'), columns, reported(), () => undefined);
  await context.resultFile(EXPORT_FILE, XLSX_TYPE, workbook);
}

export const staffExportJob = defineJob({
  kind: 'staff-export',
  input: staffExportBody,
  expireInSeconds: 600,
  handler: ({ user_ids }, context) => writeExport(user_ids, context),
});

/**
 * Starts Employee_List.xlsx as a job. Refused at once (404, nothing exported) when a selected person is unknown,
 * deleted or outside the reader's scope: the file would silently lack them.
 */
export function staffExportStarter(db: Db, jobs: Jobs) {
  return async (actor: Actor, body: z.infer<typeof staffExportBody>, lang: Language) => {
    const reader = await readerOf(db, actor);
    const ids = [...new Set(body.user_ids)];
    const seen = (await staffRepository(db).sheetSubjects(ids)).filter((s) =>
      visibleClasses(reader, s).has('directory'),
    );
    if (seen.length !== ids.length)
      throw new AppError(404, 'not_found', 'errors.export_not_found', { count: ids.length - seen.length });
    return jobs.send(staffExportJob, { user_ids: ids }, { startedBy: actor, lang });
  };
}
export type StaffExportStarter = ReturnType<typeof staffExportStarter>;
