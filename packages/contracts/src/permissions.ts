import { ROLES, type RoleId } from './roles';

/**
 * Every permission flag of the product, as `<area>.<action>`. The specification names the flags of the user,
 * department and shift screens; the `view` flags are ours (who may open a list at all). `docs/permissions.md`
 * explains the defaults. Later areas add their flags here and nowhere else.
 */
export const PERMISSIONS = [
  'user.view',
  'user.create',
  'user.update',
  'user.delete',
  /** Printing staff badges (PDF) of the people one may see: ICT and HR. */
  'user.badge',
  'department.view',
  'department.create',
  'department.update',
  'department.delete',
  'department.working_plan_action',
  'shift.view',
  'shift.create',
  'shift.update',
  'shift.delete',
  'login_block.manage',
  'leave_type.view',
  'leave_type.create',
  'leave_type.update',
  'leave_type.delete',
  'salary_component.view',
  'salary_component.create',
  'salary_component.update',
  'salary_component.delete',
  'setting.view',
  'setting.update',
  /** Staff records (issue 27): the staff screens and their tabs, work histories, a person's change log. */
  'staff.view',
  /**
   * Creating, editing and deleting staff records: the staff forms on `POST /users`, `PUT /users/{id}` (`form:
   * 'staff'`), `DELETE /users/{id}` from the staff list, the tabs, work histories and restore (`update`).
   */
  'staff.create',
  'staff.update',
  'staff.delete',
  /** Export and import of staff records (`POST /staff/export`, `POST /staff/import`: jobs, docs/jobs.md). */
  'staff.export',
  'staff.import',
  /**
   * The pay class (salary, allowances, bank, citizen ID, insurance and tax numbers, dependents) of other people: ICT, HR
   * and the director. Everyone reads their own. `ROLE_READ_SCOPES.pay` follows this flag.
   */
  'staff.pay_view',
  /** Reading the mail outbox (recipients, subjects, bodies of password-reset and later recruitment mails): ICT. */
  'mail.view',
  /** Recruitment (docs/recruitment.md): candidates, interviews, question bank. ICT and HR. */
  'recruitment.view',
  'recruitment.edit',
  /** Deleting a candidate and erasing a not-hired candidate's personal data. */
  'recruitment.delete',
  /** Sending the invitation and result mails to a candidate. */
  'recruitment.send_mail',
  /**
   * The legacy candidate list page `/listCandidates` and its menu entry: ICT, as specification 002 writes; everyone
   * with recruitment.view reads the same list on the home page's candidates tab. No API route needs it.
   */
  'recruitment.legacy_list',
  /**
   * Attendance (docs/attendance.md). `view`: working days and events of the people in one's read scope (the
   * `personal` class: employees their own, leaders their group, managers their department, HR/ICT/director/head of
   * factory everyone). `register`: registering the working status of others (the registration screen). `correct`:
   * adding or voiding an event with a reason (HR). `device`: places and devices and their keys (ICT, HR). `report`:
   * attendance reports and exports. `kiosk`: checking people in and out at a reception tablet by staff ID or badge.
   */
  'attendance.view',
  'attendance.register',
  'attendance.correct',
  'attendance.device',
  'attendance.report',
  'attendance.kiosk',
  /**
   * Payroll (docs/payroll.md). `view`: the month's payroll of everyone (ICT, HR, director); `run`: running or
   * re-running a month; `lock`: locking and unlocking a month; `export`: the payroll and bank transfer files;
   * `calculator`: the gross-net calculator, which reads nobody's data (everyone: HR quotes offers, a person checks a
   * payslip); `payslip`: one's own payslips (every person; the route answers one's own only, never a kiosk account's).
   */
  'payroll.view',
  'payroll.run',
  'payroll.lock',
  'payroll.export',
  'payroll.calculator',
  'payroll.payslip',
  /**
   * Payroll data (docs/payroll-data.md): bonus and deduction orders (their amounts are pay data: shown only to
   * readers of the `pay` class) and shift-change requests. ICT and HR; managers ask for shift changes in their own
   * department.
   */
  'payroll_order.view',
  'payroll_order.create',
  'payroll_order.delete',
  'shift_change.view',
  'shift_change.create',
  'shift_change.update',
  'shift_change.delete',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Where a permission applies: `all` everywhere, `own_department` only for records of the person's own
 * department (a manager planning their own department's shifts).
 */
export type Scope = 'all' | 'own_department';

const ALL: Scope = 'all';
const OWN: Scope = 'own_department';

const everything = Object.fromEntries(PERMISSIONS.map((p) => [p, ALL])) as Record<Permission, Scope>;
/** The outbox holds other people's mails (and their reset links while valid): the system administrators' only. */
const { 'mail.view': _ictOnly, 'recruitment.legacy_list': _ictMenu, ...everythingButMail } = everything;
const readOrganisation: Partial<Record<Permission, Scope>> = {
  'user.view': ALL,
  'department.view': ALL,
  'shift.view': ALL,
  // Everyone who plans or approves attendance needs to read which kinds of leave exist.
  'leave_type.view': ALL,
};
/** Salary components state the company's pay policy (amounts, tax treatment): read by management, not by staff. */
const readPayPolicy: Partial<Record<Permission, Scope>> = { 'salary_component.view': ALL };
/**
 * What every person has (a kiosk account is nobody): the gross-net calculator, which computes from the figures given
 * and reads nobody's data, and one's own payslips (the route answers one's own only).
 */
const everyPerson: Partial<Record<Permission, Scope>> = { 'payroll.calculator': ALL, 'payroll.payslip': ALL };
/** Everyone reads attendance, each within their read scope (lib/access.ts decides whose days). */
const readAttendance: Partial<Record<Permission, Scope>> = { 'attendance.view': ALL };
/** Managers ask for (and correct or withdraw) shift changes of their own department's people. */
const askShiftChanges: Partial<Record<Permission, Scope>> = {
  'shift_change.view': OWN,
  'shift_change.create': OWN,
  'shift_change.update': OWN,
  'shift_change.delete': OWN,
};
/** Directors and heads of factory register and report for everyone; managers for their own department. */
const leadAttendance = (scope: Scope): Partial<Record<Permission, Scope>> => ({
  'attendance.register': scope,
  'attendance.report': scope,
});

/** The one table of who may do what. Absent means refused. */
export const ROLE_PERMISSIONS: Record<RoleId, Partial<Record<Permission, Scope>>> = {
  [ROLES.ICT]: everything,
  [ROLES.HR]: everythingButMail,
  [ROLES.DIRECTOR]: {
    ...readOrganisation,
    ...readPayPolicy,
    ...readAttendance,
    ...leadAttendance(ALL),
    'department.working_plan_action': ALL,
    'setting.view': ALL,
    'staff.view': ALL,
    'staff.pay_view': ALL,
    ...everyPerson,
    'payroll.view': ALL,
  },
  [ROLES.HEAD_OF_FACTORY]: {
    ...readOrganisation,
    ...readPayPolicy,
    ...readAttendance,
    ...leadAttendance(ALL),
    'department.working_plan_action': ALL,
    'setting.view': ALL,
    'staff.view': ALL,
    ...everyPerson,
  },
  [ROLES.MANAGER]: {
    ...readOrganisation,
    ...readAttendance,
    ...leadAttendance(OWN),
    ...everyPerson,
    ...askShiftChanges,
    'department.working_plan_action': OWN,
  },
  [ROLES.SUB_MANAGER]: {
    ...readOrganisation,
    ...readAttendance,
    ...leadAttendance(OWN),
    ...everyPerson,
    ...askShiftChanges,
    'department.working_plan_action': OWN,
  },
  [ROLES.LEADER]: { ...readOrganisation, ...readAttendance, ...everyPerson },
  [ROLES.SUB_LEADER]: { ...readOrganisation, ...readAttendance, ...everyPerson },
  [ROLES.EMPLOYEE]: { ...readAttendance, ...everyPerson },
  /** A reception tablet: the kiosk and nothing else (docs/attendance.md "Kiosk accounts"). */
  [ROLES.KIOSK]: { 'attendance.kiosk': ALL },
};

/**
 * Read scopes and field levels. Every field a screen can show about a person belongs to one class:
 * - `directory`: name, staff code, department, shift, role, avatar, work e-mail (the company phone book);
 * - `personal`: phone, date of birth, gender, sign-in name, join date and, as later areas add them, address, citizen
 *   ID, insurance and tax numbers, dependents, bank;
 * - `pay`: salary, allowances, payroll.
 * For each class a role reads it about the people in one scope: `company` everyone, `own_department` the people of
 * the reader's department, `own_group` the people of the department groups the reader leads or belongs to, `self`
 * only the reader. Absent means never (not even about oneself). Everyone reads every class about themselves
 * (`self`) unless a wider scope is given. `docs/permissions.md` has the same table; the matrix test parses it.
 */
export const FIELD_CLASSES = ['directory', 'personal', 'pay'] as const;
export type FieldClass = (typeof FIELD_CLASSES)[number];
export const READ_SCOPES = ['company', 'own_department', 'own_group', 'self'] as const;
export type ReadScope = (typeof READ_SCOPES)[number];

/** Pay of everyone for the holders of `staff.pay_view`, of oneself for everyone else. */
const payScope = (role: RoleId): ReadScope => (ROLE_PERMISSIONS[role]['staff.pay_view'] ? 'company' : 'self');
const readAll = (personal: ReadScope, role: RoleId): Record<FieldClass, ReadScope> => ({
  directory: 'company',
  personal,
  pay: payScope(role),
});

/**
 * The one table of what each role reads. Pay follows the `staff.pay_view` flag (issue 27: ICT, HR and the director
 * by default; before it ICT did not see pay, see docs/spec-decisions.md).
 */
export const ROLE_READ_SCOPES: Record<RoleId, Record<FieldClass, ReadScope>> = {
  [ROLES.ICT]: readAll('company', ROLES.ICT),
  [ROLES.HR]: readAll('company', ROLES.HR),
  [ROLES.DIRECTOR]: readAll('company', ROLES.DIRECTOR),
  [ROLES.HEAD_OF_FACTORY]: readAll('company', ROLES.HEAD_OF_FACTORY),
  [ROLES.MANAGER]: readAll('own_department', ROLES.MANAGER),
  [ROLES.SUB_MANAGER]: readAll('own_department', ROLES.SUB_MANAGER),
  [ROLES.LEADER]: readAll('own_group', ROLES.LEADER),
  [ROLES.SUB_LEADER]: readAll('own_group', ROLES.SUB_LEADER),
  [ROLES.EMPLOYEE]: { directory: 'self', personal: 'self', pay: 'self' },
  [ROLES.KIOSK]: { directory: 'self', personal: 'self', pay: 'self' },
};

export function readScopeOf(roleId: number, fieldClass: FieldClass): ReadScope | undefined {
  return ROLE_READ_SCOPES[roleId as RoleId]?.[fieldClass];
}

/** Which class each field of a person (`UserItem`) belongs to. Later areas add their fields here. */
export const USER_FIELD_CLASSES = {
  id: 'directory',
  staff_id: 'directory',
  alias_id: 'directory',
  first_name: 'directory',
  last_name: 'directory',
  name: 'directory',
  role_id: 'directory',
  role_text: 'directory',
  department_id: 'directory',
  department_name: 'directory',
  shift_id: 'directory',
  shift_name: 'directory',
  email: 'directory',
  avatar: 'directory',
  avatar_url: 'directory',
  version: 'directory',
  username: 'personal',
  gender: 'personal',
  gender_text: 'personal',
  phone_number: 'personal',
  dob: 'personal',
  date_of_join: 'personal',
  /** Working status (the staff list's badge). */
  status: 'directory',
  status_text: 'directory',
  /** The basic salary in force today (the staff list's column). */
  basic_salary: 'pay',
} as const satisfies Record<string, FieldClass>;

/** The staff record's fields (`staffRecord`, GET /users/{id}) beyond the person's: pay class as issue 27 lists it. */
export const STAFF_FIELD_CLASSES = {
  ...USER_FIELD_CLASSES,
  full_name: 'directory',
  has_staff_record: 'directory',
  marital_status: 'personal',
  marital_id: 'personal',
  marital_name: 'personal',
  address: 'personal',
  educational_level: 'personal',
  probation_start_date: 'personal',
  official_start_date: 'personal',
  termination_date: 'personal',
  citize_id_card: 'pay',
  bank_name: 'pay',
  bank_account_number: 'pay',
  pay_config: 'pay',
  allowances: 'pay',
  personal_income_tax: 'pay',
  dependents: 'pay',
} as const satisfies Record<string, FieldClass>;

/** List filters and the class of the field each one searches: a reader may filter only on fields seen company-wide. */
export const USER_FILTER_CLASSES = {
  staff_id: 'directory',
  name: 'directory',
  role_id: 'directory',
  phone_number: 'personal',
  /** The staff list's filters (specification 001 section 7): name or staff ID, position (= role), department, status. */
  keyword: 'directory',
  position_id: 'directory',
  department_id: 'directory',
  status: 'directory',
} as const satisfies Record<string, FieldClass>;

export function scopeOf(roleId: number, permission: Permission): Scope | undefined {
  return ROLE_PERMISSIONS[roleId as RoleId]?.[permission];
}

export function can(roleId: number, permission: Permission): boolean {
  return scopeOf(roleId, permission) !== undefined;
}

/**
 * The permission object of `GET /auth/user` (specification 000 section 6): `{ user: { create: true, ... }, ... }`.
 * A flag is true when the role holds it in any scope; the server still checks the scope on every call.
 */
export type PermissionObject = Record<string, Record<string, boolean>>;
export function permissionObject(roleId: number): PermissionObject {
  const result: PermissionObject = {};
  for (const permission of PERMISSIONS) {
    const [area, action] = permission.split('.') as [string, string];
    result[area] ??= {};
    result[area][action] = can(roleId, permission);
  }
  return result;
}
