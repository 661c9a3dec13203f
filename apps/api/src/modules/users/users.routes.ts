import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyData,
  envelope,
  idParam,
  jobStartedResponse,
  jobStatusUrl,
  resetPasswordBody,
  USER_OPTIONS_LIMIT,
  userAllQuery,
  userAllResponse,
  personCreateBody,
  personUpdateBody,
  staffRecordResponse,
  userExportQuery,
  userListQuery,
  userListResponse,
} from '@hr/contracts';
import { ok } from '../../lib/reply';
import type { UserExportStarter } from './users.export';
import type { UsersService } from './users.service';

const tags = ['users'];

/**
 * Users (specification 000 section 7 "Users", 001 section 7 `GET /user/all`). Permissions: user.view/create/update/
 * delete; the staff forms on the same routes (`form: 'staff'`) need staff.create/update/delete instead: the form is in
 * the body, so the service checks the flag (`config.scope`, docs/permissions.md "Routes without a flag").
 */
/** A filter on a field the reader does not read company-wide (lib/access.ts). */
const FILTER_REFUSED = 'A filter on a field the reader may not read everywhere (code filter_not_allowed)';
/** The duplicate and rule codes of a save (specification 001 section 8). */
const STAFF_RULES =
  'A rule of the record: duplicate_alias_id, duplicate_citize_id_card, duplicate_phone_number, duplicate_email, duplicate_insurance_number, duplicate_personal_tax_code (field error on the field), alias_id_deleted (a deleted person has this staff ID: restore them), duplicate_username, invalid_reference, a pay configuration or tax profile in force in a payroll-locked month (payroll_month_locked)';

export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService; startExport: UserExportStarter }> = async (
  app,
  { service, startExport },
) => {
  app.get(
    '/users',
    {
      config: { permission: 'user.view', errors: { 422: FILTER_REFUSED } },
      schema: {
        tags,
        summary:
          'People, paged: the user list (staff ID, name, role, phone) and the staff list (keyword, position_id, role_id, department_id, status) with working status and, for pay readers, the basic salary',
        querystring: userListQuery,
        response: { 200: userListResponse },
      },
    },
    async (request) => ok(request, await service.list(request.actor!, request.query, request.lang)),
  );

  app.post(
    '/users/export',
    {
      config: { permission: 'user.view', limit: 'export', errors: { 422: FILTER_REFUSED } },
      schema: {
        tags,
        summary:
          'Starts user_list.xlsx of every person the filters select (not only one page) as a job: follow it at GET /api/jobs/{id}, download it from GET /api/jobs/{id}/file (docs/jobs.md)',
        querystring: userExportQuery,
        response: { 202: jobStartedResponse },
      },
    },
    async (request, reply) => {
      const id = await startExport(request.actor!, request.query, request.lang);
      return reply.code(202).send(ok(request, { job_id: id, status_url: jobStatusUrl(id) }, 'jobs.started'));
    },
  );

  app.get(
    '/users/:id',
    {
      // Everyone reads their own record, pay included (issue 27); others need user.view and their scope.
      config: { permission: 'user.view', selfParam: 'id' },
      schema: {
        tags,
        summary:
          'One person with their staff record (every tab: general, pay in force today with allowances, insurance and tax with dependents); fields the reader may not read are absent',
        params: idParam,
        response: { 200: staffRecordResponse },
      },
    },
    async (request) => ok(request, await service.get(request.actor!, request.params.id, request.lang)),
  );

  app.post(
    '/users',
    {
      config: {
        scope: "the permission flag `user.create`, or `staff.create` with form 'staff'",
        anyPermission: ['user.create', 'staff.create'],
        errors: { 422: STAFF_RULES },
      },
      schema: {
        tags,
        summary:
          "Create a person: the user form, or with form 'staff' the staff create form (general, pay, allowances, insurance and tax, dependents in one transaction)",
        body: personCreateBody,
        response: { 200: staffRecordResponse },
      },
    },
    async (request) =>
      ok(
        request,
        await service.save(request.actor!, request.body, request.lang),
        request.body.form === 'staff' ? 'success.staff_created' : 'success.created',
      ),
  );

  app.put(
    '/users/:id',
    {
      config: {
        scope: "the permission flag `user.update`, or `staff.update` with form 'staff'",
        anyPermission: ['user.update', 'staff.update'],
        errors: { 409: 'The person changed since it was read (code stale_version)', 422: STAFF_RULES },
      },
      schema: {
        tags,
        summary:
          "Update a person: the user form, or with form 'staff' the staff list's row edit (409 when it changed since it was read)",
        params: idParam,
        body: personUpdateBody,
        response: { 200: staffRecordResponse },
      },
    },
    async (request) =>
      ok(
        request,
        await service.change(request.actor!, request.params.id, request.body, request.lang),
        request.body.form === 'staff' ? 'success.staff_updated' : 'success.updated',
      ),
  );

  app.delete(
    '/users/:id',
    {
      config: {
        scope: 'the permission flag `user.delete` or `staff.delete` (the user list and the staff list alike)',
        anyPermission: ['user.delete', 'staff.delete'],
      },
      schema: {
        tags,
        summary: 'Mark a person deleted: they can no longer sign in, their history stays',
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
    '/users/:id/reset-password',
    {
      config: { permission: 'user.update' },
      schema: {
        tags,
        summary: "Set a person's password (administrator reset); ends their sessions",
        params: idParam,
        body: resetPasswordBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await service.resetPassword(request.actor!, request.params.id, request.body);
      return ok(request, null, 'success.updated');
    },
  );

  app.get(
    '/user/all',
    {
      config: { permission: 'user.view' },
      schema: {
        tags,
        summary: `People for pickers: by group, by department and key word, or by key word (at most ${USER_OPTIONS_LIMIT}, by staff ID)`,
        querystring: userAllQuery,
        response: { 200: userAllResponse },
      },
    },
    async (request) => ok(request, await service.options(request.actor!, request.query)),
  );
};
