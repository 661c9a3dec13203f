import type { Executor } from '../../db/client';
import { leaveTypesRepository } from './leave-types.repository';
import { FIRST_RATE_FROM } from './leave-types.service';

/** A leave type as payroll pays it in a month. */
export type LeaveTypeInForce = {
  id: number;
  leave_code: string;
  /** Percent of the day's wage paid for a day of this leave, in force for the month. */
  salary_rate: number;
  /** The month the rate pays from ('YYYY-MM-01'; FIRST_RATE_FROM for a type's first rate). */
  rate_from: string;
  /** Deducted from the annual leave balance (the annual leave type). */
  is_deduct_leave: boolean;
};

/**
 * The public face of leave types: what attendance and payroll may read. The salary rate is read "in force for a
 * month" the way settings versions are: the latest rate row from on or before the month's first day; a type whose
 * rate never changed since rates were kept has no row and pays its own rate, from the beginning.
 */
export function leaveTypesApi(db: Executor) {
  const repo = leaveTypesRepository(db);
  return {
    async inForce(month: string): Promise<Map<number, LeaveTypeInForce>> {
      const [types, rates] = await Promise.all([repo.typesForPay(), repo.ratesUpTo(month)]);
      const latest = new Map<number, (typeof rates)[number]>();
      for (const r of rates) latest.set(r.management_leave_type_id, r);
      return new Map(
        types.map((t) => {
          const rate = latest.get(t.id);
          return [
            t.id,
            {
              id: t.id,
              leave_code: t.leave_code,
              salary_rate: Number(rate?.salary_rate ?? t.salary_rate),
              rate_from: rate?.effective_from ?? FIRST_RATE_FROM,
              is_deduct_leave: t.is_deduct_leave === 1,
            },
          ];
        }),
      );
    },
    /** The active leave types, by id, with their names (the working-plan form's choice). */
    active: async () =>
      (await repo.list()).flatMap(({ type }) =>
        type.status === 1
          ? [
              {
                id: type.id,
                leave_code: type.leave_code,
                leave_name_vie: type.leave_name_vie,
                leave_name_jp: type.leave_name_jp,
              },
            ]
          : [],
      ),
    /** The active leave types among `ids` (a working-plan item names one). */
    activeIds: (ids: number[]) => repo.activeIds(ids),
  };
}
