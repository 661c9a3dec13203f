import type { Readable } from 'node:stream';
import {
  can,
  companyToday,
  type Language,
  OVERTIME_KEYS,
  REPORT_DIRECT_MAX_ROWS,
  REPORT_MAX_DAYS,
  type ReportQuery,
  type ReportType,
  reportFileName,
  reportQuery,
  REPORT_TYPES,
  translate,
} from '@hr/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { inScope, type Reader, readerOf } from '../../lib/access';
import { AppError, forbidden } from '../../lib/errors';
import { type Column, type SheetSource, streamSheets, XLSX_TYPE } from '../../lib/excel';
import { defineJob, type JobContext, JobFailure, type Jobs } from '../../lib/jobs/index';
import type { Actor } from '../../types';
import { attendanceRepository, scopeColumns } from './attendance.repository';
import { type PeopleFilter, type Person, reportsRepository } from './reports.repository';
import { toTimekeepingRow } from './timekeeping.service';
import { addDays, zonedMoment } from './working-day';

/**
 * The attendance reports (docs/attendance.md "Reports"): summary (a row per person per day, and a Totals sheet with a
 * row per person), registration (every check-in event) and working-plan (the days planned by a work plan or excused
 * by an absence). Read within the reader's personal scope; a small report is answered at once, a large one is made
 * by a job (the same writer).
 */

type Range = { from: string; to: string };
type Plan = { type: ReportType; range: Range; filter: PeopleFilter; deviceIds?: number[]; rows: number };

const minutesWide = 14;

/** The moments of a range's calendar dates in the company's time zone (the registration report's events). */
function eventWindow(range: Range, timeZone: string) {
  return {
    from: new Date(zonedMoment(range.from, '00:00', timeZone)),
    to: new Date(zonedMoment(addDays(range.to, 1), '00:00', timeZone)),
  };
}

function localFormats(timeZone: string) {
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const stamp = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  // Many days share their moments (a shift's start, a minute of check-in): each is formatted once.
  const clocks = new Map<number, string>();
  return {
    clock(at: Date | null) {
      if (!at) return null;
      let text = clocks.get(at.getTime());
      if (text === undefined) {
        text = clock.format(at);
        if (clocks.size < 200_000) clocks.set(at.getTime(), text);
      }
      return text;
    },
    /** YYYY-MM-DD HH:mm:ss in the company's time zone. */
    moment: (at: Date) => stamp.format(at),
    /** YYYYMMDDHHmmss, the file name's timestamp. */
    fileStamp: (at: Date) => stamp.format(at).replace(/\D/g, ''),
  };
}

/** Checks what can be refused before anything is written, and sizes the report. */
async function planReport(
  db: Db,
  reader: Reader,
  type: ReportType,
  query: ReportQuery,
  timeZone: string,
): Promise<Plan> {
  const repo = reportsRepository(db);
  const range = { from: query.start_date, to: query.end_date ?? companyToday(timeZone) };
  if (range.to < range.from)
    throw new AppError(400, 'invalid_input', 'errors.invalid_input', {}, { end_date: ['validation.end_after_start'] });
  const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000 + 1;
  if (days > REPORT_MAX_DAYS)
    throw new AppError(
      400,
      'invalid_input',
      'errors.invalid_input',
      { max: REPORT_MAX_DAYS },
      {
        end_date: ['validation.attendance.range_too_long'],
      },
    );
  let deviceIds: number[] | undefined;
  if (query.place !== undefined) {
    deviceIds = await repo.devicesOfPlace(query.place);
    if (!deviceIds)
      throw new AppError(422, 'place_not_found', 'errors.place_not_found', {}, { place: ['errors.place_not_found'] });
  }
  if (query.camera_device !== undefined) {
    if (!(await repo.deviceExists(query.camera_device)))
      throw new AppError(
        422,
        'device_not_found',
        'errors.device_not_found',
        {},
        {
          camera_device: ['errors.device_not_found'],
        },
      );
    deviceIds = deviceIds ? deviceIds.filter((id) => id === query.camera_device) : [query.camera_device];
  }
  const filter: PeopleFilter = {
    scope: inScope(reader, 'personal', scopeColumns),
    period: range,
    devices: deviceIds ? { ids: deviceIds, ...eventWindow(range, timeZone) } : undefined,
  };
  const people = await repo.countPeople(filter);
  // Registration: about two events a person a day; the others: a row per person per day.
  const rows = people * days * (type === 'registration' ? 2 : 1);
  return { type, range, filter, deviceIds, rows };
}

