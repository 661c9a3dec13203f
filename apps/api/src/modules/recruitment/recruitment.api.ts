/**
 * The public face of recruitment: what other modules may use. Nothing yet: no other area reads candidates (a hired
 * candidate becomes a staff record through the users area's own form).
 */
export {};
