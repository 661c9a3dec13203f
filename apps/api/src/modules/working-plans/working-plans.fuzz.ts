import fc from 'fast-check';
import { workingPlanBody } from '../../test/factories/working-plan';
import { dayOffset, defineFuzz, helpers } from '../../test/fuzz-kit';

/** Work plans of production's third employee: one per date; the update edits one fixed plan. */
export const fuzz = defineFuzz({
  setUp: async (base) => {
    const { api, lastId } = helpers(base);
    await api(
      'POST',
      `/api/departments/${base.org.departments.production}/working-plans`,
      workingPlanBody({ shift_id: base.org.shifts.day, user_ids: [base.staff[2]!.id] }, { date: dayOffset(3500) }),
    );
    return { plan: await lastId('department_working_plans') };
  },
  routes: (base, fixed) => {
    const { org, staff } = base;
    const { api, lastId, updateOf, deleteOf } = helpers(base);
    const plans = `/api/departments/${org.departments.production}/working-plans`;
    let fresh = 0;
    /** A plan of production's third employee on the day `days` ahead. */
    const plan = (days: number, shift_id = org.shifts.day) =>
      workingPlanBody({ shift_id, user_ids: [staff[2]!.id] }, { date: dayOffset(days) });
    return {
      'POST /api/departments/:id/working-plans': {
        file: 2,
        valid: () =>
          fc.integer({ min: 1, max: 3000 }).map((days) => ({
            method: 'POST',
            url: plans,
            body: plan(days),
          })),
      },
      'PUT /api/departments/:id/working-plans/:planId': updateOf(
        3,
        'department_working_plans',
        () => fixed.plan,
        (id) => `${plans}/${id}`,
        () => fc.constantFrom(org.shifts.day, org.shifts.night).map((shift) => plan(3500, shift)),
      ),
      'DELETE /api/departments/:id/working-plans/:planId': deleteOf(
        1,
        'DELETE',
        (id) => `${plans}/${id}`,
        async () => {
          await api('POST', plans, plan(4000 + ++fresh));
          return lastId('department_working_plans');
        },
      ),
    };
  },
});
