import {
  APPLICATION_METHOD,
  companyToday,
  type OrderCreateBody,
  type OrderEntry,
  type OrderKind,
  type OrderSearchQuery,
  PAYROLL_DATA_PAGE_SIZE,
  RECIPIENT_LIST_MAX,
  type RecipientQuery,
  SCOPE_OF_APPLICATION,
} from '@hr/contracts';
import type { Db, Executor } from '../../db/client';
import { inScope, readerOf, refuseHiddenFilters, visibleClasses } from '../../lib/access';
import { audit } from '../../lib/audit';
import { AppError, notFound, uniqueViolation } from '../../lib/errors';
import { pagedResult, pageOf } from '../../lib/paging';
import type { Actor } from '../../types';
import { settingsRules } from '../settings/settings.api';
import {
  type EntryAmount,
  type EntryRow,
  payrollDataRepository,
  periodOf,
  type RecipientCriteria,
  scopeColumns,
} from './payroll-data.repository';

type Component = NonNullable<Awaited<ReturnType<ReturnType<typeof payrollDataRepository>['component']>>>;

const fieldError = (code: string, key: string, field: string, fieldKey = 'validation.invalid', params = {}) =>
  new AppError(422, code, key, params, { [field]: [fieldKey] });
const names = (rows: { alias_id: string; full_name: string }[]) =>
  rows.map((r) => `${r.alias_id} - ${r.full_name}`).join(', ');

/** The entry as answered: `value` (pay) only for readers of the person's pay class. */
function toEntry(row: EntryRow, showPay: boolean): OrderEntry {
  return {
    id: row.id,
    order_id: row.order_id,
    kind: row.kind as OrderKind,
    salary_component_id: row.salary_component_id,
    date: row.date,
    ...(showPay ? { value: row.amount } : {}),
    note: row.note,
    created_at: row.created_at.toISOString(),
    user: { id: row.user_id, alias_id: row.alias_id, full_name: row.full_name },
    salary_component: {
      salary_component_name_vie: row.component_name,
      application_method: row.application_method,
      tax_calculation: row.tax_calculation,
      tax_free_amount: row.tax_free_amount,
      attendance_condition: row.attendance_condition,
      overtime_condition: row.overtime_condition,
      minimum_number_days: row.minimum_number_days,
      scope_of_application: row.scope_of_application,
    },
  };
}

/**
 * The value rules by the component's method: a flexible amount needs the value; a fixed amount takes none but its own
 * fixed money; a formula computes each person's amount and takes none. A value the component would not use is refused,
 * never silently ignored (400 under `value`, nothing written).
 */
function assertValueTaken(component: Component, value: number | null | undefined) {
  const typed = value !== undefined && value !== null;
  const problem = {
    [APPLICATION_METHOD.FLEXIBLE]: typed ? undefined : 'validation.order_value_required',
    [APPLICATION_METHOD.FIXED]:
      typed && value !== (component.fix_money ?? 0) ? 'validation.order_value_fixed' : undefined,
    [APPLICATION_METHOD.FORMULA]: typed ? 'validation.order_value_formula' : undefined,
  }[component.application_method];
  if (problem) throw new AppError(400, 'invalid_input', 'errors.invalid_input', {}, { value: [problem] });
}

/** The recipients the component's scope asks for (section 5 of specification 001), paid in the order's month. */
function criteriaOf(component: Component, body: OrderCreateBody): RecipientCriteria {
  const period = periodOf(body.date);
  if (component.scope_of_application === SCOPE_OF_APPLICATION.NO_AUTO_APPLY) {
    const ids = [...new Set(body.user_ids ?? [])];
    if (ids.length === 0)
      throw fieldError(
        'recipients_required',
        'validation.recipients_required',
        'user_ids',
        'validation.recipients_required',
      );
    return { user_ids: ids, period };
  }
  if (component.scope_of_application === SCOPE_OF_APPLICATION.ENTIRE_COMPANY) return { period };
  const errors: Record<string, string[]> = {};
  if (body.is_department === 1 && !body.department_id?.length) errors.department_id = ['validation.required'];
  if (body.is_position === 1 && !body.position_id?.length) errors.position_id = ['validation.required'];
  if (body.is_sex === 1 && body.sex !== 0 && body.sex !== 1) errors.sex = ['validation.required'];
  if (body.is_department !== 1 && body.is_position !== 1 && body.is_sex !== 1)
    errors.scope_of_application = ['validation.scope_criteria_required'];
  if (Object.keys(errors).length > 0) throw new AppError(400, 'invalid_input', 'errors.invalid_input', {}, errors);
  return {
    department_ids: body.is_department === 1 ? body.department_id : undefined,
    position_ids: body.is_position === 1 ? body.position_id : undefined,
    sex: body.is_sex === 1 ? body.sex : null,
    period,
  };
}

