import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEPARTMENT_USERS_LIMIT,
  departmentUpdateBody,
  departmentListQuery,
  departmentListResponse,
  departmentOptionsResponse,
  departmentResponse,
  departmentShiftsResponse,
  departmentTypesResponse,
  departmentUserQuery,
  departmentUsersResponse,
  emptyData,
  envelope,
  idParam,
  departmentCreateBody,
} from '@hr/contracts';
import { ok } from '../../lib/reply';
import type { DepartmentsService } from './departments.service';

const tags = ['departments'];

export const departmentsRoutes: FastifyPluginAsyncZod<{ service: DepartmentsService }> = async (app, { service }) => {
  app.get(
    '/departments',
    {
      config: { permission: 'department.view' },
      schema: {
        tags,
        summary: 'Departments, paged, filtered by department ID and name',
        querystring: departmentListQuery,
        response: { 200: departmentListResponse },
      },
    },
    async (request) => ok(request, await service.list(request.query)),
  );

  app.get(
    '/departments/:id',
    {
      config: { permission: 'department.view' },
      schema: { tags, summary: 'One department', params: idParam, response: { 200: departmentResponse } },
    },
    async (request) => ok(request, await service.detail(request.params.id)),
  );

  app.get(
    '/departments/detail/:id',
    {
      config: { permission: 'department.view' },
      schema: {
        tags,
        summary: 'One department (the path specification 001 uses)',
        params: idParam,
        response: { 200: departmentResponse },
      },
    },
    async (request) => ok(request, await service.detail(request.params.id)),
  );

  app.post(
    '/departments',
    {
      config: { permission: 'department.create' },
      schema: {
        tags,
        summary: 'Create a department',
        body: departmentCreateBody,
        response: { 200: departmentResponse },
      },
    },
    async (request) => ok(request, await service.create(request.actor!, request.body), 'success.created'),
  );

  app.put(
    '/departments/:id',
    {
      config: { permission: 'department.update' },
      schema: {
        tags,
        summary: 'Update a department (409 when it changed since it was read)',
        params: idParam,
        body: departmentUpdateBody,
        response: { 200: departmentResponse },
      },
    },
    async (request) =>
      ok(request, await service.update(request.actor!, request.params.id, request.body), 'success.updated'),
  );

  app.delete(
    '/departments/:id',
    {
      config: { permission: 'department.delete' },
      schema: {
        tags,
        summary: 'Delete a department that has no people, no history and no salary component naming it (409 otherwise)',
        params: idParam,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await service.remove(request.actor!, request.params.id);
      return ok(request, null, 'success.deleted');
    },
  );

  app.get(
    '/get-departments',
    { schema: { tags, summary: 'Every department, for pickers', response: { 200: departmentOptionsResponse } } },
    async (request) => ok(request, await service.options()),
  );

  app.get(
    '/department-types',
    { schema: { tags, summary: 'Department types, for pickers', response: { 200: departmentTypesResponse } } },
    async (request) => ok(request, await service.types()),
  );

  app.get(
    '/departments/:id/shifts',
    {
      schema: {
        tags,
        summary: "The department's shift groups",
        params: idParam,
        response: { 200: departmentShiftsResponse },
      },
    },
    async (request) => ok(request, await service.shifts(request.params.id)),
  );

  app.get(
    '/departments/:id/users',
    {
      config: {
        scope: 'the permission flag `department.view` or `department.working_plan_action`',
        anyPermission: ['department.view', 'department.working_plan_action'],
      },
      schema: {
        tags,
        summary: `Active people of the department, q matching name or staff ID; at most ${DEPARTMENT_USERS_LIMIT} (by staff ID)`,
        params: idParam,
        querystring: departmentUserQuery,
        response: { 200: departmentUsersResponse },
      },
    },
    async (request) => ok(request, await service.users(request.actor!, request.params.id, request.query.q)),
  );
};
