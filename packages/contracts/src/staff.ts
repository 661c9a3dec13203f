import { z } from 'zod';
import { choiceError, envelope, idText, nameText, readOnly, required, versionField } from './common';
import { addYears, companyToday, DATE_WINDOWS, isoDate } from './dates';
import { ROLE_IDS } from './roles';
import { WORKING_STATUSES } from './staff-constants';
import { EMAIL_PATTERN, userCreateBody, userItem, userUpdateBody } from './users';

export { STAFF_LIST_PAGE_SIZE, WORKING_STATUSES } from './staff-constants';

/**
 * Staff records (specification 001 "Staff", sections 3 to 9; issue 27). One person is one `users` row; the staff
 * record adds identity papers, bank, family, employment dates, and the dated histories payroll reads: pay
 * configurations with their allowances, insurance and tax profiles with their dependents (never overwritten: a new
 * save is a new row with an effective date), and work histories.
 *
 * Routes (docs/api.md "Staff"): `POST /users` with `form: 'staff'` creates a person with every tab in one
 * transaction; `GET /users/{id}` answers the whole record (`staffRecord`); `PUT /user/information/base/{id}`,
 * `.../salary_config/{id}`, `.../income_tax/{id}` save one tab each; work histories under `/user/history`.
 */

export const MARITAL_STATUS = { single: 1, married: 2 } as const;
export const INSURANCE_STATUS = { not_join: 0, join: 1 } as const;
/** Applicable tax type: exempt, progressive brackets, flat 10 %, flat 20 % (non-residents). */
export const TAX_TYPES = { exempt: 1, progressive: 2, flat_10: 3, flat_20: 4 } as const;
/** How an allowance amount is counted: per working day or per month. */
export const ALLOWANCE_METHODS = { per_day: 1, per_month: 2 } as const;
/** Heavy or hazardous work category (Labour Code art. 113: 12, 14 or 16 days of annual leave). */
export const HAZARDOUS_WORK = { none: 0, heavy: 1, especially_heavy: 2 } as const;

/**
 * The predefined allowances (specification 001 section 9): the code picks one and fills name, amount and method.
 * Names are in the catalog (`staff.allowances.<code>`); a saved allowance keeps the name it was saved with.
 */
export const PREDEFINED_ALLOWANCES = [
  { code: 'nc', amount: 150_000, method: ALLOWANCE_METHODS.per_day },
  { code: 'transport', amount: 360_000, method: ALLOWANCE_METHODS.per_month },
  { code: 'women', amount: 200_000, method: ALLOWANCE_METHODS.per_month },
  { code: 'meal', amount: 500_000, method: ALLOWANCE_METHODS.per_month },
  { code: 'housing', amount: 1_000_000, method: ALLOWANCE_METHODS.per_month },
  { code: 'phone', amount: 100_000, method: ALLOWANCE_METHODS.per_month },
  { code: 'other', amount: 0, method: ALLOWANCE_METHODS.per_month },
] as const;
export const ALLOWANCE_CODES = PREDEFINED_ALLOWANCES.map((a) => a.code) as unknown as readonly [string, ...string[]];

/**
 * The salary component of each predefined allowance: the allowance component seeded under this Vietnamese name
 * (migration 0007). Payroll applies its conditions, period and tax treatment to the staff allowances of the code
 * (docs/payroll.md "Allowances"); a component renamed or deleted no longer matches.
 */
export const ALLOWANCE_COMPONENT_NAMES: Record<(typeof PREDEFINED_ALLOWANCES)[number]['code'], string> = {
  nc: 'Phụ cấp NC (ngày công)',
  transport: 'Phụ cấp đi lại',
  women: 'Phụ cấp lao động nữ',
  meal: 'Phụ cấp ăn trưa',
  housing: 'Phụ cấp nhà ở',
  phone: 'Phụ cấp điện thoại',
  other: 'Phụ cấp khác',
};

/** Defaults of a new staff (specification 001 section 3). */
export const STAFF_DEFAULTS = {
  gender: 1,
  marital_status: MARITAL_STATUS.single,
  insurance_status: INSURANCE_STATUS.join,
  applicable_tax_type: TAX_TYPES.progressive,
  salary_rate: 100,
} as const;

