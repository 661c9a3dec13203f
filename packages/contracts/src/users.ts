import { z } from 'zod';
import { envelope, idText, nameText, paged, pageQuery, readOnly, versionField } from './common';
import { DATE_WINDOWS, type DateWindow, isoDate } from './dates';
import { ROLE_IDS, ROLES } from './roles';

/** Avatar upload limits (specification 000 sections 5 and 9): JPEG or PNG, at most 1 MB. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
/** What `POST /upload-avatar` answers in `data.path`: a generated name, never the client's file name. */
export const AVATAR_PATH_PATTERN = /^\/api\/files\/avatars\/[a-f0-9]{32}\.(png|jpg)$/;

/**
 * No check here aborts (`abort: true`): an aborted field would skip the form-wide rules (email required) until every
 * field is valid, and the form shows all messages at once. Checks that would repeat "required" accept ''.
 *
 * A schema-level message applies to every issue of the schema (zod 4), so "required" is given only to a missing
 * value; length and range issues keep their own generic messages (too long, too big) with their limits.
 */
const requiredError = {
  error: (issue: { code?: string; input?: unknown }) =>
    issue.code === 'invalid_type'
      ? issue.input === undefined || issue.input === null
        ? 'validation.required'
        : 'validation.invalid'
      : undefined,
};

/** Blank text means "not given": the browser sends '' for an emptied input. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

function requiredText(max: number) {
  return z.string(requiredError).trim().min(1, { error: 'validation.required' }).max(max);
}
const requiredName = (max: number) => nameText(requiredText(max));

/** User dates travel as YYYY/MM/DD (specification 000 section 9); YYYY-MM-DD is accepted too. Stored as YYYY-MM-DD. */
const optionalDate = (window: DateWindow, maxError?: string) =>
  z.preprocess(blankToNull, isoDate({ window, maxError }).nullish());

const requiredId = z.number(requiredError).int().min(1).max(2_147_483_647);

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const userFields = {
  /** Staff ID (employee code). */
  alias_id: requiredText(16).regex(/^[A-Za-z0-9]*$/, { error: 'validation.alias_id_chars' }),
  first_name: requiredName(64),
  last_name: requiredName(64),
  role_id: z
    .number(requiredError)
    .int()
    .min(Math.min(...ROLE_IDS), { error: 'validation.invalid' })
    .max(Math.max(...ROLE_IDS), { error: 'validation.invalid' })
    .refine((value) => (ROLE_IDS as number[]).includes(value), { error: 'validation.invalid' })
    .meta({ description: `One of the role ids ${ROLE_IDS.join(', ')} (docs/permissions.md)` }),
  department_id: requiredId,
  shift_id: requiredId,
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'validation.invalid' }).default(0),
  email: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(255, { error: 'validation.email_format' })
      .regex(EMAIL_PATTERN, { error: 'validation.email_format' })
      .nullish()
      .meta({ description: `Required on create unless role_id is ${ROLES.EMPLOYEE} (employee)` }),
  ),
  phone_number: z.preprocess(
    blankToNull,
    z.string().trim().max(20).regex(/^\d+$/, { error: 'validation.phone_digits' }).nullish(),
  ),
  dob: optionalDate(DATE_WINDOWS.birth, 'validation.dob_before_today'),
  date_of_join: optionalDate(DATE_WINDOWS.within100Years),
  avatar: requiredText(255).refine((value) => value === '' || AVATAR_PATH_PATTERN.test(value), {
    error: 'validation.invalid',
  }),
  /** Optional: absent on create means the staff ID in lower case. */
  username: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(64)
      .regex(/^[A-Za-z0-9.]+$/, { error: 'validation.username_chars' })
      .nullish(),
  ),
};

/**
 * The user form (specification 000 section 5). Email is required when creating, except for the employee role whose
 * email field is disabled; `userUpdateBody` carries the version the edit started from.
 */
export const userCreateBody = z
  .strictObject({
    /** Optional: `'user'` or absent is this form; `'staff'` is the staff create form (staff.ts `staffCreateBody`). */
    form: z.literal('user', { error: 'validation.invalid' }).optional(),
    ...userFields,
  })
  .refine((body) => body.role_id === ROLES.EMPLOYEE || Boolean(body.email), {
    error: 'validation.email_required',
    path: ['email'],
    // Said at once, even while other fields still have errors (the form shows every message together).
    when: ({ value }) => typeof value === 'object' && value !== null,
  });
export type UserCreateBody = z.infer<typeof userCreateBody>;

export const userUpdateBody = z.strictObject({
  /** Optional: `'user'` or absent is this form; `'staff'` is the staff list's row edit (staff.ts `staffRowBody`). */
  form: z.literal('user', { error: 'validation.invalid' }).optional(),
  id: z.number().int().min(1).optional(),
  ...userFields,
  version: versionField,
});
export type UserUpdateBody = z.infer<typeof userUpdateBody>;

/**
 * A person as a reader may see them: fields outside the reader's read scope (permissions.ts `USER_FIELD_CLASSES`,
 * `ROLE_READ_SCOPES`) are absent, not blanked.
 */
