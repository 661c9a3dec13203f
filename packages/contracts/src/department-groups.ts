import { z } from 'zod';
import { createId, createVersion, envelope, idText, required, updateId, readOnly, versionField } from './common';

/** Department groups (specification 001 sections 3, 5 and 7): named sets of staff of one department, with a leader. */
export const GROUP_CODE_LENGTH = { min: 3, max: 16 } as const;
export const GROUP_NAME_LENGTH = { min: 3, max: 128 } as const;

/** Codes are identifiers: ASCII letters, digits, dot, dash, underscore. */
const GROUP_CODE_CHARS = /^[A-Za-z0-9._-]+$/;
/** Names are read by people: letters of any language, digits, dot, dash, underscore and single inner spaces. */
const GROUP_NAME_CHARS = /^[\p{L}\p{M}\p{N}._-]+( [\p{L}\p{M}\p{N}._-]+)*$/u;

const text = (min: number, max: number, chars: RegExp, charsKey: string) =>
  z
    // Only a missing value reads "required": a schema-level message would replace the length messages too.
    .string({ error: (issue) => (issue.code === 'invalid_type' ? 'validation.required' : undefined) })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .min(min)
    .max(max)
    .regex(chars, { error: charsKey });

const personId = z.number(required('validation.invalid')).int().min(1).max(2_147_483_647);

export const departmentGroupBody = z
  .strictObject({
    id: updateId,
    group_code: text(GROUP_CODE_LENGTH.min, GROUP_CODE_LENGTH.max, GROUP_CODE_CHARS, 'validation.group_code_chars'),
    group_name: text(GROUP_NAME_LENGTH.min, GROUP_NAME_LENGTH.max, GROUP_NAME_CHARS, 'validation.group_name_chars'),
    members: z
      .array(personId, required('validation.group_members_required'))
      .min(1, { error: 'validation.group_members_required' })
      .max(1000),
    group_leader: z.number(required('validation.group_leader_required')).int().min(1).max(2_147_483_647),
    department_id: z.number(required('validation.required')).int().min(1).max(2_147_483_647),
    /** The version the edit started from; a stale one is refused with 409. */
    version: z.number().int().min(1).optional(),
    /** People already in another group are moved only when this is true (after the person confirmed). */
    confirm_move: z.boolean().optional(),
  })
  .refine((body) => body.members.includes(body.group_leader), {
    error: 'validation.group_leader_not_member',
    path: ['group_leader'],
    when: ({ value }) => {
      const body = value as { members?: unknown; group_leader?: unknown };
      return Array.isArray(body?.members) && body.members.length > 0 && typeof body.group_leader === 'number';
    },
  });
export type DepartmentGroupBody = z.infer<typeof departmentGroupBody>;
/** `POST /department_group/create`: the same form; `id` null or absent. */
export const departmentGroupCreateBody = departmentGroupBody.safeExtend({ id: createId, version: createVersion });
/** Updating a group: the same fields and the version the edit started from (required). */
export const departmentGroupUpdateBody = departmentGroupBody.safeExtend({ version: versionField });
export type DepartmentGroupUpdateBody = z.infer<typeof departmentGroupUpdateBody>;

export const groupPerson = z.object({
  id: readOnly(z.number().int()),
  alias_id: z.string(),
  full_name: readOnly(z.string()),
});
export type GroupPerson = z.infer<typeof groupPerson>;

/** A group card of the department detail's groups tab. */
export const departmentGroupCard = z
  .object({
    id: readOnly(z.number().int()),
    department_id: z.number().int(),
    group_code: z.string(),
    group_name: z.string(),
    group_leader: z.number().int().nullable(),
    leader: readOnly(groupPerson.nullable()),
    members_count: readOnly(z.number().int()),
    version: z.number().int(),
  })
  .meta({ id: 'DepartmentGroupCard' });
export type DepartmentGroupCard = z.infer<typeof departmentGroupCard>;

/** `GET /department_group/{id}`: the group as the edit form needs it (members as ids). */
export const departmentGroupItem = departmentGroupCard.extend({ members: z.array(z.number().int()) });
export type DepartmentGroupItem = z.infer<typeof departmentGroupItem>;

/** `GET /department_group/group/list_member/{id}`: the group with its members, for the detail dialog. */
export const departmentGroupMembers = departmentGroupCard.extend({ members: readOnly(z.array(groupPerson)) });
export type DepartmentGroupMembers = z.infer<typeof departmentGroupMembers>;

export const groupDepartmentParam = z.strictObject({
  departmentId: idText,
});

export const departmentGroupListResponse = envelope(z.array(departmentGroupCard));
export const departmentGroupResponse = envelope(departmentGroupItem);
export const departmentGroupMembersResponse = envelope(departmentGroupMembers);
