import { sql } from 'drizzle-orm';

/**
 * How a filter value enters a query: as itself (a one-off query) or as a named placeholder (a query prepared once per
 * connection and run with values). A repository builds its conditions once with a `Bind` and gets both; lists that
 * are read on every screen prepare their page query of a fixed shape (equality on keys, a range from an anchor), so
 * that PostgreSQL parses it once per connection.
 *
 * PostgreSQL's default (db/client.ts) plans a statement with its values; a prepared one only for its first five runs,
 * after which it keeps one plan made without values if that plan's estimate is as cheap. A text pattern must be planned
 * with its value (a rare name wants the trigram index, a common one the list's order): text filters are not prepared.
 * A plan made without values does not know the LIMIT and assumes a tenth of the rows in range are read, so it loses
 * unless the range is small whatever the values: bound a page at both ends (lib/page-anchors.ts `PageStart.to`) and
 * PostgreSQL keeps one plan (the assignment list: 0.5 to 0.7 ms of planning saved a read). Keep a hot query cheap to
 * plan anyway: look names up with scalar subqueries rather than joins (db/qualified.ts `lookup`). The scale benchmark
 * (scripts/bench/scale.ts) shows the cost at 100,000 people.
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
