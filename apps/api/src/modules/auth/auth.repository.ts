import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authTokens, departments, users } from '../../db/schema/index';

const profileColumns = {
  id: users.id,
  username: users.username,
  alias_id: users.alias_id,
  full_name: users.full_name,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  role_id: users.role_id,
  department_id: users.department_id,
  department_name: departments.name,
  gender: users.gender,
  dob: users.dob,
  date_of_join: users.date_of_join,
  avatar: users.avatar,
};

export function authRepository(db: Executor) {
  return {
    /** An active person by what they sign in with: username first, then staff ID, then email. */
    async findForSignIn(identifier: string) {
      const lowered = identifier.toLowerCase();
      const rows = await db
        .select({
          id: users.id,
          password_hash: users.password_hash,
          username: users.username,
          alias_id: users.alias_id,
        })
        .from(users)
        .where(
          and(
            isNull(users.deleted_at),
            eq(users.is_active, true),
            or(
              sql`lower(${users.username}) = ${lowered}`,
              sql`lower(${users.alias_id}) = ${lowered}`,
              sql`lower(${users.email}) = ${lowered}`,
            ),
          ),
        )
        .limit(3);
      return (
        rows.find((r) => r.username.toLowerCase() === lowered) ??
        rows.find((r) => r.alias_id.toLowerCase() === lowered) ??
        rows[0]
      );
    },

    async findPasswordHash(userId: number) {
      const [row] = await db
        .select({ password_hash: users.password_hash, username: users.username })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async findProfile(userId: number) {
      const [row] = await db
        .select(profileColumns)
        .from(users)
        .leftJoin(departments, eq(departments.id, users.department_id))
        .where(and(eq(users.id, userId), isNull(users.deleted_at)));
      return row;
    },

    async createToken(values: { token_hash: string; user_id: number; expires_at: Date; user_agent: string | null }) {
      await db
        .delete(authTokens)
        .where(and(eq(authTokens.user_id, values.user_id), lt(authTokens.expires_at, new Date())));
      const [row] = await db.insert(authTokens).values(values).returning({ id: authTokens.id });
      return row?.id ?? 0;
    },

    async deleteToken(tokenHash: string) {
      await db.delete(authTokens).where(eq(authTokens.token_hash, tokenHash));
    },

    /** Ends every session of a person except the one making the request. */
    async deleteOtherTokens(userId: number, keepTokenHash: string) {
      await db.delete(authTokens).where(and(eq(authTokens.user_id, userId), ne(authTokens.token_hash, keepTokenHash)));
    },

    async setPasswordHash(userId: number, passwordHash: string) {
      await db
        .update(users)
        .set({ password_hash: passwordHash, version: sql`${users.version} + 1`, updated_at: new Date() })
        .where(eq(users.id, userId));
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
export type ProfileRow = NonNullable<Awaited<ReturnType<AuthRepository['findProfile']>>>;
