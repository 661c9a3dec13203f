import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyData,
  envelope,
  idParam,
  salaryComponentCreateBody,
  salaryComponentListQuery,
  salaryComponentListResponse,
  salaryComponentResponse,
  salaryComponentUpdateBody,
} from '@hr/contracts';
import { ok } from '../../lib/reply';
import type { SalaryComponentsService } from './salary-components.service';

const tags = ['salary components'];

/** Paths as specification 002 section 7 writes them, delete by GET included. */
export const salaryComponentsRoutes: FastifyPluginAsyncZod<{ service: SalaryComponentsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/salary_component/list',
    {
      config: { permission: 'salary_component.view' },
      schema: {
        tags,
        summary: 'One page of allowances, bonuses or deductions (10 a page by default)',
        querystring: salaryComponentListQuery,
        response: { 200: salaryComponentListResponse },
      },
    },
    async (request) => ok(request, await service.list(request.query)),
  );

  app.post(
    '/salary_component',
    {
      config: { permission: 'salary_component.create' },
      schema: {
        tags,
        summary: 'Create a salary component (the body names its salary_component_type)',
        body: salaryComponentCreateBody,
        response: { 200: salaryComponentResponse },
      },
    },
    async (request) => ok(request, await service.create(request.actor!, request.body), 'success.created'),
  );

  app.put(
    '/salary_component/update/:id',
    {
      config: { permission: 'salary_component.update' },
      schema: {
        tags,
        summary: 'Update a salary component (409 stale_version)',
        params: idParam,
        body: salaryComponentUpdateBody,
        response: { 200: salaryComponentResponse },
      },
    },
    async (request) =>
      ok(request, await service.update(request.actor!, request.params.id, request.body), 'success.updated'),
  );

  app.get(
    '/salary_component/delete/:id',
    {
      config: {
        permission: 'salary_component.delete',
        // Orders (and the payroll's records of them) point at their component: such a component stays.
        errors: { 409: 'Bonus or deduction orders use the component (code referenced)' },
      },
      schema: {
        tags,
        summary: 'Delete a salary component (by GET, as the specification writes it)',
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
