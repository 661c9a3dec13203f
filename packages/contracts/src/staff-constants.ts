// Plain constants of the staff list, apart from the zod schemas of staff.ts so that the web's staff list can import
// them without loading zod at first paint (staff.ts re-exports them).

/** Working status 1 to 6 (the status badge; the specification shows no names, the catalog has ours). */
export const WORKING_STATUSES = [1, 2, 3, 4, 5, 6] as const;

/** Section 9's page size of the staff list. */
export const STAFF_LIST_PAGE_SIZE = 20;
