import { DEFAULT_PAGE_SIZE } from '@hr/contracts';

export type Page = { page: number; limit: number; offset: number };

/** Page and limit from a list query (defaults: first page, 20 rows). */
export function pageOf(query: { page?: number; limit?: number }): Page {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
}

/** The paged shape of DESIGN.md section 4. */
export function pagedResult<T>(items: T[], total: number, { page, limit }: Page) {
  return { items, total, current_page: page, per_page: limit, last_page: Math.max(1, Math.ceil(total / limit)) };
}
