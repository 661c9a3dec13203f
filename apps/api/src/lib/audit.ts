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

/** One entry per changed row, written in one statement (a batch of assignments writes one row each). */
export async function auditMany(
  db: Executor,
  entries: { actorId: number | null; action: string; entity: string; entityId: number | null; after?: unknown }[],
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLogs).values(
    entries.map((entry) => ({
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: null,
      after: entry.after ?? null,
    })),
  );
}
