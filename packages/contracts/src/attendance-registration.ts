import { z } from 'zod';
import { choiceError, envelope, nameText, pageQuery, paged, readOnly, required } from './common';
import { DATE_WINDOWS, isoDate } from './dates';
import { timeOfDay } from './shifts';
import { OVERVIEW_NO_DEPARTMENT } from './overview-constants';

export * from './overview-constants';

/**
 * Attendance registration and overview (specification 000: Registration and Overview screens, section 4 "Working
 * status registration", section 7 calls; docs/attendance.md "Registration and overview").
 */

const dbId = z.number(required('validation.required')).int().min(1).max(2_147_483_647);
const listDate = isoDate({ window: DATE_WINDOWS.from1900 });

// ---------------------------------------------------------------- working plan items

/**
 * Absence types of a working plan item (the plan-config lookup's `absences`). 4 and 5 cover whole days: their start
 * and end times are not entered (section 4 "Working plan editing").
 */
export const ABSENCE_TYPES = [1, 2, 3, 4, 5, 6] as const;
export type AbsenceType = (typeof ABSENCE_TYPES)[number];
export const WHOLE_DAY_ABSENCE_TYPES: readonly number[] = [4, 5];
/** Types that show as Annual Leave (overview status 7, the registration's tick column). */
export const LEAVE_ABSENCE_TYPES: readonly number[] = [1, 4];
/** Types that show as Business Trip (overview status 8). */
export const TRIP_ABSENCE_TYPES: readonly number[] = [2, 5];
/** Absences that may name a leave type (payroll pays their days at its salary rate): leave, annual leave, other. */
export const LEAVE_TYPED_ABSENCE_TYPES: readonly number[] = [1, 4, 6];
/** Locations and reasons offered by the plan-config lookup; 'others' lets the person type their own text. */
export const PLAN_LOCATIONS = ['office', 'factory', 'customer_site', 'home', 'others'] as const;
export const PLAN_REASONS = ['personal', 'sick', 'family', 'customer_visit', 'training', 'others'] as const;
export const PLAN_OTHERS = 'others';
/** An item spans at most this many days (a long absence is entered as several items). */
export const PLAN_MAX_DAYS = 93;
/** At most this many items are saved at once. */
export const PLAN_MAX_ITEMS = 50;

const planDate = isoDate({
  window: DATE_WINDOWS.within100Years,
  requiredError: 'validation.required',
  emptyError: 'validation.required',
});
const freeText = (max: number) => nameText(z.string().trim().max(max)).nullish();

export const workingPlanEntry = z
  .strictObject({
    /** The item edited; absent or null for a new one. */
    id: z.number().int().min(1).max(2_147_483_647).nullish(),
    working_plan_type_id: z
      .number(choiceError())
      .int()
      .min(1, { error: 'validation.invalid' })
      .max(6, { error: 'validation.invalid' })
      .refine((v) => (ABSENCE_TYPES as readonly number[]).includes(v), { error: 'validation.invalid' }),
    start_date: planDate,
    start_time: timeOfDay.nullish(),
    end_date: planDate,
    end_time: timeOfDay.nullish(),
    location_of_plan: freeText(255),
    reason: freeText(500),
    /** The leave type of a leave (absence types 1, 4, 6); its salary rate pays the days (docs/payroll.md "Leave"). */
    leave_type_id: z.number().int().min(1).max(2_147_483_647).nullish(),
  })
  .superRefine((item, ctx) => {
    if (item.leave_type_id != null && !LEAVE_TYPED_ABSENCE_TYPES.includes(item.working_plan_type_id))
      ctx.addIssue({ code: 'custom', path: ['leave_type_id'], message: 'validation.invalid' });
    const wholeDay = WHOLE_DAY_ABSENCE_TYPES.includes(item.working_plan_type_id);
    if (!wholeDay) {
      if (!item.start_time) ctx.addIssue({ code: 'custom', path: ['start_time'], message: 'validation.required' });
      if (!item.end_time) ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'validation.required' });
    }
    if (item.end_date < item.start_date) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.plan_item.end_before_start' });
      return;
    }
    if (
      !wholeDay &&
      item.start_time &&
      item.end_time &&
      item.start_date === item.end_date &&
      item.end_time <= item.start_time
    )
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'validation.plan_item.end_before_start' });
    const days = (Date.parse(item.end_date) - Date.parse(item.start_date)) / 86_400_000 + 1;
    if (days > PLAN_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: 'validation.plan_item.too_long',
        params: { max: PLAN_MAX_DAYS },
      });
  });
export type WorkingPlanEntry = z.infer<typeof workingPlanEntry>;

/**
 * `POST /staff-working-plan-store`: the person's list as the panel shows it. Items of the list (those ending on or
 * after `date`, default today) that are missing from `working_plans` are deleted; items with an id are edited when
 * they changed; items without one are added. History is kept (nothing is overwritten in place).
 */
