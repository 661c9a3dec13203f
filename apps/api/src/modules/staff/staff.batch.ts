import {
  type AllowanceBody,
  can,
  type PayConfigBody,
  type StaffBaseBody,
  type StaffCreateBody,
  type TaxProfileBody,
} from '@hr/contracts';
import type { Executor } from '../../db/client';
import { readerOf } from '../../lib/access';
import { auditMany } from '../../lib/audit';
import { AppError, forbidden, notFound, staleVersion } from '../../lib/errors';
import type { Actor } from '../../types';
import { lockedMonthOf, monthLockedError, settingsRules } from '../settings/settings.api';
import {
  groupBy,
  type NewPayConfig,
  type NewTaxProfile,
  type PersonValues,
  type RecordValues,
  staffRepository,
} from './staff.repository';
import {
  identifierConflict,
  movedEmploymentDates,
  personConflict,
  referenceProblems,
  type UniqueHolders,
  type UniqueValues,
} from './staff.rules';
import {
  allowanceRows,
  classesOf,
  dependentRows,
  generalRecordValues,
  guardIct,
  holdersOf,
  inForceAmong,
  invalid,
  leaveDepartmentOf,
  payConfigOut,
  payConfigRefusals,
  payHidden,
  personValues,
  recordValues,
  referencesOf,
  rethrowDuplicate,
  taxProfileOut,
  firstTaxRow,
  taxRow,
} from './staff.service';

/**
 * Many staff rows saved at once (the import): the staff forms' rules and refusals (staff.service.ts, staff.rules.ts)
 * over what a few look-ups read for all rows, then a few multi-row statements and one audit insert, in the caller's
 * transaction. Rows are checked in order, each seeing the rows before it as saved (a phone a row frees may be taken
 * by a later row; two rows taking one value: the later is refused), as the forms saving them one after the other.
 */

/** One row: a new person (the create form) or a present person's general tab, pay and tax (the edit tabs). */
export type RowPlan =
  | { kind: 'create'; row: number; body: StaffCreateBody }
  | {
      kind: 'update';
      row: number;
      id: number;
      /** Undefined when the general information is as stored (nothing to write, no audit row). */
      base?: StaffBaseBody;
      /** The version the row was read at (409 when someone saved the person since). */
      version: number;
      /** Saved as a new configuration when it differs from the one in force (its allowances are kept). */
      pay?: PayConfigBody;
      /** Saved as a new profile when it differs from the one in force (its dependents are kept). */
      tax?: TaxProfileBody;
    };

/** Rows checked between two turns of the event loop (a few milliseconds of work on a quiet machine). */
export const ROWS_A_TURN = 100;
/** Lets other requests run between slices of rows: the checks and rules are synchronous. */
export const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export type RowsSaved = { created: number; updated: number; refused: { row: number; error: AppError }[] };

type PayItem = Pick<PayConfigBody, 'effective_date' | 'basic_salary' | 'salary_rate'>;
const samePay = (a: PayItem, b: PayItem | undefined) =>
  b !== undefined &&
  a.effective_date === b.effective_date &&
  a.basic_salary === b.basic_salary &&
  a.salary_rate === b.salary_rate;

function sameTax(a: TaxProfileBody, b: ReturnType<typeof taxProfileOut> | undefined) {
  if (!b) return false;
  const joins = a.insurance_status === 1;
  return (
    a.insurance_status === b.insurance_status &&
    (joins ? (a.insurance_number ?? null) : null) === b.insurance_number &&
    (joins ? (a.insurance_contribution_salary ?? null) : null) === b.insurance_contribution_salary &&
    a.applicable_tax_type === b.applicable_tax_type &&
    (a.personal_tax_code ?? null) === b.personal_tax_code &&
    a.personal_deduction === b.personal_deduction &&
    a.union_member === b.union_member
  );
}

