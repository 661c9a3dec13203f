import { DEVICE_KEY_HEADER } from '@hr/contracts';
import fc from 'fast-check';
import { deviceBody, ingestEvent, manualEventBody, minutesAgo, placeBody } from '../../test/factories/attendance';
import { defineFuzz, freshOrJunk, helpers, letters, tag, withFresh } from '../../test/fuzz-kit';

/**
 * Attendance: a place and a device made by the set-up (its key kept for the ingest route), events of the five
 * production employees at moments of the last days; voids and revokes act on rows made for the purpose.
 */
export const fuzz = defineFuzz({
  setUp: async (base) => {
    const { api } = helpers(base);
    const place = await api('POST', '/api/attendance/places', placeBody());
    const created = await api('POST', '/api/attendance/devices', deviceBody(place.id));
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