/**
 * The sheets of a report, read in batches of people as they are written; `tick` is told the rows of each batch once
 * they are handed on (not after each row: an await per row of 150,000 cost more than a second).
 */
function reportSheets(
  db: Db,
  plan: Plan,
  lang: Language,
  timeZone: string,
  tick: (rows: number) => Promise<void>,
): SheetSource[] {
  const repo = reportsRepository(db);
  const attendance = attendanceRepository(db);
  const { range } = plan;
  // Texts repeat on every row (a status, a source): each is translated once.
  const texts = new Map<string, string>();
  const text = (key: string, params?: Record<string, unknown>) => {
    if (params) return translate(lang, `attendance_reports.${key}`, params);
    let found = texts.get(key);
    if (found === undefined) {
      found = translate(lang, `attendance_reports.${key}`);
      texts.set(key, found);
    }
    return found;
  };
  const column = (key: string, width = 16): Column => ({ header: text(`columns.${key}`), key, width });
  const minutes = (key: string) => column(key, minutesWide);
  const format = localFormats(timeZone);
  // A person's cells on the Totals sheet (a row per person). The sheets with a row per day or event write them out
  // field by field: `{ ...person(p), date, ... }` left about 5 KB of garbage a row (790 MB for a month of 5,000
  // people), faster than it was collected (docs/benchmarks.md section 8, "The report's memory").
  const person = (p: Person) => ({
    staff_id: p.staff_id,
    name: p.name,
    department: p.department_name,
  });
  const personColumns = [column('no', 6), column('staff_id', 12), column('name', 24), column('department', 20)];
  const overtimeColumns = OVERTIME_KEYS.map((k) => ({
    header: text('columns.overtime', { type: k, name: text(`overtime_types.${k}`) }),
    key: `overtime_${k}`,
    width: minutesWide,
  }));
  // Absence types by their names in the reader's language (the plan-config lookup's labels), each list once.
  const absenceNames = new Map<string, string | null>();
  const absenceText = (types: number[]) => {
    const key = types.join(',');
    let found = absenceNames.get(key);
    if (found === undefined) {
      found = types.map((type) => translate(lang, `attendance_registration.absences.${type}`)).join(', ') || null;
      absenceNames.set(key, found);
    }
    return found;
  };

  async function* daysRows() {
    let no = 0;
    for await (const people of repo.peopleBatches(plan.filter)) {
      const byId = new Map(people.map((p) => [p.user_id, p]));
      const days = await attendance.reportDaysOf([...byId.keys()], range.from, range.to);
      for (const day of days) {
        const who = byId.get(day.user_id)!;
        no += 1;
        yield {
          no,
          staff_id: who.staff_id,
          name: who.name,
          department: who.department_name,
          date: day.work_date,
          status: text(`statuses.${day.status}`),
          planned_start: format.clock(day.planned_start),
          planned_end: format.clock(day.planned_end),
          first_in: format.clock(day.first_in),
          last_out: format.clock(day.last_out),
          late_minutes: day.late_minutes,
          early_leave_minutes: day.early_leave_minutes,
          worked_minutes: day.worked_minutes,
          normal_minutes: day.normal_minutes,
          overtime_1: day.overtime_1,
          overtime_2: day.overtime_2,
          overtime_3: day.overtime_3,
          overtime_4: day.overtime_4,
          overtime_5: day.overtime_5,
          overtime_6: day.overtime_6,
          overtime_7: day.overtime_7,
          overtime_minutes: day.overtime_minutes,
          night_minutes: day.night_minutes,
          leave_minutes: day.leave_minutes,
        };
      }
      await tick(days.length);
    }
  }

  async function* totalsRows() {
    let no = 0;
    for await (const people of repo.peopleBatches(plan.filter)) {
      const totals = new Map(
        (
          await repo.totals(
            people.map((p) => p.user_id),
            range.from,
            range.to,
          )
        ).map((t) => [t.user_id, t]),
      );
      for (const p of people) {
        const row = toTimekeepingRow(p, totals.get(p.user_id));
        no += 1;
        yield {
          no,
          ...person(p),
          ...row,
          ...Object.fromEntries(OVERTIME_KEYS.map((k) => [`overtime_${k}`, row.overtime[k]])),
        };
      }
    }
  }

  async function* eventRows() {
    let no = 0;
    const window = eventWindow(range, timeZone);
    for await (const people of repo.peopleBatches(plan.filter)) {
      const byId = new Map(people.map((p) => [p.user_id, p]));
      const events = await repo.events([...byId.keys()], window.from, window.to, plan.deviceIds);
      for (const event of events) {
        const who = byId.get(event.user_id)!;
        no += 1;
        yield {
          no,
          staff_id: who.staff_id,
          name: who.name,
          department: who.department_name,
          time: format.moment(event.occurred_at),
          direction: event.direction ? text(`directions.${event.direction}`) : null,
          source: text(`sources.${event.source}`),
          device: event.device_name,
          place: event.place_name,
          reason: event.reason,
          voided: event.voided_at ? `${format.moment(event.voided_at)} ${event.void_reason ?? ''}`.trim() : null,
        };
      }
      await tick(events.length);
    }
  }

  async function* planRows() {
    let no = 0;
    for await (const people of repo.peopleBatches(plan.filter)) {
      const byId = new Map(people.map((p) => [p.user_id, p]));
      const days = await attendance.reportDaysOf([...byId.keys()], range.from, range.to);
      for (const day of days) {
        if (day.shift_source !== 'work_plan' && day.absence_types.length === 0) continue;
        const who = byId.get(day.user_id)!;
        no += 1;
        yield {
          no,
          staff_id: who.staff_id,
          name: who.name,
          department: who.department_name,
          date: day.work_date,
          shift_source: text(`shift_sources.${day.shift_source}`),
          planned_start: format.clock(day.planned_start),
          planned_end: format.clock(day.planned_end),
          absence_types: absenceText(day.absence_types),
          leave_minutes: day.leave_minutes,
          status: text(`statuses.${day.status}`),
        };
      }
      await tick(days.length);
    }
  }

  // A row per person per day (150,000 rows for a month of 5,000 people): the columns an HR officer checks a day by,
  // overtime by type included (each cell costs time: exceljs writes about a million a second).
  const dayColumns = [
    column('no', 6),
    column('staff_id', 12),
    column('name', 24),
    column('department', 20),
    column('date', 12),
    column('status', 14),
    column('planned_start', 10),
    column('planned_end', 10),
    column('first_in', 12),
    column('last_out', 12),
    minutes('late_minutes'),
    minutes('early_leave_minutes'),
    minutes('worked_minutes'),
    minutes('normal_minutes'),
    ...overtimeColumns,
    minutes('overtime_minutes'),
    minutes('night_minutes'),
    minutes('leave_minutes'),
  ];
  switch (plan.type) {
    case 'summary':
      return [
        { name: text('sheets.days'), columns: dayColumns, rows: daysRows },
        {
          name: text('sheets.totals'),
          columns: [
            ...personColumns,
            column('days_present'),
            column('days_late'),
            column('days_missing_checkout'),
            column('days_absent'),
            column('days_leave'),
            column('days_business_trip'),
            minutes('late_minutes'),
            minutes('early_leave_minutes'),
            minutes('worked_minutes'),
            minutes('normal_minutes'),
            ...overtimeColumns,
            minutes('overtime_minutes'),
            minutes('night_minutes'),
            minutes('leave_minutes'),
          ],
          rows: totalsRows,
        },
      ];
    case 'registration':
      return [
        {
          name: text('sheets.events'),
          columns: [
            ...personColumns,
            column('time', 20),
            column('direction', 10),
            column('source', 10),
            column('device', 18),
            column('place', 18),
            column('reason', 30),
            column('voided', 30),
          ],
          rows: eventRows,
        },
      ];
    case 'working-plan':
      return [
        {
          name: text('sheets.plans'),
          columns: [
            ...personColumns,
            column('date', 12),
            column('shift_source', 14),
            column('planned_start', 10),
            column('planned_end', 10),
            column('absence_types', 14),
            minutes('leave_minutes'),
            column('status', 14),
          ],
          rows: planRows,
        },
      ];
  }
}

