import { z } from 'zod';
import { DATE_WINDOWS, isoDate, isRealDate } from './dates';
import { envelope, idText, required, readOnly, versionField } from './common';

/** Shift assignment (specification 001 sections 3, 4, 5, 7 and 9). Dates travel as YYYY-MM-DD. */
export const MEMBER_SHIFT_PAGE_SIZE = 20;
/** The assignment list's default search range ends today and starts this many days earlier. */
export const MEMBER_SHIFT_DEFAULT_RANGE_DAYS = 30;
export const MEMBER_SHIFT_MAX_RANGE_DAYS = 365;
/** Debounce of the name and staff code filters, in milliseconds. */
export const MEMBER_SHIFT_FILTER_DEBOUNCE_MS = 500;

const DAY_MS = 86_400_000;

/** A calendar date 'YYYY-MM-DD' that exists (no 2024-02-30). */
export const assignmentDate = z
  .string(required('validation.required'))
  .min(1, { error: 'validation.required', abort: true })
  .max(10, { error: 'validation.member_shift_date_format', abort: true })
  .pipe(
    isoDate({
      window: DATE_WINDOWS.within100Years,
      formatError: 'validation.member_shift_date_format',
      slashes: false,
    }),
  );

/** Whole days from `start` to `end` (both 'YYYY-MM-DD'). */
export function assignmentRangeDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

const bothDates = ({ value }: { value: unknown }) => {
  const v = value as { start_date?: unknown; end_date?: unknown };
  return (
    typeof v?.start_date === 'string' &&
    typeof v.end_date === 'string' &&
    isRealDate(v.start_date) &&
    isRealDate(v.end_date)
  );
};

const optionalId = idText.optional();
const optionalText = (max: number) => z.string().max(max).optional();

/** `GET /member_group/department/list_member/{departmentId}`: the department's people, with their group. */
export const memberGroupMemberQuery = z.strictObject({
  alias_id: optionalText(16),
  full_name: optionalText(128),
  group_id: optionalId,
  /** Name or staff ID: what the pickers search with. */
  key_word: optionalText(128),
});
/** At most this many people answer one call (ordered by staff ID); the pickers search the server for the others. */
export const MEMBER_PICKER_LIMIT = 200;
export type MemberGroupMemberQuery = z.infer<typeof memberGroupMemberQuery>;

export const memberGroupMember = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  alias_id: z.string(),
  full_name: z.string(),
  group_id: z.number().int().nullable(),
  group_name: z.string().nullable(),
});
export type MemberGroupMember = z.infer<typeof memberGroupMember>;
export const memberGroupMemberListResponse = envelope(z.array(memberGroupMember).max(MEMBER_PICKER_LIMIT));

/** The assignment list's filter: both dates required, start not after end, at most 365 days. */
export const memberShiftListQuery = z
  .strictObject({
    shift_id: optionalId,
    group_id: optionalId,
    full_name: optionalText(128),
    alias_id: optionalText(16),
    start_date: assignmentDate,
    end_date: assignmentDate,
    page: z.coerce.number().int().min(1).max(1_000_000).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .refine((q) => q.start_date <= q.end_date, {
    error: 'validation.member_shift_start_after_end',
    path: ['end_date'],
    when: bothDates,
  })
  .refine((q) => assignmentRangeDays(q.start_date, q.end_date) <= MEMBER_SHIFT_MAX_RANGE_DAYS, {
    error: 'validation.member_shift_range_max',
    path: ['end_date'],
    when: bothDates,
  });
export type MemberShiftListQuery = z.infer<typeof memberShiftListQuery>;

export const MEMBER_SHIFT_STATUSES = ['assigned', 'waiting'] as const;
export type MemberShiftStatus = (typeof MEMBER_SHIFT_STATUSES)[number];

/** One row of the assignment table: an assignment in the range, or a person without one ('waiting', id null). */
export const memberShiftRow = z.object({
  id: readOnly(z.number().int().nullable()),
  user_id: readOnly(z.number().int()),
  alias_id: z.string(),
  full_name: readOnly(z.string()),
  group_id: readOnly(z.number().int().nullable()),
  group_name: z.string().nullable(),
  shift_id: z.number().int().nullable(),
  shift_name: readOnly(z.string().nullable()),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.enum(MEMBER_SHIFT_STATUSES),
  /** The spec's rule (section 4), worked out by the server in the company's time zone. */
  can_edit: readOnly(z.boolean()),
  version: z.number().int().nullable(),
});
export type MemberShiftRow = z.infer<typeof memberShiftRow>;

/** The specification's paged shape for this list: `data` rather than `items`. */
export const memberShiftPage = z.object({
  data: z.array(memberShiftRow),
  total: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  last_page: z.number().int(),
});
export type MemberShiftPage = z.infer<typeof memberShiftPage>;
export const memberShiftPageResponse = envelope(memberShiftPage);

const period = {
  start_date: assignmentDate,
  end_date: assignmentDate,
  shift_id: z.number(required('validation.required')).int().min(1).max(2_147_483_647),
};
const endNotBeforeStart = { error: 'validation.member_shift_end_before_start', path: ['end_date'], when: bothDates };

/** Assign a shift to one or more people of one department for a date range (inclusive). */
export const memberShiftCreateBody = z
  .strictObject({
    ...period,
    user_ids: z
      .array(z.number().int().min(1).max(2_147_483_647), { error: 'validation.member_shift_users_required' })
      .min(1, { error: 'validation.member_shift_users_required' })
      .max(1000),
    /** The department whose screen the request comes from; when absent, the people's own department. */
    department_id: z.number().int().min(1).max(2_147_483_647).optional(),
  })
  .refine((b) => b.end_date >= b.start_date, endNotBeforeStart);
export type MemberShiftCreateBody = z.infer<typeof memberShiftCreateBody>;

export const memberShiftUpdateBody = z
  .strictObject({ ...period, version: versionField })
  .refine((b) => b.end_date >= b.start_date, endNotBeforeStart);
export type MemberShiftUpdateBody = z.infer<typeof memberShiftUpdateBody>;

/**
 * `/member_group/member_shift/{userId}/{shiftId}` as specification 001 writes it: a person and a shift group. The
 * assignment meant is found from the dates (the body's on PUT, the query's on DELETE); see docs/spec-decisions.md.
 */
export const memberShiftParams = z.strictObject({
  userId: idText,
  shiftId: idText,
});

/** `DELETE /member_group/member_shift/{userId}/{shiftId}`: optional dates that pick one of several assignments. */
export const memberShiftDeleteQuery = z
  .strictObject({ start_date: assignmentDate.optional(), end_date: assignmentDate.optional() })
  .refine((q) => !q.start_date || !q.end_date || q.end_date >= q.start_date, endNotBeforeStart);
export type MemberShiftDeleteQuery = z.infer<typeof memberShiftDeleteQuery>;

/** `/member_group/member_shift/assignment/{id}`: one assignment by its own id (what the screen uses). */
export const memberShiftAssignmentParams = z.strictObject({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const memberShiftItem = z
  .object({
    id: readOnly(z.number().int()),
    user_id: readOnly(z.number().int()),
    department_id: z.number().int(),
    shift_id: z.number().int(),
    start_date: z.string(),
    end_date: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'MemberShift' });
export type MemberShiftItem = z.infer<typeof memberShiftItem>;
export const memberShiftItemResponse = envelope(memberShiftItem);
export const memberShiftCreateResponse = envelope(z.array(memberShiftItem));
