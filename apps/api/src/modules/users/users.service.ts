import type {
  Language,
  Permission,
  PersonCreateBody,
  PersonUpdateBody,
  ResetPasswordBody,
  StaffRecord,
  UserAllQuery,
  UserCreateBody,
  UserItem,
  UserListQuery,
  UserUpdateBody,
} from '@hr/contracts';
import {
  can,
  companyToday,
  ROLES,
  STAFF_FIELD_CLASSES,
  translate,
  USER_FIELD_CLASSES,
  USER_FILTER_CLASSES,
} from '@hr/contracts';
import {
  inScope,
  project,
  type Reader,
  readerOf,
  refuseHiddenFilters,
  scopeKeyOf,
  visibleClasses,
} from '../../lib/access';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, forbidden, notFound, ruleBroken, staleVersion, uniqueViolation } from '../../lib/errors';
import type { FileLinks, LinkQuery } from '../../lib/file-links';
import {
  avatarNameOf,
  avatarUrl,
  detectImageType,
  extensionType,
  type FileStorage,
  STORED_NAME,
} from '../../lib/files';
import { pagedResult, pageOf } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import type { Actor } from '../../types';
import { leaveDepartment, staffApi, staffForms } from '../staff/staff.api';
import { scopeColumns, type UserFilter, type UserRow, type UserValues, usersRepository } from './users.repository';

/** The signed, short-lived address a browser shows a stored avatar from (null without one). */
export type AvatarLink = (stored: string | null) => string | null;
const noLink: AvatarLink = () => null;

/**
 * Maps a row to the full response shape; `visibleItem` then removes what the reader may not read. `avatar` is the
 * stored file's identifier (what a save sends back); `avatar_url` the signed link to show it.
 */
export function toUserItem(
  row: UserRow,
  lang: Language,
  avatarLink: AvatarLink = noLink,
  basicSalary: number | null = null,
): Required<UserItem> {
  return {
    id: row.id,
    staff_id: row.alias_id,
    alias_id: row.alias_id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    name: row.full_name,
    role_id: row.role_id,
    role_text: translate(lang, `users.roles.${row.role_id}`),
    department_id: row.department_id,
    department_name: row.department_name,
    shift_id: row.shift_id,
    shift_name: row.shift_name,
    gender: row.gender,
    gender_text: translate(lang, `users.genders.${row.gender}`),
    email: row.email,
    phone_number: row.phone_number,
    dob: row.dob,
    date_of_join: row.date_of_join,
    avatar: row.avatar,
    avatar_url: avatarLink(row.avatar),
    status: row.status,
    status_text: translate(lang, `staff.statuses.${row.status}`),
    basic_salary: basicSalary,
    version: row.version,
  };
}

/** The person as this reader may see them: fields of classes outside the reader's scope are absent. */
export function visibleItem(
  reader: Reader,
  row: UserRow,
  lang: Language,
  avatarLink: AvatarLink = noLink,
  basicSalary: number | null = null,
): UserItem {
  return project(toUserItem(row, lang, avatarLink, basicSalary), USER_FIELD_CLASSES, visibleClasses(reader, row));
}

export type FilterQuery = {
  staff_id?: string;
  name?: string;
  role_id?: number;
  phone_number?: string;
  keyword?: string;
  position_id?: number;
  department_id?: number;
  status?: number;
};

/** The list filters within the reader's scope; a filter on a field the reader cannot see everywhere is refused. */
export function filterOf(reader: Reader, query: FilterQuery): UserFilter {
  refuseHiddenFilters(reader, query, USER_FILTER_CLASSES);
  return {
    staffId: query.staff_id?.trim() || undefined,
    name: query.name?.trim() || undefined,
    roleId: query.role_id,
    phone: query.phone_number?.trim() || undefined,
    keyword: query.keyword?.trim() || undefined,
    positionId: query.position_id,
    departmentId: query.department_id,
    status: query.status,
    scope: inScope(reader, 'directory', scopeColumns),
    scopeKey: scopeKeyOf(reader, 'directory'),
  };
}

/** What the audit log keeps of a person: never the password hash. */
const auditable = (values: Partial<UserValues> | UserItem) => ({ ...values });

const phoneTaken = () =>
  ruleBroken('duplicate_phone_number', 'errors.duplicate_phone_number', { phone_number: ['validation.phone_taken'] });