export const userItem = z
  .object({
    id: readOnly(z.number().int()),
    staff_id: readOnly(z.string()),
    alias_id: z.string(),
    username: z.string().optional(),
    first_name: z.string(),
    last_name: z.string(),
    name: z.string(),
    role_id: z.number().int(),
    role_text: readOnly(z.string()),
    department_id: z.number().int().nullable(),
    department_name: readOnly(z.string().nullable()),
    shift_id: z.number().int().nullable(),
    shift_name: readOnly(z.string().nullable()),
    gender: z.number().int().optional(),
    gender_text: readOnly(z.string().optional()),
    email: z.string().nullable(),
    /** Personal fields: present only when the reader may read this person's personal fields. */
    phone_number: z.string().nullable().optional(),
    dob: z.string().nullable().optional(),
    date_of_join: z.string().nullable().optional(),
    /** Working status 1 to 6 (staff.ts `WORKING_STATUSES`) and its name in the reader's language. */
    status: z.number().int(),
    status_text: readOnly(z.string()),
    /** Pay field: the basic salary in force today (null without a pay configuration); only for pay readers. */
    basic_salary: readOnly(z.number().int().nullable().optional()),
    /** The stored file's identifier (what a save sends back as `avatar`); not an address that works by itself. */
    avatar: z.string().nullable(),
    /** A short-lived signed link to show the avatar in an <img> (null without one); ends with the reader's session. */
    avatar_url: readOnly(z.string().nullable()),
    version: z.number().int(),
  })
  .meta({ id: 'User' });
export type UserItem = z.infer<typeof userItem>;

/** Filters of the user list and of its export (the export takes the same, without paging). */
const userFilters = {
  staff_id: z.string().max(64).optional(),
  name: z.string().max(128).optional(),
  role_id: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...ROLE_IDS))
    .optional(),
  /** A personal field: only readers who see personal fields company-wide may filter on it. */
  phone_number: z.string().max(20).optional(),
};
/**
 * The staff list's filters (specification 001 section 7), on the same route: `GET /users` is one list for the user
 * and the staff screens. Not (yet) filters of the user export, which stays the user list's.
 */
const staffListFilters = {
  /** Name or staff ID contains. */
  keyword: z.string().max(128).optional(),
  /** The position, which is the role (specification 001 section 3); with role_id both must match. */
  position_id: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...ROLE_IDS))
    .optional(),
  department_id: idText.optional(),
  /** Working status 1 to 6. */
  status: z.coerce.number().int().min(1).max(6).optional(),
};
export const userListQuery = z.strictObject({ ...pageQuery, ...userFilters, ...staffListFilters });
export type UserListQuery = z.infer<typeof userListQuery>;
export const userExportQuery = z.strictObject({ ...userFilters });
export type UserExportQuery = z.infer<typeof userExportQuery>;
/** `POST /users/badges`: the people whose staff badges to print, as the user list selects them (docs/pdf.md). */
export const USER_BADGES_MAX = 500;
export const userBadgesBody = z.strictObject({
  user_ids: z
    .array(z.number().int().min(1).max(2_147_483_647), { error: 'validation.badge_users_required' })
    .min(1, { error: 'validation.badge_users_required' })
    .max(USER_BADGES_MAX, { error: 'validation.badge_users_too_many' }),
});
export type UserBadgesBody = z.infer<typeof userBadgesBody>;
export const userListResponse = envelope(paged(userItem));
export const userResponse = envelope(userItem);

/** Administrator reset (specification 000 section 5): at least 6 characters after trimming, confirmation equal. */
export const resetPasswordBody = z
  .strictObject({
    id: z.number().int().min(1).optional(),
    password: z
      .string(requiredError)
      .max(1024)
      .refine((value) => value.trim().length > 0, { error: 'validation.required' })
      .refine((value) => value.trim().length === 0 || value.trim().length >= 6, { error: 'validation.password_min_6' }),
    password_confirmation: z.string(requiredError).max(1024),
  })
  .refine((body) => body.password === body.password_confirmation, {
    error: 'validation.confirmation_not_match',
    path: ['password_confirmation'],
    when: ({ value }) =>
      typeof (value as { password?: unknown })?.password === 'string' &&
      typeof (value as { password_confirmation?: unknown })?.password_confirmation === 'string',
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** `path`: the identifier the user form saves as `avatar`; `url`: a short-lived signed link to preview it. */
export const avatarUploadResponse = envelope(z.object({ path: z.string(), url: z.string() }));

/** `GET /user/all` (specification 001 section 7): people for pickers. */
export const userAllQuery = z.strictObject({
  group_id: idText.optional(),
  department_id: idText.optional(),
  key_word: z.string().max(128).optional(),
});
export type UserAllQuery = z.infer<typeof userAllQuery>;
export const userOption = z
  .object({
    id: z.number().int(),
    alias_id: z.string(),
    full_name: z.string(),
    group_id: z.number().int().nullable(),
    group_name: z.string().nullable(),
  })
  .meta({ id: 'UserOption' });
export type UserOption = z.infer<typeof userOption>;
/** At most this many people answer one `GET /user/all` (by staff ID); pickers search with `key_word` for others. */
export const USER_OPTIONS_LIMIT = 500;
export const userAllResponse = envelope(z.array(userOption).max(USER_OPTIONS_LIMIT));
