import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyData,
  envelope,
  groupDepartmentParam,
  MEMBER_PICKER_LIMIT,
  memberGroupMemberListResponse,
  memberGroupMemberQuery,
  memberShiftAssignmentParams,
  memberShiftCreateBody,
  memberShiftCreateResponse,
  memberShiftDeleteQuery,
  memberShiftItemResponse,
  memberShiftListQuery,
  memberShiftPageResponse,
  memberShiftParams,
  memberShiftUpdateBody,
} from '@hr/contracts';
import { ok } from '../../lib/reply';
import type { MemberShiftsService } from './member-shifts.service';

const tags = ['shift assignment'];

/**
 * Paths as specification 001 section 7 writes them: `/member_group/member_shift/{userId}/{shiftId}` names a person
 * and a shift group, and the dates pick the assignment. `/member_group/member_shift/assignment/{id}` names one
 * assignment by its id (docs/spec-decisions.md).
 */
export const memberShiftsRoutes: FastifyPluginAsyncZod<{ service: MemberShiftsService }> = async (app, { service }) => {
  app.get(
    '/member_group/department/list_member/:departmentId',
    {
      config: { permission: 'department.view' },
      schema: {
        tags,
        summary: `The department's people with their group, at most ${MEMBER_PICKER_LIMIT} (by staff ID); key_word searches name or staff ID`,
        params: groupDepartmentParam,
        querystring: memberGroupMemberQuery,
        response: { 200: memberGroupMemberListResponse },
      },
    },
    async (request) => ok(request, await service.members(request.params.departmentId, request.query)),
  );

  app.get(
    '/member_group/member_shift/user_list/:departmentId',
    {
      config: { permission: 'department.view', limit: 'heavy' },
      schema: {
        tags,
        summary: 'Shift assignments in a date range (at most 365 days); people without one are listed as waiting',
        params: groupDepartmentParam,
        querystring: memberShiftListQuery,
        response: { 200: memberShiftPageResponse },
      },
    },
    async (request) => ok(request, await service.list(request.params.departmentId, request.query)),
  );

  app.post(
    '/member_group/member_shift/create',
    {
      config: { permission: 'department.working_plan_action' },
      schema: {
        tags,
        summary: 'Assign a shift to people for a date range (all or nothing; overlaps refused)',
        body: memberShiftCreateBody,
        response: { 200: memberShiftCreateResponse },
      },
    },
    async (request) => ok(request, await service.create(request.actor!, request.body), 'success.created'),
  );

  app.put(
    '/member_group/member_shift/:userId/:shiftId',
    {
      config: { permission: 'department.working_plan_action' },
      schema: {
        tags,
        summary:
          "Change a person's assignment of a shift group that has not started; several of them: the body's dates pick one",
        params: memberShiftParams,
        body: memberShiftUpdateBody,
        response: { 200: memberShiftItemResponse },
      },
    },
    async (request) =>
      ok(
        request,
        await service.updateByPersonAndShift(
          request.actor!,
          request.params.userId,
          request.params.shiftId,
          request.body,
        ),
        'success.updated',
      ),
  );

  app.delete(
    '/member_group/member_shift/:userId/:shiftId',
    {
      config: { permission: 'department.working_plan_action' },
      schema: {
        tags,
        summary: "Delete a person's assignment of a shift group; several of them: start_date/end_date pick one",
        params: memberShiftParams,
        querystring: memberShiftDeleteQuery,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await service.removeByPersonAndShift(
        request.actor!,
        request.params.userId,
        request.params.shiftId,
        request.query,
      );
      return ok(request, null, 'success.deleted');
    },
  );

  app.put(
    '/member_group/member_shift/assignment/:id',
    {
      config: { permission: 'department.working_plan_action' },
      schema: {
        tags,
        summary: 'Change one assignment, named by its id, that has not started',
        params: memberShiftAssignmentParams,
        body: memberShiftUpdateBody,
        response: { 200: memberShiftItemResponse },
      },
    },
    async (request) =>
      ok(request, await service.updateAssignment(request.actor!, request.params.id, request.body), 'success.updated'),
  );

  app.delete(
    '/member_group/member_shift/assignment/:id',
    {
      config: { permission: 'department.working_plan_action' },
      schema: {
        tags,
        summary: 'Delete one assignment, named by its id',
        params: memberShiftAssignmentParams,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await service.removeAssignment(request.actor!, request.params.id);
      return ok(request, null, 'success.deleted');
    },
  );
};
