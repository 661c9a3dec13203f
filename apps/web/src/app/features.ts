import { attendanceFeature } from '../features/attendance/feature';
import { authFeature } from '../features/auth/feature';
import { dashboardFeature } from '../features/dashboard/feature';
import { departmentGroupsFeature } from '../features/department-groups/feature';
import { departmentsFeature } from '../features/departments/feature';
import { kioskFeature } from '../features/kiosk/feature';
import { leaveTypesFeature } from '../features/leave-types/feature';
import { payrollDataFeature } from '../features/payroll-data/feature';
import { mailOutboxFeature } from '../features/mail-outbox/feature';
import { recruitmentFeature } from '../features/recruitment/feature';
import { payrollFeature } from '../features/payroll/feature';
import { salaryComponentsFeature } from '../features/salary-components/feature';
import { settingsFeature } from '../features/settings/feature';
import { shiftsFeature } from '../features/shifts/feature';
import { staffFeature } from '../features/staff/feature';
import { timekeepingFeature } from '../features/timekeeping/feature';
import { usersFeature } from '../features/users/feature';
import type { Feature } from '../lib/feature';

/** Every area of the web app (lib/feature.ts). A new area adds its line here; the router and the menu follow. */
export const FEATURES: readonly Feature[] = [
  authFeature,
  attendanceFeature,
  usersFeature,
  staffFeature,
  departmentsFeature,
  departmentGroupsFeature,
  shiftsFeature,
  leaveTypesFeature,
  salaryComponentsFeature,
  settingsFeature,
  mailOutboxFeature,
  dashboardFeature,
  timekeepingFeature,
  kioskFeature,
  recruitmentFeature,
  payrollDataFeature,
  payrollFeature,
];
