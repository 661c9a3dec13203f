import type { WorkScheduleData } from '@hr/contracts';
import { datesOfMonth, isScheduled } from './calendar';

/** How a leaver's untaken annual leave was reached (the untaken_leave line shows these figures). */
export type UntakenLeave = {
  /** Untaken days paid: entitlement - taken, not below 0. */
  days: number;
  entitlement: number;
  /** Basic + special days of the settings, + 2 / + 4 for (especially) heavy or hazardous work. */
  annual_days: number;
  /** One more day per `leave_increase_cycle` full years with the employer. */
  seniority_days: number;
  /** Months of the leaving year that count (at least half their working days in employment). */
  months: number;
  taken: number;
};

/** Full years from `from` to `to` (both 'YYYY-MM-DD'). */
function fullYears(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) >= from.slice(5) ? years : years - 1;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Untaken annual leave of a person leaving on `end` (Labour Code 2019 art. 113, 114; Decree 145/2020 art. 66, 67;
 * docs/payroll.md "Untaken leave"): the year's entitlement, (basic + special + hazardous + seniority days) / 12 x the
 * months of the leaving year that count, less the annual leave days taken in that year. Days to 2 decimals.
 */
export function untakenLeave(input: {
  start: string | null;
  end: string;
  schedule: WorkScheduleData;
  /** 0 none, 1 heavy or hazardous (14 days), 2 especially (16 days). */
  hazardous: number;
  taken: number;
}): UntakenLeave {
  const quota = input.schedule.annual_vacation_days;
  const annual_days =
    quota.basic_leave_days + quota.special_leave_days + (input.hazardous === 2 ? 4 : input.hazardous === 1 ? 2 : 0);
  const seniority_days =
    input.start && quota.leave_increase_cycle > 0
      ? Math.floor(Math.max(0, fullYears(input.start, input.end)) / quota.leave_increase_cycle)
      : 0;
  const year = input.end.slice(0, 4);
  let months = 0;
  for (let m = 1; m <= Number(input.end.slice(5, 7)); m++) {
    const working = datesOfMonth(`${year}-${String(m).padStart(2, '0')}-01`).filter((d) =>
      isScheduled(input.schedule.schedule_week, d),
    );
    const employed = working.filter((d) => (input.start === null || d >= input.start) && d <= input.end);
    if (working.length > 0 && employed.length * 2 >= working.length) months++;
  }
  const entitlement = round2(((annual_days + seniority_days) * months) / 12);
  return {
    days: Math.max(0, round2(entitlement - input.taken)),
    entitlement,
    annual_days,
    seniority_days,
    months,
    taken: input.taken,
  };
}
