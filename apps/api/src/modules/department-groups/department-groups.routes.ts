import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  departmentGroupUpdateBody,
  departmentGroupListResponse,
  departmentGroupMembersResponse,
  departmentGroupResponse,
  emptyData,
  envelope,
  groupDepartmentParam,
  idParam,
  departmentGroupCreateBody,
} from '@hr/contracts';
import { ok } from '../../lib/reply';
import type { DepartmentGroupsService } from './department-groups.service';

const tags = ['department groups'];

/** Paths as specification 001 section 7 writes them; the department's list of groups is ours (not shown there). */
export const departmentGroupsRoutes: FastifyPluginAsyncZod<{ service: DepartmentGroupsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/department_group/department/:departmentId',
    {
      config: { permission: 'department.view' },
      schema: {
        tags,
        summary: "A department's groups, as cards",
        params: groupDepartmentParam,
        response: { 200: departmentGroupListResponse },
      },
    },
    async (request) => ok(request, await service.listByDepartment(request.params.departmentId)),
  );

  app.get(
    '/department_group/group/list_member/:id',
    {
      config: { permission: 'department.view' },
      schema: {
        tags,
        summary: 'A group with its members (detail dialog)',
        params: idParam,
        response: { 200: departmentGroupMembersResponse },
      },
    },
    async (request) => ok(request, await service.withMembers(request.params.id)),
  );

  app.get(
    '/department_group/:id',
    {
      config: { permission: 'department.view' },
      schema: {
        tags,
        summary: 'A group as the edit form reads it (members as ids)',
        params: idParam,
        response: { 200: departmentGroupResponse },
      },
    },
    async (request) => ok(request, await service.get(request.params.id)),
  );

  app.post(
    '/department_group/create',
    {
      config: { permission: 'department.update' },
      schema: {
        tags,
        summary: 'Create a group (409 user_in_other_group until confirm_move is true)',
        body: departmentGroupCreateBody,
        response: { 200: departmentGroupResponse },
      },
    },
    async (request) => ok(request, await service.create(request.actor!, request.body), 'success.created'),
  );

  app.put(
    '/department_group/:id',
    {
      config: { permission: 'department.update' },
      schema: {
        tags,
        summary: 'Update a group (409 stale_version when it changed since it was read)',
        params: idParam,
        body: departmentGroupUpdateBody,
        response: { 200: departmentGroupResponse },
      },
    },
    async (request) =>
      ok(request, await service.update(request.actor!, request.params.id, request.body), 'success.updated'),
  );

  app.delete(
    '/department_group/:id',
    {
      config: { permission: 'department.update' },
      schema: {
        tags,
        summary: 'Delete a group (its people stay, without a group)',
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