/** At most this many allowances and dependents per save. */
export const STAFF_MAX_ALLOWANCES = 30;
export const STAFF_MAX_DEPENDENTS = 20;

const V = 'validation.staff.';
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
/** Letters of any script (Vietnamese accents included) and spaces. */
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]*$/u;
const ALPHANUMERIC = /^[A-Za-z0-9]*$/;

const text = (max: number) => z.string(required()).trim().max(max);
const requiredText = (max: number) => text(max).min(1, { error: 'validation.required' });
const optionalText = (max: number, pattern?: RegExp, patternError?: string) =>
  z.preprocess(
    blankToNull,
    (pattern ? text(max).regex(pattern, { error: patternError ?? 'validation.invalid' }) : text(max)).nullish(),
  );
const money = z.number(required()).int({ error: 'validation.integer' }).min(0).max(1_000_000_000_000);
const requiredId = z.number(required()).int().min(1).max(2_147_483_647);
/** One of `values`: a whole number within their range (the document says so), then one of them. */
const choice = <T extends readonly [number, ...number[]]>(values: T) =>
  z
    .number(choiceError())
    .int()
    .min(Math.min(...values), { error: 'validation.invalid' })
    .max(Math.max(...values), { error: 'validation.invalid' })
    // Said once: a value out of range already has its message.
    .refine(
      (value) =>
        value < Math.min(...values) || value > Math.max(...values) || (values as readonly number[]).includes(value),
      { error: 'validation.invalid' },
    );

/** Dates not after today (birth dates, dependents): "not in the future". */
const notFuture = () => ({ min: '1900-01-01', max: companyToday() });
const requiredDate = (window = DATE_WINDOWS.within100Years, maxError?: string) =>
  isoDate({ window, requiredError: 'validation.required', emptyError: 'validation.required', maxError });
const optionalDate = () => z.preprocess(blankToNull, isoDate({ window: DATE_WINDOWS.within100Years }).nullish());

/** Full name: 3 to 128 letters (Vietnamese accents allowed) and spaces; split into first and last on the first space. */
export const fullNameField = nameText(
  requiredText(128).min(3).regex(LETTERS_AND_SPACES, { error: 'validation.letters_only' }),
).refine((value) => splitFullName(value).first_name.length <= 64 && splitFullName(value).last_name.length <= 64, {
  error: `${V}name_part_too_long`,
});

/**
 * A staff member's full name: two words at least, since the record keeps a first and a last name (the user form
 * requires both). Checked only when the text itself is valid, so a short name gets one message.
 */
const personNameField = fullNameField.refine((value) => splitFullName(value).last_name !== '', {
  error: `${V}name_two_parts`,
  when: (payload) => payload.issues.length === 0,
});

/** The specification's split: first name before the first space, last name after it (both trimmed). */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  return space < 0
    ? { first_name: name, last_name: '' }
    : { first_name: name.slice(0, space), last_name: name.slice(space + 1) };
}

/** The employment dates an effective date must fall within. */
export type EmploymentDates = {
  probation_start_date?: string | null;
  official_start_date?: string | null;
  termination_date?: string | null;
};

/**
 * Why an effective date is outside the employment period, as a message key (undefined when inside): on or after the
 * probation start (the official start without probation), on or before the termination date.
 */
export function effectiveDateProblem(effective: string, dates: EmploymentDates): string | undefined {
  const start = dates.probation_start_date ?? dates.official_start_date;
  if (start && effective < start) return `${V}effective_before_start`;
  if (dates.termination_date && effective > dates.termination_date) return `${V}effective_after_termination`;
  return undefined;
}

