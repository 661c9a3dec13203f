import { MARITAL_STATUS } from '@hr/contracts';
import { type AppError, ruleBroken } from '../../lib/errors';

/**
 * The staff saves' checks that need data from the database, as pure functions over what the repository's batched
 * look-ups read (`uniqueHolders`, `identifierHolders`, `existingDepartments`, `presentPeople`): the forms check one
 * person with them, the import every row at once (staff.batch.ts), each row seeing the rows before it as if they
 * were saved one after the other. One copy of each rule.
 */

const duplicate = (code: string, field: string, key: string) => ruleBroken(code, `errors.${code}`, { [field]: [key] });
export const DUPLICATES = {
  alias_id: () => duplicate('duplicate_alias_id', 'alias_id', 'validation.alias_id_taken'),
  alias_id_deleted: () => duplicate('alias_id_deleted', 'alias_id', 'validation.staff.alias_id_deleted'),
  username: () => duplicate('duplicate_username', 'alias_id', 'validation.username_taken'),
  email: () => duplicate('duplicate_email', 'email', 'validation.email_taken'),
  phone_number: () => duplicate('duplicate_phone_number', 'phone_number', 'validation.phone_taken'),
  citize_id_card: () => duplicate('duplicate_citize_id_card', 'citize_id_card', 'validation.staff.citize_id_taken'),
  insurance_number: () =>
    duplicate(
      'duplicate_insurance_number',
      'personal_income_tax.insurance_number',
      'validation.staff.insurance_number_taken',
    ),
  personal_tax_code: () =>
    duplicate(
      'duplicate_personal_tax_code',
      'personal_income_tax.personal_tax_code',
      'validation.staff.tax_code_taken',
    ),
};

/** The values that must be unique: a person's (staff ID, user name and e-mail among everyone, phone among present
 * people) and the staff record's identifiers (citizen ID, insurance number, tax code among present people). */
export type UniqueKind =
  | 'alias_id'
  | 'username'
  | 'email'
  | 'phone_number'
  | 'citize_id_card'
  | 'insurance_number'
  | 'personal_tax_code';
export type UniqueValues = Partial<Record<UniqueKind, string | null | undefined>>;
/** A row of the look-ups: who holds a value, and whether they are present (not deleted). */
export type HeldValue = { id: number; kind: UniqueKind; value: string; present: boolean };

/** Who holds which unique value (compared in lower case), changed as rows are saved one after the other. */
export class UniqueHolders {
  /** `kind:value` -> holder id -> present. */
  private readonly held = new Map<string, Map<number, boolean>>();

  constructor(rows: Iterable<HeldValue> = []) {
    for (const row of rows) this.hold(row.id, row.kind, row.value, row.present);
  }

  private static key = (kind: UniqueKind, value: string) => `${kind}:${value.toLowerCase()}`;

  hold(id: number, kind: UniqueKind, value: string | null | undefined, present = true) {
    if (!value) return;
    const key = UniqueHolders.key(kind, value);
    const holders = this.held.get(key) ?? new Map<number, boolean>();
    this.held.set(key, holders.set(id, present));
  }

  release(id: number, kind: UniqueKind, value: string | null | undefined) {
    if (value) this.held.get(UniqueHolders.key(kind, value))?.delete(id);
  }

  /** Whether a present and whether a deleted person other than `exceptId` hold the value. */
  others(kind: UniqueKind, value: string | null | undefined, exceptId?: number) {
    let present = false;
    let deleted = false;
    if (value)
      for (const [id, isPresent] of this.held.get(UniqueHolders.key(kind, value)) ?? [])
        if (id !== exceptId) {
          if (isPresent) present = true;
          else deleted = true;
        }
    return { present, deleted };
  }
}

/** The values of `values` as the look-ups' lists (lower case; none for an empty value). */
export function lookupLists(values: UniqueValues[]): Record<UniqueKind, string[]> {
  const lists: Record<UniqueKind, Set<string>> = {
    alias_id: new Set(),
    username: new Set(),
    email: new Set(),
    phone_number: new Set(),
    citize_id_card: new Set(),
    insurance_number: new Set(),
    personal_tax_code: new Set(),
  };
  for (const value of values)
    for (const kind of Object.keys(lists) as UniqueKind[]) {
      const text = value[kind];
      if (text) lists[kind].add(text.toLowerCase());
    }
  return Object.fromEntries(Object.entries(lists).map(([kind, set]) => [kind, [...set]])) as Record<
    UniqueKind,
    string[]
  >;
}

/** A person's staff ID, user name, e-mail or phone held by someone else, as the form answers it. */
export function personConflict(
  holders: UniqueHolders,
  values: { alias_id: string; username: string; email: string | null; phone_number: string | null },
  exceptId?: number,
): AppError | undefined {
  const alias = holders.others('alias_id', values.alias_id, exceptId);
  if (alias.deleted && !alias.present) return DUPLICATES.alias_id_deleted();
  if (alias.present) return DUPLICATES.alias_id();
  const email = holders.others('email', values.email, exceptId);
  if (email.present || email.deleted) return DUPLICATES.email();
  if (holders.others('phone_number', values.phone_number, exceptId).present) return DUPLICATES.phone_number();
  const username = holders.others('username', values.username, exceptId);
  if (username.present || username.deleted) return DUPLICATES.username();
  return undefined;
}

/** A citizen ID, insurance number or tax code another present person holds, as the form answers it. */
export function identifierConflict(holders: UniqueHolders, values: UniqueValues, exceptId?: number) {
  for (const kind of ['citize_id_card', 'insurance_number', 'personal_tax_code'] as const)
    if (holders.others(kind, values[kind], exceptId).present) return DUPLICATES[kind]();
  return undefined;
}

/**
 * The general tab's references: the department exists, a married person's spouse is another present person.
 * Field errors (empty when fine).
 */
export function referenceProblems(
  body: { department_id: number; marital_status: number; marital_id?: number | null },
  departments: ReadonlySet<number>,
  presentPeople: ReadonlySet<number>,
  selfId?: number,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!departments.has(body.department_id)) errors.department_id = ['validation.invalid'];
  const spouse = body.marital_status === MARITAL_STATUS.married ? body.marital_id : null;
  if (spouse && (spouse === selfId || !presentPeople.has(spouse)))
    errors.marital_id = ['validation.staff.spouse_invalid'];
  return errors;
}

/** The employment dates the payroll reads (who is paid, and for which days of a month). */
const EMPLOYMENT_DATES = ['probation_start_date', 'official_start_date', 'termination_date'] as const;
type EmploymentDates = Partial<Record<(typeof EMPLOYMENT_DATES)[number], string | null | undefined>>;

/**
 * The dates a save moves an employment date from and to (both ends of each change): none of them may lie in a
 * payroll-locked month, whose payroll counted the person's days by the old date (settings.api.ts `lockedMonthOf`).
 */
export function movedEmploymentDates(before: EmploymentDates | undefined, after: EmploymentDates): string[] {
  return EMPLOYMENT_DATES.flatMap((field) => {
    const from = before?.[field] ?? null;
    const to = after[field] ?? null;
    return from === to ? [] : [from, to].filter((date): date is string => date !== null);
  });
}
