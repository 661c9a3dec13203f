import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jobs } from '../../db/schema/index';

export type JobRow = typeof jobs.$inferSelect;
type Message = { key: string | null; params?: Record<string, string | number> | null };

/** The statements on the `jobs` table (the product's record of each job; pg-boss keeps the queue itself). */
export function jobRows(db: Executor) {
  const set = (id: string, values: Partial<typeof jobs.$inferInsert>) =>
    db.update(jobs).set(values).where(eq(jobs.id, id));
  return {
    insert: (row: typeof jobs.$inferInsert) => db.insert(jobs).values(row),

    find: async (id: string): Promise<JobRow | undefined> => (await db.select().from(jobs).where(eq(jobs.id, id)))[0],

    running: (id: string, attempt: number) =>
      set(id, {
        state: 'running',
        attempts: attempt,
        progress: 0,
        message_key: null,
        message_params: null,
        started_at: new Date(),
      }),

    progress: (id: string, progress: number, message: Message) =>
      db
        .update(jobs)
        .set({ progress, message_key: message.key, message_params: message.params ?? null })
        .where(and(eq(jobs.id, id), eq(jobs.state, 'running'))),

    /** Done, with its file if any and what it did (`outcome`: JobContext), else no message. */
    done: (
      id: string,
      result: Partial<Pick<JobRow, 'result_file' | 'result_name' | 'result_type' | 'result_size'>>,
      outcome?: Message,
    ) =>
      set(id, {
        ...result,
        state: 'done',
        progress: 100,
        message_key: outcome?.key ?? null,
        message_params: outcome?.params ?? null,
        finished_at: new Date(),
      }),

    /** Waiting for another run (a retry or an interrupted run), with the reason of the last one. */
    queued: (id: string, message: Message) =>
      set(id, { state: 'queued', message_key: message.key, message_params: message.params ?? null }),

    failed: (id: string, message: Message) =>
      set(id, {
        state: 'failed',
        message_key: message.key,
        message_params: message.params ?? null,
        finished_at: new Date(),
      }),

    /** Rows past their time, with their result files, oldest first (the clean-up removes them in batches). */
    expired: (limit: number) =>
      db
        .select({ id: jobs.id, result_file: jobs.result_file })
        .from(jobs)
        .where(lt(jobs.expires_at, sql`now()`))
        .orderBy(jobs.expires_at)
        .limit(limit),

    remove: (ids: string[]) => db.delete(jobs).where(inArray(jobs.id, ids)),
  };
}
