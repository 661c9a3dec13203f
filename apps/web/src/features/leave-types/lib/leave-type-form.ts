import type { LeaveReasonFields, LeaveTypeDetail, LeaveTypeFields } from '@hr/contracts';

/** The leave type form's values (the status is a switch). */
export type LeaveTypeValues = {
  leave_code?: string;
  leave_name_vie?: string;
  leave_name_jp?: string;
  description_vie?: string;
  description_jp?: string;
  salary_rate?: number | null;
  is_deduct_leave?: 0 | 1;
  is_deduct_attendance?: 0 | 1;
  active?: boolean;
};

/** A reason in the table: saved ones have an id, those of an unsaved type only a local key. */
export type ReasonRow = LeaveReasonFields & { key: string; id?: number; version?: number };

/** A new leave type's form. */
export const NEW_LEAVE_TYPE: LeaveTypeValues = { is_deduct_leave: 0, is_deduct_attendance: 0, active: true };

/** The form's values as the API takes them; empty descriptions are no description. */
export const toLeaveTypeFields = (values: LeaveTypeValues): LeaveTypeFields => ({
  leave_code: values.leave_code ?? '',
  leave_name_vie: values.leave_name_vie ?? '',
  leave_name_jp: values.leave_name_jp ?? '',
  description_vie: values.description_vie || null,
  description_jp: values.description_jp || null,
  salary_rate: values.salary_rate as number,
  is_deduct_leave: values.is_deduct_leave as 0 | 1,
  is_deduct_attendance: values.is_deduct_attendance as 0 | 1,
  status: values.active === false ? 0 : 1,
});

/** A saved leave type as the form shows it. */
export const leaveTypeToValues = (type: LeaveTypeDetail): LeaveTypeValues => ({
  leave_code: type.leave_code,
  leave_name_vie: type.leave_name_vie,
  leave_name_jp: type.leave_name_jp,
  description_vie: type.description_vie ?? undefined,
  description_jp: type.description_jp ?? undefined,
  salary_rate: type.salary_rate,
  is_deduct_leave: type.is_deduct_leave as 0 | 1,
  is_deduct_attendance: type.is_deduct_attendance as 0 | 1,
  active: type.status === 1,
});

/** The reasons of a saved type as table rows (a missing status reads active). */
export const reasonRows = (type: LeaveTypeDetail | undefined): ReasonRow[] =>
  (type?.leave_type_items ?? []).map(({ management_leave_type_id: _type, ...reason }) => ({
    ...reason,
    status: reason.status === 0 ? 0 : 1,
    key: String(reason.id),
  }));

/** The reasons kept on the page of an unsaved type, as the create call takes them. */
export const reasonsToCreate = (rows: ReasonRow[]): LeaveReasonFields[] =>
  rows.map(({ key: _key, id: _id, version: _version, ...reason }) => reason);