const UNIQUE_CONSTRAINTS: Record<string, () => AppError> = {
  users_phone_unique: phoneTaken,
  users_email_unique: () =>
    ruleBroken('duplicate_email', 'errors.duplicate_email', { email: ['validation.email_taken'] }),
  users_alias_id_unique: () =>
    ruleBroken('duplicate_alias_id', 'errors.duplicate_alias_id', { alias_id: ['validation.alias_id_taken'] }),
  users_username_unique: () =>
    ruleBroken('duplicate_username', 'errors.duplicate_username', { username: ['validation.username_taken'] }),
};

/** Two saves racing past the duplicate check meet the unique index: answered like the check would have. */
const duplicateOf = (error: unknown): AppError | undefined => UNIQUE_CONSTRAINTS[uniqueViolation(error) ?? '']?.();

/** Only ICT touches ICT accounts or gives the ICT role (403 with its own message). */
const ictOnly = () => new AppError(403, 'ict_only', 'errors.ict_only');
/** The last active ICT administrator cannot be deleted, deactivated or demoted. */
const lastIct = () => new AppError(409, 'last_ict', 'errors.last_ict');

/** The flag of a form that shares its route with another form (`config.scope` of the route). */
function requireFlag(actor: Actor, permission: Permission) {
  if (!can(actor.role_id, permission)) throw forbidden();
}

function guardIct(actor: Actor, ...roles: (number | undefined)[]) {
  if (actor.role_id !== ROLES.ICT && roles.includes(ROLES.ICT)) throw ictOnly();
}

const tooLarge = () =>
  new AppError(413, 'avatar_too_large', 'errors.avatar_too_large', {}, { avatar: ['errors.avatar_too_large'] });
const wrongType = () => new AppError(422, 'avatar_type', 'errors.avatar_type', {}, { avatar: ['errors.avatar_type'] });
export const avatarMissing = () =>
  new AppError(400, 'avatar_missing', 'errors.avatar_missing', {}, { avatar: ['errors.avatar_missing'] });
export const avatarTooLarge = tooLarge;

