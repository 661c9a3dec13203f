import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aliasIdParam,
  changeLogResponse,
  emptyData,
  envelope,
  historyIdParam,
  idParam,
  payHistoryResponse,
  staffBaseBody,
  staffIncomeTaxBody,
  staffSalaryBody,
  staffSavedResponse,
  taxHistoryResponse,
  workHistoryCreateBody,
  workHistoryListResponse,
  workHistoryResponse,
  workHistoryUpdateBody,
} from '@hr/contracts';
import { ok } from '../../lib/reply';
import type { StaffService } from './staff.service';

const tags = ['staff'];
const DUPLICATES =
  'A rule of the record: duplicate_alias_id, duplicate_citize_id_card, duplicate_phone_number, duplicate_email, duplicate_insurance_number, duplicate_personal_tax_code (field error on the field), alias_id_deleted, an effective date outside the employment period';
const PAY_LOCKED =
  'A payroll-locked month would read it: the configuration or profile is in force in that month (code payroll_month_locked)';

/**
 * Staff records' own routes (specification 001 section 7 "Staff"); `GET/POST/PUT/DELETE /users` are the users
 * area's routes, which take the staff form too (`form: 'staff'`). Permissions: staff.view, staff.update,
 * staff.pay_view (docs/permissions.md).
 */
export const staffRoutes: FastifyPluginAsyncZod<{ service: StaffService }> = async (app, { service }) => {
  app.put(
    '/user/information/base/:id',
    {
      config: {
        permission: 'staff.update',
        errors: {
          422: `${DUPLICATES}; an employment date (probation or official start, termination) moved from or to a payroll-locked month (code payroll_month_locked)`,
        },
      },
      schema: {
        tags,
        summary:
          "Save the general information tab (a department change removes the person's future shift assignments and group membership)",
        params: idParam,
        body: staffBaseBody,
        response: { 200: staffSavedResponse },
      },
    },
    async (request) =>
      ok(request, await service.updateBase(request.actor!, request.params.id, request.body), 'success.staff_updated'),
  );

  app.put(
    '/user/information/salary_config/:id',
    {
      config: { permission: 'staff.update', errors: { 422: PAY_LOCKED } },
      schema: {
        tags,
        summary:
          'Save a new pay configuration with its allowances (appended to the pay history, never overwritten); 403 pay_not_visible for an editor who may not see the person’s pay',
        params: idParam,
        body: staffSalaryBody,
        response: { 200: staffSavedResponse },
      },
    },
    async (request) =>
      ok(request, await service.saveSalary(request.actor!, request.params.id, request.body), 'success.config_saved'),
  );

  app.put(
    '/user/information/income_tax/:id',
    {
      config: { permission: 'staff.update', errors: { 422: `${DUPLICATES}; ${PAY_LOCKED}` } },
      schema: {
        tags,
        summary: 'Save a new insurance and tax profile with its dependents (appended, never overwritten)',
        params: idParam,
        body: staffIncomeTaxBody,
        response: { 200: staffSavedResponse },
      },
    },
    async (request) =>
      ok(
        request,
        await service.saveIncomeTax(request.actor!, request.params.id, request.body),
        'success.staff_updated',
      ),
  );

  app.post(
    '/users/restore/:aliasId',
    {
      config: {
        permission: 'staff.update',
        errors: { 404: 'No deleted person has this staff ID (code restore_not_found)', 422: DUPLICATES },
      },
      schema: {
        tags,
        summary: 'Bring a deleted person back by staff ID, with their history',
        params: aliasIdParam,
        response: { 200: staffSavedResponse },
      },
    },
    async (request) =>
      ok(request, await service.restore(request.actor!, request.params.aliasId), 'success.staff_restored'),
  );

  app.get(
    '/user/pay_history/:id',
    {
      config: { permission: 'staff.view' },
      schema: {
        tags,
        summary:
          'Every saved pay configuration of a person with its allowances, newest effective date first (403 pay_not_visible without the person’s pay class)',
        params: idParam,
        response: { 200: payHistoryResponse },
      },
    },
    async (request) => ok(request, await service.payHistory(request.actor!, request.params.id)),
  );

  app.get(
    '/user/tax_history/:id',
    {
      config: { permission: 'staff.view' },
      schema: {
        tags,
        summary: 'Every saved insurance and tax profile of a person with its dependents, newest effective date first',
        params: idParam,
        response: { 200: taxHistoryResponse },
      },
    },
    async (request) => ok(request, await service.taxHistory(request.actor!, request.params.id)),
  );

  app.get(
    '/user/change_log/:id',
    {
      config: { permission: 'staff.pay_view' },
      schema: {
        tags,
        summary: "A person's change log (audit rows of personal, pay, tax and bank data), newest first, at most 500",
        params: idParam,
        response: { 200: changeLogResponse },
      },
    },
    async (request) => ok(request, await service.changeLog(request.actor!, request.params.id)),
  );

  app.get(
    '/user/history/:id',
    {
      config: { permission: 'staff.view' },
      schema: {
        tags,
        summary:
          "A person's work histories (the path's id is the person's: {userId} in the specification), oldest first, each marked active (editable) or view-only",
        params: idParam,
        response: { 200: workHistoryListResponse },
      },
    },
    async (request) => ok(request, await service.histories(request.actor!, request.params.id)),
  );

  app.get(
    '/user/history_detail/:historyId',
    {
      config: { permission: 'staff.view' },
      schema: { tags, summary: 'One work history', params: historyIdParam, response: { 200: workHistoryResponse } },
    },
    async (request) => ok(request, await service.history(request.actor!, request.params.historyId)),
  );

  app.post(
    '/user/history',
    {
      config: {
        permission: 'staff.update',
        errors: { 422: 'The start is not after the end of the latest history (code history_start_after)' },
      },
      schema: {
        tags,
        summary: 'Add a work history',
        body: workHistoryCreateBody,
        response: { 200: workHistoryResponse },
      },
    },
    async (request) =>
      ok(request, await service.createHistory(request.actor!, request.body, request.lang), 'success.history_created'),
  );

  app.put(
    '/user/history/:id',
    {
      config: { permission: 'staff.update', errors: { 422: 'A past (view-only) history (code history_view_only)' } },
      schema: {
        tags,
        summary: 'Update an active work history (409 when it changed since it was read)',
        params: idParam,
        body: workHistoryUpdateBody,
        response: { 200: workHistoryResponse },
      },
    },
    async (request) =>
      ok(
        request,
        await service.updateHistory(request.actor!, request.params.id, request.body),
        'success.history_updated',
      ),
  );

  app.delete(
    '/user/history/:id',
    {
      config: { permission: 'staff.update', errors: { 422: 'A past (view-only) history (code history_view_only)' } },
      schema: {
        tags,
        summary: 'Delete an active work history',
        params: idParam,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await service.removeHistory(request.actor!, request.params.id);
      return ok(request, null, 'success.history_deleted');
    },
  );
};
