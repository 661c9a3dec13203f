import { ROLES } from '@hr/contracts';
import { ne } from 'drizzle-orm';
import { users } from './schema/index';

/**
 * A person of the company: every account but a kiosk's (a tablet signs in, it is nobody). Head counts, staff lists,
 * check-ins and payroll use this one condition so a kiosk account is never counted, paid or checked in.
 */
export const isPerson = ne(users.role_id, ROLES.KIOSK);
