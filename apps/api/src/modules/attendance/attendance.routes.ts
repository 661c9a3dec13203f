import {
  attendanceEventResponse,
  DEVICE_KEY_HEADER,
  dateDaysQuery,
  dateDaysResponse,
  deviceBody,
  deviceCreatedResponse,
  deviceListResponse,
  deviceResponse,
  idParam,
  ingestBody,
  ingestResponse,
  kioskCheckBody,
  kioskCheckResponse,
  manualEventBody,
  personDaysQuery,
  personDaysResponse,
  placeBody,
  placeListResponse,
  placeResponse,
  placeUpdateBody,
  translate,
  voidEventBody,
} from '@hr/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { AttendanceService, Device } from './attendance.service';

const tags = ['attendance'];

export const attendanceRoutes: FastifyPluginAsyncZod<{ service: AttendanceService }> = async (app, { service }) => {
  // The device each ingest request's key named, found once before the body is read (onRequest).
  const devices = new WeakMap<FastifyRequest, Device>();
  app.post(
    '/attendance/events',
    {
      config: {
        errors: {
          401: `No device has the key sent in the \`${DEVICE_KEY_HEADER}\` header (code device_key_invalid)`,
        },
      },
      schema: {
        tags,
        summary: `A device's batch of check-in events (its key in the \`${DEVICE_KEY_HEADER}\` header)`,
        description:
          'Idempotent by (device, event_id): a replayed batch adds nothing and each result says new, duplicate or ' +
          'refused (unknown staff, revoked device, a time in the future or too old, an event_id twice in the batch). ' +
          'One refused event never refuses the batch. The working days the new events change are computed again in ' +
          'the same transaction (docs/attendance.md).',
        body: ingestBody,
        response: { 200: ingestResponse },
      },
      // The key before the body is even read (onRequest, not preValidation, which runs after parsing and its body
      // limit): without a device's key nobody learns the batch's rules from a 400, nor its size limit from a 413.
      onRequest: async (request) => {
        const key = request.headers[DEVICE_KEY_HEADER];
        devices.set(request, await service.deviceOfKey(typeof key === 'string' ? key : undefined));
      },
    },
    async (request) =>
      ok(request, await service.ingest(devices.get(request)!, request.body), 'success.attendance.ingested'),
  );

  app.post(
    '/attendance/kiosk/check',
    {
      config: {
        permission: 'attendance.kiosk',
        errors: {
          422:
            'No active person has this staff ID (code kiosk_unknown_staff), or the account has no staff record and ' +
            'takes no part in attendance (code kiosk_not_staff)',
        },
      },
      schema: {
        tags,
        summary: 'Check a person in or out at a kiosk by staff ID or badge QR content',
        description:
          'In or out follows the person’s last event of the last 16 hours; a second scan within a few seconds ' +
          'answers the first one with `repeated: true` and adds nothing.',
        body: kioskCheckBody,
        response: { 200: kioskCheckResponse },
      },
    },
    async (request) => {
      const data = await service.kioskCheck(request.actor!, request.body.code);
      const key = data.direction === 'in' ? 'success.attendance.checked_in' : 'success.attendance.checked_out';
      return {
        status: true as const,
        message: translate(request.lang, key, { name: data.name, time: service.clock(data.occurred_at) }),
        data,
      };
    },
  );

  app.post(
    '/attendance/corrections',
    {
      config: {
        permission: 'attendance.correct',
        errors: {
          404: 'No such person (code not_found)',
          422: 'A time in the future (event_in_future), a person not employed then or without a staff record (event_not_staff), or a payroll-locked month (payroll_month_locked)',
        },
      },
      schema: {
        tags,
        summary: 'Add an event for a person, with the reason (audited; the day computed again)',
        body: manualEventBody,
        response: { 200: attendanceEventResponse },
      },
    },
    async (request) =>
      ok(request, await service.addEvent(request.actor!, request.body), 'success.attendance.event_added'),
  );

  app.post(
    '/attendance/events/:id/void',
    {
      config: {
        permission: 'attendance.correct',
        errors: {
          404: 'No such event (code not_found)',
          409: 'The event was already voided (code event_already_voided)',
          422: 'The event is in a payroll-locked month (code payroll_month_locked)',
        },
      },
      schema: {
        tags,
        summary: 'Void an event, with the reason: it stays, marked (audited; the day computed again)',
        params: idParam,
        body: voidEventBody,
        response: { 200: attendanceEventResponse },
      },
    },
    async (request) =>
      ok(
        request,
        await service.voidEvent(request.actor!, request.params.id, request.body.reason),
        'success.attendance.event_voided',
      ),
  );

  app.get(
    '/attendance/people/:id/days',
    {
      config: {
        permission: 'attendance.view',
        scope: 'the person is in the reader’s personal read scope (else 404)',
        errors: {
          404: 'No such person, or not in the reader’s scope (code not_found)',
          400: 'Invalid input, or a range longer than 62 days (code invalid_input)',
        },
      },
      schema: {
        tags,
        summary: 'One person’s working days in a range (at most 62 days) with their events, voided ones included',
        params: idParam,
        querystring: personDaysQuery,
        response: { 200: personDaysResponse },
      },
    },
    async (request) => ok(request, await service.personDays(request.actor!, request.params.id, request.query)),
  );

  app.get(
    '/attendance/days',
    {
      config: { permission: 'attendance.view', scope: 'the people in the reader’s personal read scope' },
      schema: {
        tags,
        summary: 'The working day on a date of each person the reader may see, paged by staff ID',
        querystring: dateDaysQuery,
        response: { 200: dateDaysResponse },
      },
    },
    async (request) => ok(request, await service.dateDays(request.actor!, request.query)),
  );

  app.get(
    '/attendance/places',
    {
      config: { permission: 'attendance.device' },
      schema: { tags, summary: 'Places of check-in devices', response: { 200: placeListResponse } },
    },
    async (request) => ok(request, await service.places()),
  );

  app.post(
    '/attendance/places',
    {
      config: { permission: 'attendance.device', errors: { 422: 'The name is taken (code place_name_exists)' } },
      schema: { tags, summary: 'Create a place', body: placeBody, response: { 200: placeResponse } },
    },
    async (request) => ok(request, await service.createPlace(request.actor!, request.body), 'success.created'),
  );

  app.put(
    '/attendance/places/:id',
    {
      config: {
        permission: 'attendance.device',
        errors: {
          404: 'No such place (code not_found)',
          409: 'Changed since it was read (code stale_version)',
          422: 'The name is taken (code place_name_exists)',
        },
      },
      schema: {
        tags,
        summary: 'Rename a place',
        params: idParam,
        body: placeUpdateBody,
        response: { 200: placeResponse },
      },
    },
    async (request) =>
      ok(request, await service.updatePlace(request.actor!, request.params.id, request.body), 'success.updated'),
  );

  app.get(
    '/attendance/devices',
    {
      config: { permission: 'attendance.device' },
      schema: {
        tags,
        summary: 'Check-in devices (their keys are never shown again)',
        response: { 200: deviceListResponse },
      },
    },
    async (request) => ok(request, await service.devices()),
  );

  app.post(
    '/attendance/devices',
    {
      config: {
        permission: 'attendance.device',
        errors: { 422: 'The name is taken (device_name_exists) or the place does not exist' },
      },
      schema: {
        tags,
        summary: 'Create a device: the answer holds its API key, shown this once',
        body: deviceBody,
        response: { 200: deviceCreatedResponse },
      },
    },
    async (request) =>
      ok(request, await service.createDevice(request.actor!, request.body), 'success.attendance.device_created'),
  );

  app.post(
    '/attendance/devices/:id/revoke',
    {
      config: {
        permission: 'attendance.device',
        errors: {
          404: 'No such device (code not_found)',
          409: 'The device was already revoked (code device_already_revoked)',
        },
      },
      schema: {
        tags,
        summary: 'Revoke a device: its key is refused from now on (its events stay)',
        params: idParam,
        response: { 200: deviceResponse },
      },
    },
    async (request) =>
      ok(request, await service.revokeDevice(request.actor!, request.params.id), 'success.attendance.device_revoked'),
  );
};
