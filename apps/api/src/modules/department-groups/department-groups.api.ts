import type { Executor } from '../../db/client';
import { departmentGroupsRepository } from './department-groups.repository';

/**
 * The public face of department groups: what other modules may ask, inside their own unit of work (`executor`: the
 * database or their transaction). Other modules import this file only.
 */
export function departmentGroupsApi(executor: Executor) {
  const repo = departmentGroupsRepository(executor);
  return {
    /** Takes a person out of their group (a department change); a group they led is left without a leader. */
    removePerson: (userId: number) => repo.removePerson(userId),
  };
}
