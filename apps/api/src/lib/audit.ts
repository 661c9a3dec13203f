import type { Executor } from '../db/client';
import { auditLogs } from '../db/schema/index';

/**
 * Writes who changed what, on the executor of the write it records (the same transaction: no write without its
 * entry). Never pass secrets (password hashes, tokens) in before/after.
 */
export async function audit(
  db: Executor,
  entry: {
    actorId: number | null;
    action: string;
    entity: string;
    entityId: number | null;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await db.insert(auditLogs).values({
    actor_id: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Entries written per statement: PostgreSQL takes at most 65,535 parameters in one. */
const ENTRIES_PER_INSERT = 2_000;

/**
 * One entry per changed row, in the order given, in one statement per 2,000 entries (a batch of assignments, an
 * import of thousands of staff rows).
 */
export async function auditMany(
  db: Executor,
  entries: {
    actorId: number | null;
    action: string;
    entity: string;
    entityId: number | null;
    before?: unknown;
    after?: unknown;
  }[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += ENTRIES_PER_INSERT)
    await db.insert(auditLogs).values(
      entries.slice(start, start + ENTRIES_PER_INSERT).map((entry) => ({
        actor_id: entry.actorId,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entityId,
        before: entry.before ?? null,
        after: entry.after ?? null,
      })),
    );
}
