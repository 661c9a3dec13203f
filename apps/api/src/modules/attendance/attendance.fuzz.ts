import { DEVICE_KEY_HEADER } from '@hr/contracts';
import fc from 'fast-check';
import { deviceBody, ingestEvent, manualEventBody, minutesAgo, placeBody } from '../../test/factories/attendance';
import { defineFuzz, freshOrJunk, helpers, letters, tag, withFresh } from '../../test/fuzz-kit';

/** A month long past, locked for payroll in the set-up. */
const CLOSED_MONTH = '2001-01';

/**
 * Attendance: a place and a device made by the set-up (its key kept for the ingest route), events of the five
 * production employees at moments of the last days; voids and revokes act on rows made for the purpose.
 */
export const fuzz = defineFuzz({
  setUp: async (base) => {
    const { api } = helpers(base);
    const place = await api('POST', '/api/attendance/places', placeBody());
    const created = await api('POST', '/api/attendance/devices', deviceBody(place.id));
    // The close-of-day runs fuzzed below close dates of this payroll-locked month: their jobs run while other routes
    // are fuzzed, so they must store nothing (a stored day would move another route's fingerprint).
    await base.t.pool.query(`insert into payroll_locks (month) values ('${CLOSED_MONTH}-01') on conflict do nothing`);
    return { place: place.id as number, deviceKey: created.api_key as string };
  },
  routes: (base, fixed) => {
    const { api, updateOf } = helpers(base);
    // Read when a request is made (the route names are listed before the base exists).
    const staff = fc.nat({ max: 4 }).map((i) => base.staff[i]!);
    const past = fc.integer({ min: 1, max: 60 * 24 * 30 });
    return {
      'POST /api/attendance/events': {
        file: 3,
        unaudited: 'the events are the record: append-only, each with its device and original payload',
        valid: () =>
          fc
            .array(fc.tuple(staff, past, fc.constantFrom('in', 'out', undefined)), { minLength: 1, maxLength: 3 })
            .map((events) => ({
              method: 'POST',
              url: '/api/attendance/events',
              headers: { [DEVICE_KEY_HEADER]: fixed.deviceKey },
              body: {
                events: events.map(([person, minutes, direction]) =>
                  ingestEvent(person.alias_id, minutesAgo(minutes), direction as 'in' | 'out' | undefined),
                ),
              },
            })),
      },
      'POST /api/attendance/kiosk/check': {
        file: 3,
        unaudited: 'the event is the record: append-only, with the kiosk account that took it',
        valid: () =>
          staff.map((person) => ({
            method: 'POST',
            url: '/api/attendance/kiosk/check',
            body: { code: person.alias_id },
          })),
      },
      'POST /api/attendance/corrections': {
        file: 3,
        valid: () =>
          fc.tuple(staff, past, letters).map(([person, minutes, reason]) => ({
            method: 'POST',
            url: '/api/attendance/corrections',
            body: manualEventBody(person.id, { occurred_at: minutesAgo(minutes), reason }),
          })),
      },
      'POST /api/attendance/events/:id/void': {
        file: 3,
        valid: () =>
          fc.tuple(freshOrJunk, letters).map(([id, reason]) => ({
            method: 'POST',
            url: `/api/attendance/events/${id}/void`,
            body: { reason },
          })),
        prepare: withFresh(async () => {
          const event = await api('POST', '/api/attendance/corrections', manualEventBody(base.staff[0]!.id));
          return event.id as number;
        }),
      },
      'POST /api/attendance/places': {
        file: 3,
        valid: () =>
          letters.map((name) => ({
            method: 'POST',
            url: '/api/attendance/places',
            body: placeBody({ place_name: `${name} ${tag()}` }),
          })),
      },
      'PUT /api/attendance/places/:id': updateOf(
        3,
        'attendance_places',
        () => fixed.place,
        (id) => `/api/attendance/places/${id}`,
        () => letters.map((name) => ({ place_name: `${name} ${tag()}` })),
      ),
      'POST /api/attendance/devices': {
        file: 3,
        valid: () =>
          letters.map((name) => ({
            method: 'POST',
            url: '/api/attendance/devices',
            body: deviceBody(fixed.place, { device_name: `${name} ${tag()}` }),
          })),
      },
      'POST /api/attendance/close-of-day': {
        file: 3,
        unaudited: 'starts a job; the days it stores are derived data, like those an event recomputes',
        valid: () =>
          fc.tuple(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 0, max: 30 })).map(([from, length]) => ({
            method: 'POST',
            url: '/api/attendance/close-of-day',
            body: {
              date_from: `${CLOSED_MONTH}-${String(from).padStart(2, '0')}`,
              date_to: `${CLOSED_MONTH}-${String(Math.min(31, from + length)).padStart(2, '0')}`,
            },
          })),
      },
      'POST /api/attendance/devices/:id/revoke': {
        file: 3,
        valid: () => freshOrJunk.map((id) => ({ method: 'POST', url: `/api/attendance/devices/${id}/revoke` })),
        prepare: withFresh(async () => {
          const created = await api('POST', '/api/attendance/devices', deviceBody(fixed.place));
          return created.device.id as number;
        }),
      },
    };
  },
});
