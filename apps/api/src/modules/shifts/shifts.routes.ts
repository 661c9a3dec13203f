import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyData,
  envelope,
  idParam,
  shiftUpdateBody,
  shiftListQuery,
  shiftListResponse,
  shiftOptionsResponse,
  shiftResponse,
  shiftCreateBody,
} from '@hr/contracts';
import { ok } from '../../lib/reply';
import type { ShiftsService } from './shifts.service';

const tags = ['shifts'];

export const shiftsRoutes: FastifyPluginAsyncZod<{ service: ShiftsService }> = async (app, { service }) => {
  app.get(
    '/shifts',
    {
      config: { permission: 'shift.view' },
      schema: {
        tags,
        summary: 'Shift groups, paged, filtered by name',
        querystring: shiftListQuery,
        response: { 200: shiftListResponse },
      },
    },
    async (request) => ok(request, await service.list(request.query)),
  );

  app.get(
    '/get-shifts',
    { schema: { tags, summary: 'Every shift group, for pickers', response: { 200: shiftOptionsResponse } } },
    async (request) => ok(request, await service.options()),
  );

  app.post(
    '/shifts',
    {
      config: { permission: 'shift.create' },
      schema: { tags, summary: 'Create a shift group', body: shiftCreateBody, response: { 200: shiftResponse } },
    },
    async (request) => ok(request, await service.create(request.actor!, request.body), 'success.created'),
  );

  app.put(
    '/shifts/:id',
    {
      config: { permission: 'shift.update' },
      schema: {
        tags,
        summary: 'Update a shift group (409 when it changed since it was read)',
        params: idParam,
        body: shiftUpdateBody,
        response: { 200: shiftResponse },
      },
    },
    async (request) =>
      ok(request, await service.update(request.actor!, request.params.id, request.body), 'success.updated'),
  );

  app.delete(
    '/shifts/:id',
    {
      config: { permission: 'shift.delete' },
      schema: {
        tags,
        summary: 'Delete a shift group that nothing uses',
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
