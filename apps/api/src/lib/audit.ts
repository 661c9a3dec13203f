import { sql } from 'drizzle-orm';
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

/**
 * One entry per changed row, in the order given, in one statement however many (a batch of assignments, an import
 * of thousands of staff rows): the entries travel as one JSON parameter, not six parameters each (a JSON null is
 * stored as SQL null, as `audit` does).
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
  if (entries.length === 0) return;
  const rows = entries.map((entry) => ({
    actor_id: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  }));
  await db.execute(sql`
    insert into ${auditLogs} (actor_id, action, entity, entity_id, before, after)
    select (e->>'actor_id')::int, e->>'action', e->>'entity', (e->>'entity_id')::bigint,
      nullif(e->'before', 'null'), nullif(e->'after', 'null')
    from jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as t(e, n)
    order by t.n`);
}