export const workingPlanStoreBody = z.strictObject({
  user_id: dbId,
  working_plans: z.array(workingPlanEntry).max(PLAN_MAX_ITEMS),
  /** The date the list was read for (`GET /staff-working-plan-by-user/{id}?date=`); default today. */
  date: listDate.optional(),
});
export type WorkingPlanStoreBody = z.infer<typeof workingPlanStoreBody>;

export const staffWorkingPlanItem = z
  .object({
    id: readOnly(z.number().int()),
    working_plan_type_id: z.number().int(),
    /** YYYY-MM-DD. */
    start_date: z.string(),
    /** HH:mm, null for whole-day types. */
    start_time: z.string().nullable(),
    end_date: z.string(),
    end_time: z.string().nullable(),
    location_of_plan: z.string().nullable(),
    reason: z.string().nullable(),
    leave_type_id: z.number().int().nullable(),
  })
  .meta({ id: 'StaffWorkingPlanItem' });
export type StaffWorkingPlanItem = z.infer<typeof staffWorkingPlanItem>;

export const staffWorkingPlanQuery = z.strictObject({ date: listDate.optional() });
export type StaffWorkingPlanQuery = z.infer<typeof staffWorkingPlanQuery>;
export const staffWorkingPlanResponse = envelope(z.array(staffWorkingPlanItem));

const option = z.object({ value: z.string(), label: z.string() });
export const workingPlanConfig = z
  .object({
    absences: readOnly(z.array(z.object({ id: z.number().int(), label: z.string(), whole_day: z.boolean() }))),
    locations: readOnly(z.array(option)),
    reasons: readOnly(z.array(option)),
    /** Active leave types a leave item may name (LEAVE_TYPED_ABSENCE_TYPES), labelled `code - name`. */
    leave_types: readOnly(z.array(z.object({ id: z.number().int(), label: z.string() }))),
  })
  .meta({ id: 'WorkingPlanConfig' });
export type WorkingPlanConfig = z.infer<typeof workingPlanConfig>;
export const workingPlanConfigResponse = envelope(workingPlanConfig);

// ---------------------------------------------------------------- staff list and working status

/** `GET /staffs`: the specification's names (current_page, per_page, date_checkin, staff_id, staff_name). */
export const staffsQuery = z.strictObject({
  current_page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
  date_checkin: listDate.optional(),
  staff_id: z.string().trim().max(64).optional(),
  staff_name: z.string().trim().max(128).optional(),
});
export type StaffsQuery = z.infer<typeof staffsQuery>;

export const checkTime = z
  .object({
    checkin: readOnly(z.boolean()),
    /** HH:mm of the first check-in. */
    checkin_time: readOnly(z.string().nullable()),
    late_checkin: readOnly(z.boolean()),
    late_checkin_time: readOnly(z.string().nullable()),
    /** Out on a break now (the last break registration is a start). */
    go_out: readOnly(z.boolean()),
    /** Back from a break (the last break registration is a finish). */
    comeback: readOnly(z.boolean()),
    early_checkout: readOnly(z.boolean()),
    early_checkout_time: readOnly(z.string().nullable()),
    checkout: readOnly(z.boolean()),
    checkout_time: readOnly(z.string().nullable()),
    annual_leave: readOnly(z.boolean()),
    business_trip: readOnly(z.boolean()),
  })
  .meta({ id: 'StaffCheckTime' });
export type CheckTime = z.infer<typeof checkTime>;

export const staffRow = z
  .object({
    id: readOnly(z.number().int()),
    staff_id: readOnly(z.string()),
    name: readOnly(z.string()),
    /** On a whole-day absence (annual leave, business trip) on the date: nothing to register. */
    is_busy: readOnly(z.boolean()),
    check_time: readOnly(checkTime),
  })
  .meta({ id: 'StaffRegistrationRow' });
export type StaffRow = z.infer<typeof staffRow>;
export const staffsResponse = envelope(paged(staffRow));
export const staffRowResponse = envelope(staffRow);

/** The four buttons (section 4): which one a body presses. */
export const STATUS_BUTTONS = ['late_checkin', 'early_checkout', 'go_out', 'come_back'] as const;
export type StatusButton = (typeof STATUS_BUTTONS)[number];

/**
 * `POST /staff-working-status-store/{id}`: `checkin_date` (today) and exactly one of is_late_checkin=1,
 * is_early_checkout=1, break_status=1 (start) or 2 (finish).
 */
export const workingStatusBody = z
  .strictObject({
    checkin_date: isoDate({
      window: DATE_WINDOWS.from1900,
      requiredError: 'validation.required',
      emptyError: 'validation.required',
    }),
    is_late_checkin: z.literal(1, { error: 'validation.invalid' }).optional(),
    is_early_checkout: z.literal(1, { error: 'validation.invalid' }).optional(),
    break_status: z.union([z.literal(1), z.literal(2)], { error: 'validation.invalid' }).optional(),
  })
  .refine((b) => [b.is_late_checkin, b.is_early_checkout, b.break_status].filter((v) => v !== undefined).length === 1, {
    error: 'validation.working_status.one_button',
    path: ['break_status'],
  });
