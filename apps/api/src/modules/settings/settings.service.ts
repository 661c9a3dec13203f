import {
  addDays,
  companyToday,
  type DefaultSalaryData,
  type DefaultSalaryParsed,
  type HolidayBody,
  type HolidayCode,
  type HolidayItem,
  type HolidayUpdateBody,
  insuranceCaps,
  LANGUAGES,
  type Language,
  milestoneDescription,
  type Milestone,
  type SettingData,
  type SettingKind,
  type SettingOf,
  type SettingVersionOf,
  type TaxInsuranceData,
  translate,
  type TaxInsuranceParsed,
  type WorkScheduleData,
  type WorkScheduleParsed,
} from '@hr/contracts';
import type { Db, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound, staleVersion } from '../../lib/errors';
import type { Jobs } from '../../lib/jobs/index';
import type { Actor } from '../../types';
import { daysMovedJob, type HolidayOnDate, lockedMonthOf, settingsRules } from './settings.api';
import { type HolidayRow, type SettingVersionRow, settingsRepository } from './settings.repository';

const invalid = (fieldErrors: Record<string, string[]>) =>
  new AppError(400, 'invalid_input', 'errors.invalid_input', {}, fieldErrors);
const versionExists = (date: string) => new AppError(409, 'version_exists', 'errors.settings.version_exists', { date });

function milestonesOf(body: DefaultSalaryParsed): Milestone[] {
  const out: Milestone[] = [];
  for (const type of ['the_first_payroll', 'the_final_payroll'] as const) {
    const rows = body.pay_calculation_method.filter((m) => m.type === type).sort((a, b) => a.order - b.order);
    rows.forEach((row, i) => {
      out.push({
        reference_days: row.reference_days,
        benefit_rate: row.benefit_rate,
        description: milestoneDescription(rows, i),
        order: i + 1,
        type,
      });
    });
  }
  return out;
}

/** What is stored of a save: the fields of the version, without id, version and date. */
const dataOf = {
  default_salary: (body: DefaultSalaryParsed): DefaultSalaryData => ({
    calculation_method: body.calculation_method,
    salary_upon_change: body.salary_upon_change,
    the_first_payroll: body.the_first_payroll,
    the_final_payroll: body.the_final_payroll,
    deduction_for_late: body.deduction_for_late,
    default_deduction_amount: body.default_deduction_amount ?? 0,
    pay_calculation_methods: milestonesOf(body),
    overtimes: [...body.overtimes].sort((a, b) => a.type - b.type),
  }),
  tax_insurance: ({ id: _i, version: _v, effective_from: _e, ...body }: TaxInsuranceParsed): TaxInsuranceData => ({
    ...body,
    company_region: body.company_region as TaxInsuranceData['company_region'],
    minimum_days: body.minimum_days ?? 0,
    config_progressive_tax_schedule: [...body.config_progressive_tax_schedule]
      .sort((a, b) => a.order - b.order)
      .map(({ id: _id, ...step }, i) => ({ ...step, order: i + 1 })),
  }),
  work_schedule: ({ id: _i, version: _v, effective_from: _e, ...body }: WorkScheduleParsed): WorkScheduleData => body,
};

type Bodies = {
  default_salary: DefaultSalaryParsed;
  tax_insurance: TaxInsuranceParsed;
  work_schedule: WorkScheduleParsed;
};

/**
 * Settings with their dates (issue 17): dated versions of default_salary, tax_insurance and work_schedule, and the
 * holidays. Permissions (setting.view / setting.update) are checked by the routes' config.
 */
