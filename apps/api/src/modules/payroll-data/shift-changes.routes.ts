import {
  emptyData,
  envelope,
  idParam,
  shiftChangeCreateBody,
  shiftChangeListResponse,
  shiftChangeResponse,
  shiftChangeSearchBody,
  shiftChangeUpdateBody,
  workShiftCheckQuery,
  workShiftCheckResponse,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { ShiftChangesService } from './shift-changes.service';

const tags = ['payroll-data'];
const own = 'managers: people of their own department only';

export const shiftChangesRoutes: FastifyPluginAsyncZod<{ service: ShiftChangesService }> = async (app, { service }) => {
  app.get(
    '/shift_change/work_shift/check',
    {
      config: {
        permission: 'shift_change.view',
        scope: own,
        errors: { 422: 'The person does not exist or was deleted' },
      },
      schema: {
        tags,
        summary: "The person's planned shift on a date (the standard working time, shift_id null, when no shift)",
        querystring: workShiftCheckQuery,
        response: { 200: workShiftCheckResponse },
      },
    },
    async (request) => {
      const { user_id, date } = request.query;
      return ok(
        request,
        user_id !== undefined && date ? await service.check(request.actor!, user_id, date, request.lang) : null,
      );
    },
  );

  app.post(
    '/shift_change/search',
    {
      config: { permission: 'shift_change.view', scope: own },
      schema: {
        tags,
        summary: 'Shift-change requests, latest change date first, 20 a page',
        body: shiftChangeSearchBody,
        response: { 200: shiftChangeListResponse },
      },
    },
    async (request) => ok(request, await service.list(request.actor!, request.body, request.lang)),
  );

  app.get(
    '/shift_change/detail/:id',
    {
      config: { permission: 'shift_change.view', scope: `${own} (else 404)` },
      schema: { tags, summary: 'One shift-change request', params: idParam, response: { 200: shiftChangeResponse } },
    },
    async (request) => ok(request, await service.detail(request.actor!, request.params.id, request.lang)),
  );

  app.post(
    '/shift_change',
    {
      config: {
        permission: 'shift_change.create',
        scope: own,
        errors: {
          409: 'The planned shift differs from the shift_id sent (current_shift_changed)',
          422:
            'A request for the person and day exists (exits_shift_change_request); the desired shift is the planned ' +
            'one (same_shift); the person belongs to no department (person_without_department); a day not in the ' +
            'future, an unknown or deleted person, an unknown desired shift (invalid_input under the field)',
        },
      },
      schema: {
        tags,
        summary: "Request (and apply) a shift change: the person's planned shift on that day becomes the desired one",
        body: shiftChangeCreateBody,
        response: { 200: shiftChangeResponse },
      },
    },
    async (request) => ok(request, await service.create(request.actor!, request.body, request.lang), 'success.created'),
  );

  app.put(
    '/shift_change/:id',
    {
      config: {
        permission: 'shift_change.update',
        scope: own,
        errors: {
          422:
            'A past day (shift_change_past); the desired shift is the original one (same_shift) or unknown ' +
            '(invalid_input under shift_id_change)',
        },
      },
      schema: {
        tags,
        summary: 'Change the desired shift or the reason of a request for a future day (409 when it changed meanwhile)',
        params: idParam,
        body: shiftChangeUpdateBody,
        response: { 200: shiftChangeResponse },
      },
    },
    async (request) =>
      ok(
        request,
        await service.update(request.actor!, request.params.id, request.body, request.lang),
        'success.updated',
      ),
  );

  app.delete(
    '/shift_change/delete/:id',
    {
      config: { permission: 'shift_change.delete', scope: own, errors: { 422: 'A past day (shift_change_past)' } },
      schema: {
        tags,
        summary: 'Withdraw a request for a future day: the day gets its planned shift back',
        params: idParam,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await service.remove(request.actor!, request.params.id);
      return ok(request, null, 'success.deleted');
    },
  );
};
