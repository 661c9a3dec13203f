import fc from 'fast-check';
import { distinctHours, shiftRow } from '../../test/factories/shift';
import { defineFuzz, helpers, letters, tag } from '../../test/fuzz-kit';

/** Shift groups: names and hours unique (has_conflict_time_shift), so each valid request gets its own. */
export const fuzz = defineFuzz({
  routes: (base) => {
    const { insertId, version } = helpers(base);
    return {
      'POST /api/shifts': {
        file: 1,
        valid: () =>
          fc.record({ name: letters, checkin: fc.integer({ min: 0, max: 1439 }) }).map(({ name, checkin }) => ({
            method: 'POST',
            url: '/api/shifts',
            body: { name: `${name} ${tag()}`, ...distinctHours(checkin) },
          })),
      },
      'PUT /api/shifts/:id': {
        file: 1,
        valid: () =>
          letters.map((name) => ({
            method: 'PUT',
            url: `/api/shifts/${base.org.shifts.night}`,
            body: { name: `${name} ${tag()}`, normal_checkin_time: '22:00', normal_checkout_time: '06:00' },
          })),
        prepare: async (request) => {
          if (request.body) request.body.version ??= await version('shifts', base.org.shifts.night);
        },
      },
      'DELETE /api/shifts/:id': helpers(base).deleteOf(
        3,
        'DELETE',
        (id) => `/api/shifts/${id}`,
        () => {
          const row = shiftRow({ name: `Fresh ${tag()}` });
          return insertId(
            'insert into shifts (name, normal_checkin_time, normal_checkout_time) values ($1, $2, $3) returning id',
            [row.name, row.normal_checkin_time, row.normal_checkout_time],
          );
        },
      ),
    };
  },
});
