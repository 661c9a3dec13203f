import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { Actor } from '../../types';
import { liftBlock, type LoginLimiter } from './login-limiter';

export function loginBlocksService(db: Db, limiter: LoginLimiter) {
  return {
    list: () => limiter.blocks(),

    /** Lifts the block and writes who lifted it, in one transaction; false when there was no such block. */
    lift: (actor: Actor, key: string) =>
      db.transaction(async (tx) => {
        if (!(await liftBlock(tx, key))) return false;
        await audit(tx, {
          actorId: actor.id,
          action: 'login_block_lifted',
          entity: 'login_block',
          entityId: null,
          after: { key },
        });
        return true;
      }),
  };
}
export type LoginBlocksService = ReturnType<typeof loginBlocksService>;
