import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emptyData,
  envelope,
  groupDepartmentParam,
  MEMBER_PICKER_LIMIT,
  memberGroupMemberListResponse,
  memberGroupMemberQuery,
  memberShiftCreateBody,
  memberShiftCreateResponse,
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
 * Paths as specification 001 section 7 writes them. In `/member_group/member_shift/{userId}/{shiftId}` the second
 * parameter is the assignment's id: one person can work the same shift in several periods (docs/spec-decisions.md).
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
        summary: 'Change an assignment that has not started (shiftId is the assignment id)',
        params: memberShiftParams,
        body: memberShiftUpdateBody,
        response: { 200: memberShiftItemResponse },
      },
    },
    async (request) =>
      ok(
        request,
        await service.update(request.actor!, request.params.userId, request.params.shiftId, request.body),
        'success.updated',
      ),
  );

  app.delete(
    '/member_group/member_shift/:userId/:shiftId',
    {
      config: { permission: 'department.working_plan_action' },
      schema: {
        tags,
        summary: 'Delete an assignment (shiftId is the assignment id)',
        params: memberShiftParams,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await service.remove(request.actor!, request.params.userId, request.params.shiftId);
      return ok(request, null, 'success.deleted');
    },
  );
};
