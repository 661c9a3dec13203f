import fc from 'fast-check';
import { assignmentBody } from '../../test/factories/member-shift';
import { dayOffset, defineFuzz, FRESH, freshOrJunk, helpers } from '../../test/fuzz-kit';

/**
 * Shift assignments of production's employees: each create on a day of its own; one fixed assignment (the first
 * employee, 5,000 days ahead) for the updates; fresh ones of the second employee for the deletes.
 */
export const fuzz = defineFuzz({
  setUp: async (base) => {
    const { api, lastId } = helpers(base);
    const { org, staff } = base;
    await api(
      'POST',
      '/api/member_group/member_shift/create',
      assignmentBody(
        { shift_id: org.shifts.day, department_id: org.departments.production, user_ids: [staff[0]!.id] },
        { start_date: dayOffset(5000), end_date: dayOffset(5000) },
      ),
    );
    return { assignment: await lastId('member_shifts') };
  },
  routes: (base, fixed) => {
    const { org, staff } = base;
    const { api, lastId, updateOf, deleteOf } = helpers(base);
    let day = 0;
    /** The body of a day-shift assignment of one person of production on one day. */
    const oneDay = (userId: number, date: string) =>
      assignmentBody(
        { shift_id: org.shifts.day, department_id: org.departments.production, user_ids: [userId] },
        { start_date: date, end_date: date },
      );
    /** A shift assignment of one person on one day, made through the app. */
    const assign = (userId: number, date: string) =>
      api('POST', '/api/member_group/member_shift/create', oneDay(userId, date));
    return {
      'POST /api/member_group/member_shift/create': {
        file: 3,
        valid: () =>
          fc.integer({ min: 0, max: 1 }).map((i) => {
            day += 1;
            const start = dayOffset(1 + day * 2);
            return {
              method: 'POST',
              url: '/api/member_group/member_shift/create',
              body: oneDay(staff[3 + i]!.id, start),
            };
          }),
      },
      'PUT /api/member_group/member_shift/assignment/:id': updateOf(
        1,
        'member_shifts',
        () => fixed.assignment,
        (id) => `/api/member_group/member_shift/assignment/${id}`,
        () =>
          fc
            .record({ shift: fc.constantFrom(org.shifts.day, org.shifts.night), days: fc.nat({ max: 30 }) })
            .map((r) => ({ shift_id: r.shift, start_date: dayOffset(5000), end_date: dayOffset(5000 + r.days) })),
      ),
      'DELETE /api/member_group/member_shift/assignment/:id': deleteOf(
        2,
        'DELETE',
        (id) => `/api/member_group/member_shift/assignment/${id}`,
        async () => {
          day += 1;
          await assign(staff[1]!.id, dayOffset(6000 + day));
          return lastId('member_shifts');
        },
      ),
      'PUT /api/member_group/member_shift/:userId/:shiftId': updateOf(
        3,
        'member_shifts',
        () => fixed.assignment,
        () => `/api/member_group/member_shift/${staff[0]!.id}/${org.shifts.day}`,
        () =>
          fc.nat({ max: 30 }).map((days) => ({
            shift_id: org.shifts.day,
            start_date: dayOffset(5000),
            end_date: dayOffset(5000 + days),
          })),
      ),
      'DELETE /api/member_group/member_shift/:userId/:shiftId': {
        file: 3,
        valid: () =>
          freshOrJunk.map((id) => ({
            method: 'DELETE',
            url: `/api/member_group/member_shift/${id === FRESH ? FRESH : `${id}/${org.shifts.day}`}`,
          })),
        prepare: async (request) => {
          if (!request.url.includes(FRESH)) return;
          day += 1;
          const date = dayOffset(7000 + day);
          await assign(staff[1]!.id, date);
          request.url = request.url.replace(
            FRESH,
            `${staff[1]!.id}/${org.shifts.day}?start_date=${date}&end_date=${date}`,
          );
        },
      },
    };
  },
});
