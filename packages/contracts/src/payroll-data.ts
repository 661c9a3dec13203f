import { z } from 'zod';
import { choiceError, createId, envelope, nameText, paged, readOnly, required, versionField } from './common';
import { DATE_WINDOWS, isoDate } from './dates';
import { ROLE_IDS } from './roles';

/**
 * Payroll data (specification 001 sections 2 to 9, specification 002 "Employee bonus list"): bonus and deduction
 * orders and shift-change requests. An order is created for its recipients (one row per person, resolved at
 * creation) and copies its salary component's treatment; the lists, details and deletes speak of one person's entry.
 */
export const ORDER_KINDS = ['bonus', 'deduction'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const PAYROLL_DATA_PAGE_SIZE = 20;
export const PAYROLL_DATA_TEXT_MAX = 256;
/** At most this many people picked by hand in one order (entire company and conditions are resolved by the server). */
export const ORDER_PICKED_MAX = 1000;

const id = z.number(required()).int().min(1, { error: 'validation.invalid' }).max(2_147_483_647);
const orderDate = isoDate({
  window: DATE_WINDOWS.within100Years,
  formatError: 'validation.iso_date',
  requiredError: 'validation.required',
  emptyError: 'validation.required',
});
const note = z.string(required('validation.invalid')).trim().max(PAYROLL_DATA_TEXT_MAX).nullish();
const sexValue = z.union([z.literal(0), z.literal(1)], choiceError());
const position = z
  .number(required('validation.invalid'))
  .int()
  .min(1, { error: 'validation.invalid' })
  .max(9, { error: 'validation.invalid' })
  .refine((value) => (ROLE_IDS as number[]).includes(value), { error: 'validation.invalid' });

/**
 * `POST /management-bonus` and `POST /management-deduction`: the specification's body {salary_component_id, date,
 * value, note, user_ids}; the component's scope decides which recipients count (picked people for "no auto apply",
 * everyone working for "entire company", the conditions for "specific conditions"). `value` is read only for a
 * flexible-amount component (fixed and formula amounts come from the component).
 */
export const orderCreateBody = z.strictObject({
  id: createId,
  salary_component_id: id,
  date: orderDate,
  value: z.number(required()).int({ error: 'validation.integer' }).min(0).max(999_999_999_999).nullish(),
  note,
  user_ids: z.array(id).max(ORDER_PICKED_MAX).optional(),
  is_department: z.union([z.literal(0), z.literal(1)], choiceError()).optional(),
  department_id: z.array(id).max(500).optional(),
  is_position: z.union([z.literal(0), z.literal(1)], choiceError()).optional(),
  position_id: z.array(position).max(9).optional(),
  is_sex: z.union([z.literal(0), z.literal(1)], choiceError()).optional(),
  sex: sexValue.nullish(),
});
export type OrderCreateBody = z.infer<typeof orderCreateBody>;

const filterDate = isoDate({ window: DATE_WINDOWS.from1900, formatError: 'validation.iso_date' });
const ALPHANUMERIC = /^[A-Za-z0-9]*$/;
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]*$/u;

/**
 * `GET /management-bonus/search` and `GET /management-deduction/search`: alias_id (alphanumeric), full_name
 * (letters), the component's name, value (integer), date, created_date, page (20 a page).
 */
export const orderSearchQuery = z.strictObject({
  alias_id: z.string().trim().max(16).regex(ALPHANUMERIC, { error: 'validation.alphanumeric' }).optional(),
  full_name: z.string().trim().max(128).regex(LETTERS_AND_SPACES, { error: 'validation.letters_only' }).optional(),
  bonus_name: z.string().trim().max(PAYROLL_DATA_TEXT_MAX).optional(),
  deduction_name: z.string().trim().max(PAYROLL_DATA_TEXT_MAX).optional(),
  value: z
    .string()
    .max(12, { error: 'validation.integer', abort: true })
    .regex(/^\d{1,12}$/, { error: 'validation.integer' })
    .transform(Number)
    .optional(),
  date: filterDate.optional(),
  created_date: filterDate.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
});
export type OrderSearchQuery = z.infer<typeof orderSearchQuery>;

