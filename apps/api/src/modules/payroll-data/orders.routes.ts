import {
  emptyData,
  envelope,
  idParam,
  type OrderKind,
  orderCreateBody,
  orderCreatedResponse,
  orderEntryResponse,
  orderListResponse,
  orderSearchQuery,
  recipientListResponse,
  recipientQuery,
} from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { OrdersService } from './orders.service';

const tags = ['payroll-data'];

/** The four calls of each kind, as written: `/management-bonus...` and `/management-deduction...`. */
export const ordersRoutes: FastifyPluginAsyncZod<{ service: OrdersService }> = async (app, { service }) => {
  for (const kind of ['bonus', 'deduction'] as const satisfies OrderKind[]) {
    const base = `/management-${kind}`;

    app.post(
      base,
      {
        config: {
          permission: 'payroll_order.create',
          errors: {
            400:
              'Invalid input (code invalid_input): under `value`, none for a flexible-amount component or one the ' +
              'component does not take (a fixed amount other than its own, any value for a formula); specific ' +
              'conditions without a condition switched on, or one switched on without its departments, positions ' +
              'or sex',
            422:
              'Component not of this kind or not in use (component_not_of_kind, component_inactive); no recipient ' +
              'picked (recipients_required) or matching (no_recipients_*); a picked person the payroll of that ' +
              'month does not pay (invalid_input under user_ids); a person already has this component in that ' +
              'month (has_user_id_exits); the month is payroll-locked (payroll_month_locked); a formula without a ' +
              'basic salary (no_base_salary)',
          },
        },
        schema: {
          tags,
          summary: `Create a ${kind} order for the recipients its component's scope gives (one entry per person)`,
          body: orderCreateBody,
          response: { 200: orderCreatedResponse },
        },
      },
      async (request) => ok(request, await service.create(request.actor!, kind, request.body), 'success.created'),
    );

    app.get(
      `${base}/search`,
      {
        config: {
          permission: 'payroll_order.view',
          scope: 'entries of the people in the reader’s directory scope; value only for readers of their pay',
          errors: { 422: 'A value filter by a reader who does not read everyone’s pay (filter_not_allowed)' },
        },
        schema: {
          tags,
          summary: `${kind} entries (one per person), newest first, 20 a page`,
          querystring: orderSearchQuery,
          response: { 200: orderListResponse },
        },
      },
      async (request) => ok(request, await service.list(request.actor!, kind, request.query)),
    );

    app.get(
      `${base}/detail/:id`,
      {
        config: { permission: 'payroll_order.view', scope: 'the person is in the reader’s directory scope (else 404)' },
        schema: { tags, summary: `One person's ${kind} entry`, params: idParam, response: { 200: orderEntryResponse } },
      },
      async (request) => ok(request, await service.detail(request.actor!, kind, request.params.id)),
    );

    app.delete(
      `${base}/delete/:id`,
      {
        config: {
          permission: 'payroll_order.delete',
          errors: { 422: 'The entry’s month is payroll-locked (payroll_month_locked)' },
        },
        schema: {
          tags,
          summary: `Delete one person's ${kind} entry (the order goes with its last entry)`,
          params: idParam,
          response: { 200: envelope(emptyData) },
        },
      },
      async (request) => {
        await service.remove(request.actor!, kind, request.params.id);
        return ok(request, null, 'success.deleted');
      },
    );
  }

  app.get(
    '/user/management-bonus/list',
    {
      config: { permission: 'payroll_order.create', scope: 'the people in the reader’s directory scope' },
      schema: {
        tags,
        summary: 'The working people an order would go to (no condition: the entire company), at most 500 listed',
        querystring: recipientQuery,
        response: { 200: recipientListResponse },
      },
    },
    async (request) => ok(request, await service.recipients(request.actor!, request.query)),
  );
};