/** The general information tab (specification 001 section 5 "Staff"). */
const staffBaseFields = {
  alias_id: requiredText(16).regex(ALPHANUMERIC, { error: 'validation.alias_id_chars' }),
  full_name: personNameField,
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)], choiceError()).default(STAFF_DEFAULTS.gender),
  dob: requiredDate(notFuture, `${V}dob_future`),
  citize_id_card: requiredText(16).regex(ALPHANUMERIC, { error: 'validation.alphanumeric' }),
  phone_number: requiredText(20).regex(/^\+?\d+$/, { error: `${V}phone_format` }),
  email: z.preprocess(
    blankToNull,
    z.string().trim().max(255).regex(EMAIL_PATTERN, { error: 'validation.email_format' }).nullish(),
  ),
  educational_level: optionalText(128),
  bank_name: optionalText(100, LETTERS_AND_SPACES, 'validation.letters_only'),
  bank_account_number: optionalText(16, ALPHANUMERIC, 'validation.alphanumeric'),
  status: choice(WORKING_STATUSES),
  department_id: requiredId,
  role_id: choice(ROLE_IDS as unknown as readonly [number, ...number[]]),
  probation_start_date: optionalDate(),
  official_start_date: optionalDate(),
  termination_date: optionalDate(),
  marital_status: choice([MARITAL_STATUS.single, MARITAL_STATUS.married] as const).default(
    STAFF_DEFAULTS.marital_status,
  ),
  /** The spouse's user id, only when married: the server saves null when single (single clears it). */
  marital_id: z.preprocess(blankToNull, z.number().int().min(1).max(2_147_483_647).nullish()),
  address: optionalText(256),
};

type BaseShape = {
  probation_start_date?: string | null;
  official_start_date?: string | null;
  termination_date?: string | null;
  marital_status?: number;
  marital_id?: number | null;
};
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
/** Each cross-field rule runs when its own fields are valid, even while others still have errors. */
const whenValid =
  (...fields: string[]) =>
  ({ value, issues }: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    isObject(value) && !issues.some((issue) => fields.includes(String(issue.path?.[0] ?? '')));

function withBaseRules<T extends z.ZodType<BaseShape>>(schema: T) {
  return schema
    .refine(
      (b) => !b.probation_start_date || !b.official_start_date || b.official_start_date > b.probation_start_date,
      {
        error: `${V}official_after_probation`,
        path: ['official_start_date'],
        when: whenValid('probation_start_date', 'official_start_date'),
      },
    )
    .refine((b) => !b.official_start_date || !b.termination_date || b.termination_date >= b.official_start_date, {
      error: `${V}termination_after_official`,
      path: ['termination_date'],
      when: whenValid('official_start_date', 'termination_date'),
    });
}

/** Salary rate 0 to 100 with at most two decimals; "99,5" (decimal comma, as the form writes it) is 99.5. */
const salaryRate = z.preprocess(
  (value) =>
    typeof value === 'string' && /^\s*\d{1,3}([.,]\d{1,2})?\s*$/.test(value)
      ? Number(value.trim().replace(',', '.'))
      : value,
  z
    .number(required())
    .min(0)
    .max(100)
    .refine((value) => Math.round(value * 100) === value * 100, { error: `${V}rate_decimals` }),
);

/** The pay configuration (specification 001 section 5 "Pay config"). */
export const payConfigBody = z.strictObject({
  effective_date: requiredDate(DATE_WINDOWS.within100Years),
  basic_salary: money,
  salary_rate: salaryRate.default(STAFF_DEFAULTS.salary_rate),
});
export type PayConfigBody = z.infer<typeof payConfigBody>;

/** One allowance: the code picks a predefined allowance; name and method default to its own. */
export const allowanceBody = z.strictObject({
  allowances_code: z.enum(ALLOWANCE_CODES, choiceError()),
  allowances_name: optionalText(128),
  /** The amount in VND. */
  quantity: money,
  allowance_method: choice([ALLOWANCE_METHODS.per_day, ALLOWANCE_METHODS.per_month] as const).optional(),
  note: optionalText(1000),
});
export type AllowanceBody = z.infer<typeof allowanceBody>;
const allowancesList = z.array(allowanceBody).max(STAFF_MAX_ALLOWANCES).default([]);

/**
 * Insurance and tax (specification 001 section 5 "Insurance and tax"), plus what payroll needs: union member, heavy or
 * hazardous work category, tax residency. `effective_date` (ours) is the date the profile applies from: absent, the
 * record's start (create) or today (update). Not joining: the server saves no insurance number and no contribution
 * salary (the screen clears and disables them).
 */
export const taxProfileBody = z
  .strictObject({
    effective_date: z.preprocess(blankToNull, isoDate({ window: DATE_WINDOWS.within100Years }).nullish()),
    insurance_status: choice([INSURANCE_STATUS.not_join, INSURANCE_STATUS.join] as const).default(
      STAFF_DEFAULTS.insurance_status,
    ),
    insurance_number: optionalText(32, ALPHANUMERIC, 'validation.alphanumeric'),
    insurance_contribution_salary: z.preprocess(blankToNull, money.nullish()),
    applicable_tax_type: choice([1, 2, 3, 4] as const).default(STAFF_DEFAULTS.applicable_tax_type),
    personal_tax_code: optionalText(32, ALPHANUMERIC, 'validation.alphanumeric'),
    personal_deduction: money,
    union_member: z.boolean({ error: 'validation.invalid' }).default(false),
    hazardous_work: choice([0, 1, 2] as const).default(HAZARDOUS_WORK.none),
    tax_resident: z.boolean({ error: 'validation.invalid' }).default(true),
  })
  .refine((b) => b.insurance_status !== INSURANCE_STATUS.join || Boolean(b.insurance_number), {
    error: `${V}insurance_number_required`,
    path: ['insurance_number'],
    when: whenValid('insurance_status', 'insurance_number'),
  });
export type TaxProfileBody = z.infer<typeof taxProfileBody>;

/** A dependent (specification 001 section 5 "Dependent"). */
export const dependentBody = z.strictObject({
  full_name: fullNameField,
  relationship: nameText(requiredText(128).min(3).regex(LETTERS_AND_SPACES, { error: 'validation.letters_only' })),
  birth_date: requiredDate(notFuture, `${V}birth_date_future`),
  profession: optionalText(128),
});
export type DependentBody = z.infer<typeof dependentBody>;
const dependentsList = z.array(dependentBody).max(STAFF_MAX_DEPENDENTS).default([]);

/**
 * `POST /users` with `form: 'staff'`: the staff create form, every tab in one transaction. Without `form` the body is
 * the user form (users.ts `userCreateBody`), unchanged. Staff ID, e-mail, phone, citizen ID, insurance number and tax
 * code must be free (`duplicate_*`); a deleted person's staff ID answers `alias_id_deleted` (restore instead).
 */
export const staffCreateBody = withBaseRules(
  z.strictObject({
    form: z.literal('staff', { error: 'validation.invalid' }),
    ...staffBaseFields,
    pay_config: payConfigBody,
    allowances: allowancesList,
    personal_income_tax: taxProfileBody.prefault({ personal_deduction: 0 }),
    dependents: dependentsList,
  }),
).superRefine((body, ctx) => {
  const problem = effectiveDateProblem(body.pay_config.effective_date, body);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['pay_config', 'effective_date'] });
});
export type StaffCreateBody = z.infer<typeof staffCreateBody>;

