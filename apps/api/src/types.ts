import type { Language, Permission } from '@hr/contracts';

/** The signed-in person making a request, as the auth plugin found them. */
export type Actor = { id: number; role_id: number; department_id: number | null; tokenHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a token (sign-in, health). Everything else needs one. */
    public?: boolean;
    /** The permission the route needs at all; services still check the scope of each record. */
    permission?: Permission;
  }
}
