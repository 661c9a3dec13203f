import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyData,
  envelope,
  idParam,
  workingPlanBody,
  workingPlanUpdateBody,
  workingPlanListQuery,
  workingPlanListResponse,
  workingPlanParams,
  workingPlanResponse,
} from '@hr/contracts';
import { ok } from '../../lib/reply';
import type { WorkingPlansService } from './working-plans.service';

const tags = ['departments'];

/** Department work plans; managers and sub managers may change only their own department's (checked by the service). */
export const workingPlansRoutes: FastifyPluginAsyncZod<{ service: WorkingPlansService }> = async (app, { service }) => {
  app.get(
    '/departments/:id/working-plans',
    {
      config: { permission: 'department.view' },
      schema: {
        tags,
        summary: "A department's work plans, newest date first, filtered by from/to",
        params: idParam,
        querystring: workingPlanListQuery,
        response: { 200: workingPlanListResponse },
      },
    },
    async (request) => ok(request, await service.list(request.params.id, request.query)),
  );

  app.post(
    '/departments/:id/working-plans',
    {
      config: { permission: 'department.working_plan_action' },
      schema: {
        tags,
        summary: 'Plan a shift of the department on a date for some of its people',
        params: idParam,
        body: workingPlanBody,
        response: { 200: workingPlanResponse },
      },
    },
    async (request) =>
      ok(request, await service.create(request.actor!, request.params.id, request.body), 'success.created'),
  );

  app.put(
    '/departments/:id/working-plans/:planId',
    {
      config: { permission: 'department.working_plan_action' },
      schema: {
        tags,
        summary: 'Change a plan that is not history yet (409 when it changed since it was read)',
        params: workingPlanParams,
        body: workingPlanUpdateBody,
        response: { 200: workingPlanResponse },
      },
    },
    async (request) =>
      ok(
        request,
        await service.update(request.actor!, request.params.id, request.params.planId, request.body),
        'success.updated',
      ),
  );

  app.delete(
    '/departments/:id/working-plans/:planId',
    {
      config: { permission: 'department.working_plan_action' },
      schema: {
        tags,
        summary: 'Delete a plan that is not history yet',
        params: workingPlanParams,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await service.remove(request.actor!, request.params.id, request.params.planId);
      return ok(request, null, 'success.deleted');
    },
  );
};