/** What one accepted row writes. */
type Write = {
  row: number;
  /** Rows taking a value an earlier row frees (e-mail, phone: unique indexes) are written after it. */
  wave: number;
  /** The person's id; a new person's is known once inserted. */
  id?: number;
  create?: {
    values: PersonValues;
    record: RecordValues;
    pay: NewPayConfig;
    tax: NewTaxProfile;
    body: StaffCreateBody;
  };
  base?: {
    values: PersonValues;
    record: Partial<RecordValues>;
    before: Record<string, unknown>;
    fromDepartment: number | null;
    demotesIct: boolean;
  };
  version: number;
  /** `savedId`: the new row's id, once written. */
  pay?: { item: NewPayConfig; before: ReturnType<typeof payConfigOut> | null; savedId?: number };
  tax?: { item: NewTaxProfile; before: ReturnType<typeof taxProfileOut> | null; savedId?: number };
};

/** The e-mail and phone a row's person holds before and after it (what may move between people). */
function moveValues(
  holders: UniqueHolders,
  freed: Map<string, number>,
  id: number,
  before: { email: string | null; phone_number: string | null } | undefined,
  after: { email: string | null; phone_number: string | null },
) {
  let wave = 0;
  for (const kind of ['email', 'phone_number'] as const) {
    const value = after[kind];
    const freedIn = value ? freed.get(`${kind}:${value.toLowerCase()}`) : undefined;
    if (freedIn !== undefined) wave = Math.max(wave, freedIn + 1);
  }
  for (const kind of ['email', 'phone_number'] as const) {
    const old = before?.[kind];
    if (old && old.toLowerCase() !== after[kind]?.toLowerCase()) {
      holders.release(id, kind, old);
      freed.set(`${kind}:${old.toLowerCase()}`, wave);
    }
    holders.hold(id, kind, after[kind]);
  }
  return wave;
}

/**
 * Checks every row, then (when none is refused, and unless `write` is false) writes them all. Run inside a
 * transaction.
 */