/** One person's entry of an order: the list row and the detail. `value` is pay data (absent for other readers). */
export const orderEntry = z
  .object({
    id: readOnly(z.number().int()),
    order_id: readOnly(z.number().int()),
    kind: readOnly(z.enum(ORDER_KINDS)),
    salary_component_id: readOnly(z.number().int()),
    date: readOnly(z.string()),
    value: readOnly(z.number().int()).optional(),
    note: readOnly(z.string().nullable()),
    created_at: readOnly(z.string()),
    user: readOnly(z.object({ id: z.number().int(), alias_id: z.string(), full_name: z.string() })),
    salary_component: readOnly(
      z.object({
        salary_component_name_vie: z.string(),
        application_method: z.number().int(),
        tax_calculation: z.number().int(),
        tax_free_amount: z.number().int().nullable(),
        attendance_condition: z.number().int(),
        overtime_condition: z.number().int(),
        minimum_number_days: z.number().int().nullable(),
        scope_of_application: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'PayrollOrderEntry' });
export type OrderEntry = z.infer<typeof orderEntry>;
export const orderEntryResponse = envelope(orderEntry);
export const orderListResponse = envelope(paged(orderEntry));
/** The created order: its id, its date and how many people it was given to. */
export const orderCreatedResponse = envelope(
  z.object({ id: readOnly(z.number().int()), date: readOnly(z.string()), recipients: readOnly(z.number().int()) }),
);

/**
 * `GET /user/management-bonus/list`: the people an order would be given to. Without conditions: everyone currently
 * working (entire company); with them: the working people matching all of them.
 */
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(500)]);
export const recipientQuery = z.strictObject({
  department_id: oneOrMany(z.coerce.number().int().min(1).max(2_147_483_647)).optional(),
  'department_id[]': oneOrMany(z.coerce.number().int().min(1).max(2_147_483_647)).optional(),
  position_id: oneOrMany(z.coerce.number().int().min(1).max(9)).optional(),
  'position_id[]': oneOrMany(z.coerce.number().int().min(1).max(9)).optional(),
  gender: z.coerce.number().int().min(0).max(1).optional(),
  key_word: z.string().trim().max(128).optional(),
});
export type RecipientQuery = z.infer<typeof recipientQuery>;
export const recipientItem = z
  .object({
    id: readOnly(z.number().int()),
    alias_id: readOnly(z.string()),
    full_name: readOnly(z.string()),
    department_id: readOnly(z.number().int().nullable()),
    role_id: readOnly(z.number().int()),
  })
  .meta({ id: 'PayrollRecipient' });
export type RecipientItem = z.infer<typeof recipientItem>;
/** At most this many people are listed; `total` says how many match (the order itself takes every one). */
export const RECIPIENT_LIST_MAX = 500;
export const recipientListResponse = envelope(
  z.object({ items: z.array(recipientItem), total: readOnly(z.number().int()) }),
);

/* ------------------------------------------------------------------ shift change */

const changeDate = isoDate({
  window: DATE_WINDOWS.within100Years,
  formatError: 'validation.iso_date',
  requiredError: 'validation.required',
  emptyError: 'validation.required',
});
const reason = nameText(z.string(required('validation.invalid')).trim().max(PAYROLL_DATA_TEXT_MAX)).nullish();

/**
 * `POST /shift_change`: {user_id, shift_id (the current one, as the check answered), shift_id_change, date_change
 * (after today), reason}. The server reads the current shift again and refuses when it differs.
 */
export const shiftChangeCreateBody = z.strictObject({
  id: createId,
  user_id: id,
  /** The current shift as the check answered it; null: the settings' standard working time. */
  shift_id: id.nullable(),
  shift_id_change: id,
  date_change: changeDate,
  reason,
});
export type ShiftChangeCreateBody = z.infer<typeof shiftChangeCreateBody>;
/** `PUT /shift_change/{id}` (ours: the specification leaves it out): the desired shift and the reason. */
export const shiftChangeUpdateBody = z.strictObject({
  id: id.nullish(),
  shift_id_change: id,
  reason,
  version: versionField,
});
export type ShiftChangeUpdateBody = z.infer<typeof shiftChangeUpdateBody>;

/** `POST /shift_change/search`: alias_id, full_name, start_date, end_date (end not before start), page. */
export const shiftChangeSearchBody = z
  .strictObject({
    alias_id: z.string().trim().max(16).regex(ALPHANUMERIC, { error: 'validation.alphanumeric' }).nullish(),
    full_name: z.string().trim().max(128).regex(LETTERS_AND_SPACES, { error: 'validation.letters_only' }).nullish(),
    start_date: filterDate.nullish(),
    end_date: filterDate.nullish(),
    page: z.number().int().min(1).max(1_000_000).optional(),
  })
  .refine((b) => !b.start_date || !b.end_date || b.end_date >= b.start_date, {
    error: 'validation.shift_change_end_after_start',
    path: ['end_date'],
  });
export type ShiftChangeSearchBody = z.infer<typeof shiftChangeSearchBody>;

export const shiftChangeItem = z
  .object({
    id: readOnly(z.number().int()),
    user_id: readOnly(z.number().int()),
    /** The replaced shift; null: the standard working time (its name then says so, in the reader's language). */
    shift_id: readOnly(z.number().int().nullable()),
    shift_id_change: z.number().int(),
    date_change: readOnly(z.string()),
    reason: z.string().nullable(),
    original_shift: readOnly(z.object({ name: z.string() })),
    changed_shift: readOnly(z.object({ name: z.string() })),
    user: readOnly(
      z.object({ alias_id: z.string(), full_name: z.string(), department_id: z.number().int().nullable() }),
    ),
    created_at: readOnly(z.string()),
    version: z.number().int(),
  })
  .meta({ id: 'ShiftChange' });
export type ShiftChangeItem = z.infer<typeof shiftChangeItem>;
export const shiftChangeResponse = envelope(shiftChangeItem);
export const shiftChangeListResponse = envelope(paged(shiftChangeItem));

/**
 * `GET /shift_change/work_shift/check?date=&user_id=`: the person's planned shift on that date as attendance plans it;
 * a person without a shift works the settings' standard working time (`shift_id` null, named in the reader's
 * language). Null until both are given, as the form asks only then.
 */
export const workShiftCheckQuery = z.strictObject({
  user_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  date: isoDate({ window: DATE_WINDOWS.within100Years, formatError: 'validation.iso_date' }).optional(),
});
export const workShiftCheck = z.object({
  shift_id: readOnly(z.number().int().nullable()),
  shift_name: readOnly(z.string()),
  normal_checkin_time: readOnly(z.string()),
  normal_checkout_time: readOnly(z.string()),
});
export type WorkShiftCheck = z.infer<typeof workShiftCheck>;
export const workShiftCheckResponse = envelope(workShiftCheck.nullable());
