import type { Language, Permission } from '@hr/contracts';

/** The signed-in person making a request, as the auth plugin found them. */
export type Actor = {
  id: number;
  role_id: number;
  department_id: number | null;
  tokenHash: string;
  /** The auth_tokens row of this session: signed file links are bound to it and end with it. */
  session_id: number;
};

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
    /**
     * The route needs one of these flags at all, the service deciding which from the body (the user and staff forms
     * share their routes): a role holding none of them is refused 403 before its body is read or checked.
     */
    anyPermission?: Permission[];
    /**
     * The path parameter naming a person: the route is open to that person themselves without `permission` (an
     * employee reads their own staff record). The service's scope check still applies.
     */
    selfParam?: string;
    /**
     * A permission check the service makes (by flag or by scope of the record), named in the document's 403:
     * for example "department.view, or department.working_plan_action for own department".
     */
    scope?: string;
    /** Answers this route gives beyond the ones plugins/openapi.ts derives, with their descriptions. */
    errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503, string>>;
    /** A per-person rate limit (config.ts RATE_LIMIT_*): 429 with Retry-After over it. */
    limit?: 'export' | 'upload' | 'heavy';
    /** A multipart upload: its one file field, the accepted types and the size limit (documented as the body). */
    upload?: { field: string; types: string[]; maxBytes: number };
  }
}