/** `PUT /user/information/base/{id}`: the general information tab; a department change is confirmed by the screen. */
export const staffBaseBody = withBaseRules(
  z.strictObject({
    ...staffBaseFields,
    /**
     * Absent from the save of a reader without the person's pay class (they never received it): the stored value
     * stays. Required (the server answers validation.required) for a reader who sees it.
     */
    citize_id_card: staffBaseFields.citize_id_card.optional(),
    version: versionField,
  }),
);
export type StaffBaseBody = z.infer<typeof staffBaseBody>;

/** `PUT /user/information/salary_config/{id}`: a new pay configuration with its allowances (appended, never updated). */
export const staffSalaryBody = z.strictObject({
  pay_config: payConfigBody,
  // Required: the new configuration's allowances replace the list, so an absent list would silently drop them.
  allowances: allowancesList.unwrap(),
  version: versionField,
});
export type StaffSalaryBody = z.infer<typeof staffSalaryBody>;

/** `PUT /user/information/income_tax/{id}`: a new insurance and tax profile with its dependents (appended). */
export const staffIncomeTaxBody = z.strictObject({
  personal_income_tax: taxProfileBody,
  // Required for the same reason: the profile's dependents replace the list.
  dependents: dependentsList.unwrap(),
  version: versionField,
});
export type StaffIncomeTaxBody = z.infer<typeof staffIncomeTaxBody>;

