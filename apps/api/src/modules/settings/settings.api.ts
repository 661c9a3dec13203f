import {
  DATE_WINDOWS,
  type DefaultSalaryData,
  formatApiMonth,
  isoDate,
  insuranceCaps,
  type SettingKind,
  statutoryInForce,
  type TaxInsuranceData,
  WEEKDAYS,
  type WorkScheduleData,
} from '@hr/contracts';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { defineJobPort } from '../../lib/jobs/index';
import { type HolidayRow, type SettingVersionRow, settingsRepository, settingsStamp } from './settings.repository';
import { addDays, weekdayOf } from '../../lib/vn-holidays';

/**
 * Sent in the transaction of a settings change that moves working days (a work schedule version, a holiday added,
 * changed or deleted): the stored working days from `date_from` up to today are computed again. Settings is below
 * attendance and may not import it; attendance's manifest lists the kind that runs this (docs/jobs.md "Work a lower
 * area asks for").
 */
export const daysMovedJob = defineJobPort({
  kind: 'settings-days-moved',
  input: z.strictObject({ date_from: isoDate({ window: DATE_WINDOWS.from1900 }) }),
});

export type InForce<T> = { id: number | null; effective_from: string; data: T };

export type RulesInForce = {
  date: string;
  tax_insurance: InForce<TaxInsuranceData>;
  default_salary: InForce<DefaultSalaryData>;
  work_schedule: InForce<WorkScheduleData>;
};

/** A holiday on one date of a year, with the next working day taken off when it falls on a weekly rest day. */
export type HolidayOnDate = { row: HolidayRow; date: string; day_off_in_lieu: string | null };

/** Is `date` a weekly rest day under a working week (schedule_week)? */
export function isRestDay(week: WorkScheduleData['schedule_week'], date: string): boolean {
  // getUTCDay: 0 Sunday; WEEKDAYS starts on Monday.
  const day = WEEKDAYS[(weekdayOf(date) + 6) % 7]!;
  return !week[day];
}

/**
 * The holidays of `rows` placed in `year`, with their days off in lieu: a national holiday on a weekly rest day
 * gives the next working day that is not itself a holiday (Labour Code 2019 art. 111(3)).
 */
export function placeHolidays(
  rows: HolidayRow[],
  year: number,
  weekOn: (date: string) => WorkScheduleData['schedule_week'],
): HolidayOnDate[] {
  const placed = rows
    .map((row) => ({ row, date: `${year}${row.holiday_date.slice(4)}` }))
    // 29 February of a repeating holiday does not exist in every year.
    .filter(({ date }) => new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date)
    .sort((a, b) => a.date.localeCompare(b.date) || a.row.id - b.row.id);
  const taken = new Set(placed.map((p) => p.date));
  return placed.map(({ row, date }) => {
    if (row.type !== 1 || !isRestDay(weekOn(date), date)) return { row, date, day_off_in_lieu: null };
    let day = addDays(date, 1);
    for (let i = 0; i < 31 && (isRestDay(weekOn(day), day) || taken.has(day)); i++) day = addDays(day, 1);
    taken.add(day);
    return { row, date, day_off_in_lieu: day };
  });
}

/** The holidays of `holidaysOfYear` between two dates (inclusive), by their date or their day off in lieu. */
async function holidaysIn(
  from: string,
  to: string,
  holidaysOfYear: (year: number) => Promise<HolidayOnDate[]>,
): Promise<HolidayOnDate[]> {
  const years = Array.from(
    { length: Number(to.slice(0, 4)) - Number(from.slice(0, 4)) + 1 },
    (_, i) => Number(from.slice(0, 4)) + i,
  );
  const all = (await Promise.all(years.map(holidaysOfYear))).flat();
  return all.filter(
    (h) =>
      (h.date >= from && h.date <= to) ||
      (h.day_off_in_lieu !== null && h.day_off_in_lieu >= from && h.day_off_in_lieu <= to),
  );
}

/**
 * The one refusal of a change to a payroll-locked month, whatever the area (attendance, orders, pay records,
 * settings, the run itself): 422 `payroll_month_locked` with the month.
 */
export const monthLockedError = (date: string) =>
  new AppError(422, 'payroll_month_locked', 'errors.payroll_month_locked', { month: formatApiMonth(date) });

const monthEnd = (month: string) => {
  const d = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return d.toISOString().slice(0, 10);
};

/**
 * The payroll-locked month ('YYYY-MM-01', one of `months`) holding a date, or the first overlapping a span [from,
 * until) (until null: open-ended); undefined when none. The one test, for the forms' checks below (months read per
 * check) and for many rows checked over months read once (the staff import).
 */
