import { departments } from './departments';
import { groups } from './groups';
import { leaveTypes } from './leave-types';
import { salaryComponents } from './salary-components';
import { shifts } from './shifts';
import { settings } from './settings';
import { users } from './users';

/** The namespaces of the product's areas, loaded right after the first paint. A new area adds its namespace here. */
export const resources = { shifts, users, groups, departments, leaveTypes, salaryComponents, settings };