export async function saveStaffRows(
  tx: Executor,
  actor: Actor,
  plans: RowPlan[],
  today: string,
  options: { write?: boolean } = {},
): Promise<RowsSaved> {
  const repo = staffRepository(tx);
  const updates = plans.filter((p) => p.kind === 'update');
  const ids = updates.map((p) => p.id);
  const payIds = updates.filter((p) => p.pay).map((p) => p.id);
  const taxIds = updates.filter((p) => p.tax).map((p) => p.id);
  // The look-ups, each once for all rows.
  const people = new Map((await repo.lockPeople(ids)).map((p) => [p.id, p]));
  const records = new Map((await repo.records(ids)).map((r) => [r.user_id, r]));
  const bodies = plans.map((p) => (p.kind === 'create' ? p.body : p.base)).filter((b) => b !== undefined);
  const references = await referencesOf(tx, bodies);
  const holders = await holdersOf(
    tx,
    plans.map((p): UniqueValues => {
      const base = p.kind === 'create' ? p.body : p.base;
      const tax = p.kind === 'create' ? p.body.personal_income_tax : p.tax;
      return {
        alias_id: base?.alias_id,
        username: p.kind === 'create' ? p.body.alias_id : people.get(p.id)?.username,
        email: base?.email,
        phone_number: base?.phone_number,
        citize_id_card: base?.citize_id_card,
        insurance_number: tax?.insurance_number,
        personal_tax_code: tax?.personal_tax_code,
      };
    }),
  );
  const pays = groupBy(await repo.payHistories(payIds), (row) => row.user_id);
  const taxes = groupBy(await repo.taxHistories(taxIds), (row) => row.user_id);
  const reader = await readerOf(tx, actor);
  const mayCreate = can(actor.role_id, 'staff.create');

  // The new pay configurations' refusals (the forms' shared rule), in one call: the dates of the record as the row
  // leaves it.
  const payRefusals = await payConfigRefusals(
    tx,
    plans.map((p) => {
      if (p.kind === 'create') return { effective_date: p.body.pay_config.effective_date, dates: p.body };
      return { effective_date: p.pay?.effective_date ?? today, dates: { ...records.get(p.id), ...(p.base ?? {}) } };
    }),
  );

  // Payroll-locked months, read once: a new pay configuration or tax profile is refused when a locked month falls
  // between its date and the person's next one (the locked payroll read it), a new person's first rows when dated
  // inside one: settings.api.ts `lockedMonthOf`, the test the forms' `assertSpanOpen` and `assertMonthsOpen` make.
  const lockedMonths = await settingsRules(tx).lockedMonths();
  const nextAfter = (rows: readonly { effective_date: string }[], date: string) =>
    rows
      .map((r) => r.effective_date)
      .filter((d) => d > date)
      .sort()[0] ?? null;
  const openSpan = (from: string, until: string | null) => {
    const locked = lockedMonthOf(lockedMonths, { from, until });
    if (locked) throw monthLockedError(locked);
  };

  const writes: Write[] = [];
  const refused: RowsSaved['refused'] = [];
  const freed = new Map<string, number>();
  for (const [index, plan] of plans.entries()) {
    if (index > 0 && index % ROWS_A_TURN === 0) await nextTurn();
    try {
      if (plan.kind === 'create') {
        const { body } = plan;
        if (!mayCreate) throw forbidden();
        const problems = referenceProblems(body, references.departments, references.people);
        if (Object.keys(problems).length > 0) throw invalid(problems);
        const values = personValues(body, body.alias_id.toLowerCase());
        const record = recordValues(body);
        const profile = firstTaxRow(body);
        // Until inserted, a new person holds their values under a negative id of their own.
        const tempId = -(index + 1);
        const conflict =
          identifierConflict(holders, { ...record, ...profile }) ??
          personConflict(holders, values) ??
          payRefusals[index];
        if (conflict) throw conflict;
        for (const date of [body.pay_config.effective_date, profile.effective_date])
          if (lockedMonthOf(lockedMonths, date)) throw monthLockedError(date);
        holders.hold(tempId, 'alias_id', values.alias_id);
        holders.hold(tempId, 'username', values.username);
        holders.hold(tempId, 'citize_id_card', record.citize_id_card);
        holders.hold(tempId, 'insurance_number', profile.insurance_number);
        holders.hold(tempId, 'personal_tax_code', profile.personal_tax_code);
        writes.push({
          row: plan.row,
          wave: moveValues(holders, freed, tempId, undefined, values),
          version: 0,
          create: {
            values,
            record,
            body,
            pay: {
              user_id: 0,
              config: body.pay_config,
              allowances: allowanceRows(body.allowances),
              created_by: actor.id,
            },
            tax: { user_id: 0, profile, dependents: dependentRows(body.dependents), created_by: actor.id },
          },
        });
        continue;
      }

      const person = people.get(plan.id);
      if (!person || person.deleted_at) throw notFound();
      const classes = classesOf(reader, person);
      if (!classes.has('directory')) throw notFound();
      const write: Write = { row: plan.row, wave: 0, id: person.id, version: plan.version };
      if (plan.base) {
        const body = plan.base;
        guardIct(actor, person.role_id, body.role_id);
        const problems = referenceProblems(body, references.departments, references.people, person.id);
        if (Object.keys(problems).length > 0) throw invalid(problems);
        const record = generalRecordValues(body, classes.has('pay'));
        if (person.version !== plan.version) throw staleVersion();
        const values = personValues(body, person.username);
        const conflict =
          identifierConflict(holders, { citize_id_card: record.citize_id_card }, person.id) ??
          personConflict(holders, values, person.id);
        if (conflict) throw conflict;
        const stored = records.get(person.id);
        for (const date of movedEmploymentDates(stored, record))
          if (lockedMonthOf(lockedMonths, date)) throw monthLockedError(date);
        write.base = {
          values,
          record,
          fromDepartment: person.department_id,
          demotesIct: person.role_id === 1 && body.role_id !== 1,
          before: {
            alias_id: person.alias_id,
            full_name: person.full_name,
            role_id: person.role_id,
            department_id: person.department_id,
            ...(stored ?? {}),
            version: undefined,
            created_at: undefined,
            updated_at: undefined,
          },
        };
      }
      const payRows = pays.get(person.id) ?? [];
      const payNow = inForceAmong(payRows, today);
      if (plan.pay && !samePay(plan.pay, payNow && payConfigOut(payNow))) {
        if (!classes.has('pay')) throw payHidden();
        const refusal = payRefusals[index];
        if (refusal) throw refusal;
        openSpan(plan.pay.effective_date, nextAfter(payRows, plan.pay.effective_date));
        if (person.version !== plan.version) throw staleVersion();
        const kept: AllowanceBody[] = (payNow?.allowances ?? []).map((a) => ({
          allowances_code: a.allowances_code as AllowanceBody['allowances_code'],
          allowances_name: a.allowances_name,
          quantity: a.amount,
          allowance_method: a.allowance_method as AllowanceBody['allowance_method'],
          note: a.note,
        }));
        const before = inForceAmong(payRows, plan.pay.effective_date);
        write.pay = {
          item: { user_id: person.id, config: plan.pay, allowances: allowanceRows(kept), created_by: actor.id },
          before: before ? payConfigOut(before) : null,
        };
      }
      const taxRows = taxes.get(person.id) ?? [];
      const taxNowRow = inForceAmong(taxRows, today);
      const taxNow = taxNowRow && taxProfileOut(taxNowRow);
      if (plan.tax && !sameTax(plan.tax, taxNow)) {
        if (!classes.has('pay')) throw payHidden();
        if (person.version !== plan.version) throw staleVersion();
        const profile = taxRow(
          {
            ...plan.tax,
            hazardous_work: (taxNow?.hazardous_work ?? plan.tax.hazardous_work) as 0 | 1 | 2,
            tax_resident: taxNow?.tax_resident ?? plan.tax.tax_resident,
          },
          plan.tax.effective_date ?? today,
        );
        const conflict = identifierConflict(holders, profile, person.id);
        if (conflict) throw conflict;
        openSpan(profile.effective_date, nextAfter(taxRows, profile.effective_date));
        holders.hold(person.id, 'insurance_number', profile.insurance_number);
        holders.hold(person.id, 'personal_tax_code', profile.personal_tax_code);
        const before = inForceAmong(taxRows, profile.effective_date);
        write.tax = {
          item: {
            user_id: person.id,
            profile,
            dependents: dependentRows(taxNow?.dependents ?? []),
            created_by: actor.id,
          },
          before: before ? taxProfileOut(before) : null,
        };
      }
      if (write.base) {
        const stored = records.get(person.id);
        if (write.base.record.citize_id_card !== undefined) {
          holders.release(person.id, 'citize_id_card', stored?.citize_id_card);
          holders.hold(person.id, 'citize_id_card', write.base.record.citize_id_card);
        }
        write.wave = moveValues(holders, freed, person.id, person, write.base.values);
      }
      if (write.base || write.pay || write.tax) writes.push(write);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ row: plan.row, error });
    }
  }
  if (refused.length > 0 || options.write === false) return { created: 0, updated: 0, refused };

  const waves = groupBy(writes, (w) => w.wave);
  for (const wave of [...waves.keys()].sort((a, b) => a - b))
    await writeRows(tx, actor, waves.get(wave)!, today).catch(rethrowDuplicate);
  // As the forms: the last active ICT administrator keeps the role.
  const demoting = writes.filter((w) => w.base?.demotesIct);
  if (demoting.length > 0 && (await repo.activeIctCount()) === 0)
    return {
      created: 0,
      updated: 0,
      refused: demoting.map((w) => ({ row: w.row, error: new AppError(409, 'last_ict', 'errors.last_ict') })),
    };
  const entries: ReturnType<typeof auditEntries> = [];
  for (const [index, w] of writes.entries()) {
    if (index > 0 && index % ROWS_A_TURN === 0) await nextTurn();
    entries.push(...auditEntries(actor, w));
  }
  await nextTurn();
  await auditMany(tx, entries);
  return { created: writes.filter((w) => w.create).length, updated: writes.filter((w) => !w.create).length, refused };
}