export function lockedMonthOf(months: readonly string[], at: string | { from: string; until: string | null }) {
  if (typeof at === 'string') return months.find((m) => m === `${at.slice(0, 7)}-01`);
  return months.find((m) => monthEnd(m) >= at.from && (at.until === null || m < at.until));
}

/**
 * "The rules in force on date D": the one place later areas (attendance, payroll) read the settings from. Every
 * answer is the version whose effective_from is the latest on or before D; before the stored history begins, the
 * built-in statutory figures of that date.
 */
export function settingsRules(db: Executor) {
  const repo = settingsRepository(db);

  type Data = { default_salary: DefaultSalaryData; tax_insurance: TaxInsuranceData; work_schedule: WorkScheduleData };
  function versionOf<K extends SettingKind>(
    kind: K,
    date: string,
    row: SettingVersionRow | undefined,
  ): InForce<Data[K]> {
    if (row) return { id: row.id, effective_from: row.effective_from, data: row.data as Data[K] };
    const builtIn = statutoryInForce(kind, date);
    return { id: null, effective_from: builtIn.effective_from, data: builtIn.data as Data[K] };
  }
  const version = async <K extends SettingKind>(kind: K, date: string) =>
    versionOf(kind, date, await repo.inForce(kind, date));
  /** The version of `kind` in force on any date, from its rows read once (oldest first). */
  const pickerOf =
    <K extends SettingKind>(kind: K, rows: SettingVersionRow[]) =>
    (date: string): InForce<Data[K]> => {
      let found: SettingVersionRow | undefined;
      for (const row of rows) if (row.kind === kind && row.effective_from <= date) found = row;
      return versionOf(kind, date, found);
    };

  const rules = {
    /** The three versions in one statement (the calculator asks them at every request). */
    async inForce(date: string): Promise<RulesInForce> {
      const rows = await repo.inForceAll(date);
      const of = <K extends SettingKind>(kind: K) =>
        versionOf(
          kind,
          date,
          rows.find((r) => r.kind === kind),
        );
      return {
        date,
        tax_insurance: of('tax_insurance'),
        default_salary: of('default_salary'),
        work_schedule: of('work_schedule'),
      };
    },
    /**
     * The work schedule in force on any date, from one read of its versions (attendance computes many dates at
     * once): the latest version starting on or before the date, else the built-in statutory figures.
     */
    async workSchedules(): Promise<(date: string) => InForce<WorkScheduleData>> {
      return pickerOf('work_schedule', await repo.versions('work_schedule'));
    },
    /** As `inForce` and `workSchedules` for any date, from one read of every version (`cachedRules`). */
    async allVersions(): Promise<Pick<CachedRules, 'inForce' | 'scheduleOn'>> {
      const rows = await repo.allVersions();
      const tax = pickerOf('tax_insurance', rows);
      const salary = pickerOf('default_salary', rows);
      const scheduleOn = pickerOf('work_schedule', rows);
      return {
        inForce: (date) => ({
          date,
          tax_insurance: tax(date),
          default_salary: salary(date),
          work_schedule: scheduleOn(date),
        }),
        scheduleOn,
      };
    },
    taxInsurance: (date: string): Promise<InForce<TaxInsuranceData>> => version('tax_insurance', date),
    defaultSalary: (date: string): Promise<InForce<DefaultSalaryData>> => version('default_salary', date),
    workSchedule: (date: string): Promise<InForce<WorkScheduleData>> => version('work_schedule', date),

    /** The minimum-wage region of a department on `date`: its own, else the company's. */
    async regionFor(departmentId: number | null, date: string): Promise<1 | 2 | 3 | 4> {
      if (departmentId !== null) {
        const region = await repo.departmentRegion(departmentId);
        if (region) return region as 1 | 2 | 3 | 4;
      }
      return (await version('tax_insurance', date)).data.company_region;
    },

    /** Insurance caps on `date` for a department (20 x base salary; 20 x its region's minimum wage). */
    async insuranceCapsFor(departmentId: number | null, date: string) {
      const tax = await version('tax_insurance', date);
      const region = await rules.regionFor(departmentId, date);
      const caps = insuranceCaps(tax.data);
      return {
        social_health_cap: caps.social_health_cap,
        unemployment_cap: caps.unemployment_caps[`region_${region}`],
        region,
      };
    },

    /** The holidays listed in `year` with their days off in lieu (the working week of each date decides). */
    async holidaysOfYear(year: number): Promise<HolidayOnDate[]> {
      const rows = await repo.holidaysOfYear(year);
      const schedules = await repo.versions('work_schedule');
      const weekOn = (date: string) => {
        let week = (schedules[0]?.data as WorkScheduleData | undefined)?.schedule_week;
        for (const s of schedules) if (s.effective_from <= date) week = (s.data as WorkScheduleData).schedule_week;
        return week ?? statutoryInForce('work_schedule', date).data.schedule_week;
      };
      return placeHolidays(rows, year, weekOn);
    },

    /** Payroll-locked months ('YYYY-MM-01'), oldest first: attendance keeps their working days as computed. */
    lockedMonths: (): Promise<string[]> => repo.lockedMonths(),
    /** Payroll's lock and unlock (the payroll area checks the flag and writes the audit entry in the same unit). */
    lockMonth: (month: string, by: number): Promise<boolean> => repo.lockMonth(month, by),
    unlockMonth: (month: string): Promise<boolean> => repo.unlockMonth(month),
    isLocked: (month: string): Promise<boolean> => repo.isLocked(month),
    /** Refuses (monthLockedError) when the month holding `date` is locked. */
    async assertMonthOpen(date: string) {
      if (await repo.isLocked(`${date.slice(0, 7)}-01`)) throw monthLockedError(date);
    },
    /** Refuses when any of the dates is in a locked month (one read for them all). */
    async assertMonthsOpen(dates: Iterable<string>) {
      const locked = await repo.lockedMonths();
      for (const date of dates) if (lockedMonthOf(locked, date)) throw monthLockedError(date);
    },
    /**
     * Refuses a dated record in force from `from` until `until` (exclusive; null: until further notice) when a locked
     * month falls in that span: the locked payroll read it (a settings version, a pay configuration, a tax profile).
     */
    async assertSpanOpen(from: string, until: string | null) {
      const locked = lockedMonthOf(await repo.lockedMonths(), { from, until });
      if (locked) throw monthLockedError(locked);
    },

    /** Holidays and days off in lieu between two dates (inclusive), for attendance. */
    holidaysBetween: (from: string, to: string) => holidaysIn(from, to, rules.holidaysOfYear),
  };
  return rules;
}
export type SettingsRules = ReturnType<typeof settingsRules>;

