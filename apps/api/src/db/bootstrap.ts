import { randomInt } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { companyToday, ROLES } from '@hr/contracts';
import type { Config } from '../config';
import { hashPassword, verifyPassword } from '../lib/passwords';
import type { Db } from './client';
import { authTokens, departments, users } from './schema/index';
import { ensureHolidays } from '../modules/settings/holiday-seed';
import { seedDemoCompany } from './seed/demo-company';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export function generatePassword(length = 20): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

type Log = (message: string) => void;

/**
 * First start of an empty database: the demo company (unless SEED_DEMO=false). Every start: the administrator
 * account exists; ADMIN_PASSWORD, when given, is its password (a way back in when it is forgotten).
 */
export async function bootstrap(db: Db, config: Config, log: Log, signInUrl: string): Promise<void> {
  const [{ value: people } = { value: 0 }] = await db.select({ value: count() }).from(users);
  if (people === 0 && config.SEED_DEMO) {
    const seeded = await seedDemoCompany(db);
    log(`Created the demo company: ${seeded.departments} departments, ${seeded.people} people.`);
  }

  const year = Number(companyToday(config.COMPANY_TIME_ZONE).slice(0, 4));
  const holidaysAdded = await ensureHolidays(db, [year, year + 1]);
  if (holidaysAdded > 0) log(`Added ${holidaysAdded} public holidays of ${year} and ${year + 1}.`);

  const [admin] = await db
    .select({ id: users.id, password_hash: users.password_hash })
    .from(users)
    .where(sql`lower(${users.username}) = ${config.ADMIN_USERNAME.toLowerCase()}`);
  if (!admin) {
    const password = config.ADMIN_PASSWORD ?? generatePassword();
    const [ict] = await db.select({ id: departments.id }).from(departments).where(eq(departments.department_id, 'ICT'));
    await db.insert(users).values({
      alias_id: 'ADMIN',
      username: config.ADMIN_USERNAME,
      password_hash: await hashPassword(password),
      first_name: 'System',
      last_name: 'Administrator',
      full_name: 'System Administrator',
      role_id: ROLES.ICT,
      department_id: ict?.id ?? null,
    });
    log(`Administrator account created. Sign in at ${signInUrl} as "${config.ADMIN_USERNAME}"`);
    if (!config.ADMIN_PASSWORD)
      log(`  with the password ${password}  (shown only this once: keep it, or set ADMIN_PASSWORD)`);
    return;
  }
  if (config.ADMIN_PASSWORD && !(await verifyPassword(admin.password_hash, config.ADMIN_PASSWORD))) {
    await db
      .update(users)
      .set({ password_hash: await hashPassword(config.ADMIN_PASSWORD), updated_at: new Date() })
      .where(eq(users.id, admin.id));
    await db.delete(authTokens).where(eq(authTokens.user_id, admin.id));
    log(`The password of "${config.ADMIN_USERNAME}" was set from ADMIN_PASSWORD.`);
  }
}
