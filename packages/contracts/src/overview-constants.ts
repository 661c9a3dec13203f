// Plain constants of the attendance overview, apart from the zod schemas of attendance-registration.ts so that the web's list page can import them
// without loading zod at first paint (attendance-registration.ts re-exports them).

/** People of one department a page asks for (`GET /overview/people`). */
export const OVERVIEW_PAGE_SIZE = 50;
/** The department of `GET /overview/people`: its id, or `none` for the people without one. */
export const OVERVIEW_NO_DEPARTMENT = 'none';