export function settingsService(db: Db, options: { timeZone: string; jobs: Jobs }) {
  const repo = settingsRepository(db);
  const rules = settingsRules(db);
  const today = () => companyToday(options.timeZone);

  /**
   * A change from `date` on moves the stored working days from the day before (a night shift's window reaches into
   * `date`) up to today: attendance computes them again in a job sent in the change's transaction, so it exists
   * exactly when the change commits and a restart loses nothing. Payroll-locked months are left as they were.
   */
  async function recomputeFrom(tx: Executor, actor: Actor, date: string) {
    const from = addDays(date, -1);
    if (from > today()) return;
    await options.jobs.send(daysMovedJob, { date_from: from }, { tx, startedBy: actor });
  }

  function summaries(rows: SettingVersionRow[], locked: string[]) {
    return rows.map((row, i) => ({
      id: row.id,
      effective_from: row.effective_from,
      version: row.version,
      locked:
        lockedMonthOf(locked, { from: row.effective_from, until: rows[i + 1]?.effective_from ?? null }) !== undefined,
      updated_at: row.updated_at.toISOString(),
    }));
  }

  function withDerived(kind: SettingKind, data: unknown) {
    if (kind !== 'tax_insurance') return {};
    return { derived: insuranceCaps(data as TaxInsuranceData) };
  }

  return {
    rules,
    today,

    /** The version in force on `date` (default today) with the list of every version of its kind. */
    async get<K extends SettingKind>(kind: K, date?: string): Promise<SettingOf<K>> {
      const on = date ?? today();
      const [rows, locked] = await Promise.all([repo.versions(kind), repo.lockedMonths()]);
      const list = summaries(rows, locked);
      const row = (await repo.inForce(kind, on)) ?? (await repo.earliest(kind));
      if (!row) throw notFound();
      const meta = list.find((v) => v.id === row.id)!;
      // The stored figures are jsonb, typed by what saved them (dataOf); the answer's serializer checks them again.
      const answer = { ...meta, ...(row.data as SettingData[K]), ...withDerived(kind, row.data), versions: list };
      return answer as unknown as SettingOf<K>;
    },

    /** Every version of a kind with its fields, oldest first (the history and the comparison of two versions). */
    async versions<K extends SettingKind>(kind: K): Promise<SettingVersionOf<K>[]> {
      const [rows, locked] = await Promise.all([repo.versions(kind), repo.lockedMonths()]);
      const list = summaries(rows, locked);
      return rows.map(
        (row, i) =>
          ({ ...list[i]!, ...(row.data as SettingData[K]), ...withDerived(kind, row.data) }) as SettingVersionOf<K>,
      );
    },

    /**
     * Saves a version. A new `effective_from` (default today) adds a version; an existing one replaces that version,
     * which needs the version number it was read at (409 when stale, or when the form came from another version).
     * Nothing changes when a locked payroll month used the rules from that date on.
     */
    async save<K extends SettingKind>(actor: Actor, kind: K, body: Bodies[K], pathId?: number) {
      const date = body.effective_from ?? today();
      const data = (dataOf[kind] as (b: Bodies[K]) => unknown)(body);
      return db.transaction(async (tx) => {
        const r = settingsRepository(tx);
        if (pathId !== undefined && !(await r.findById(kind, pathId))) throw notFound();
        const existing = await r.findByDate(kind, date, true);
        const next = await r.nextAfter(kind, date);
        await settingsRules(tx).assertSpanOpen(date, next?.effective_from ?? null);
        const formId = body.id ?? pathId;
        if (existing) {
          if (body.version === undefined || (formId !== undefined && formId !== existing.id)) throw versionExists(date);
          const row = await r.update(existing.id, body.version, data, actor.id);
          if (!row) throw staleVersion();
          if (kind === 'work_schedule') await recomputeFrom(tx, actor, date);
          await audit(tx, {
            actorId: actor.id,
            action: 'update',
            entity: `setting.${kind}`,
            entityId: row.id,
            before: { effective_from: date, version: existing.version, data: existing.data },
            after: { effective_from: date, version: row.version, data },
          });
          return { id: row.id, effective_from: date, version: row.version, created: false };
        }
        const row = await r.insert(kind, date, data, actor.id);
        // Only the working week and the standard working time are read into a day (attendance's recompute.ts).
        if (kind === 'work_schedule') await recomputeFrom(tx, actor, date);
        await audit(tx, {
          actorId: actor.id,
          action: 'create',
          entity: `setting.${kind}`,
          entityId: row.id,
          after: { effective_from: date, version: row.version, data },
        });
        return { id: row.id, effective_from: date, version: row.version, created: true };
      });
    },

    // ------------------------------------------------------------ department regions

    departmentRegions: () => repo.departmentRegions(),

    /** Sets (or clears) a department's own region; audited with the region before and after. */
    async setDepartmentRegion(actor: Actor, id: number, region: number | null) {
      return db.transaction(async (tx) => {
        const r = settingsRepository(tx);
        const before = (await r.departmentRegions()).find((d) => d.id === id);
        if (!before) throw notFound();
        const row = (await r.setDepartmentRegion(id, region))!;
        await audit(tx, {
          actorId: actor.id,
          action: 'update',
          entity: 'department_region',
          entityId: id,
          before: { region: before.region },
          after: { region },
        });
        return row;
      });
    },

    // ------------------------------------------------------------ holidays

    async holidays(year: number | undefined, lang: Language): Promise<HolidayItem[]> {
      const y = year ?? Number(today().slice(0, 4));
      return (await rules.holidaysOfYear(y)).map((h) => toHolidayItem(h, lang));
    },

    async createHoliday(actor: Actor, body: HolidayBody, lang: Language) {
      const values = holidayValues(body, today());
      const row = await db.transaction(async (tx) => {
        const inserted = await settingsRepository(tx).insertHoliday(values);
        await recomputeFrom(tx, actor, values.holiday_date);
        await audit(tx, {
          actorId: actor.id,
          action: 'create',
          entity: 'holiday',
          entityId: inserted.id,
          after: values,
        });
        return inserted;
      });
      return holidayItemOf(row, lang);
    },

    async updateHoliday(actor: Actor, id: number, body: HolidayUpdateBody, lang: Language) {
      const typed = holidayValues(body, today());
      const saved = await db.transaction(async (tx) => {
        const r = settingsRepository(tx);
        const before = await r.findHoliday(id);
        if (!before) throw notFound();
        const values = keepCodeWhenNameUnchanged(before, typed);
        const row = await r.updateHoliday(id, body.version, values);
        if (!row) throw staleVersion();
        // Its old dates and its new ones (a yearly holiday: every year from its first).
        const earliest = before.holiday_date < values.holiday_date ? before.holiday_date : values.holiday_date;
        await recomputeFrom(tx, actor, earliest);
        await audit(tx, {
          actorId: actor.id,
          action: 'update',
          entity: 'holiday',
          entityId: id,
          before,
          after: values,
        });
        return row;
      });
      return holidayItemOf(saved, lang);
    },

    async removeHoliday(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        const r = settingsRepository(tx);
        const before = await r.findHoliday(id);
        if (!before) throw notFound();
        await r.removeHoliday(id);
        // A past holiday may go (docs/spec-decisions.md): the days it made holidays are computed again.
        await recomputeFrom(tx, actor, before.holiday_date);
        await audit(tx, { actorId: actor.id, action: 'delete', entity: 'holiday', entityId: id, before });
      });
    },
  };

  async function holidayItemOf(row: HolidayRow, lang: Language) {
    const year = Number(row.holiday_date.slice(0, 4));
    const placed = (await rules.holidaysOfYear(year)).find((h) => h.row.id === row.id);
    return toHolidayItem(placed ?? { row, date: row.holiday_date, day_off_in_lieu: null }, lang);
  }
}
export type SettingsService = ReturnType<typeof settingsService>;

