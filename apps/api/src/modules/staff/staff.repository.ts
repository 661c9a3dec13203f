import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/qualified';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { paidInPeriod } from '../../db/person';
import {
  auditLogs,
  departmentGroupMembers,
  departments,
  staffDependents,
  staffPayAllowances,
  staffPayConfigs,
  staffRecords,
  staffTaxProfiles,
  staffWorkHistories,
  users,
} from '../../db/schema/index';
import type { HeldValue, UniqueKind } from './staff.rules';

export type StaffRecordRow = typeof staffRecords.$inferSelect;
export type RecordValues = Omit<StaffRecordRow, 'user_id' | 'version' | 'created_at' | 'updated_at'>;
export type PayConfigRow = typeof staffPayConfigs.$inferSelect;
export type AllowanceRow = typeof staffPayAllowances.$inferSelect;
export type TaxProfileRow = typeof staffTaxProfiles.$inferSelect;
export type DependentRow = typeof staffDependents.$inferSelect;
export type WorkHistoryRow = typeof staffWorkHistories.$inferSelect;
export type PayConfigWithAllowances = PayConfigRow & { allowances: AllowanceRow[]; created_by_name: string | null };
export type TaxProfileWithDependents = TaxProfileRow & { dependents: DependentRow[] };

/** A pay configuration to write (`insertPayConfigs`). */
export type NewPayConfig = {
  user_id: number;
  config: { effective_date: string; basic_salary: number; salary_rate: number };
  allowances: Omit<AllowanceRow, 'id' | 'pay_config_id'>[];
  /** Null: written by the system (demo data). */
  created_by: number | null;
};
/** An insurance and tax profile to write (`insertTaxProfiles`). */
export type NewTaxProfile = {
  user_id: number;
  profile: Omit<TaxProfileRow, 'id' | 'user_id' | 'created_by' | 'created_at'>;
  dependents: Omit<DependentRow, 'id' | 'tax_profile_id'>[];
  created_by: number | null;
};

/** One person of the staff sheet (export and import layout): see `sheetRows`. */
export type SheetRow = {
  id: number;
  alias_id: string;
  full_name: string;
  gender: number;
  dob: string | null;
  phone_number: string | null;
  email: string | null;
  role_id: number;
  status: number;
  department_id: number | null;
  department_code: string | null;
  department_name: string | null;
  group_id: number | null;
  citize_id_card: string | null;
  bank_name: string | null;
  bank_account_number: string | null;
  marital_status: number | null;
  address: string | null;
  educational_level: string | null;
  probation_start_date: string | null;
  official_start_date: string | null;
  termination_date: string | null;
  effective_date: string | null;
  basic_salary: number | null;
  salary_rate: number | null;
  insurance_status: number | null;
  insurance_number: string | null;
  insurance_contribution_salary: number | null;
  applicable_tax_type: number | null;
  personal_tax_code: string | null;
  personal_deduction: number | null;
  union_member: boolean | null;
};

/** The person's columns the staff form writes on `users` (general information). */
export type PersonValues = {
  alias_id: string;
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
  role_id: number;
  department_id: number;
  gender: number;
  phone_number: string | null;
  dob: string | null;
  date_of_join: string | null;
  status: number;
};

export type PersonRow = {
  id: number;
  alias_id: string;
  username: string;
  full_name: string;
  role_id: number;
  department_id: number | null;
  deleted_at: Date | null;
  version: number;
};

const personColumns = {
  id: users.id,
  alias_id: users.alias_id,
  username: users.username,
  full_name: users.full_name,
  role_id: users.role_id,
  department_id: users.department_id,
  deleted_at: users.deleted_at,
  version: users.version,
};

const creator = alias(users, 'creator');
/** "In force on a date": the latest effective date on or before it, then the latest recorded (highest id). */
const newestFirst = (table: typeof staffPayConfigs | typeof staffTaxProfiles) => [
  desc(table.effective_date),
  desc(table.id),
];

/**
 * The basic salary in force on `date` (see `newestFirst`) of the person `userId` (a column of the caller's statement),
 * null before their first pay configuration. An expression, so that a statement over 100,000 people computes with it
 * in PostgreSQL (an order's formula amounts) instead of reading the salaries into the application.
 */
export function basicSalaryOn(userId: PgColumn, date: string): SQL<number | null> {
  // `qualified`: in a one-table select drizzle leaves columns unqualified, and `"id"` inside the subquery would name
  // the pay configuration's own id (the user list lost every basic salary that way).
  return sql<number | null>`(select p.basic_salary from staff_pay_configs p
    where p.user_id = ${qualified(userId)} and p.effective_date <= ${date}
    order by p.effective_date desc, p.id desc limit 1)`.mapWith(Number);
}

