import {
  ALLOWANCE_METHODS,
  type AllowanceBody,
  can,
  type ChangeLogEntry,
  companyToday,
  type DependentBody,
  type EmploymentDates,
  effectiveDateProblem,
  INSURANCE_STATUS,
  isHistoryActive,
  type Language,
  MARITAL_STATUS,
  type Permission,
  PREDEFINED_ALLOWANCES,
  ROLES,
  splitFullName,
  type StaffBaseBody,
  type StaffCreateBody,
  type StaffIncomeTaxBody,
  type StaffRowBody,
  type StaffSalaryBody,
  type TaxProfileBody,
  translate,
  type WorkHistoryCreateBody,
  type WorkHistoryItem,
  type WorkHistoryUpdateBody,
} from '@hr/contracts';
import type { Executor } from '../../db/client';
import { type Reader, readerOf, visibleClasses } from '../../lib/access';
import { audit } from '../../lib/audit';
import { AppError, forbidden, notFound, ruleBroken, staleVersion, uniqueViolation } from '../../lib/errors';
import type { Actor } from '../../types';
import { departmentGroupsApi } from '../department-groups/department-groups.api';
import { memberShiftsApi } from '../member-shifts/member-shifts.api';
import { settingsRules } from '../settings/settings.api';
import {
  type PayConfigWithAllowances,
  type PersonRow,
  type PersonValues,
  type RecordValues,
  staffRepository,
  type TaxProfileWithDependents,
  type WorkHistoryRow,
} from './staff.repository';
import {
  DUPLICATES,
  identifierConflict,
  lookupLists,
  movedEmploymentDates,
  personConflict,
  referenceProblems,
  UniqueHolders,
  type UniqueValues,
} from './staff.rules';

/** The answer of a tab's save: the person and the version the next save sends (the screen reads GET /users/{id}). */
export type SavedRecord = { id: number; version: number };

/** Two saves racing past the checks meet the unique indexes of `users`: answered like the checks. */
const UNIQUE_INDEXES: Record<string, () => AppError> = {
  users_alias_id_unique: DUPLICATES.alias_id,
  users_username_unique: DUPLICATES.username,
  users_email_unique: DUPLICATES.email,
  users_phone_unique: DUPLICATES.phone_number,
};
export const rethrowDuplicate = (error: unknown): never => {
  throw UNIQUE_INDEXES[uniqueViolation(error) ?? '']?.() ?? error;
};

export const invalid = (errors: Record<string, string[]>) =>
  new AppError(422, 'invalid_reference', 'errors.invalid_input', {}, errors);
export const payHidden = () => new AppError(403, 'pay_not_visible', 'errors.pay_not_visible');
const viewOnly = () => ruleBroken('history_view_only', 'errors.history_view_only');

/** As the user form: only ICT touches ICT accounts or gives the ICT role; the last active ICT keeps it. */
export function guardIct(actor: Actor, ...roles: number[]) {
  if (actor.role_id !== ROLES.ICT && roles.includes(ROLES.ICT)) throw new AppError(403, 'ict_only', 'errors.ict_only');
}
async function keepLastIct(tx: Executor, person: PersonRow, roleId: number) {
  if (person.role_id === ROLES.ICT && roleId !== ROLES.ICT && (await staffRepository(tx).activeIctCount()) === 0)
    throw new AppError(409, 'last_ict', 'errors.last_ict');
}

/** The allowance rows of a save: name and method default to the predefined allowance's (names in Vietnamese). */
export function allowanceRows(allowances: AllowanceBody[]) {
  return allowances.map((a) => {
    const predefined = PREDEFINED_ALLOWANCES.find((p) => p.code === a.allowances_code);
    return {
      allowances_code: a.allowances_code,
      allowances_name: a.allowances_name ?? translate('vi', `staff.allowances.${a.allowances_code}`),
      amount: a.quantity,
      allowance_method: a.allowance_method ?? predefined?.method ?? ALLOWANCE_METHODS.per_month,
      note: a.note ?? null,
    };
  });
}

