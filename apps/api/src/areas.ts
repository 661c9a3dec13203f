import type { Area } from './lib/area';
import { attendanceArea } from './modules/attendance/attendance.area';
import { authArea } from './modules/auth/auth.area';
import { departmentGroupsArea } from './modules/department-groups/department-groups.area';
import { departmentsArea } from './modules/departments/departments.area';
import { healthArea } from './modules/health/health.area';
import { jobsArea } from './modules/jobs/jobs.area';
import { leaveTypesArea } from './modules/leave-types/leave-types.area';
import { mailArea } from './modules/mail/mail.area';
import { payrollArea } from './modules/payroll/payroll.area';
import { recruitmentArea } from './modules/recruitment/recruitment.area';
import { payrollDataArea } from './modules/payroll-data/payroll-data.area';
import { memberShiftsArea } from './modules/member-shifts/member-shifts.area';
import { salaryComponentsArea } from './modules/salary-components/salary-components.area';
import { settingsArea } from './modules/settings/settings.area';
import { shiftsArea } from './modules/shifts/shifts.area';
import { staffArea } from './modules/staff/staff.area';
import { usersArea } from './modules/users/users.area';
import { workingPlansArea } from './modules/working-plans/working-plans.area';

/**
 * Every area of the product, in the order their routes are registered and their seeds run. A new area adds its line
 * here (docs/adding-an-area.md); nothing else in app.ts or the start-up changes.
 */
export const AREAS: readonly Area[] = [
  healthArea,
  authArea,
  shiftsArea,
  usersArea,
  departmentsArea,
  workingPlansArea,
  departmentGroupsArea,
  memberShiftsArea,
  leaveTypesArea,
  salaryComponentsArea,
  settingsArea,
  jobsArea,
  mailArea,
  staffArea,
  recruitmentArea,
  attendanceArea,
  payrollArea,
  payrollDataArea,
];

/**
 * Tables no area owns: the audit log (written by every area through lib/audit.ts) and the list generations (bumped
 * by triggers, read by the anchored lists). `derived` tables change as a side effect of writes and are not compared
 * by the write fuzz.
 */
export const INFRASTRUCTURE_TABLES = { counted: ['audit_logs'], derived: ['list_generations', 'user_counts'] };
