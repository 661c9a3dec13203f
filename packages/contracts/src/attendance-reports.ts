import { z } from 'zod';
import { attendanceEventItem, OVERTIME_KEYS, PERSON_DAYS_MAX_RANGE, workingDayItem } from './attendance';
import { envelope, pageQuery, paged, readOnly } from './common';
import { addYears, companyToday, isoDate } from './dates';

/**
 * Attendance reports, timekeeping and the home dashboard (docs/attendance.md "Reports, timekeeping, dashboard"): reads
 * of the stored working days and events, within the reader's personal read scope.
 */

/** Dates up to today (a report or a timekeeping range never ends in the future). */
const pastDate = (requiredError?: string) =>
  isoDate({
    window: () => ({ min: '1900-01-01', max: companyToday() }),
    maxError: 'validation.attendance_reports.not_after_today',
    requiredError,
  });
const optionalId = z.coerce.number().int().min(1).max(2_147_483_647).optional();
/** Today minus 14 days: the default start of the report and of timekeeping (15 days up to today). */
export const defaultRangeStart = (today: string) => addYears(today, 0, -14);

// ---------------------------------------------------------------- reports

export const REPORT_TYPES = ['summary', 'registration', 'working-plan'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
/** A report covers at most this many days. */
export const REPORT_MAX_DAYS = 366;
/** Up to this many rows (people x days, or events) the file is answered at once; above, it is made by a job. */
export const REPORT_DIRECT_MAX_ROWS = 10_000;

export const reportParams = z.strictObject({
  report_type: z.enum(REPORT_TYPES, { error: 'validation.invalid' }),
});
export const reportQuery = z
  .strictObject({
    /** The specification's call repeats the type in the query; when sent it must be the path's. */
    report_type: z.enum(REPORT_TYPES, { error: 'validation.invalid' }).optional(),
    /** Only events of the devices of this place (and the people who have some). */
    place: optionalId,
    /** Only events of this device (and the people who have some). */
    camera_device: optionalId,
    start_date: pastDate('validation.required'),
    /** Defaults to today. */
    end_date: pastDate().optional(),
  })
  .refine((q) => q.end_date === undefined || q.end_date >= q.start_date, {
    error: 'validation.end_after_start',
    path: ['end_date'],
  });
export type ReportQuery = z.infer<typeof reportQuery>;

/** The report screen's choices: the places and camera devices (revoked ones too: their events stay). */
export const reportOptions = z
  .object({
    places: readOnly(z.array(z.object({ id: z.number().int(), place_name: z.string() }))),
    devices: readOnly(z.array(z.object({ id: z.number().int(), device_name: z.string(), place_id: z.number().int() }))),
  })
  .meta({ id: 'ReportOptions' });
export type ReportOptions = z.infer<typeof reportOptions>;
export const reportOptionsResponse = envelope(reportOptions);

/** The file name the specification names: Report_{type}_{timestamp}.xlsx (timestamp YYYYMMDDHHmmss, company time). */
export const reportFileName = (type: ReportType, stamp: string) => `Report_${type}_${stamp}.xlsx`;

// ---------------------------------------------------------------- timekeeping

export const timekeepingQuery = z
  .strictObject({
    ...pageQuery,
    /** Defaults to 14 days before date_to. */
    date_from: pastDate().optional(),
    /** Defaults to today. */
    date_to: pastDate().optional(),
    /** Staff ID or name, a part of it. */
    keyword: z.string().trim().max(100).optional(),
    department_id: optionalId,
  })
  .refine((q) => q.date_from === undefined || q.date_to === undefined || q.date_from <= q.date_to, {
    error: 'validation.attendance_reports.from_after_to',
    path: ['date_from'],
  });
export type TimekeepingQuery = z.infer<typeof timekeepingQuery>;
/** A timekeeping range is at most this many days (two months). */
export const TIMEKEEPING_MAX_DAYS = PERSON_DAYS_MAX_RANGE;

const int = () => readOnly(z.number().int());
const overtimeTotals = z.object(
  Object.fromEntries(OVERTIME_KEYS.map((k) => [k, z.number().int()])) as Record<
    (typeof OVERTIME_KEYS)[number],
    z.ZodNumber
  >,
);

/** One person's totals over a range (the timekeeping list and the summary report's Totals sheet). */
export const timekeepingRow = z
  .object({
    user_id: int(),
    staff_id: readOnly(z.string()),
    name: readOnly(z.string()),
    department_id: readOnly(z.number().int().nullable()),
    department_name: readOnly(z.string().nullable()),
    /** Days with a check-in and a check-out (status present). */
    days_present: int(),
    /** Days with a check-in and no check-out (not among the days present: HR corrects them). */
    days_missing_checkout: int(),
    /** Working days without any check-in and without leave. */
    days_absent: int(),
    /** Days excused whole by leave (a business trip is not leave: `days_business_trip`). */
    days_leave: int(),
    /** Days excused whole by a business trip and no leave (work done elsewhere). */
    days_business_trip: int(),
    days_late: int(),
    late_minutes: int(),
    early_leave_minutes: int(),
    worked_minutes: int(),
    normal_minutes: int(),
    /** Minutes of each overtime type of the settings (1 to 7; 7 is night work inside the planned shift). */
    overtime: readOnly(overtimeTotals),
    /** Overtime: types 1 to 6 (OVERTIME_ONLY_KEYS), never type 7. */
    overtime_minutes: int(),
    night_minutes: int(),
    leave_minutes: int(),
  })
  .meta({ id: 'TimekeepingRow' });
export type TimekeepingRow = z.infer<typeof timekeepingRow>;
export const timekeepingPage = paged(timekeepingRow).extend({
  date_from: readOnly(z.string()),
  date_to: readOnly(z.string()),
});
export const timekeepingResponse = envelope(timekeepingPage);

export const timekeepingPersonQuery = z
  .strictObject({ date_from: pastDate().optional(), date_to: pastDate().optional() })
  .refine((q) => q.date_from === undefined || q.date_to === undefined || q.date_from <= q.date_to, {
    error: 'validation.attendance_reports.from_after_to',
    path: ['date_from'],
  });
export type TimekeepingPersonQuery = z.infer<typeof timekeepingPersonQuery>;
export const timekeepingPerson = z
  .object({
    date_from: readOnly(z.string()),
    date_to: readOnly(z.string()),
    totals: readOnly(timekeepingRow),
    days: readOnly(z.array(workingDayItem)),
    events: readOnly(z.array(attendanceEventItem)),
  })
  .meta({ id: 'TimekeepingPerson' });
export type TimekeepingPerson = z.infer<typeof timekeepingPerson>;
export const timekeepingPersonResponse = envelope(timekeepingPerson);

// ---------------------------------------------------------------- home dashboard

/** Today's state of a person, one bucket each (they add up to the people counted). */
export const TODAY_BUCKETS = ['present', 'late', 'on_leave', 'absent', 'not_yet', 'off'] as const;
export type TodayBucket = (typeof TODAY_BUCKETS)[number];
/** Days of the trend chart, today included. */
export const TREND_DAYS = 30;

const bucketCounts = Object.fromEntries(TODAY_BUCKETS.map((b) => [b, int()])) as Record<
  TodayBucket,
  ReturnType<typeof int>
>;
export const dashboardDepartment = z
  .object({
    department_id: readOnly(z.number().int().nullable()),
    department_name: readOnly(z.string().nullable()),
    total: int(),
    ...bucketCounts,
  })
  .meta({ id: 'DashboardDepartment' });
export type DashboardDepartment = z.infer<typeof dashboardDepartment>;
export const dashboardTrendDay = z
  .object({ date: readOnly(z.string()), present: int(), late: int(), on_leave: int(), absent: int() })
  .meta({ id: 'DashboardTrendDay' });
export type DashboardTrendDay = z.infer<typeof dashboardTrendDay>;
export const dashboard = z
  .object({
    date: readOnly(z.string()),
    departments: readOnly(z.array(dashboardDepartment)),
    trend: readOnly(z.array(dashboardTrendDay)),
  })
  .meta({ id: 'AttendanceDashboard' });
export type Dashboard = z.infer<typeof dashboard>;
export const dashboardResponse = envelope(dashboard);