/** The profile row of a save: not joining insurance keeps no number and no contribution salary. */
export function taxRow(profile: TaxProfileBody, effectiveDate: string) {
  const joins = profile.insurance_status === INSURANCE_STATUS.join;
  return {
    effective_date: effectiveDate,
    insurance_status: profile.insurance_status,
    insurance_number: joins ? (profile.insurance_number ?? null) : null,
    insurance_contribution_salary: joins ? (profile.insurance_contribution_salary ?? null) : null,
    applicable_tax_type: profile.applicable_tax_type,
    personal_tax_code: profile.personal_tax_code ?? null,
    personal_deduction: profile.personal_deduction,
    union_member: profile.union_member,
    hazardous_work: profile.hazardous_work,
    tax_resident: profile.tax_resident,
  };
}

/**
 * A new person's first tax profile: dated as the form sends it, else from the start of the employment (probation,
 * then official start), else with the first pay configuration. The create form and the import alike.
 */
export const firstTaxRow = (body: StaffCreateBody) =>
  taxRow(
    body.personal_income_tax,
    body.personal_income_tax.effective_date ??
      body.probation_start_date ??
      body.official_start_date ??
      body.pay_config.effective_date,
  );

export const dependentRows = (dependents: DependentBody[]) =>
  dependents.map((d) => ({
    full_name: d.full_name,
    relationship: d.relationship,
    birth_date: d.birth_date,
    profession: d.profession ?? null,
  }));

/** The staff record's columns of the general information tab; single clears the spouse. */
export function recordValues(body: StaffBaseBody | StaffCreateBody): RecordValues {
  return {
    citize_id_card: body.citize_id_card ?? null,
    bank_name: body.bank_name ?? null,
    bank_account_number: body.bank_account_number ?? null,
    marital_status: body.marital_status,
    marital_id: body.marital_status === MARITAL_STATUS.married ? (body.marital_id ?? null) : null,
    address: body.address ?? null,
    educational_level: body.educational_level ?? null,
    probation_start_date: body.probation_start_date ?? null,
    official_start_date: body.official_start_date ?? null,
    termination_date: body.termination_date ?? null,
  };
}

/** Citizen ID and bank of the general tab: the pay class (permissions.ts `STAFF_FIELD_CLASSES`). */
const PAY_CLASS_GENERAL = ['citize_id_card', 'bank_name', 'bank_account_number'] as const;

/**
 * The record's columns of a general tab save. A reader who does not see the person's pay class never received the
 * citizen ID and bank fields: they send none and the stored values stay (sending one is refused: it would overwrite
 * a value they may not read). For a pay reader the citizen ID is required as on the create form.
 */
export function generalRecordValues(body: StaffBaseBody, seesPay: boolean): Partial<RecordValues> {
  const sent = PAY_CLASS_GENERAL.filter((field) => body[field] !== undefined);
  if (!seesPay) {
    if (sent.length > 0) throw payHidden();
    const { citize_id_card: _id, bank_name: _bank, bank_account_number: _account, ...kept } = recordValues(body);
    return kept;
  }
  if (body.citize_id_card === undefined) throw invalid({ citize_id_card: ['validation.required'] });
  return recordValues(body);
}

/** The person's columns of the general information tab; first and last name split on the first space. */
export function personValues(body: StaffBaseBody | StaffCreateBody, username: string): PersonValues {
  const name = body.full_name.trim().replace(/\s+/g, ' ');
  return {
    alias_id: body.alias_id,
    username,
    email: body.email ?? null,
    ...splitFullName(name),
    full_name: name,
    role_id: body.role_id,
    department_id: body.department_id,
    gender: body.gender,
    phone_number: body.phone_number,
    dob: body.dob,
    // The user list's join date is the official start (the probation start before one is set).
    date_of_join: body.official_start_date ?? body.probation_start_date ?? null,
    status: body.status,
  };
}

export const payConfigOut = (row: PayConfigWithAllowances) => ({
  id: row.id,
  effective_date: row.effective_date,
  basic_salary: row.basic_salary,
  salary_rate: Number(row.salary_rate),
  allowances: row.allowances.map((a) => ({
    allowances_code: a.allowances_code,
    allowances_name: a.allowances_name,
    quantity: a.amount,
    allowance_method: a.allowance_method,
    note: a.note,
  })),
  created_at: row.created_at.toISOString(),
  created_by_name: row.created_by_name,
});

