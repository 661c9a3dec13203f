import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Liveness: the database answers a trivial query (a failure throws, and the error handler answers 500). */
export function healthService(db: Db) {
  return {
    async check() {
      await db.execute(sql`select 1`);
      return { database: 'ok' as const };
    },
  };
}
export type HealthService = ReturnType<typeof healthService>;