function holidayValues(body: HolidayBody, today: string) {
  const date = `${String(body.year).padStart(4, '0')}-${body.date}`;
  const real = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(real.getTime()) || real.toISOString().slice(0, 10) !== date)
    throw invalid({ date: ['validation.settings.date_not_real'] });
  if (date < today) throw invalid({ date: ['validation.settings.date_in_past'] });
  return {
    holiday_name: body.holiday_name,
    code: null as HolidayCode | null,
    holiday_date: date,
    type: body.type,
    repeat_year: body.repeat_year,
    notes: body.notes?.trim() || null,
  };
}

/** A product holiday's name in the reader's language (the catalog's `holidays.<code>`); a typed one as typed. */
function holidayName(row: Pick<HolidayRow, 'holiday_name' | 'code'>, lang: Language): string {
  return row.code ? translate(lang, `holidays.${row.code}`) : row.holiday_name;
}

/**
 * A product holiday saved with the name it was shown with (in any language) or its stored one stays a product
 * holiday: its code and stored name are kept, so it goes on reading in each reader's language. A new name makes it
 * a typed holiday like any other.
 */
function keepCodeWhenNameUnchanged(before: HolidayRow, typed: ReturnType<typeof holidayValues>) {
  if (!before.code) return typed;
  const shown = [before.holiday_name, ...LANGUAGES.map((lang) => holidayName(before, lang))];
  if (!shown.includes(typed.holiday_name)) return typed;
  return { ...typed, holiday_name: before.holiday_name, code: before.code as HolidayCode };
}

function toHolidayItem({ row, date, day_off_in_lieu }: HolidayOnDate, lang: Language): HolidayItem {
  return {
    id: row.id,
    holiday_name: holidayName(row, lang),
    code: row.code,
    date: date.slice(5),
    year: Number(date.slice(0, 4)),
    full_date: date,
    type: row.type,
    repeat_year: row.repeat_year,
    notes: row.notes,
    note: row.notes,
    day_off_in_lieu,
    version: row.version,
  };
}
