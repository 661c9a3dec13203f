import { randomInt } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { ROLES } from '@hr/contracts';
import { AREAS } from './areas';
import type { Config } from './config';
import type { Db } from './db/client';
import { authTokens, departments, users } from './db/schema/index';
import { seedDemoCompany } from './db/seed/demo-company';
import { audit } from './lib/audit';
import { hashPassword, verifyPassword } from './lib/passwords';
import { unblockAccount } from './modules/auth/auth.api';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
export function generatePassword(length = 20): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

type Log = (message: string) => void;

/**
 * Runs at every start, after the migrations and before the server listens: each area's seed (reference rows such as
 * this year's holidays, areas.ts order); on the first start of an empty database the demo company (unless
 * SEED_DEMO=false) and then each area's demo data; and the administrator account exists (ADMIN_PASSWORD, when
 * given, is its password: a way back in when it is forgotten).
 */
export async function bootstrap(db: Db, config: Config, log: Log, signInUrl: string): Promise<void> {
  const [{ value: people } = { value: 0 }] = await db.select({ value: count() }).from(users);
  for (const area of AREAS) {
    const line = await area.seed?.(db, config);
    if (line) log(line);
  }
  if (people === 0 && config.SEED_DEMO) {
    const seeded = await seedDemoCompany(db, config.DEMO_LANGUAGE);
    log(
      `Created the demo company (names in ${config.DEMO_LANGUAGE}): ${seeded.departments} departments, ${seeded.people} people.`,
    );
    for (const area of AREAS) {
      const line = await area.seedDemo?.(db, config);
      if (line) log(line);
    }
  }

  // Deleted or deactivated accounts included: ADMIN_PASSWORD restores the administrator rather than adding a twin.
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${config.ADMIN_USERNAME.toLowerCase()}`);
  if (!admin) {
    const password = config.ADMIN_PASSWORD ?? generatePassword();
    const [ict] = await db.select({ id: departments.id }).from(departments).where(eq(departments.department_id, 'ICT'));
    // The staff ID ADMIN may belong to someone else by now (the administrator was renamed): then ADMIN2, ADMIN3...
    const aliases = await db
      .select({ alias: users.alias_id })
      .from(users)
      .where(sql`lower(${users.alias_id}) like 'admin%'`);
    const takenAliases = new Set(aliases.map((r) => r.alias.toLowerCase()));
    let alias = 'ADMIN';
    for (let n = 2; takenAliases.has(alias.toLowerCase()); n += 1) alias = `ADMIN${n}`;
    await db.insert(users).values({
      alias_id: alias,
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
  if (config.ADMIN_PASSWORD) await restoreAdministrator(db, config, admin.id, config.ADMIN_PASSWORD, log);
}

/**
 * ADMIN_PASSWORD given at start: the administrator account is brought back whatever happened to it. It is an active,
 * not deleted ICT account with that password, no sign-in block holds it, and every session it had ends (so a
 * session someone else opened with the lost password is gone too). Audited.
 */
async function restoreAdministrator(db: Db, config: Config, id: number, password: string, log: Log) {
  const [row] = await db
    .select({
      password_hash: users.password_hash,
      role_id: users.role_id,
      is_active: users.is_active,
      deleted_at: users.deleted_at,
    })
    .from(users)
    .where(eq(users.id, id));
  const passwordChanged = !(await verifyPassword(row?.password_hash ?? null, password));
  const hash = passwordChanged ? await hashPassword(password) : undefined;
  const restored = row?.role_id !== ROLES.ICT || row?.is_active !== true || row?.deleted_at !== null;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...(hash ? { password_hash: hash } : {}),
        role_id: ROLES.ICT,
        is_active: true,
        deleted_at: null,
        ...(restored || hash ? { version: sql`${users.version} + 1`, updated_at: new Date() } : {}),
      })
      .where(eq(users.id, id));
    await tx.delete(authTokens).where(eq(authTokens.user_id, id));
    await unblockAccount(tx, config.ADMIN_USERNAME);
    if (restored || hash)
      await audit(tx, {
        actorId: null,
        action: 'admin_restored',
        entity: 'user',
        entityId: id,
        after: { password_changed: Boolean(hash), restored },
      });
  });
  if (hash) log(`The password of "${config.ADMIN_USERNAME}" was set from ADMIN_PASSWORD.`);
  if (restored) log(`The account "${config.ADMIN_USERNAME}" was restored as an active ICT administrator.`);
}