/** Each entry's amount by the component's method: the fixed money, the typed value, or the formula's terms. */
async function amountOf(tx: Executor, component: Component, body: OrderCreateBody): Promise<EntryAmount> {
  if (component.application_method === APPLICATION_METHOD.FIXED) return component.fix_money ?? 0;
  if (component.application_method === APPLICATION_METHOD.FLEXIBLE) return body.value!;
  // The standard amount on the order date times the coefficient: the salary itself, per working day or per hour.
  const { normal_working_days: days, normal_working_hours: hours } = (await settingsRules(tx).workSchedule(body.date))
    .data.standard_working_time;
  const divisor = component.standard_amount === '2' ? days : component.standard_amount === '3' ? days * hours : 1;
  return { date: body.date, divisor: divisor || 1, coefficient: Number(component.coefficient ?? 0) };
}

/**
 * Bonus and deduction orders. The routes check the flags (payroll_order.view/create/delete); here each entry's
 * person must be in the reader's scope, and amounts are shown only to readers of the person's pay class.
 */
export function ordersService(db: Db, options: { timeZone: string }) {
  const repo = payrollDataRepository(db);

  return {
    async recipients(actor: Actor, query: RecipientQuery) {
      const reader = await readerOf(db, actor);
      const many = (a?: number | number[], b?: number | number[]) => [a ?? [], b ?? []].flat();
      // Who an order dated today would go to: the people this month's payroll pays.
      const criteria = {
        department_ids: many(query.department_id, query['department_id[]']),
        position_ids: many(query.position_id, query['position_id[]']),
        sex: query.gender ?? null,
        period: periodOf(companyToday(options.timeZone)),
      };
      const { rows, total } = await repo.recipients(
        criteria,
        RECIPIENT_LIST_MAX,
        inScope(reader, 'directory', scopeColumns),
        query.key_word || undefined,
      );
      return { items: rows, total };
    },

    async list(actor: Actor, kind: OrderKind, query: OrderSearchQuery) {
      const reader = await readerOf(db, actor);
      // Searching by value is searching pay: only for readers of everyone's pay.
      refuseHiddenFilters(reader, query, { value: 'pay' });
      const page = pageOf({ page: query.page, limit: PAYROLL_DATA_PAGE_SIZE });
      const { rows, total } = await repo.entries(
        kind,
        {
          alias_id: query.alias_id || undefined,
          full_name: query.full_name || undefined,
          component_name: (kind === 'bonus' ? query.bonus_name : query.deduction_name) || undefined,
          value: query.value,
          date: query.date,
          created_date: query.created_date,
        },
        inScope(reader, 'directory', scopeColumns),
        page,
      );
      const items = rows.map((row) =>
        toEntry(
          row,
          visibleClasses(reader, { id: row.user_id, department_id: row.department_id, group_id: row.group_id }).has(
            'pay',
          ),
        ),
      );
      return pagedResult(items, total, page);
    },

    async detail(actor: Actor, kind: OrderKind, id: number) {
      const reader = await readerOf(db, actor);
      const row = await repo.entry(kind, id);
      if (!row) throw notFound();
      const visible = visibleClasses(reader, {
        id: row.user_id,
        department_id: row.department_id,
        group_id: row.group_id,
      });
      if (!visible.has('directory')) throw notFound();
      return toEntry(row, visible.has('pay'));
    },

    /**
     * Creates the order and one entry per recipient in one transaction: the component's treatment is copied, the
     * amount fixed by its method, the recipients resolved by its scope. Refused with nothing written when the month
     * is payroll-locked, nobody matches, or someone already has this component in that month (has_user_id_exits).
     */
    async create(actor: Actor, kind: OrderKind, body: OrderCreateBody) {
      const component = await repo.component(body.salary_component_id);
      if (!component || component.salary_component_type !== kind)
        throw fieldError(
          'component_not_of_kind',
          `errors.component_not_${kind}`,
          'salary_component_id',
          'validation.invalid',
        );
      if (component.status !== 1)
        throw fieldError('component_inactive', 'errors.component_inactive', 'salary_component_id');
      const method = component.application_method;
      assertValueTaken(component, body.value);
      const criteria = criteriaOf(component, body);
      const payMonth = criteria.period.from;

      return db.transaction(async (tx) => {
        const txRepo = payrollDataRepository(tx);
        await settingsRules(tx).assertMonthOpen(body.date);
        const given = await txRepo.alreadyGiven(criteria, component.id, payMonth);
        if (given.length > 0)
          throw new AppError(422, 'has_user_id_exits', 'errors.has_user_id_exits', { names: names(given) });
        const amount = await amountOf(tx, component, body);
        const order = await txRepo.insertOrder({
          kind,
          salary_component_id: component.id,
          component_name: component.salary_component_name_vie,
          application_method: method,
          tax_calculation: component.tax_calculation,
          tax_free_amount: component.tax_free_amount,
          attendance_condition: component.attendance_condition,
          overtime_condition: component.overtime_condition,
          minimum_number_days: component.minimum_number_days,
          scope_of_application: component.scope_of_application,
          criteria: 'user_ids' in criteria ? null : criteria,
          date: body.date,
          note: body.note?.trim() || null,
          created_by: actor.id,
        });
        // One statement resolves the recipients, computes each one's amount and writes the entries.
        let entries: Awaited<ReturnType<typeof txRepo.insertEntries>>;
        try {
          entries = await txRepo.insertEntries(order, criteria, amount, payMonth);
        } catch (error) {
          if (uniqueViolation(error) === 'payroll_order_recipients_once')
            throw new AppError(422, 'has_user_id_exits', 'errors.has_user_id_exits', { names: '' });
          throw error;
        }
        const { written } = entries;
        if (entries.unpaid > 0)
          throw new AppError(422, 'no_base_salary', 'errors.no_base_salary', {
            names: names(await txRepo.withoutBasicSalary(criteria, body.date)),
          });
        if (written === 0) throw new AppError(422, `no_recipients_${kind}`, `errors.no_recipients_${kind}`);
        if ('user_ids' in criteria && written < criteria.user_ids.length)
          throw fieldError('invalid_input', 'errors.invalid_input', 'user_ids');
        // The order keeps the amount its entries share (the list's value filter takes or leaves it whole), null when
        // they differ (a formula over different salaries).
        await txRepo.setRecipients(order.id, written, entries.amount);
        await audit(tx, {
          actorId: actor.id,
          action: 'create',
          entity: 'payroll_order',
          entityId: order.id,
          after: {
            kind,
            salary_component_id: component.id,
            date: body.date,
            recipients: written,
            criteria: order.criteria,
          },
        });
        return { id: order.id, date: order.date, recipients: written };
      });
    },

    /** Deletes one person's entry (the order goes when its last entry does), audited; refused in a locked month. */
    async remove(actor: Actor, kind: OrderKind, id: number) {
      await db.transaction(async (tx) => {
        const txRepo = payrollDataRepository(tx);
        const row = await txRepo.entry(kind, id);
        if (!row) throw notFound();
        await settingsRules(tx).assertMonthOpen(row.date);
        if (!(await txRepo.removeEntry(id, row.order_id))) throw notFound();
        await audit(tx, {
          actorId: actor.id,
          action: 'delete',
          entity: 'payroll_order_entry',
          entityId: id,
          before: { order_id: row.order_id, kind, user_id: row.user_id, date: row.date, amount: row.amount },
        });
      });
    },
  };
}
export type OrdersService = ReturnType<typeof ordersService>;
