import type { Executor } from '../../db/client';
import { departmentsRepository } from './departments.repository';

/**
 * The public face of departments: what other modules may ask, inside their own unit of work (`executor`: the
 * database or their transaction). Other modules import this file only, never the repository, service or tables.
 */
export function departmentsApi(executor: Executor) {
  const repo = departmentsRepository(executor);
  return {
    exists: async (id: number) => (await repo.find(id)) !== undefined,
    /** Locks the department's row until the transaction ends; false when there is no such department. */
    lock: async (id: number) => Boolean(await repo.lock(id)),
    /** The ids among `userIds` of active, not deleted people of the department. */
    activeMemberIds: (id: number, userIds: number[]) => repo.activeMemberIds(id, userIds),
  };
}