export type WorkingStatusBody = z.infer<typeof workingStatusBody>;

export const buttonOf = (body: WorkingStatusBody): StatusButton =>
  body.is_late_checkin
    ? 'late_checkin'
    : body.is_early_checkout
      ? 'early_checkout'
      : body.break_status === 1
        ? 'go_out'
        : 'come_back';

/**
 * The enabling rule of each button (section 4), shared by the server (which refuses) and the panel (which disables).
 * All need a check-in; the registration is for today and a person who is not busy.
 */
export function buttonAllowed(button: StatusButton, c: CheckTime): boolean {
  if (!c.checkin) return false;
  switch (button) {
    case 'late_checkin':
      return !c.late_checkin;
    case 'early_checkout':
      return !c.early_checkout;
    case 'go_out':
      return !c.go_out;
    case 'come_back':
      return c.go_out && !c.comeback;
  }
}

// ---------------------------------------------------------------- overview

/** Overview status codes (shared enumerations): 1 Check in ... 8 Business Trip. */
export const OVERVIEW_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type OverviewStatus = (typeof OVERVIEW_STATUSES)[number];
/** At most this many working-plan columns per person. */
export const OVERVIEW_PLAN_COLUMNS = 5;

const overviewSort = z.coerce
  .number()
  .int()
  .refine((v) => v >= 1 && v <= 3, { error: 'validation.invalid' })
  .optional();
const overviewSearch = z.string().trim().max(128).optional();

/** `GET /overview`: the departments of the reader's scope with their head counts and statuses (no people). */
export const overviewQuery = z.strictObject({
  /** 1 working plan, 2 staff name A to Z, 3 staff name Z to A (the order of each department's people). */
  sort_by: overviewSort,
  /** Staff ID or name: only the departments with a match, counting only the matches. */
  search: overviewSearch,
});
export type OverviewQuery = z.infer<typeof overviewQuery>;

/**
 * `GET /overview/people`: one department's people (the group the screen opens), a page at a time, in the order of
 * `sort_by`, with the same search as the departments' call. Without `department_id`, everyone, department by
 * department in the order of `GET /overview`.
 */
export const overviewPeopleQuery = z.strictObject({
  department_id: z
    .union([z.literal(OVERVIEW_NO_DEPARTMENT), z.coerce.number().int().min(1).max(2_147_483_647)], {
      error: 'validation.invalid',
    })
    .optional(),
  sort_by: overviewSort,
  search: overviewSearch,
  ...pageQuery,
});
export type OverviewPeopleQuery = z.infer<typeof overviewPeopleQuery>;

export const overviewPlan = z.object({
  id: readOnly(z.number().int()),
  working_plan_type_id: readOnly(z.number().int()),
  location_of_plan: readOnly(z.string().nullable()),
  start_date: readOnly(z.string()),
  start_time: readOnly(z.string().nullable()),
  end_date: readOnly(z.string()),
  end_time: readOnly(z.string().nullable()),
  reason: readOnly(z.string().nullable()),
  /** The plan covers the present moment (inactive ones are upcoming and shown grey). */
  is_active: readOnly(z.boolean()),
});
export const overviewUser = z
  .object({
    id: readOnly(z.number().int()),
    staff_id: readOnly(z.string()),
    user_name: readOnly(z.string()),
    avatar: readOnly(z.string().nullable()),
    /** A signed, short-lived link to show the avatar (null without one). */
    avatar_url: readOnly(z.string().nullable()),
    working_plan: readOnly(z.array(overviewPlan)),
    /** 1 to 8 (shared enumerations); null: not checked in and no absence now. */
    status: readOnly(z.number().int().nullable()),
  })
  .meta({ id: 'OverviewUser' });
export type OverviewUser = z.infer<typeof overviewUser>;
export const overviewPeopleResponse = envelope(paged(overviewUser));

export const overviewDepartment = z
  .object({
    /** Null: the people without a department (`department_id=none` in `GET /overview/people`). */
    id: readOnly(z.number().int().nullable()),
    name: readOnly(z.string()),
    /** How many of its people the reader sees (matching the search, when there is one). */
    user_count: readOnly(z.number().int()),
    /** How many have each status of right now (1 to 8; null: not in yet), statuses without anyone left out. */
    statuses: readOnly(z.array(z.object({ status: z.number().int().nullable(), count: z.number().int() }))),
  })
  .meta({ id: 'OverviewDepartment' });
export type OverviewDepartment = z.infer<typeof overviewDepartment>;
export const overviewResponse = envelope(z.array(overviewDepartment));
