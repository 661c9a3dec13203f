import { z } from 'zod';
import {
  createId,
  createVersion,
  envelope,
  nameText,
  pageQuery,
  paged,
  updateId,
  readOnly,
  versionField,
} from './common';
import { shiftOption } from './shifts';

const dbId = z.number().int().min(1).max(2_147_483_647);

/**
 * Department form (specification 000 section 5): department ID, name and type required, at least one shift group.
 * The form's messages name the field themselves: `department_id` and `name` mean other things in other forms.
 */
export const departmentBody = z.strictObject({
  id: updateId,
  department_id: z
    .string({ error: 'validation.department_code_required' })
    .trim()
    .min(1, { error: 'validation.department_code_required', abort: true })
    .max(32, { error: 'validation.department_code_too_long' })
    .regex(/^[A-Za-z0-9._-]+$/, { error: 'validation.department_code_chars' }),
  name: nameText(
    z
      .string({ error: 'validation.department_name_required' })
      .trim()
      .min(1, { error: 'validation.department_name_required', abort: true })
      .max(128, { error: 'validation.department_name_too_long' }),
  ),
  department_type_id: z.number({ error: 'validation.department_type_required' }).int().min(1).max(2_147_483_647),
  shift_ids: z
    .array(dbId, { error: 'validation.department_shifts_required' })
    .min(1, { error: 'validation.department_shifts_required' })
    .max(100),
  /** The version the edit started from; a stale one is refused with 409. */
  version: z.number().int().min(1).optional(),
});
export type DepartmentBody = z.infer<typeof departmentBody>;
/** `POST /departments`: the same form; `id` null or absent. */
export const departmentCreateBody = departmentBody.safeExtend({ id: createId, version: createVersion });
/** `PUT /departments/{id}`: the same fields and the version the edit started from (required). */
export const departmentUpdateBody = departmentBody.safeExtend({ version: versionField });
export type DepartmentUpdateBody = z.infer<typeof departmentUpdateBody>;

export const departmentItem = z
  .object({
    id: readOnly(z.number().int()),
    department_id: z.string(),
    name: z.string(),
    department_type_id: z.number().int().nullable(),
    type_text: readOnly(z.string().nullable()),
    leader_name: readOnly(z.string().nullable()),
    /** Active people of the department (deleted and disabled people are not counted). */
    number_of_employees: readOnly(z.number().int()),
    number_of_shifts: readOnly(z.number().int()),
    shift_ids: z.array(z.number().int()),
    version: z.number().int(),
  })
  .meta({ id: 'Department' });
export type DepartmentItem = z.infer<typeof departmentItem>;

export const departmentListQuery = z.strictObject({
  ...pageQuery,
  department_id: z.string().max(32).optional(),
  department_name: z.string().max(128).optional(),
});
export type DepartmentListQuery = z.infer<typeof departmentListQuery>;

/** The specification's list answer names `total_page`; it is sent next to the product's standard paged fields. */
export const departmentListResponse = envelope(paged(departmentItem).extend({ total_page: z.number().int() }));
export const departmentResponse = envelope(departmentItem);

/** `GET /get-departments`: every department for pickers. */
export const departmentOption = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'DepartmentOption' });
export type DepartmentOption = z.infer<typeof departmentOption>;
export const departmentOptionsResponse = envelope(z.array(departmentOption));

/** `GET /department-types`. */
export const departmentType = z.object({ id: z.number().int(), type: z.string() }).meta({ id: 'DepartmentType' });
export const departmentTypesResponse = envelope(z.array(departmentType));

/** `GET /departments/{id}/shifts`: the department's shift groups. */
export const departmentShiftsResponse = envelope(z.array(shiftOption));

/** `GET /departments/{id}/users?q`: active people of the department, `q` matching name or staff ID. */
export const departmentUserQuery = z.strictObject({ q: z.string().max(128).optional() });
export const departmentUserOption = z
  .object({ id: z.number().int(), staff_id: z.string(), name: z.string() })
  .meta({ id: 'DepartmentUserOption' });
export type DepartmentUserOption = z.infer<typeof departmentUserOption>;
/** At most this many people answer one search; the picker searches the server for more. */
export const DEPARTMENT_USERS_LIMIT = 200;
export const departmentUsersResponse = envelope(z.array(departmentUserOption).max(DEPARTMENT_USERS_LIMIT));