const WRITING = 'jobs.attendance_report.writing';

export const attendanceReportJob = defineJob({
  kind: 'attendance-report',
  input: z.object({ type: z.enum(REPORT_TYPES), query: reportQuery, timeZone: z.string() }),
  expireInSeconds: 900,
  async handler({ type, query, timeZone }, context: JobContext) {
    const { db, lang } = context;
    const person = context.startedBy === null ? undefined : await reportsRepository(db).activeReader(context.startedBy);
    if (!person) throw new JobFailure('jobs.errors.owner_gone');
    if (!can(person.role_id, 'attendance.report')) throw forbidden();
    // The starter's scope as it is now: a person who lost the right gets no file.
    const plan = await planReport(db, await readerOf(db, person), type, query, timeZone);
    const total = plan.rows;
    let done = 0;
    await context.progress(0, WRITING, { done, total });
    // After each batch of people; up to 99: the last percent is the file being finished (the count is an estimate).
    const tick = async (rows: number) => {
      done += rows;
      await context.progress(Math.min(99, (done / Math.max(total, 1)) * 99), WRITING, { done, total });
    };
    const workbook = streamSheets(reportSheets(db, plan, lang, timeZone, tick), () => undefined);
    await context.resultFile(reportFileName(type, localFormats(timeZone).fileStamp(new Date())), XLSX_TYPE, workbook);
  },
});

