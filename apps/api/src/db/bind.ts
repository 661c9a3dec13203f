import { sql } from 'drizzle-orm';

/**
 * How a filter value enters a query: as itself (a one-off query) or as a named placeholder (a query prepared once per
 * connection and run with values). A repository builds its conditions once with a `Bind` and gets both; lists that
 * are read on every screen prepare their page query of a fixed shape (equality on keys, a range from an anchor), so
 * that PostgreSQL parses it once per connection.
 *
 * Every statement, prepared or not, is still planned with its values (db/client.ts keeps PostgreSQL's default): a
 * text pattern needs that (a rare name wants the trigram index, a common one the list's order). Keep a hot query
 * cheap to plan by its shape: look names up with scalar subqueries rather than joins (db/qualified.ts `lookup`). The
 * scale benchmark (scripts/bench/scale.ts) shows the cost at 100,000 people.
 */
export type Bind = (name: string, value: unknown) => unknown;
export const inline: Bind = (_name, value) => value;
export const placeholder: Bind = (name) => sql.placeholder(name);

/** A prepared query as the repositories keep it (Drizzle's PgPreparedQuery, reduced to what they call). */
export type Prepared = { execute: (values: Record<string, unknown>) => Promise<unknown[]> };

/** Prepared queries kept by shape (which filters are set): built the first time a shape is asked for. */
export function preparedByShape() {
  const queries = new Map<string, Prepared>();
  return (shape: string, build: () => Prepared): Prepared => {
    let query = queries.get(shape);
    if (!query) {
      query = build();
      queries.set(shape, query);
    }
    return query;
  };
}