/** The writes of accepted rows: a few multi-row statements per table. */
async function writeRows(tx: Executor, actor: Actor, writes: Write[], today: string) {
  const repo = staffRepository(tx);
  const creates = writes.filter((w) => w.create);
  const newIds = await repo.insertPeople(creates.map((w) => w.create!.values));
  creates.forEach((w, i) => {
    w.id = newIds[i]!;
  });
  const updates = writes.filter((w) => !w.create);
  // A department change ends the person's future shifts and group membership (other areas' own writes, audited).
  for (const w of updates)
    if (w.base) await leaveDepartmentOf(tx, actor.id, w.id!, w.base.fromDepartment, w.base.values.department_id, today);
  const bump = (w: Write) => (w.base ? 1 : 0) + (w.pay ? 1 : 0) + (w.tax ? 1 : 0);
  const based = updates.filter((w) => w.base);
  const written = await repo.updatePeople(
    based.map((w) => ({ id: w.id!, version: w.version, bump: bump(w), values: w.base!.values })),
  );
  const bumped = await repo.bumpVersions(
    updates.filter((w) => !w.base).map((w) => ({ id: w.id!, version: w.version, bump: bump(w) })),
  );
  // The people are locked: a version moved since the look-up cannot happen, but is refused like the forms do.
  if (written.size + bumped.size !== updates.length) throw staleVersion();
  await repo.saveRecords([
    ...creates.map((w) => ({ user_id: w.id!, values: w.create!.record })),
    ...based.map((w) => ({ user_id: w.id!, values: w.base!.record })),
  ]);
  const payIds = await repo.insertPayConfigs([
    ...creates.map((w) => ({ ...w.create!.pay, user_id: w.id! })),
    ...updates.filter((w) => w.pay).map((w) => w.pay!.item),
  ]);
  const taxIds = await repo.insertTaxProfiles([
    ...creates.map((w) => ({ ...w.create!.tax, user_id: w.id! })),
    ...updates.filter((w) => w.tax).map((w) => w.tax!.item),
  ]);
  for (const w of writes) {
    if (w.pay) w.pay.savedId = payIds.get(w.id!)!;
    if (w.tax) w.tax.savedId = taxIds.get(w.id!)!;
  }
}

/** A row's audit entries, as the forms write them (create; general tab, pay configuration, insurance and tax). */
function auditEntries(actor: Actor, w: Write) {
  const entry = (action: string, before: unknown, after: unknown) => ({
    actorId: actor.id,
    action,
    entity: 'staff',
    entityId: w.id!,
    before,
    after,
  });
  if (w.create) {
    const { values, record, body, pay, tax } = w.create;
    return [
      entry('create', null, {
        ...values,
        ...record,
        pay_config: body.pay_config,
        allowances: pay.allowances,
        ...tax.profile,
        dependents: tax.dependents,
      }),
    ];
  }
  return [
    ...(w.base ? [entry('update_base', w.base.before, { ...w.base.values, ...w.base.record })] : []),
    ...(w.pay
      ? [
          entry('pay_config', w.pay.before, {
            id: w.pay.savedId,
            ...w.pay.item.config,
            allowances: w.pay.item.allowances,
          }),
        ]
      : []),
    ...(w.tax
      ? [
          entry('income_tax', w.tax.before, {
            id: w.tax.savedId,
            ...w.tax.item.profile,
            dependents: w.tax.item.dependents,
          }),
        ]
      : []),
  ];
}