/** `POST /users/restore/{aliasId}`. */
export const aliasIdParam = z.strictObject({
  aliasId: z
    .string()
    .min(1)
    .max(16)
    .regex(ALPHANUMERIC, { error: 'validation.alias_id_chars' })
    .meta({ description: 'Staff ID of a deleted person' }),
});

/* ---------------------------------------------------------------- answers */

export const allowanceItem = z
  .object({
    allowances_code: z.string(),
    allowances_name: z.string(),
    quantity: z.number().int(),
    allowance_method: z.number().int(),
    note: z.string().nullable(),
  })
  .meta({ id: 'StaffAllowance' });
export type AllowanceItem = z.infer<typeof allowanceItem>;

export const payConfigItem = z
  .object({
    id: readOnly(z.number().int()),
    effective_date: z.string(),
    basic_salary: z.number().int(),
    salary_rate: z.number(),
    allowances: z.array(allowanceItem),
    created_at: readOnly(z.string()),
    created_by_name: readOnly(z.string().nullable()),
    /**
     * In the histories only: whether this is the configuration in force today (the specification's pay_config
     * `status`); later ones are planned, earlier ones history.
     */
    in_force: readOnly(z.boolean().optional()),
  })
  .meta({ description: 'A pay configuration (staff_pay_configs) with its allowances' });
export type PayConfigItem = z.infer<typeof payConfigItem>;

export const dependentItem = z
  .object({
    full_name: z.string(),
    relationship: z.string(),
    birth_date: z.string(),
    profession: z.string().nullable(),
  })
  .meta({ id: 'StaffDependent' });
export type DependentItem = z.infer<typeof dependentItem>;

export const taxProfileItem = z
  .object({
    id: readOnly(z.number().int()),
    effective_date: z.string(),
    insurance_status: z.number().int(),
    insurance_number: z.string().nullable(),
    insurance_contribution_salary: z.number().int().nullable(),
    applicable_tax_type: z.number().int(),
    personal_tax_code: z.string().nullable(),
    personal_deduction: z.number().int(),
    union_member: z.boolean(),
    hazardous_work: z.number().int(),
    tax_resident: z.boolean(),
    dependents: z.array(dependentItem),
    created_at: readOnly(z.string()),
    /** In the histories only: whether this is the profile in force today. */
    in_force: readOnly(z.boolean().optional()),
  })
  .meta({ description: 'An insurance and tax profile (staff_tax_profiles) with its dependents' });
export type TaxProfileItem = z.infer<typeof taxProfileItem>;

/**
 * `GET /users/{id}`: the person (`userItem`) and, when they have a staff record, every tab. Fields of a class the
 * reader may not read are absent (permissions.ts `STAFF_FIELD_CLASSES`): the pay class (salary, allowances, bank,
 * citizen ID, insurance and tax, dependents) only for the pay-view flag's holders and the person themselves.
 * `pay_config` and `personal_income_tax` are the ones in force today (null before the first one applies).
 */
export const staffRecord = userItem
  .extend({
    full_name: readOnly(z.string().optional()),
    /** False for a person made by the user form (no staff record yet: the tabs are empty). */
    has_staff_record: readOnly(z.boolean().optional()),
    marital_status: z.number().int().nullable().optional(),
    marital_id: z.number().int().nullable().optional(),
    marital_name: readOnly(z.string().nullable().optional()),
    address: z.string().nullable().optional(),
    educational_level: z.string().nullable().optional(),
    probation_start_date: z.string().nullable().optional(),
    official_start_date: z.string().nullable().optional(),
    termination_date: z.string().nullable().optional(),
    citize_id_card: z.string().nullable().optional(),
    bank_name: z.string().nullable().optional(),
    bank_account_number: z.string().nullable().optional(),
    basic_salary: readOnly(z.number().int().nullable().optional()),
    pay_config: payConfigItem.nullable().optional(),
    allowances: z.array(allowanceItem).optional(),
    personal_income_tax: taxProfileItem.nullable().optional(),
    dependents: z.array(dependentItem).optional(),
  })
  .meta({
    id: 'StaffRecord',
    description: "A User with the staff record's fields, every one optional (a User is a StaffRecord)",
  });