export function usersService(db: Db, files: FileStorage, links: FileLinks, today: () => string = () => companyToday()) {
  const repo = usersRepository(db);
  const staff = staffApi(db);
  const forms = staffForms(db);
  /** Links for this reader's session: they end with it. */
  const avatarLinkFor =
    (actor: Actor): AvatarLink =>
    (stored) =>
      stored && STORED_NAME.test(avatarNameOf(stored))
        ? links.sign('avatars', avatarNameOf(stored), actor.session_id)
        : null;

  /** The rules a save needs the database for: department, shift of that department, stored avatar, no duplicates. */
  async function checkReferences(
    body: UserCreateBody | UserUpdateBody,
    values: Pick<UserValues, 'email' | 'alias_id' | 'username' | 'phone_number'>,
    exceptId?: number,
  ) {
    const fieldErrors: Record<string, string[]> = {};
    const [departmentOk, shiftOk, departmentShifts, avatarOk] = await Promise.all([
      repo.departmentExists(body.department_id),
      repo.shiftExists(body.shift_id),
      repo.departmentShiftIds(body.department_id),
      files.exists('avatars', avatarNameOf(body.avatar)),
    ]);
    if (!departmentOk) fieldErrors.department_id = ['validation.invalid'];
    if (!shiftOk) fieldErrors.shift_id = ['validation.invalid'];
    // A department without shift groups yet accepts any shift; otherwise the shift must be one of its own.
    else if (departmentOk && departmentShifts.length > 0 && !departmentShifts.includes(body.shift_id))
      fieldErrors.shift_id = ['validation.shift_not_in_department'];
    if (!avatarOk) fieldErrors.avatar = ['validation.invalid'];
    if (Object.keys(fieldErrors).length > 0)
      throw new AppError(422, 'invalid_reference', 'errors.invalid_input', {}, fieldErrors);

    const taken = await repo.taken(values, exceptId);
    if (taken.email) throw UNIQUE_CONSTRAINTS.users_email_unique!();
    if (taken.alias_id) throw UNIQUE_CONSTRAINTS.users_alias_id_unique!();
    if (taken.username) throw UNIQUE_CONSTRAINTS.users_username_unique!();
    if (taken.phone_number) throw phoneTaken();
  }

  /** The user form's optional fields: absent from an update, they keep their stored value. */
  const KEPT_WHEN_ABSENT = ['email', 'phone_number', 'dob', 'date_of_join'] as const;
  const valuesOf = (body: UserCreateBody | UserUpdateBody, username: string): UserValues => ({
    alias_id: body.alias_id,
    username,
    email: body.email ?? null,
    first_name: body.first_name,
    last_name: body.last_name,
    // Family name first, as the staff screens write names ("Nguyễn Văn An").
    full_name: `${body.first_name} ${body.last_name}`,
    role_id: body.role_id,
    department_id: body.department_id,
    shift_id: body.shift_id,
    gender: body.gender,
    phone_number: body.phone_number ?? null,
    dob: body.dob ?? null,
    date_of_join: body.date_of_join ?? null,
    avatar: body.avatar,
  });

  /**
   * A person the reader may see at all (their directory fields), with their staff record (every tab, the pay and
   * profile in force today); anyone else is "not found", not "forbidden". Fields of classes the reader may not read
   * about this person are absent (permissions.ts `STAFF_FIELD_CLASSES`).
   */
  async function found(id: number, lang: Language, actor: Actor): Promise<StaffRecord> {
    const reader = await readerOf(db, actor);
    const row = await repo.find(id);
    const classes = row ? visibleClasses(reader, row) : undefined;
    if (!row || !classes?.has('directory')) throw notFound();
    const fields = await staff.recordFields(id, today());
    const item: StaffRecord = {
      ...toUserItem(row, lang, avatarLinkFor(actor), fields.basic_salary ?? null),
      full_name: row.full_name,
      has_staff_record: false,
      ...fields,
    };
    return project(item, STAFF_FIELD_CLASSES, classes);
  }

  return {
    async list(actor: Actor, query: UserListQuery, lang: Language) {
      const page = pageOf(query);
      const reader = await readerOf(db, actor);
      const { rows, total } = await repo.list(filterOf(reader, query), page);
      // The staff list's basic salary column: read only for the rows whose pay this reader sees.
      const payVisible = rows.filter((row) => visibleClasses(reader, row).has('pay')).map((row) => row.id);
      const salaries = await staff.basicSalaries(payVisible, today());
      return pagedResult(
        rows.map((row) => visibleItem(reader, row, lang, avatarLinkFor(actor), salaries.get(row.id) ?? null)),
        total,
        page,
      );
    },

    get: (actor: Actor, id: number, lang: Language) => found(id, lang, actor),

    /** `POST /users`: the staff create form (`form: 'staff'`, staff area, `staff.create`) or the user form (`user.create`). */
    async save(actor: Actor, body: PersonCreateBody, lang: Language) {
      requireFlag(actor, body.form === 'staff' ? 'staff.create' : 'user.create');
      if (body.form !== 'staff') return this.create(actor, body, lang);
      guardIct(actor, body.role_id);
      return found(await forms.create(actor, body), lang, actor);
    },

    /** `PUT /users/{id}`: the staff list's row edit (`form: 'staff'`, staff area, `staff.update`) or the user form. */
    async change(actor: Actor, id: number, body: PersonUpdateBody, lang: Language) {
      requireFlag(actor, body.form === 'staff' ? 'staff.update' : 'user.update');
      if (body.form !== 'staff') return this.update(actor, id, body, lang);
      const before = await repo.find(id);
      if (!before) throw notFound();
      guardIct(actor, before.role_id, body.role_id);
      await forms.updateRow(actor, id, body);
      return found(id, lang, actor);
    },

    async create(actor: Actor, body: UserCreateBody, lang: Language) {
      guardIct(actor, body.role_id);
      const values = valuesOf(body, body.username ?? body.alias_id.toLowerCase());
      await checkReferences(body, values);
      const id = await db
        .transaction(async (tx) => {
          const newId = await usersRepository(tx).insert(values);
          await audit(tx, {
            actorId: actor.id,
            action: 'create',
            entity: 'user',
            entityId: newId,
            after: auditable(values),
          });
          return newId;
        })
        .catch((error: unknown) => {
          throw duplicateOf(error) ?? error;
        });
      return found(id, lang, actor);
    },

    async update(actor: Actor, id: number, body: UserUpdateBody, lang: Language) {
      if (body.id !== undefined && body.id !== id)
        throw new AppError(400, 'invalid_input', 'errors.invalid_input', {}, { id: ['validation.invalid'] });
      const before = await repo.find(id);
      if (!before) throw notFound();
      guardIct(actor, before.role_id, body.role_id);
      // A field the body leaves out keeps its value (a client sending only what it changed loses nothing of the
      // staff record); null or '' clears it.
      const values = { ...valuesOf(body, body.username ?? before.username) };
      for (const key of KEPT_WHEN_ABSENT) if (body[key] === undefined) values[key] = before[key];
      await checkReferences(body, values, id);
      await db
        .transaction(async (tx) => {
          const txRepo = usersRepository(tx);
          const updated = await txRepo.update(id, body.version, values);
          if (!updated) throw staleVersion();
          // The same department change as the staff forms': future shift assignments and group membership go.
          await leaveDepartment(tx, actor.id, id, before.department_id, body.department_id, today());
          if (before.role_id === ROLES.ICT && body.role_id !== ROLES.ICT && (await txRepo.activeIctCount()) === 0)
            throw lastIct();
          await audit(tx, {
            actorId: actor.id,
            action: 'update',
            entity: 'user',
            entityId: id,
            before: auditable(toUserItem(before, 'en')),
            after: auditable(values),
          });
        })
        .catch((error: unknown) => {
          throw duplicateOf(error) ?? error;
        });
      return found(id, lang, actor);
    },

    /** Soft delete (user list or staff list): the person can no longer sign in, their history stays. Nobody deletes themselves. */
    async remove(actor: Actor, id: number) {
      if (!can(actor.role_id, 'user.delete') && !can(actor.role_id, 'staff.delete')) throw forbidden();
      if (actor.id === id) throw ruleBroken('cannot_delete_self', 'errors.cannot_delete_self');
      const before = await repo.find(id);
      if (!before) throw notFound();
      guardIct(actor, before.role_id);
      await db.transaction(async (tx) => {
        const txRepo = usersRepository(tx);
        if (!(await txRepo.softDelete(id))) throw notFound();
        if (before.role_id === ROLES.ICT && (await txRepo.activeIctCount()) === 0) throw lastIct();
        await txRepo.endSessions(id);
        await audit(tx, {
          actorId: actor.id,
          action: 'delete',
          entity: 'user',
          entityId: id,
          before: auditable(toUserItem(before, 'en')),
        });
      });
    },

    /** Administrator reset: a new password, every session of the person ended; the audit entry holds no password. */
    async resetPassword(actor: Actor, id: number, body: ResetPasswordBody) {
      if (body.id !== undefined && body.id !== id)
        throw new AppError(400, 'invalid_input', 'errors.invalid_input', {}, { id: ['validation.invalid'] });
      const person = await repo.find(id);
      if (!person) throw notFound();
      guardIct(actor, person.role_id);
      const hash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        const txRepo = usersRepository(tx);
        if (!(await txRepo.setPassword(id, hash))) throw notFound();
        await txRepo.endSessions(id);
        await audit(tx, { actorId: actor.id, action: 'reset_password', entity: 'user', entityId: id });
      });
    },

    /**
     * `POST /upload-avatar`: either right lets a person pick an avatar (the create and the edit dialog both upload).
     * JPEG or PNG by content and by file name; answers the stored identifier and a signed link to preview it.
     */
    async uploadAvatar(actor: Actor, file: { fileName: string; bytes: Buffer }) {
      if (!can(actor.role_id, 'user.create') && !can(actor.role_id, 'user.update')) throw forbidden();
      const byContent = detectImageType(file.bytes);
      const byName = extensionType(file.fileName);
      if (!byContent || !byName || byContent.ext !== byName.ext) throw wrongType();
      const name = await files.save('avatars', file.bytes, byContent.ext);
      return { path: avatarUrl(name), url: links.sign('avatars', name, actor.session_id) };
    },

    /**
     * `GET /files/avatars/{name}` with a signed link: the signature must be the server's, the link unexpired and
     * the session it was made for still working; then the stored file, else 403 (404 when the file is gone).
     */
    async openAvatar(name: string, link: LinkQuery) {
      if (!links.verify('avatars', name, link) || !(await repo.sessionActive(link.s))) throw forbidden();
      const file = await files.open('avatars', name);
      if (!file) throw notFound();
      return { ...file, maxAge: links.secondsLeft(link) };
    },

    async options(actor: Actor, query: UserAllQuery) {
      const reader = await readerOf(db, actor);
      return repo.options({
        scope: inScope(reader, 'directory', scopeColumns),
        groupId: query.group_id,
        departmentId: query.department_id,
        keyWord: query.key_word?.trim() || undefined,
      });
    },
  };
}
export type UsersService = ReturnType<typeof usersService>;