/** Rows by a key, in their order (Node 20 has no Map.groupBy). */
export function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** The record's columns by key (`saveRecords` names and types them). */
const RECORD_COLUMNS = getTableColumns(staffRecords);

/** Rows written per statement: PostgreSQL takes at most 65,535 parameters in one. */
const ROWS_PER_INSERT = 1_000;
const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / ROWS_PER_INSERT) }, (_, i) =>
    rows.slice(i * ROWS_PER_INSERT, (i + 1) * ROWS_PER_INSERT),
  );
/** A list as one array parameter (`= any(...)`), however long. */
const anyOf = (list: (string | number)[], type: 'text' | 'int') => sql`any(${sql.param(list)}::${sql.raw(type)}[])`;

export function staffRepository(db: Executor) {
  async function allowancesOf(ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(staffPayAllowances)
      .where(sql`${staffPayAllowances.pay_config_id} = ${anyOf(ids, 'int')}`)
      .orderBy(asc(staffPayAllowances.id));
  }
  async function withAllowances(rows: (PayConfigRow & { created_by_name: string | null })[]) {
    const byConfig = groupBy(await allowancesOf(rows.map((r) => r.id)), (a) => a.pay_config_id);
    return rows.map((row) => ({ ...row, allowances: byConfig.get(row.id) ?? [] }));
  }
  async function dependentsOf(ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(staffDependents)
      .where(sql`${staffDependents.tax_profile_id} = ${anyOf(ids, 'int')}`)
      .orderBy(asc(staffDependents.id));
  }
  async function withDependents(rows: TaxProfileRow[]) {
    const byProfile = groupBy(await dependentsOf(rows.map((r) => r.id)), (d) => d.tax_profile_id);
    return rows.map((row) => ({ ...row, dependents: byProfile.get(row.id) ?? [] }));
  }
  /** New people, their ids in the order of `values`. */
  async function insertPeople(values: PersonValues[]): Promise<number[]> {
    const ids: number[] = [];
    for (const chunk of chunks(values)) {
      const rows = await db.insert(users).values(chunk).returning({ id: users.id, alias_id: users.alias_id });
      const byAlias = new Map(rows.map((row) => [row.alias_id.toLowerCase(), row.id]));
      for (const person of chunk) ids.push(byAlias.get(person.alias_id.toLowerCase())!);
    }
    return ids;
  }

  /**
   * As `saveRecord` for many people: one statement per set of columns given, the rows as one JSON parameter (a
   * parameter per value costs the server more than the statement costs PostgreSQL: 5,000 rows of an import).
   */
  async function saveRecords(rows: { user_id: number; values: Partial<RecordValues> }[]) {
    const given = (values: Partial<RecordValues>) =>
      (Object.keys(values) as (keyof RecordValues)[]).filter((key) => values[key] !== undefined).sort();
    const byColumns = groupBy(rows, (row) => given(row.values).join(','));
    for (const [key, group] of byColumns) {
      const columns = key ? key.split(',').map((name) => RECORD_COLUMNS[name as keyof RecordValues]) : [];
      const names = sql.raw(columns.map((c) => `, ${c.name}`).join(''));
      const types = sql.raw(columns.map((c) => `, ${c.name} ${c.getSQLType()}`).join(''));
      const set = sql.raw(columns.map((c) => `${c.name} = excluded.${c.name}, `).join(''));
      const data = JSON.stringify(group.map((row) => ({ ...row.values, user_id: row.user_id })));
      await db.execute(sql`
        insert into ${staffRecords} (user_id${names})
        select user_id${names} from jsonb_to_recordset(${data}::jsonb) as v(user_id int${types})
        on conflict (user_id) do update set ${set}version = ${staffRecords.version} + 1, updated_at = now()`);
    }
  }

  /** New pay configurations with their allowances, at most one per person; config ids by person. */
  async function insertPayConfigs(items: NewPayConfig[]): Promise<Map<number, number>> {
    const ids = new Map<number, number>();
    for (const chunk of chunks(items)) {
      const rows = await db
        .insert(staffPayConfigs)
        .values(
          chunk.map((item) => ({
            user_id: item.user_id,
            effective_date: item.config.effective_date,
            basic_salary: item.config.basic_salary,
            salary_rate: item.config.salary_rate.toFixed(2),
            created_by: item.created_by,
          })),
        )
        .returning({ id: staffPayConfigs.id, user_id: staffPayConfigs.user_id });
      for (const row of rows) ids.set(row.user_id, row.id);
    }
    if (ids.size !== items.length) throw new Error('insertPayConfigs: one configuration per person');
    const allowances = items.flatMap((item) =>
      item.allowances.map((a) => ({ ...a, pay_config_id: ids.get(item.user_id)! })),
    );
    for (const chunk of chunks(allowances)) await db.insert(staffPayAllowances).values(chunk);
    return ids;
  }

  /** New insurance and tax profiles with their dependents, at most one per person; profile ids by person. */
  async function insertTaxProfiles(items: NewTaxProfile[]): Promise<Map<number, number>> {
    const ids = new Map<number, number>();
    for (const chunk of chunks(items)) {
      const rows = await db
        .insert(staffTaxProfiles)
        .values(chunk.map((item) => ({ ...item.profile, user_id: item.user_id, created_by: item.created_by })))
        .returning({ id: staffTaxProfiles.id, user_id: staffTaxProfiles.user_id });
      for (const row of rows) ids.set(row.user_id, row.id);
    }
    if (ids.size !== items.length) throw new Error('insertTaxProfiles: one profile per person');
    const dependents = items.flatMap((item) =>
      item.dependents.map((d) => ({ ...d, tax_profile_id: ids.get(item.user_id)! })),
    );
    for (const chunk of chunks(dependents)) await db.insert(staffDependents).values(chunk);
    return ids;
  }

  const payConfigs = () =>
    db
      .select({
        id: staffPayConfigs.id,
        user_id: staffPayConfigs.user_id,
        effective_date: staffPayConfigs.effective_date,
        basic_salary: staffPayConfigs.basic_salary,
        salary_rate: staffPayConfigs.salary_rate,
        created_by: staffPayConfigs.created_by,
        created_at: staffPayConfigs.created_at,
        created_by_name: creator.full_name,
      })
      .from(staffPayConfigs)
      .leftJoin(creator, eq(creator.id, staffPayConfigs.created_by));

  return {
    /* ------------------------------------------------------------ people */

    /** A person, deleted or not. */
    async person(id: number): Promise<PersonRow | undefined> {
      const [row] = await db.select(personColumns).from(users).where(eq(users.id, id));
      return row;
    },

    /** The person's columns the general tab writes, as stored (an audit row's "before"). */
    async personValues(id: number) {
      const [row] = await db
        .select({
          alias_id: users.alias_id,
          username: users.username,
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
          full_name: users.full_name,
          role_id: users.role_id,
          department_id: users.department_id,
          gender: users.gender,
          phone_number: users.phone_number,
          dob: users.dob,
          date_of_join: users.date_of_join,
          status: users.status,
        })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /** Locks the person's row until the transaction ends (a save of one tab against another). */
    async lockPerson(id: number) {
      const [row] = await db.select(personColumns).from(users).where(eq(users.id, id)).for('update');
      return row as PersonRow | undefined;
    },

    /** The deleted person with this staff ID, if any (restore; `alias_id_deleted`). */
    async deletedByAlias(aliasId: string) {
      const [row] = await db
        .select(personColumns)
        .from(users)
        .where(and(sql`lower(${users.alias_id}) = ${aliasId.toLowerCase()}`, isNotNull(users.deleted_at)));
      return row as PersonRow | undefined;
    },

    /**
     * Who holds any of the values of `lists` (lower case, staff.rules.ts `lookupLists`): staff IDs, user names and
     * e-mails of everyone (deleted people too), phones of present people; citizen IDs (their record), insurance
     * numbers and tax codes (any of their profiles) of present people. One query per kind of table asked about; take
     * `lockIdentifiers` first in the transaction when the identifiers are asked about.
     */
    async uniqueHolders(lists: Record<UniqueKind, string[]>): Promise<HeldValue[]> {
      const held: HeldValue[] = [];
      const asked = Object.fromEntries(Object.entries(lists).map(([kind, list]) => [kind, new Set(list)]));
      const add = (id: number, kind: UniqueKind, value: string | null, present: boolean) => {
        if (value && asked[kind]!.has(value.toLowerCase())) held.push({ id, kind, value, present });
      };
      const among = (kind: UniqueKind, column: SQL | AnyColumn) =>
        lists[kind].length > 0 ? sql`lower(${column}) = ${anyOf(lists[kind], 'text')}` : undefined;
      const personKinds = or(
        among('alias_id', users.alias_id),
        among('username', users.username),
        among('email', users.email),
        lists.phone_number.length > 0
          ? and(sql`${users.phone_number} = ${anyOf(lists.phone_number, 'text')}`, isNull(users.deleted_at))
          : undefined,
      );
      if (personKinds) {
        const rows = await db
          .select({
            id: users.id,
            alias_id: users.alias_id,
            username: users.username,
            email: users.email,
            phone_number: users.phone_number,
            deleted_at: users.deleted_at,
          })
          .from(users)
          .where(personKinds);
        for (const row of rows) {
          const present = row.deleted_at === null;
          add(row.id, 'alias_id', row.alias_id, present);
          add(row.id, 'username', row.username, present);
          add(row.id, 'email', row.email, present);
          if (present) add(row.id, 'phone_number', row.phone_number, present);
        }
      }
      const citizen = among('citize_id_card', staffRecords.citize_id_card);
      if (citizen)
        for (const row of await db
          .select({ id: staffRecords.user_id, value: staffRecords.citize_id_card })
          .from(staffRecords)
          .innerJoin(users, eq(users.id, staffRecords.user_id))
          .where(and(citizen, isNull(users.deleted_at))))
          add(row.id, 'citize_id_card', row.value, true);
      const profileKinds = or(
        among('insurance_number', staffTaxProfiles.insurance_number),
        among('personal_tax_code', staffTaxProfiles.personal_tax_code),
      );
      if (profileKinds)
        for (const row of await db
          .select({
            id: staffTaxProfiles.user_id,
            insurance_number: staffTaxProfiles.insurance_number,
            personal_tax_code: staffTaxProfiles.personal_tax_code,
          })
          .from(staffTaxProfiles)
          .innerJoin(users, eq(users.id, staffTaxProfiles.user_id))
          .where(and(profileKinds, isNull(users.deleted_at)))) {
          add(row.id, 'insurance_number', row.insurance_number, true);
          add(row.id, 'personal_tax_code', row.personal_tax_code, true);
        }
      return held;
    },

    /**
     * Active ICT administrators, counted after taking the same transaction-wide lock as the users area, so that two
     * requests cannot each demote "the other" last administrator. Call inside the transaction that changes them.
     */
    async activeIctCount() {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('hr.ict-accounts'))`);
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(and(eq(users.role_id, 1), eq(users.is_active, true), isNull(users.deleted_at)));
      return row?.n ?? 0;
    },

    /** Serialises the saves that check identifiers (two saves racing past the duplicate check). */
    async lockIdentifiers() {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('hr.staff-identifiers'))`);
    },

    /** Which of the departments exist. */
    async existingDepartments(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: departments.id })
        .from(departments)
        .where(sql`${departments.id} = ${anyOf(ids, 'int')}`);
      return new Set(rows.map((row) => row.id));
    },

    /** Which of the people are present (not deleted): spouses. */
    async presentPeople(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`${users.id} = ${anyOf(ids, 'int')}`, isNull(users.deleted_at)));
      return new Set(rows.map((row) => row.id));
    },

    /** Locks the people's rows until the transaction ends, in id order (two imports never wait on each other). */
    async lockPeople(ids: number[]): Promise<(PersonRow & { email: string | null; phone_number: string | null })[]> {
      if (ids.length === 0) return [];
      return db
        .select({ ...personColumns, email: users.email, phone_number: users.phone_number })
        .from(users)
        .where(sql`${users.id} = ${anyOf(ids, 'int')}`)
        .orderBy(asc(users.id))
        .for('update');
    },

    async insertPerson(values: PersonValues) {
      const [id] = await insertPeople([values]);
      return id!;
    },

    insertPeople,

    /**
     * The general columns of many people, each when their row still has its `version`; the version goes up by `bump`
     * (one per change saved: the general tab, a pay configuration, a profile). One statement; the ids written.
     */
    async updatePeople(rows: { id: number; version: number; bump: number; values: PersonValues }[]) {
      if (rows.length === 0) return new Set<number>();
      const data = JSON.stringify(
        rows.map((row) => ({ ...row.values, id: row.id, version: row.version, bump: row.bump })),
      );
      const result = await db.execute<{ id: number }>(sql`
        update ${users} u set alias_id = v.alias_id, username = v.username, email = v.email,
          first_name = v.first_name, last_name = v.last_name, full_name = v.full_name, role_id = v.role_id,
          department_id = v.department_id, gender = v.gender, phone_number = v.phone_number, dob = v.dob,
          date_of_join = v.date_of_join, status = v.status, version = u.version + v.bump, updated_at = now()
        from jsonb_to_recordset(${data}::jsonb) as v(id int, version int, bump int, alias_id text, username text,
          email text, first_name text, last_name text, full_name text, role_id int, department_id int, gender int,
          phone_number text, dob date, date_of_join date, status int)
        where u.id = v.id and u.version = v.version and u.deleted_at is null
        returning u.id`);
      return new Set(result.rows.map((row) => row.id));
    },

    /** Many people's versions up by `bump` when they still have `version` (a save of pay or tax only); the ids. */
    async bumpVersions(rows: { id: number; version: number; bump: number }[]) {
      if (rows.length === 0) return new Set<number>();
      const result = await db.execute<{ id: number }>(sql`
        update ${users} u set version = u.version + v.bump, updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, version int, bump int)
        where u.id = v.id and u.version = v.version and u.deleted_at is null
        returning u.id`);
      return new Set(result.rows.map((row) => row.id));
    },

    /** Updates the person's general columns when the row still has `version`; false means stale or gone. */
    async updatePerson(id: number, version: number, values: Partial<PersonValues>) {
      const rows = await db
        .update(users)
        .set({ ...values, version: sql`${users.version} + 1`, updated_at: new Date() })
        .where(and(eq(users.id, id), eq(users.version, version), isNull(users.deleted_at)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Brings a deleted person back (restore by staff ID); false when not deleted. */
    async restore(id: number) {
      const rows = await db
        .update(users)
        .set({ deleted_at: null, version: sql`${users.version} + 1`, updated_at: new Date() })
        .where(and(eq(users.id, id), isNotNull(users.deleted_at)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Whether a present person holds the phone number or e-mail (a restored person must not take someone's). */
    async presentHolder(values: { phone_number: string | null; email: string | null }, exceptId: number) {
      const [row] = await db
        .select({ phone_number: users.phone_number, email: users.email })
        .from(users)
        .where(
          and(
            isNull(users.deleted_at),
            ne(users.id, exceptId),
            or(
              values.phone_number ? eq(users.phone_number, values.phone_number) : sql`false`,
              values.email ? sql`lower(${users.email}) = ${values.email.toLowerCase()}` : sql`false`,
            ),
          ),
        )
        .limit(1);
      return row;
    },

    async contactOf(id: number) {
      const [row] = await db
        .select({ phone_number: users.phone_number, email: users.email })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    async nameOf(id: number) {
      const [row] = await db.select({ full_name: users.full_name }).from(users).where(eq(users.id, id));
      return row?.full_name ?? null;
    },

    /* ------------------------------------------------------------ staff record */

    async record(userId: number): Promise<StaffRecordRow | undefined> {
      const [row] = await db.select().from(staffRecords).where(eq(staffRecords.user_id, userId));
      return row;
    },

    async records(userIds: number[]): Promise<StaffRecordRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(staffRecords)
        .where(sql`${staffRecords.user_id} = ${anyOf(userIds, 'int')}`);
    },

    /** Inserts or updates the record; columns absent from `values` keep their stored value. */
    async saveRecord(userId: number, values: Partial<RecordValues>) {
      await saveRecords([{ user_id: userId, values }]);
    },

    saveRecords,

    /* ------------------------------------------------------------ pay */

    async insertPayConfig(
      userId: number,
      config: NewPayConfig['config'],
      allowances: NewPayConfig['allowances'],
      /** Null: written by the system (demo data). */
      createdBy: number | null,
    ) {
      const ids = await insertPayConfigs([{ user_id: userId, config, allowances, created_by: createdBy }]);
      return ids.get(userId)!;
    },

    insertPayConfigs,

    /** Every pay configuration of many people, each one's newest first (as `payHistory`), with their allowances. */
    async payHistories(userIds: number[]): Promise<PayConfigWithAllowances[]> {
      if (userIds.length === 0) return [];
      const rows = await payConfigs()
        .where(sql`${staffPayConfigs.user_id} = ${anyOf(userIds, 'int')}`)
        .orderBy(staffPayConfigs.user_id, ...newestFirst(staffPayConfigs));
      return withAllowances(rows);
    },

    /** The pay configuration in force on `date` (see `newestFirst`), with its allowances. */
    async payInForce(userId: number, date: string): Promise<PayConfigWithAllowances | undefined> {
      const rows = await payConfigs()
        .where(and(eq(staffPayConfigs.user_id, userId), lte(staffPayConfigs.effective_date, date)))
        .orderBy(...newestFirst(staffPayConfigs))
        .limit(1);
      return (await withAllowances(rows))[0];
    },

    /** Every pay configuration of the person, newest effective date first (then newest recorded). */
    async payHistory(userId: number): Promise<PayConfigWithAllowances[]> {
      const rows = await payConfigs()
        .where(eq(staffPayConfigs.user_id, userId))
        .orderBy(...newestFirst(staffPayConfigs))
        .limit(500);
      return withAllowances(rows);
    },

    /** The configurations taking effect in (from, to], and the one in force on `from`: a month split at changes. */
    async payBetween(userId: number, from: string, to: string): Promise<PayConfigWithAllowances[]> {
      const rows = await payConfigs()
        .where(
          and(
            eq(staffPayConfigs.user_id, userId),
            sql`${staffPayConfigs.effective_date} > ${from}`,
            lte(staffPayConfigs.effective_date, to),
          ),
        )
        .orderBy(asc(staffPayConfigs.effective_date), asc(staffPayConfigs.id));
      return withAllowances(rows);
    },

    /** The basic salary in force on `date` of each person (the staff list's column). */
    async basicSalaries(userIds: number[], date: string): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ user_id: users.id, basic_salary: basicSalaryOn(users.id, date) })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.flatMap((r) => (r.basic_salary === null ? [] : [[r.user_id, r.basic_salary] as const])));
    },

    /* ------------------------------------------------------------ payroll, many people at once */

    /**
     * The people a payroll month pays (`paidInPeriod`, db/person.ts: the one condition orders read too), optionally
     * only some departments, with their employment dates. One query.
     */
    payrollPeople: (from: string, to: string, departmentIds: number[] | null) =>
      db
        .select({
          user_id: users.id,
          department_id: users.department_id,
          // A salary component's scope reads them (payroll.allowances.ts).
          role_id: users.role_id,
          gender: users.gender,
          start_date: sql<
            string | null
          >`coalesce(${staffRecords.probation_start_date}, ${staffRecords.official_start_date})`,
          end_date: staffRecords.termination_date,
          marital_status: staffRecords.marital_status,
        })
        .from(users)
        .innerJoin(staffRecords, eq(staffRecords.user_id, users.id))
        .where(
          and(
            paidInPeriod(from, to),
            departmentIds ? sql`${users.department_id} = any(${`{${departmentIds.join(',')}}`}::int[])` : undefined,
          ),
        )
        .orderBy(asc(users.id)),

    /**
     * The pay configurations of many people for a period: each one's configuration in force on `from` and those
     * taking effect after it up to `to`, with their allowances. Three queries whatever the number of people.
     */
    async payWithinMany(userIds: number[], from: string, to: string): Promise<PayConfigWithAllowances[]> {
      if (userIds.length === 0) return [];
      const ids = `{${userIds.join(',')}}`;
      const first = await payConfigs()
        .where(and(sql`${staffPayConfigs.user_id} = any(${ids}::int[])`, lte(staffPayConfigs.effective_date, from)))
        .orderBy(staffPayConfigs.user_id, ...newestFirst(staffPayConfigs));
      const inForce = new Map<number, (typeof first)[number]>();
      for (const row of first) if (!inForce.has(row.user_id)) inForce.set(row.user_id, row);
      const later = await payConfigs()
        .where(
          and(
            sql`${staffPayConfigs.user_id} = any(${ids}::int[])`,
            sql`${staffPayConfigs.effective_date} > ${from}`,
            lte(staffPayConfigs.effective_date, to),
          ),
        )
        .orderBy(asc(staffPayConfigs.effective_date), asc(staffPayConfigs.id));
      const rows = [...inForce.values(), ...later];
      const allowances = rows.length
        ? await db
            .select()
            .from(staffPayAllowances)
            .where(sql`${staffPayAllowances.pay_config_id} = any(${`{${rows.map((r) => r.id).join(',')}}`}::bigint[])`)
            .orderBy(asc(staffPayAllowances.id))
        : [];
      const byConfig = new Map<number, AllowanceRow[]>();
      for (const a of allowances) byConfig.set(a.pay_config_id, [...(byConfig.get(a.pay_config_id) ?? []), a]);
      return rows.map((row) => ({ ...row, allowances: byConfig.get(row.id) ?? [] }));
    },

    /** The insurance and tax profile in force on `date` of many people, with their dependents. Two queries. */
    async taxInForceMany(userIds: number[], date: string): Promise<TaxProfileWithDependents[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectDistinctOn([staffTaxProfiles.user_id])
        .from(staffTaxProfiles)
        .where(
          and(
            sql`${staffTaxProfiles.user_id} = any(${`{${userIds.join(',')}}`}::int[])`,
            lte(staffTaxProfiles.effective_date, date),
          ),
        )
        .orderBy(staffTaxProfiles.user_id, ...newestFirst(staffTaxProfiles));
      const dependents = rows.length
        ? await db
            .select()
            .from(staffDependents)
            .where(sql`${staffDependents.tax_profile_id} = any(${`{${rows.map((r) => r.id).join(',')}}`}::bigint[])`)
        : [];
      const byProfile = new Map<number, DependentRow[]>();
      for (const d of dependents) byProfile.set(d.tax_profile_id, [...(byProfile.get(d.tax_profile_id) ?? []), d]);
      return rows.map((row) => ({ ...row, dependents: byProfile.get(row.id) ?? [] }));
    },

    /** Name, staff ID and bank data of many people (payroll lists and the transfer sheet). One query. */
    payrollNames: (userIds: number[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              user_id: users.id,
              staff_id: users.alias_id,
              full_name: users.full_name,
              bank_name: staffRecords.bank_name,
              bank_account_number: staffRecords.bank_account_number,
            })
            .from(users)
            .leftJoin(staffRecords, eq(staffRecords.user_id, users.id))
            .where(sql`${users.id} = any(${`{${userIds.join(',')}}`}::int[])`),

    /* ------------------------------------------------------------ insurance and tax */

    async insertTaxProfile(
      userId: number,
      profile: NewTaxProfile['profile'],
      dependents: NewTaxProfile['dependents'],
      createdBy: number | null,
    ) {
      const ids = await insertTaxProfiles([{ user_id: userId, profile, dependents, created_by: createdBy }]);
      return ids.get(userId)!;
    },

    insertTaxProfiles,

    /** Every insurance and tax profile of many people, each one's newest first, with their dependents. */
    async taxHistories(userIds: number[]): Promise<TaxProfileWithDependents[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select()
        .from(staffTaxProfiles)
        .where(sql`${staffTaxProfiles.user_id} = ${anyOf(userIds, 'int')}`)
        .orderBy(staffTaxProfiles.user_id, ...newestFirst(staffTaxProfiles));
      return withDependents(rows);
    },

    async taxInForce(userId: number, date: string): Promise<TaxProfileWithDependents | undefined> {
      const rows = await db
        .select()
        .from(staffTaxProfiles)
        .where(and(eq(staffTaxProfiles.user_id, userId), lte(staffTaxProfiles.effective_date, date)))
        .orderBy(...newestFirst(staffTaxProfiles))
        .limit(1);
      return (await withDependents(rows))[0];
    },

    /**
     * The first effective date after `date` among the person's pay configurations or tax profiles: a row dated
     * `date` is in force until then (null: until further notice).
     */
    async nextEffectiveAfter(kind: 'pay' | 'tax', userId: number, date: string): Promise<string | null> {
      const t = kind === 'pay' ? staffPayConfigs : staffTaxProfiles;
      const [row] = await db
        .select({ next: sql<string | null>`min(${t.effective_date})` })
        .from(t)
        .where(and(eq(t.user_id, userId), sql`${t.effective_date} > ${date}`));
      return row?.next ?? null;
    },

    async taxHistory(userId: number): Promise<TaxProfileWithDependents[]> {
      const rows = await db
        .select()
        .from(staffTaxProfiles)
        .where(eq(staffTaxProfiles.user_id, userId))
        .orderBy(...newestFirst(staffTaxProfiles))
        .limit(500);
      return withDependents(rows);
    },

    /* ------------------------------------------------------------ work histories */

    async histories(userId: number) {
      return db
        .select()
        .from(staffWorkHistories)
        .where(eq(staffWorkHistories.user_id, userId))
        .orderBy(asc(staffWorkHistories.start_date), asc(staffWorkHistories.id));
    },

    async history(id: number): Promise<WorkHistoryRow | undefined> {
      const [row] = await db.select().from(staffWorkHistories).where(eq(staffWorkHistories.id, id));
      return row;
    },

    /** The latest history of the person (latest start, then latest recorded). */
    async latestHistory(userId: number, exceptId?: number): Promise<WorkHistoryRow | undefined> {
      const [row] = await db
        .select()
        .from(staffWorkHistories)
        .where(and(eq(staffWorkHistories.user_id, userId), exceptId ? ne(staffWorkHistories.id, exceptId) : undefined))
        .orderBy(desc(staffWorkHistories.start_date), desc(staffWorkHistories.id))
        .limit(1);
      return row;
    },

    async insertHistory(values: {
      user_id: number;
      title: string;
      start_date: string;
      end_date: string | null;
      note: string | null;
    }) {
      const [row] = await db.insert(staffWorkHistories).values(values).returning();
      return row!;
    },

    async updateHistory(
      id: number,
      version: number,
      values: { title: string; start_date: string; end_date: string | null; note: string | null },
    ) {
      const [row] = await db
        .update(staffWorkHistories)
        .set({ ...values, version: sql`${staffWorkHistories.version} + 1`, updated_at: new Date() })
        .where(and(eq(staffWorkHistories.id, id), eq(staffWorkHistories.version, version)))
        .returning();
      return row;
    },

    async removeHistory(id: number) {
      const rows = await db
        .delete(staffWorkHistories)
        .where(eq(staffWorkHistories.id, id))
        .returning({ id: staffWorkHistories.id });
      return rows.length > 0;
    },

    /* ------------------------------------------------------------ demo data */

    /** Present people for the demo data, by staff ID. */
    async demoPeople() {
      return db
        .select({
          id: users.id,
          role_id: users.role_id,
          gender: users.gender,
          date_of_join: users.date_of_join,
          full_name: users.full_name,
        })
        .from(users)
        .where(isNull(users.deleted_at))
        .orderBy(asc(users.alias_id));
    },

    /** Sets a demo person's working status (the demo data only: no version, no audit). */
    async setDemoStatus(id: number, status: number) {
      await db.update(users).set({ status }).where(eq(users.id, id));
    },

    /** Whether any staff record exists (the demo data is written once). */
    async anyRecord() {
      const [row] = await db.select({ id: staffRecords.user_id }).from(staffRecords).limit(1);
      return Boolean(row);
    },

    /* ------------------------------------------------------------ export and import */

    /**
     * One export batch: each present person of `ids` with their department, group, staff record and the pay
     * configuration and insurance and tax profile in force on `date`, by staff ID. One statement for the batch (the
     * in-force rows through lateral joins on their (user, effective date, id) indexes).
     */
    async sheetRows(ids: number[], date: string): Promise<SheetRow[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<SheetRow>(sql`
        select u.id, u.alias_id, u.full_name, u.gender, u.dob, u.phone_number, u.email, u.role_id, u.status,
          u.department_id, d.department_id as department_code, d.name as department_name,
          (select m.group_id from ${departmentGroupMembers} m where m.user_id = u.id limit 1) as group_id,
          r.citize_id_card, r.bank_name, r.bank_account_number, r.marital_status, r.address, r.educational_level,
          r.probation_start_date, r.official_start_date, r.termination_date,
          p.effective_date, p.basic_salary::float8 as basic_salary, p.salary_rate::float8 as salary_rate,
          x.insurance_status, x.insurance_number,
          x.insurance_contribution_salary::float8 as insurance_contribution_salary, x.applicable_tax_type,
          x.personal_tax_code, x.personal_deduction::float8 as personal_deduction, x.union_member
        from ${users} u
        left join ${departments} d on d.id = u.department_id
        left join ${staffRecords} r on r.user_id = u.id
        left join lateral (
          select c.effective_date, c.basic_salary, c.salary_rate from ${staffPayConfigs} c
          where c.user_id = u.id and c.effective_date <= ${date}
          order by c.effective_date desc, c.id desc limit 1
        ) p on true
        left join lateral (
          select t.* from ${staffTaxProfiles} t
          where t.user_id = u.id and t.effective_date <= ${date}
          order by t.effective_date desc, t.id desc limit 1
        ) x on true
        where u.id = any(${sql.param(ids)}::int[]) and u.deleted_at is null
        order by u.alias_id`);
      return result.rows;
    },

    /** The present people of `ids` by staff ID, with what decides the reader's scope (lib/access.ts `Subject`). */
    async sheetSubjects(
      ids: number[],
    ): Promise<{ id: number; department_id: number | null; group_id: number | null }[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<{ id: number; department_id: number | null; group_id: number | null }>(sql`
        select u.id, u.department_id,
          (select m.group_id from ${departmentGroupMembers} m where m.user_id = u.id limit 1) as group_id
        from ${users} u
        where u.id = any(${sql.param(ids)}::int[]) and u.deleted_at is null
        order by u.alias_id`);
      return result.rows;
    },

    /** Departments by their code (lower case), for the import. */
    async departmentsByCode(): Promise<Map<string, number>> {
      const rows = await db.select({ id: departments.id, code: departments.department_id }).from(departments);
      return new Map(rows.map((row) => [row.code.toLowerCase(), row.id]));
    },

    /** Present people by staff ID (lower case) among `aliasIds`: version and spouse (the import updates them). */
    async peopleByAlias(
      aliasIds: string[],
    ): Promise<Map<string, { id: number; version: number; marital_id: number | null }>> {
      if (aliasIds.length === 0) return new Map();
      const rows = await db
        .select({
          id: users.id,
          alias_id: users.alias_id,
          version: users.version,
          marital_id: staffRecords.marital_id,
        })
        .from(users)
        .leftJoin(staffRecords, eq(staffRecords.user_id, users.id))
        .where(
          and(
            sql`lower(${users.alias_id}) = ${anyOf(
              aliasIds.map((a) => a.toLowerCase()),
              'text',
            )}`,
            isNull(users.deleted_at),
          ),
        );
      return new Map(rows.map((row) => [row.alias_id.toLowerCase(), row]));
    },

    /* ------------------------------------------------------------ change log */

    /** The audit rows about the person (their `user` and `staff` entries), newest first. */
    async changeLog(userId: number, limit = 500) {
      const actor = alias(users, 'actor');
      return db
        .select({
          id: auditLogs.id,
          at: auditLogs.created_at,
          action: auditLogs.action,
          entity: auditLogs.entity,
          actor_id: auditLogs.actor_id,
          actor_name: actor.full_name,
          before: auditLogs.before,
          after: auditLogs.after,
        })
        .from(auditLogs)
        .leftJoin(actor, eq(actor.id, auditLogs.actor_id))
        .where(and(inArray(auditLogs.entity, ['user', 'staff']), eq(auditLogs.entity_id, userId)))
        .orderBy(desc(auditLogs.id))
        .limit(limit);
    },
  };
}
export type StaffRepository = ReturnType<typeof staffRepository>;
