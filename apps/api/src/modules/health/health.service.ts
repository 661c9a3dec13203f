import type { Database } from '../../db/client';
import { databaseProblem } from '../../db/problems';

/** A health check answers within this time even when the database hangs. */
const TIMEOUT_MS = 2_000;

/** Liveness: the database answers a trivial query in time, or the reason it does not. */
export function healthService(database: Database) {
  return {
    async check(): Promise<{ ok: true } | { ok: false; reason: string }> {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          database.pool.query('select 1'),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS);
          }),
        ]);
        return { ok: true };
      } catch (error) {
        return { ok: false, reason: databaseProblem(error) };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
export type HealthService = ReturnType<typeof healthService>;
