import fc from 'fast-check';
import { planEntry, wholeDayEntry } from '../../test/factories/attendance-registration';
import { futureDay } from '../../test/factories/days';
import { defineFuzz } from '../../test/fuzz-kit';

/** Registration: working plans of the five production employees, a part-day or whole-day item in the next weeks. */
export const fuzz = defineFuzz({
  routes: (base) => {
    const staff = fc.nat({ max: 4 }).map((i) => base.staff[i]!);
    return {
      'POST /api/staff-working-plan-store': {
        file: 3,
        valid: () =>
          fc.tuple(staff, fc.integer({ min: 1, max: 30 }), fc.boolean()).map(([person, days, whole]) => ({
            method: 'POST',
            url: '/api/staff-working-plan-store',
            body: {
              user_id: person.id,
              working_plans: [whole ? wholeDayEntry(futureDay(days)) : planEntry({}, days)],
            },
          })),
      },
    };
  },
  notFuzzed: {
    'POST /api/staff-working-status-store/:id':
      'whether a press succeeds depends on the day so far (checked in, late once, breaks alternate), so random ' +
      'bodies would almost all be refused; registration.test.ts covers each rule and that a refusal writes nothing',
  },
});
