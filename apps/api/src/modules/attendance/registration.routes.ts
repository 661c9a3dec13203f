import {
  idParam,
  staffRowResponse,
  staffsQuery,
  staffsResponse,
  staffWorkingPlanQuery,
  staffWorkingPlanResponse,
  workingPlanConfigResponse,
  workingPlanStoreBody,
  workingStatusBody,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { RegistrationService } from './registration.service';

const tags = ['attendance'];
const whose = 'the person is the reader, or in the reader’s personal read scope (else 404)';
const register =
  'the person is the reader; for someone else attendance.register (managers: their own department, else 403) ' +
  'and the person in the reader’s personal read scope (else 404)';

/** The registration screen's calls as the specification writes them (000 section 7), and the plan-config lookup. */
export const registrationRoutes: FastifyPluginAsyncZod<{ service: RegistrationService }> = async (app, { service }) => {
  app.get(
    '/staffs',
    {
      config: { permission: 'attendance.view', scope: 'the people in the reader’s personal read scope' },
      schema: {
        tags,
        summary: 'The registration list: people by staff ID with the tick columns of their day (20 a page)',
        querystring: staffsQuery,
        response: { 200: staffsResponse },
      },
    },
    async (request) => ok(request, await service.staffs(request.actor!, request.query)),
  );

  app.get(
    '/staff-working-plan-config',
    {
      config: { permission: 'attendance.view' },
      schema: {
        tags,
        summary: 'The plan-config lookup: absence types (4 and 5 whole days), locations and reasons',
        response: { 200: workingPlanConfigResponse },
      },
    },
    async (request) => ok(request, await service.config(request.lang)),
  );

  app.get(
    '/staff-working-plan-by-user/:id',
    {
      config: {
        permission: 'attendance.view',
        scope: whose,
        errors: { 404: 'No such person, or not in the reader’s scope (code not_found)' },
      },
      schema: {
        tags,
        summary: 'A person’s working-plan items ending on or after the date (default today)',
        params: idParam,
        querystring: staffWorkingPlanQuery,
        response: { 200: staffWorkingPlanResponse },
      },
    },
    async (request) => ok(request, await service.plans(request.actor!, request.params.id, request.query.date)),
  );

  app.post(
    '/staff-working-plan-store',
    {
      config: {
        permission: 'attendance.view',
        scope: register,
        errors: {
          404: 'No such person, or not in the reader’s scope (code not_found)',
          422:
            'An item of the list no longer exists (plan_item_unknown) or touches a payroll-locked month ' +
            '(payroll_month_locked)',
        },
      },
      schema: {
        tags,
        summary: 'Save a person’s working plan (history kept; the days it covers computed again)',
        body: workingPlanStoreBody,
        response: { 200: staffWorkingPlanResponse },
      },
    },
    async (request) =>
      ok(
        request,
        await service.storePlans(request.actor!, request.body),
        'success.attendance_registration.plans_saved',
      ),
  );

  app.post(
    '/staff-working-status-store/:id',
    {
      config: {
        permission: 'attendance.view',
        scope: register,
        errors: {
          404: 'No such person, or not in the reader’s scope (code not_found)',
          422:
            'Not today (registration_not_today), on a whole-day absence (registration_busy), not checked in ' +
            '(registration_not_checked_in), already registered (status_already_registered), a break already ' +
            'started or not started (break_already_started, break_not_started), or a payroll-locked month ' +
            '(payroll_month_locked)',
        },
      },
      schema: {
        tags,
        summary: 'Register late check-in, early check-out, or a break’s start or finish, for today',
        params: idParam,
        body: workingStatusBody,
        response: { 200: staffRowResponse },
      },
    },
    async (request) =>
      ok(
        request,
        await service.registerStatus(request.actor!, request.params.id, request.body),
        'success.attendance_registration.status_registered',
      ),
  );
};
