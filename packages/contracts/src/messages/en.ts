import { compose, type Same } from './compose';
import { attendanceEn } from './attendance';
import { attendanceReportsEn } from './attendance-reports';
import { attendanceRegistrationEn } from './attendance-registration';
import { payrollEn } from './payroll';
import { authEn } from './auth';
import { departmentGroupsEn } from './department-groups';
import { departmentsEn } from './departments';
import { holidaysEn } from './holidays';
import { jobsEn } from './jobs';
import { leaveTypesEn } from './leave-types';
import { mailEn } from './mail';
import { memberShiftsEn } from './member-shifts';
import { recruitmentEn } from './recruitment';
import { salaryComponentsEn } from './salary-components';
import { settingsEn } from './settings';
import { shiftsEn } from './shifts';
import { staffEn } from './staff';
import { usersEn } from './users';
import { workingPlansEn } from './working-plans';
import { payrollDataEn } from './payroll-data';

/**
 * Messages that the server sends and the browser shows: one catalog for both sides, so a rule says the same thing
 * wherever it is checked. Here only what belongs to no single area (generic validation, sign-in-free errors, paging
 * fields, labels several areas share); each area's own messages are in messages/<area>.ts, hooked below by one line.
 * ja.ts and vi.ts must have exactly these keys (the type enforces it).
 */
export const enShared = {
  validation: {
    filter_not_allowed: 'You may not search by this field: you cannot see it for everyone',
    hidden_characters: '{{field}} contains invisible or text-direction characters',
    control_characters: 'This text contains characters that are not allowed (control characters or broken Unicode)',
    date_out_of_range: '{{field}} is outside the accepted range of dates',
    time_format: '{{field}} must be a time like 08:00 or 08:00:00',
    required: '{{field}} has not been entered',
    version_required: 'The version of the record you edited is missing. Reload it and try again.',
    invalid: '{{field}} is not valid',
    too_long_one: '{{field}} must be at most {{count}} character',
    too_long_other: '{{field}} must be at most {{count}} characters',
    too_short_one: '{{field}} must be at least {{count}} character',
    too_short_other: '{{field}} must be at least {{count}} characters',
    too_big: '{{field}} must be at most {{max}}',
    too_small: '{{field}} must be at least {{min}}',
    between: '{{field}} must be between {{min}} and {{max}}',
    unknown_field: 'This field is not accepted',
    date_format: '{{field}} must be a date like 2024/01/31',
    letters_only: '{{field}} may contain only letters and single spaces between words',
    japanese_only: '{{field}} may contain only Japanese characters (hiragana, katakana, kanji)',
    alphanumeric: '{{field}} may contain only letters A-Z, a-z and digits 0-9',
    integer: '{{field}} must be a whole number',
    iso_date: '{{field}} must be a date like 2026-01-31',
    end_after_start: 'End date must be greater than Start date',
    id_on_create: 'A new record cannot be given an id: send null or leave it out',
  },
  errors: {
    filter_not_allowed: 'You may not search by a field you cannot see for everyone.',
    invalid_input: 'Some of the information entered is not valid.',
    unauthenticated: 'Your session has ended. Please sign in again.',
    forbidden: 'You do not have the permissions needed for this.',
    not_found: 'The requested record was not found.',
    route_not_found: 'This address does not exist.',
    too_many_requests: 'Too many requests. Please wait a moment and try again.',
    stale_version: 'Someone else changed this record after you opened it. Reload it and try again.',
    overloaded: 'The server is busy right now. Please try again in a moment.',
    shutting_down: 'The server is restarting. Please try again in a moment.',
    database_unavailable: 'The database cannot be reached right now. Please try again in a moment.',
    record_referenced: 'Other records (history) still refer to this record, so the change was refused.',
    payload_too_large: 'The data sent is too large.',
    internal: 'Something went wrong on the server. Please try again.',
    update_failed: 'Update fail',
    delete_failed: 'The record failed to delete.',
  },
  success: {
    created: 'Created',
    updated: 'Updated',
    deleted: 'Deleted',
    ok: 'Done',
  },
  fields: {
    // A list's filter named like a form's field: `name` in a query is a person's name (field-errors.ts).
    query_name: 'Name',
    // A path's part named like a form's field: `name` in a path is a file's name.
    param_name: 'File name',
    // Fields two areas name alike (staff records, candidates): their label lives here, once.
    address: 'Address',
    note: 'Note',
    date: 'Date',
    name: 'Shift group name',
    description: 'Description',
    email: 'User name',
    password: 'Password',
    password_confirmation: 'Password confirmation',
    alias_id: 'Staff ID',
    department_id: 'Department',
    shift_id: 'Shift group',
    start_date: 'Start date',
    end_date: 'End date',
    user_ids: 'Staff',
    description_vie: 'Description (Vietnamese)',
    description_jp: 'Description (Japanese)',
    status: 'Status',
    _value: 'This value',
    id: 'ID',
    version: 'Version',
    page: 'Page',
    limit: 'Rows per page',
    key_word: 'Keyword',
    group_id: 'Group',
    per_page: 'Rows per page',
  },
};

/** Each area's messages (messages/<area>.ts), one line each. */
export const enAreas = [
  attendanceEn,
  attendanceReportsEn,
  attendanceRegistrationEn,
  payrollEn,
  authEn,
  departmentGroupsEn,
  departmentsEn,
  holidaysEn,
  { jobs: jobsEn },
  leaveTypesEn,
  mailEn,
  memberShiftsEn,
  recruitmentEn,
  salaryComponentsEn,
  settingsEn,
  shiftsEn,
  staffEn,
  usersEn,
  workingPlansEn,
  payrollDataEn,
] as const;

export const en = compose(enShared, ...enAreas);

/** What every language's catalog holds: English's keys less its singular plural forms (compose.ts `Same`). */
export type Messages = Same<typeof en>;
