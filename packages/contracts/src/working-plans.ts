import { z } from 'zod';
import { DATE_WINDOWS, isoDate } from './dates';
import { envelope, idText, pageQuery, paged, readOnly, versionField } from './common';
import { departmentUserOption } from './departments';

const dbId = z.number().int().min(1).max(2_147_483_647);

/** YYYY/MM/DD or YYYY-MM-DD to YYYY-MM-DD, the form every answer uses. */
export const toIsoDate = (value: string) => value.replaceAll('/', '-');

/** A list filter's date: YYYY-MM-DD or YYYY/MM/DD (the browser sends the latter), from 1900 on. */
const filterDate = isoDate({
  window: DATE_WINDOWS.from1900,
  formatError: 'validation.plan_date_format',
  minError: 'validation.plan_date_format',
  maxError: 'validation.plan_date_format',
});

const planDate = z
  .string({ error: 'validation.plan_date_required' })
  .trim()
  .min(1, { error: 'validation.plan_date_required', abort: true })
  .max(10, { error: 'validation.plan_date_format', abort: true })
  .pipe(isoDate({ window: DATE_WINDOWS.within100Years, formatError: 'validation.plan_date_format' }));

/** Department work-plan form (specification 000 section 5): date, shift and at least one person required. */
export const workingPlanBody = z.strictObject({
  date: planDate,
  shift_id: z.number({ error: 'validation.plan_shift_required' }).int().min(1).max(2_147_483_647),
  user_ids: z
    .array(dbId, { error: 'validation.plan_users_required' })
    .min(1, { error: 'validation.plan_users_required' })
    .max(1000),
  /** The version the edit started from; a stale one is refused with 409. */
  version: z.number().int().min(1).optional(),
});
export type WorkingPlanBody = z.infer<typeof workingPlanBody>;
/** Updating a work plan: the same fields and the version the edit started from (required). */
export const workingPlanUpdateBody = workingPlanBody.safeExtend({ version: versionField });
export type WorkingPlanUpdateBody = z.infer<typeof workingPlanUpdateBody>;

export const workingPlanListQuery = z.strictObject({
  ...pageQuery,
  from: filterDate.optional(),
  to: filterDate.optional(),
});
export type WorkingPlanListQuery = z.infer<typeof workingPlanListQuery>;

export const workingPlanParams = z.strictObject({
  id: idText,
  planId: idText,
});

export const workingPlanItem = z
  .object({
    id: readOnly(z.number().int()),
    /** YYYY-MM-DD. */
    date: z.string(),
    shift_id: z.number().int(),
    /** The shift as the table shows it. */
    shift_info: readOnly(z.object({ id: z.number().int(), name: z.string(), working_time: z.string() })),
    user_ids: z.array(z.number().int()),
    /** The planned people, so an edit form can show their names without another call. */
    users: readOnly(z.array(departmentUserOption)),
    number_of_users: readOnly(z.number().int()),
    /** False once the plan's date has passed in the company's time zone: the plan is history. */
    can_edit: readOnly(z.boolean()),
    version: z.number().int(),
  })
  .meta({ id: 'WorkingPlan' });
export type WorkingPlanItem = z.infer<typeof workingPlanItem>;

export const workingPlanListResponse = envelope(paged(workingPlanItem));
export const workingPlanResponse = envelope(workingPlanItem);
