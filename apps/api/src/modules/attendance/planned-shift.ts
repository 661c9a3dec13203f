import type { DayInputs } from './attendance.repository';
import { type PlannedShift, pickShift, type ShiftHours } from './working-day';

const hhmm = (time: string) => time.slice(0, 5);

/** The work schedule of the settings in force on the date: its standard working time. */
type Schedule = { data: { standard_working_time: { start_time: string; end_time: string } } };

/**
 * THE person's planned shift on a date (`pickShift`: assignment, work plan, own shift group, else the settings'
 * standard working time) from what `dayInputs` read: the working day's computation (recompute.ts), the shift-change
 * check and, through the stored days, payroll all read it here.
 */
export function plannedShiftOf(person: DayInputs | undefined, date: string, schedule: Schedule): PlannedShift {
  const hours = (
    r: { shift_id: number | null; start: string | null; end: string | null } | undefined,
  ): ShiftHours | null => (r?.start && r.end ? { shift_id: r.shift_id, start: hhmm(r.start), end: hhmm(r.end) } : null);
  return pickShift({
    assignment: hours(person?.assignments.find((a) => a.start_date <= date && a.end_date >= date)),
    workPlan: hours(person?.work_plans.find((p) => p.date === date)),
    person: hours(person ? { shift_id: person.shift_id, start: person.start, end: person.end } : undefined),
    standard: {
      start: hhmm(schedule.data.standard_working_time.start_time),
      end: hhmm(schedule.data.standard_working_time.end_time),
    },
  });
}