/** The stamp `cachedRules` compares, as an expression a caller puts in its own statement (one round trip less). */
export const rulesStamp = settingsStamp;

/** The settings attendance reads for every day it computes and the calculator for every request, as of one stamp. */
export type CachedRules = {
  /** Payroll-locked months ('YYYY-MM-01'), oldest first. */
  lockedMonths: readonly string[];
  /** The work schedule in force on a date (as `settingsRules(db).workSchedules()`). */
  scheduleOn: (date: string) => InForce<WorkScheduleData>;
  /** The three versions in force on a date (as `settingsRules(db).inForce`). */
  inForce: (date: string) => RulesInForce;
  /** As `settingsRules(db).holidaysBetween`; each year is read once per stamp. */
  holidaysBetween: (from: string, to: string) => Promise<HolidayOnDate[]>;
};
type Snapshot = {
  stamp: string;
  value: Promise<Pick<CachedRules, 'lockedMonths' | 'scheduleOn' | 'inForce'>>;
  years: Map<number, Promise<HolidayOnDate[]>>;
};
let snapshot: Snapshot | undefined;

/**
 * The settings versions, holidays and payroll-locked months kept in memory between requests: attendance computes
 * working days at every check-in, the calculator reads the month's versions at every request, and these change only
 * by a save. Each call costs one statement, the
 * stamp of those tables (`settingsRepository.stamp`: every row's key and the transaction that last wrote it); when it
 * differs from the stamp in memory, they are read again. A change committed by any instance (or by hand in SQL) is
 * thus used from the next call on. Reads go through `db`, the caller's transaction included. `stamp`: the caller read
 * it already, as a column of its own statement (`rulesStamp`), in the same transaction.
 */
export async function cachedRules(db: Executor, knownStamp?: string): Promise<CachedRules> {
  const stamp = knownStamp ?? (await settingsRepository(db).stamp());
  const rules = settingsRules(db);
  let current = snapshot;
  if (current?.stamp !== stamp) {
    const value = Promise.all([rules.lockedMonths(), rules.allVersions()]).then(([lockedMonths, versions]) => ({
      lockedMonths,
      ...versions,
    }));
    const fresh: Snapshot = { stamp, value, years: new Map() };
    current = fresh;
    snapshot = fresh;
    // A failed read is not kept: the next call reads again.
    value.catch(() => {
      if (snapshot === fresh) snapshot = undefined;
    });
  }
  const { years } = current;
  const holidaysOfYear = (year: number) => {
    let found = years.get(year);
    if (!found) {
      const read = rules.holidaysOfYear(year);
      found = read;
      years.set(year, read);
      read.catch(() => years.get(year) === read && years.delete(year));
    }
    return found;
  };
  const { lockedMonths, scheduleOn, inForce } = await current.value;
  return { lockedMonths, scheduleOn, inForce, holidaysBetween: (from, to) => holidaysIn(from, to, holidaysOfYear) };
}
