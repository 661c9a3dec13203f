import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authTokens, passwordResetTokens, users } from '../../db/schema/index';

/** The queries of "forgot password" (password-reset.service.ts). */
export function passwordResetRepository(db: Executor) {
  return {
    /** An active, not deleted person by what they sign in with (user name, then staff ID, then e-mail). */
    async findAccount(identifier: string) {
      const lowered = identifier.toLowerCase();
      const rows = await db
        .select({
          id: users.id,
          username: users.username,
          alias_id: users.alias_id,
          email: users.email,
          full_name: users.full_name,
          password_hash: users.password_hash,
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

    /** A new token; the person's expired ones go at the same time (they could never be used). */
    async insertToken(values: typeof passwordResetTokens.$inferInsert) {
      await db
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.user_id, values.user_id), lt(passwordResetTokens.expires_at, sql`now()`)));
      await db.insert(passwordResetTokens).values(values);
    },

    /**
     * Takes the token out (single use: of two requests with the same token only one gets the row) and answers what
     * it was made for, with the person if they may still sign in (locked until the transaction ends).
     */
    async takeToken(tokenHash: string) {
      const [token] = await db
        .delete(passwordResetTokens)
        .where(eq(passwordResetTokens.token_hash, tokenHash))
        .returning();
      if (!token) return undefined;
      const [person] = await db
        .select({ id: users.id, username: users.username, password_hash: users.password_hash })
        .from(users)
        .where(and(eq(users.id, token.user_id), isNull(users.deleted_at), eq(users.is_active, true)))
        .for('update');
      return { token, person };
    },

    async setPassword(userId: number, passwordHash: string) {
      await db
        .update(users)
        .set({ password_hash: passwordHash, version: sql`${users.version} + 1`, updated_at: new Date() })
        .where(eq(users.id, userId));
    },

    /** Every reset token and every session of the person end with the new password. */
    async endTokensAndSessions(userId: number) {
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.user_id, userId));
      await db.delete(authTokens).where(eq(authTokens.user_id, userId));
    },
  };
}