export type StaffRecord = z.infer<typeof staffRecord>;
export const staffRecordResponse = envelope(staffRecord);

/** `GET /user/pay_history/{id}`: every saved pay configuration, newest effective date first. */
export const payHistoryResponse = envelope(z.array(payConfigItem));
/** `GET /user/tax_history/{id}`: every saved insurance and tax profile, newest effective date first. */
export const taxHistoryResponse = envelope(z.array(taxProfileItem));

/** `GET /user/change_log/{id}`: the person's audit rows, newest first, each as the fields it changed. */
export const changeLogEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    action: z.string(),
    entity: z.string(),
    actor_id: z.number().int().nullable(),
    actor_name: z.string().nullable(),
    changes: z.array(z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() })),
  })
  .meta({ id: 'StaffChangeLogEntry' });
export type ChangeLogEntry = z.infer<typeof changeLogEntry>;
export const changeLogResponse = envelope(z.array(changeLogEntry).max(500));

/* ---------------------------------------------------------------- work histories */

const historyFields = {
  title: nameText(requiredText(256)),
  start_date: requiredDate(),
  end_date: optionalDate(),
  note: optionalText(1000),
};
const historyRules = <T extends z.ZodType<{ start_date: string; end_date?: string | null }>>(schema: T) =>
  schema.refine((b) => !b.end_date || b.end_date >= b.start_date, {
    error: 'validation.end_after_start',
    path: ['end_date'],
    when: whenValid('start_date', 'end_date'),
  });

/** `POST /user/history`: a new start must be after the end of the latest history (`history_start_after`). */
export const workHistoryCreateBody = historyRules(z.strictObject({ user_id: requiredId, ...historyFields }));
export type WorkHistoryCreateBody = z.infer<typeof workHistoryCreateBody>;
/** `PUT /user/history/{id}`: only an active entry (see `isHistoryActive`) may change. */
export const workHistoryUpdateBody = historyRules(
  z.strictObject({ user_id: requiredId.optional(), ...historyFields, version: versionField }),
);
export type WorkHistoryUpdateBody = z.infer<typeof workHistoryUpdateBody>;

/**
 * Specification 001 section 4: an entry is active (quick edit and delete offered) if it starts in the future, has no
 * end date, or ends today or later; past entries are view-only (the server refuses their change with 422).
 */
export function isHistoryActive(entry: { start_date: string; end_date: string | null }, today: string): boolean {
  return entry.start_date > today || entry.end_date === null || entry.end_date >= today;
}

export const workHistoryItem = z
  .object({
    id: readOnly(z.number().int()),
    user_id: z.number().int(),
    title: z.string(),
    start_date: z.string(),
    end_date: z.string().nullable(),
    note: z.string().nullable(),
    active: readOnly(z.boolean()),
    version: z.number().int(),
  })
  .meta({ id: 'StaffWorkHistory' });
export type WorkHistoryItem = z.infer<typeof workHistoryItem>;
export const workHistoryResponse = envelope(workHistoryItem);
export const workHistoryListResponse = envelope(z.array(workHistoryItem));

/** The first history of a person is prefilled with this title key (joining the company) and the official start. */
export const FIRST_HISTORY_TITLE_KEY = 'staff.first_history_title';

/** Latest date a staff date field accepts, for screens: today + 100 years. */
export const staffMaxDate = () => addYears(companyToday(), 100);

/**
 * `PUT /users/{id}` with `form: 'staff'`: the staff list's inline row edit (specification 001 section 2): full name,
 * department, role, gender, basic salary and phone. A changed basic salary is a new pay configuration effective today
 * (rate and allowances of the one in force kept).
 */
export const staffRowBody = z.strictObject({
  form: z.literal('staff', { error: 'validation.invalid' }),
  full_name: personNameField,
  department_id: requiredId,
  role_id: choice(ROLE_IDS as unknown as readonly [number, ...number[]]),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)], choiceError()),
  basic_salary: money,
  phone_number: requiredText(20).regex(/^\+?\d+$/, { error: `${V}phone_format` }),
  version: versionField,
});
export type StaffRowBody = z.infer<typeof staffRowBody>;