export const taxProfileOut = (row: TaxProfileWithDependents) => ({
  id: row.id,
  effective_date: row.effective_date,
  insurance_status: row.insurance_status,
  insurance_number: row.insurance_number,
  insurance_contribution_salary: row.insurance_contribution_salary,
  applicable_tax_type: row.applicable_tax_type,
  personal_tax_code: row.personal_tax_code,
  personal_deduction: row.personal_deduction,
  union_member: row.union_member,
  hazardous_work: row.hazardous_work,
  tax_resident: row.tax_resident,
  dependents: row.dependents.map((d) => ({
    full_name: d.full_name,
    relationship: d.relationship,
    birth_date: d.birth_date,
    profession: d.profession,
  })),
  created_at: row.created_at.toISOString(),
});

const historyOut = (row: WorkHistoryRow, today: string): WorkHistoryItem => ({
  id: row.id,
  user_id: row.user_id,
  title: row.title,
  start_date: row.start_date,
  end_date: row.end_date,
  note: row.note,
  active: isHistoryActive(row, today),
  version: row.version,
});

/** The id of the row in force on `date` among rows ordered newest first (latest effective date, then latest id). */
export const inForceAmong = <T extends { id: number; effective_date: string }>(rows: T[], date: string) =>
  rows.find((row) => row.effective_date <= date);
const inForceIdAmong = (rows: { id: number; effective_date: string }[], date: string) => inForceAmong(rows, date)?.id;

const shown = (value: unknown): string | null =>
  value === undefined || value === null ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** The fields of `after` as `source` held them: an audit row's before names exactly what its after names. */
export const sameFields = (source: object, after: object): Record<string, unknown> => {
  const held = source as Record<string, unknown>;
  return Object.fromEntries(Object.keys(after).map((field) => [field, held[field] ?? null]));
};

/** An audit row as the fields it changed (before and after as texts). */
export function changesOf(before: unknown, after: unknown): ChangeLogEntry['changes'] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .map((field) => ({ field, before: shown(b[field]), after: shown(a[field]) }))
    .filter((change) => change.before !== change.after);
}

/**
 * A department change (specification 001 section 4): the person's future shift assignments (one running past `today`
 * ends today) and their department group membership go, in the caller's transaction, audited. Nothing when the
 * department stays.
 */
export async function leaveDepartmentOf(
  tx: Executor,
  actorId: number,
  userId: number,
  fromDepartment: number | null,
  toDepartment: number,
  today: string,
) {
  if (fromDepartment === toDepartment) return;
  const shifts = await memberShiftsApi(tx).endFutureOf(userId, today);
  const groups = await departmentGroupsApi(tx).removePerson(userId);
  await audit(tx, {
    actorId,
    action: 'department_change',
    entity: 'staff',
    entityId: userId,
    before: { department_id: fromDepartment },
    after: {
      department_id: toDepartment,
      removed_shift_assignments: shifts.removed,
      shortened_shift_assignments: shifts.cut,
      left_groups: groups.groupIds,
      groups_without_leader: groups.ledGroupIds,
    },
  });
}

/** The field classes a reader reads about a person (the forms and the import: group membership not counted). */
export const classesOf = (reader: Reader, person: { id: number; department_id: number | null }) =>
  visibleClasses(reader, { id: person.id, department_id: person.department_id, group_id: null });

/** The look-ups of the unique values asked about, as holders (staff.rules.ts); identifiers under their lock. */
export async function holdersOf(tx: Executor, values: UniqueValues[]) {
  const txRepo = staffRepository(tx);
  if (values.some((v) => v.citize_id_card || v.insurance_number || v.personal_tax_code)) await txRepo.lockIdentifiers();
  return new UniqueHolders(await txRepo.uniqueHolders(lookupLists(values)));
}

/** The general tab's references of many bodies: department and spouse, in two queries. */
export async function referencesOf(db: Executor, bodies: { department_id: number; marital_id?: number | null }[]) {
  const repo = staffRepository(db);
  const spouses = bodies.map((b) => b.marital_id).filter((id): id is number => Boolean(id));
  const [departments, people] = await Promise.all([
    repo.existingDepartments([...new Set(bodies.map((b) => b.department_id))]),
    repo.presentPeople([...new Set(spouses)]),
  ]);
  return { departments, people };
}

/**
 * Every refusal of a new pay configuration beyond its body's own rules, for the create form, the salary tab, the
 * row edit and the import alike: a rule added here holds for all four. Today: the effective date inside the
 * employment period. One answer per item (undefined when it may be saved); look-ups, if a rule needs any, once for
 * all items.
 */
