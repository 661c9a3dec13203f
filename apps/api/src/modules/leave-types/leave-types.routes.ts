import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyData,
  envelope,
  idParam,
  leaveReasonCreateBody,
  leaveReasonResponse,
  leaveReasonUpdateBody,
  leaveTypeCreateBody,
  leaveTypeListQuery,
  leaveTypeListResponse,
  leaveTypeResponse,
  leaveTypeUpdateBody,
} from '@hr/contracts';
import { ok } from '../../lib/reply';
import type { LeaveTypesService } from './leave-types.service';

const tags = ['leave types'];

/**
 * Paths as specification 002 section 7 writes them. The create path is not shown there:
 * `POST /config/management_leave_type` is ours, in the same style, and takes the reasons collected on the form.
 */
export const leaveTypesRoutes: FastifyPluginAsyncZod<{ service: LeaveTypesService }> = async (app, { service }) => {
  app.get(
    '/config/management_leave_type_list',
    {
      config: { permission: 'leave_type.view' },
      schema: {
        tags,
        summary: 'Leave types whose code or names contain the keyword',
        querystring: leaveTypeListQuery,
        response: { 200: leaveTypeListResponse },
      },
    },
    async (request) => ok(request, await service.list(request.query.keyword)),
  );

  app.get(
    '/config/management_leave_type/:id',
    {
      config: { permission: 'leave_type.view' },
      schema: {
        tags,
        summary: 'A leave type with its reasons',
        params: idParam,
        response: { 200: leaveTypeResponse },
      },
    },
    async (request) => ok(request, await service.get(request.params.id)),
  );

  app.post(
    '/config/management_leave_type',
    {
      config: { permission: 'leave_type.create' },
      schema: {
        tags,
        summary: 'Create a leave type with the reasons collected before it was saved (422 leave_code_exists)',
        body: leaveTypeCreateBody,
        response: { 200: leaveTypeResponse },
      },
    },
    async (request) => ok(request, await service.create(request.actor!, request.body), 'success.created'),
  );

  app.put(
    '/config/management_leave_type/:id',
    {
      config: { permission: 'leave_type.update' },
      schema: {
        tags,
        summary: 'Update a leave type: the full object, also for the status toggle (409 stale_version)',
        params: idParam,
        body: leaveTypeUpdateBody,
        response: { 200: leaveTypeResponse },
      },
    },
    async (request) =>
      ok(request, await service.update(request.actor!, request.params.id, request.body), 'success.updated'),
  );

  app.delete(
    '/config/management_leave_type/:id',
    {
      config: { permission: 'leave_type.delete' },
      schema: {
        tags,
        summary: 'Delete a leave type with its reasons',
        params: idParam,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await service.remove(request.actor!, request.params.id);
      return ok(request, null, 'success.deleted');
    },
  );

  app.post(
    '/config/leave_type_item',
    {
      // Adding a reason changes its leave type.
      config: { permission: 'leave_type.update' },
      schema: {
        tags,
        summary: 'Add a reason to a saved leave type',
        body: leaveReasonCreateBody,
        response: { 200: leaveReasonResponse },
      },
    },
    async (request) => ok(request, await service.createReason(request.actor!, request.body), 'success.created'),
  );

  app.put(
    '/config/leave_type_item/:id',
    {
      config: { permission: 'leave_type.update' },
      schema: {
        tags,
        summary: 'Update a leave reason (409 stale_version)',
        params: idParam,
        body: leaveReasonUpdateBody,
        response: { 200: leaveReasonResponse },
      },
    },
    async (request) =>
      ok(request, await service.updateReason(request.actor!, request.params.id, request.body), 'success.updated'),
  );

  app.delete(
    '/config/leave_type_item/:id',
    {
      config: { permission: 'leave_type.update' },
      schema: {
        tags,
        summary: 'Delete a leave reason',
        params: idParam,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await service.removeReason(request.actor!, request.params.id);
      return ok(request, null, 'success.deleted');
    },
  );
};