/** `POST /users`: the user form (no `form`, or `'user'`) or the staff create form (`form: 'staff'`). */
export const personCreateBody = z.discriminatedUnion('form', [staffCreateBody, userCreateBody]);
export type PersonCreateBody = z.infer<typeof personCreateBody>;
/** `PUT /users/{id}`: the user form (no `form`, or `'user'`) or the staff list's row edit (`form: 'staff'`). */
export const personUpdateBody = z.discriminatedUnion('form', [staffRowBody, userUpdateBody]);
export type PersonUpdateBody = z.infer<typeof personUpdateBody>;

/** The answer of a tab's save (base, salary, income tax) and of a restore: the person and their new version. */
export const staffSavedResponse = envelope(
  z.object({ id: readOnly(z.number().int()), version: z.number().int() }).meta({ id: 'StaffSaved' }),
);
export const historyIdParam = z.strictObject({ historyId: idText });

/* ---------------------------------------------------------------- for the screens (specification 001 sections 2, 8, 9) */

/** The tabs of the staff form; work histories only in edit mode. */
export const STAFF_TABS = ['general', 'salary', 'insurance_tax', 'histories'] as const;
export type StaffTab = (typeof STAFF_TABS)[number];

/**
 * Each save code of section 8 with the field its error is under and the tab that field is on: the screen sets the
 * field error, switches to the tab and shows the toast (`alias_id_deleted` opens the restore dialog instead).
 */
export const STAFF_SAVE_CODES = {
  duplicate_alias_id: { field: 'alias_id', tab: 'general' },
  duplicate_citize_id_card: { field: 'citize_id_card', tab: 'general' },
  duplicate_phone_number: { field: 'phone_number', tab: 'general' },
  duplicate_email: { field: 'email', tab: 'general' },
  duplicate_insurance_number: { field: 'personal_income_tax.insurance_number', tab: 'insurance_tax' },
  duplicate_personal_tax_code: { field: 'personal_income_tax.personal_tax_code', tab: 'insurance_tax' },
  alias_id_deleted: { field: 'alias_id', tab: 'general' },
} as const satisfies Record<string, { field: string; tab: StaffTab }>;

/** Section 9's constants of the staff screens. */
export const STAFF_CREATE_REDIRECT_MS = 3000;
export const STAFF_RESTORE_REDIRECT_MS = 1000;
export const SPOUSE_SEARCH_DEBOUNCE_MS = 400;
export const STAFF_EXPORT_FILE_NAME = 'Employee_List.xlsx';

/* ---------------------------------------------------------------- export and import (docs/staff-io.md) */

/** At most this many people in one staff export (the list's selection; the benchmark exports 100,000). */
export const STAFF_EXPORT_MAX = 100_000;
/**
 * `POST /staff/export`: the specification's `POST /users/export {user_ids}` (Employee_List.xlsx of the selected staff),
 * as a job under the staff path (`POST /users/export` is the user list's export; docs/spec-decisions.md).
 */
export const staffExportBody = z.strictObject({
  user_ids: z
    .array(z.number().int().min(1).max(2_147_483_647), { error: `${V}export_users_required` })
    .min(1, { error: `${V}export_users_required` })
    .max(STAFF_EXPORT_MAX, { error: `${V}export_users_too_many` }),
});
export type StaffExportBody = z.infer<typeof staffExportBody>;

/** The largest staff import file (bytes) and the most rows it may hold. */
export const STAFF_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const STAFF_IMPORT_MAX_ROWS = 5_000;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One refused cell of an import: the sheet's row number (the header is row 1), its column header, why. */
export const staffImportError = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type StaffImportError = z.infer<typeof staffImportError>;

/**
 * The result file of a staff import job (`staff_import_result.json`, read by the import screen): either every row
 * applied in one transaction (`applied`, with the counts) or none, with every refused cell.
 */
export const staffImportReport = z.object({
  applied: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(staffImportError),
});
export type StaffImportReport = z.infer<typeof staffImportReport>;