export async function payConfigRefusals(
  _db: Executor,
  items: { effective_date: string; dates: EmploymentDates; field?: string }[],
): Promise<(AppError | undefined)[]> {
  return items.map((item) => {
    const problem = effectiveDateProblem(item.effective_date, item.dates);
    return problem ? invalid({ [item.field ?? 'pay_config.effective_date']: [problem] }) : undefined;
  });
}

export function staffService(db: Executor, options: { today?: () => string } = {}) {
  const today = options.today ?? (() => companyToday());
  const repo = staffRepository(db);

  /** A present person the reader may see (directory), with the classes the reader reads about them. */
  async function subject(actor: Actor, id: number) {
    const person = await repo.person(id);
    if (!person || person.deleted_at) throw notFound();
    const reader: Reader = await readerOf(db, actor);
    const classes = classesOf(reader, person);
    if (!classes.has('directory')) throw notFound();
    return { person, classes };
  }

  /** Citizen ID, insurance number and tax code free among present people (under the lock, in the transaction). */
  async function checkIdentifiers(tx: Executor, values: UniqueValues, exceptId?: number) {
    const conflict = identifierConflict(await holdersOf(tx, [values]), values, exceptId);
    if (conflict) throw conflict;
  }

  async function checkPersonValues(tx: Executor, values: Parameters<typeof personConflict>[1], exceptId?: number) {
    const conflict = personConflict(await holdersOf(tx, [values]), values, exceptId);
    if (conflict) throw conflict;
  }

  async function checkReferences(body: StaffBaseBody | StaffCreateBody, selfId?: number) {
    const { departments, people } = await referencesOf(db, [body]);
    const errors = referenceProblems(body, departments, people, selfId);
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }

  async function checkPayConfig(tx: Executor, item: Parameters<typeof payConfigRefusals>[1][number]) {
    const [refusal] = await payConfigRefusals(tx, [item]);
    if (refusal) throw refusal;
  }

  const leaveDepartment = (tx: Executor, actor: Actor, person: PersonRow, departmentId: number) =>
    leaveDepartmentOf(tx, actor.id, person.id, person.department_id, departmentId, today());

  /** Locks the person and checks the version the edit started from (409 when someone saved in between). */
  async function lockedAt(tx: Executor, id: number, version: number) {
    const person = await staffRepository(tx).lockPerson(id);
    if (!person || person.deleted_at) throw notFound();
    if (person.version !== version) throw staleVersion();
    return person;
  }

  async function bumpVersion(tx: Executor, id: number, version: number) {
    if (!(await staffRepository(tx).updatePerson(id, version, {}))) throw staleVersion();
    return version + 1;
  }

  async function needPay(actor: Actor, id: number) {
    const { person, classes } = await subject(actor, id);
    if (!classes.has('pay')) throw payHidden();
    return person;
  }

  /**
   * A pay configuration (with its allowances) or a tax profile (with its dependants) dated `date` is in force until
   * the person's next one: refused when a payroll-locked month read it (settings.api.ts `assertSpanOpen`).
   */
  async function assertPayOpen(tx: Executor, kind: 'pay' | 'tax', userId: number, date: string) {
    await settingsRules(tx).assertSpanOpen(date, await staffRepository(tx).nextEffectiveAfter(kind, userId, date));
  }

  async function requireFlag(actor: Actor, permission: Permission) {
    if (!can(actor.role_id, permission)) throw forbidden();
  }

  return {
    /** `POST /users` with `form: 'staff'`: the person, the record, the pay and tax histories' first rows. */
    async create(actor: Actor, body: StaffCreateBody): Promise<number> {
      await requireFlag(actor, 'staff.create');
      await checkReferences(body);
      const values = personValues(body, body.alias_id.toLowerCase());
      const record = recordValues(body);
      const allowances = allowanceRows(body.allowances);
      const profile = firstTaxRow(body);
      const dependents = dependentRows(body.dependents);
      return db
        .transaction(async (tx) => {
          const txRepo = staffRepository(tx);
          await checkIdentifiers(tx, { ...record, ...profile });
          await checkPersonValues(tx, values);
          await checkPayConfig(tx, { effective_date: body.pay_config.effective_date, dates: body });
          const id = await txRepo.insertPerson(values);
          // A new person changes no figure of a locked payroll (they were not in it): only rows dated inside a
          // locked month are refused (docs/spec-decisions.md "Payroll: the lock").
          await settingsRules(tx).assertMonthsOpen([body.pay_config.effective_date, profile.effective_date]);
          await txRepo.saveRecord(id, record);
          await txRepo.insertPayConfig(id, body.pay_config, allowances, actor.id);
          await txRepo.insertTaxProfile(id, profile, dependents, actor.id);
          await audit(tx, {
            actorId: actor.id,
            action: 'create',
            entity: 'staff',
            entityId: id,
            after: { ...values, ...record, pay_config: body.pay_config, allowances, ...profile, dependents },
          });
          return id;
        })
        .catch(rethrowDuplicate);
    },

    /** `PUT /users/{id}` with `form: 'staff'`: the list's row edit; a new basic salary is a new pay configuration. */
    async updateRow(actor: Actor, id: number, body: StaffRowBody): Promise<void> {
      await requireFlag(actor, 'staff.update');
      const { person: current, classes } = await subject(actor, id);
      guardIct(actor, current.role_id, body.role_id);
      if (!(await referencesOf(db, [body])).departments.has(body.department_id))
        throw invalid({ department_id: ['validation.invalid'] });
      const name = body.full_name.trim().replace(/\s+/g, ' ');
      const values = {
        full_name: name,
        ...splitFullName(name),
        department_id: body.department_id,
        role_id: body.role_id,
        gender: body.gender,
        phone_number: body.phone_number,
      };
      await db
        .transaction(async (tx) => {
          const txRepo = staffRepository(tx);
          const person = await lockedAt(tx, id, body.version);
          const beforeValues = (await txRepo.personValues(id)) ?? {};
          await checkPersonValues(
            tx,
            { alias_id: person.alias_id, username: person.username, email: null, phone_number: body.phone_number },
            id,
          );
          const current = await txRepo.payInForce(id, today());
          const salaryChanged = current?.basic_salary !== body.basic_salary;
          if (salaryChanged && !classes.has('pay')) throw payHidden();
          // A new basic salary takes effect today: today must be inside the employment period.
          if (salaryChanged)
            await checkPayConfig(tx, {
              effective_date: today(),
              dates: (await txRepo.record(id)) ?? {},
              field: 'basic_salary',
            });
          await leaveDepartment(tx, actor, person, body.department_id);
          if (!(await txRepo.updatePerson(id, body.version, values))) throw staleVersion();
          await keepLastIct(tx, person, body.role_id);
          if (salaryChanged) {
            await assertPayOpen(tx, 'pay', id, today());
            const config = {
              effective_date: today(),
              basic_salary: body.basic_salary,
              salary_rate: current ? Number(current.salary_rate) : 100,
            };
            const allowances = (current?.allowances ?? []).map(({ id: _id, pay_config_id: _config, ...a }) => a);
            await txRepo.insertPayConfig(id, config, allowances, actor.id);
            await audit(tx, {
              actorId: actor.id,
              action: 'pay_config',
              entity: 'staff',
              entityId: id,
              before: current ? { basic_salary: current.basic_salary } : null,
              after: { ...config, allowances },
            });
          }
          await audit(tx, {
            actorId: actor.id,
            action: 'update',
            entity: 'staff',
            entityId: id,
            before: sameFields(beforeValues, values),
            after: values,
          });
        })
        .catch(rethrowDuplicate);
    },

    /** `PUT /user/information/base/{id}`: the general information tab. */
    async updateBase(actor: Actor, id: number, body: StaffBaseBody): Promise<SavedRecord> {
      const { person: current, classes } = await subject(actor, id);
      guardIct(actor, current.role_id, body.role_id);
      await checkReferences(body, id);
      const record = generalRecordValues(body, classes.has('pay'));
      return db
        .transaction(async (tx) => {
          const txRepo = staffRepository(tx);
          const person = await lockedAt(tx, id, body.version);
          const values = personValues(body, person.username);
          await checkIdentifiers(tx, { citize_id_card: record.citize_id_card }, id);
          await checkPersonValues(tx, values, id);
          const beforeRecord = await txRepo.record(id);
          const beforeValues = { ...(await txRepo.personValues(id)), ...beforeRecord };
          await settingsRules(tx).assertMonthsOpen(movedEmploymentDates(beforeRecord, record));
          await leaveDepartment(tx, actor, person, body.department_id);
          if (!(await txRepo.updatePerson(id, body.version, values))) throw staleVersion();
          await keepLastIct(tx, person, body.role_id);
          await txRepo.saveRecord(id, record);
          await audit(tx, {
            actorId: actor.id,
            action: 'update_base',
            entity: 'staff',
            entityId: id,
            before: sameFields(beforeValues, { ...values, ...record }),
            after: { ...values, ...record },
          });
          return { id, version: body.version + 1 };
        })
        .catch(rethrowDuplicate);
    },

    /** `PUT /user/information/salary_config/{id}`: a new pay configuration (appended; the old ones stay). */
    async saveSalary(actor: Actor, id: number, body: StaffSalaryBody): Promise<SavedRecord> {
      await needPay(actor, id);
      await checkPayConfig(db, {
        effective_date: body.pay_config.effective_date,
        dates: (await repo.record(id)) ?? {},
      });
      const allowances = allowanceRows(body.allowances);
      return db.transaction(async (tx) => {
        const txRepo = staffRepository(tx);
        await lockedAt(tx, id, body.version);
        await assertPayOpen(tx, 'pay', id, body.pay_config.effective_date);
        const before = await txRepo.payInForce(id, body.pay_config.effective_date);
        const configId = await txRepo.insertPayConfig(id, body.pay_config, allowances, actor.id);
        const version = await bumpVersion(tx, id, body.version);
        await audit(tx, {
          actorId: actor.id,
          action: 'pay_config',
          entity: 'staff',
          entityId: id,
          before: before ? payConfigOut(before) : null,
          after: { id: configId, ...body.pay_config, allowances },
        });
        return { id, version };
      });
    },

    /** `PUT /user/information/income_tax/{id}`: a new insurance and tax profile with its dependents (appended). */
    async saveIncomeTax(actor: Actor, id: number, body: StaffIncomeTaxBody): Promise<SavedRecord> {
      await needPay(actor, id);
      const profile = taxRow(body.personal_income_tax, body.personal_income_tax.effective_date ?? today());
      const dependents = dependentRows(body.dependents);
      return db.transaction(async (tx) => {
        const txRepo = staffRepository(tx);
        await lockedAt(tx, id, body.version);
        await assertPayOpen(tx, 'tax', id, profile.effective_date);
        await checkIdentifiers(tx, profile, id);
        const before = await txRepo.taxInForce(id, profile.effective_date);
        const profileId = await txRepo.insertTaxProfile(id, profile, dependents, actor.id);
        const version = await bumpVersion(tx, id, body.version);
        await audit(tx, {
          actorId: actor.id,
          action: 'income_tax',
          entity: 'staff',
          entityId: id,
          before: before ? taxProfileOut(before) : null,
          after: { id: profileId, ...profile, dependents },
        });
        return { id, version };
      });
    },

    /** `POST /users/restore/{aliasId}`: a deleted person back, with their history; refused when their numbers are taken. */
    async restore(actor: Actor, aliasId: string): Promise<SavedRecord> {
      await requireFlag(actor, 'staff.update');
      const person = await repo.deletedByAlias(aliasId);
      if (!person) throw new AppError(404, 'restore_not_found', 'errors.restore_not_found');
      return db.transaction(async (tx) => {
        const txRepo = staffRepository(tx);
        const contact = await txRepo.contactOf(person.id);
        const holder = contact ? await txRepo.presentHolder(contact, person.id) : undefined;
        if (holder && contact?.phone_number && holder.phone_number === contact.phone_number)
          throw DUPLICATES.phone_number();
        if (holder) throw DUPLICATES.email();
        const record = await txRepo.record(person.id);
        const [profile] = await txRepo.taxHistory(person.id);
        await checkIdentifiers(
          tx,
          {
            citize_id_card: record?.citize_id_card,
            insurance_number: profile?.insurance_number,
            personal_tax_code: profile?.personal_tax_code,
          },
          person.id,
        );
        if (!(await txRepo.restore(person.id))) throw notFound();
        await audit(tx, {
          actorId: actor.id,
          action: 'restore',
          entity: 'user',
          entityId: person.id,
          before: { deleted: true },
          after: { deleted: false },
        });
        return { id: person.id, version: person.version + 1 };
      });
    },

    /** `GET /user/pay_history/{id}`: every pay configuration, newest first (pay readers and the person). */
    async payHistory(actor: Actor, id: number) {
      await needPay(actor, id);
      const rows = await repo.payHistory(id);
      const current = inForceIdAmong(rows, today());
      return rows.map((row) => ({ ...payConfigOut(row), in_force: row.id === current }));
    },

    async taxHistory(actor: Actor, id: number) {
      await needPay(actor, id);
      const rows = await repo.taxHistory(id);
      const current = inForceIdAmong(rows, today());
      return rows.map((row) => ({ ...taxProfileOut(row), in_force: row.id === current }));
    },

    /** `GET /user/change_log/{id}`: the person's audit rows as changed fields, newest first. */
    async changeLog(actor: Actor, id: number): Promise<ChangeLogEntry[]> {
      await needPay(actor, id);
      const rows = await repo.changeLog(id);
      return rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        action: row.action,
        entity: row.entity,
        actor_id: row.actor_id,
        actor_name: row.actor_name,
        changes: changesOf(row.before, row.after),
      }));
    },

    /* ------------------------------------------------------------ work histories */

    async histories(actor: Actor, userId: number) {
      await subject(actor, userId);
      const now = today();
      return (await repo.histories(userId)).map((row) => historyOut(row, now));
    },

    async history(actor: Actor, id: number) {
      const row = await repo.history(id);
      if (!row) throw notFound();
      await subject(actor, row.user_id);
      return historyOut(row, today());
    },

    /** A new history starts after the end of the latest (after its start when the latest has no end). */
    async createHistory(actor: Actor, body: WorkHistoryCreateBody, lang: Language) {
      await subject(actor, body.user_id).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) throw invalid({ user_id: ['validation.invalid'] });
        throw error;
      });
      return db.transaction(async (tx) => {
        const txRepo = staffRepository(tx);
        await txRepo.lockPerson(body.user_id);
        const latest = await txRepo.latestHistory(body.user_id);
        const bound = latest ? (latest.end_date ?? latest.start_date) : undefined;
        if (bound && body.start_date <= bound)
          throw new AppError(
            422,
            'history_start_after',
            'errors.history_start_after',
            { date: bound },
            { start_date: [translate(lang, 'validation.staff.history_start_after', { date: bound })] },
          );
        const row = await txRepo.insertHistory({
          user_id: body.user_id,
          title: body.title,
          start_date: body.start_date,
          end_date: body.end_date ?? null,
          note: body.note ?? null,
        });
        await audit(tx, {
          actorId: actor.id,
          action: 'history_create',
          entity: 'staff',
          entityId: body.user_id,
          after: { history_id: row.id, title: row.title, start_date: row.start_date, end_date: row.end_date },
        });
        return historyOut(row, today());
      });
    },

    /** Only an active entry changes (specification 001 section 4); past entries are view-only. */
    async updateHistory(actor: Actor, id: number, body: WorkHistoryUpdateBody) {
      const before = await repo.history(id);
      if (!before) throw notFound();
      await subject(actor, before.user_id);
      if (body.user_id !== undefined && body.user_id !== before.user_id)
        throw invalid({ user_id: ['validation.invalid'] });
      if (!isHistoryActive(before, today())) throw viewOnly();
      return db.transaction(async (tx) => {
        const row = await staffRepository(tx).updateHistory(id, body.version, {
          title: body.title,
          start_date: body.start_date,
          end_date: body.end_date ?? null,
          note: body.note ?? null,
        });
        if (!row) throw staleVersion();
        await audit(tx, {
          actorId: actor.id,
          action: 'history_update',
          entity: 'staff',
          entityId: before.user_id,
          before: { history_id: id, title: before.title, start_date: before.start_date, end_date: before.end_date },
          after: { history_id: id, title: row.title, start_date: row.start_date, end_date: row.end_date },
        });
        return historyOut(row, today());
      });
    },

    async removeHistory(actor: Actor, id: number) {
      const before = await repo.history(id);
      if (!before) throw notFound();
      await subject(actor, before.user_id);
      if (!isHistoryActive(before, today())) throw viewOnly();
      await db.transaction(async (tx) => {
        if (!(await staffRepository(tx).removeHistory(id))) throw notFound();
        await audit(tx, {
          actorId: actor.id,
          action: 'history_delete',
          entity: 'staff',
          entityId: before.user_id,
          before: { history_id: id, title: before.title, start_date: before.start_date, end_date: before.end_date },
        });
      });
    },
  };
}
export type StaffService = ReturnType<typeof staffService>;