export type ReportAnswer =
  | { kind: 'file'; fileName: string; type: string; stream: Readable }
  | { kind: 'job'; jobId: string };

export function reportsService(db: Db, jobs: Jobs, options: { timeZone: string }) {
  const { timeZone } = options;
  return {
    options: () => reportsRepository(db).options(),

    /** A small report as a file now; a large one (more than REPORT_DIRECT_MAX_ROWS rows) started as a job. */
    async report(actor: Actor, type: ReportType, query: ReportQuery, lang: Language): Promise<ReportAnswer> {
      if (query.report_type !== undefined && query.report_type !== type)
        throw new AppError(
          400,
          'invalid_input',
          'errors.invalid_input',
          {},
          {
            report_type: ['validation.attendance_reports.type_mismatch'],
          },
        );
      const plan = await planReport(db, await readerOf(db, actor), type, query, timeZone);
      if (plan.rows > REPORT_DIRECT_MAX_ROWS) {
        const jobId = await jobs.send(attendanceReportJob, { type, query, timeZone }, { startedBy: actor, lang });
        return { kind: 'job', jobId };
      }
      const stream = streamSheets(
        reportSheets(db, plan, lang, timeZone, async () => undefined),
        () => undefined, // the error ends the stream; the client sees a cut download
      );
      return {
        kind: 'file',
        fileName: reportFileName(type, localFormats(timeZone).fileStamp(new Date())),
        type: XLSX_TYPE,
        stream,
      };
    },
  };
}
export type ReportsService = ReturnType<typeof reportsService>;
