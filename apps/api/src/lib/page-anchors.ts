import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { listGenerations } from '../db/schema/index';

/**
 * Deep pages without deep OFFSETs. A list sorted by a unique key (staff ID) is walked once per data generation
 * (schema/lists.ts) and every ANCHOR_EVERY-th position is remembered: the key found there and how many rows come
 * before it. A page then starts at the nearest anchor (`key >= anchor`, served by an index) and skips fewer than
 * ANCHOR_EVERY rows, so page 2,500 of 100,000 people costs what page 1 costs. The same walk gives the exact total.
 *
 * The anchors are exact for one generation only; a write to the listed rows changes the generation in the same
 * transaction, and the next read recomputes. Each API process keeps its own cache (bounded, least recently used
 * first out); concurrent reads of one key share one computation.
 */
export const ANCHOR_EVERY = 50;
const MAX_KEYS = 100;

export type Anchor = { key: string; before: number };
export type Anchors = { total: number; anchors: Anchor[] };
/**
 * Where a page starts: at `from` (undefined: the list's beginning), skipping `skip` rows; all its rows come before
 * `to` (undefined: the list's end). The bound keeps a page query's range small whatever its values, so PostgreSQL
 * keeps one plan for the prepared statement instead of planning it again at every read: without it the plan made
 * without values assumes a tenth of the list is read (an unknown LIMIT) and loses to planning with the values.
 */
export type PageStart = { from: string | undefined; skip: number; to: string | undefined };

const generationQueries = new WeakMap<
  Executor,
  { execute: (values: { name: string }) => Promise<{ value: string }[]> }
>();

/** The families of lists with a generation (rows of `list_generations`, migrations 0008 and 0016). */
export type ListFamily = 'people' | 'candidates';

/** The current generation of a family of lists ('people'); asked by every list read, so prepared once per connection. */
export async function listGeneration(db: Executor, name: ListFamily): Promise<string> {
  let query = generationQueries.get(db);
  if (!query) {
    query = db
      .select({ value: sql<string>`${listGenerations.value}::text` })
      .from(listGenerations)
      .where(eq(listGenerations.name, sql.placeholder('name')))
      .prepare('list_generation');
    generationQueries.set(db, query);
  }
  const [row] = await query.execute({ name });
  // Missing row (a database before migration 0008 cannot happen at run time): never cache.
  return row?.value ?? `none-${Date.now()}-${Math.random()}`;
}

/** The index of the last anchor with at most `rows` rows before it (binary search), or -1. */
function lastAtOrBefore(anchors: Anchor[], rows: number): number {
  let low = 0;
  let high = anchors.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (anchors[middle]!.before <= rows) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * The anchor at or before `offset` and the rows to skip after it; the first anchor with at least `offset + limit`
 * rows before it bounds the page.
 */
export function pageStart({ anchors }: Anchors, offset: number, limit: number): PageStart {
  const found = lastAtOrBefore(anchors, offset);
  // Anchors ascend by `before` and differ in it (each person takes at least one row): the one after the last with
  // fewer than offset + limit rows before it is the first with at least that many.
  const end = anchors[lastAtOrBefore(anchors, offset + limit - 1) + 1];
  const to = end?.key;
  if (found < 0) return { from: undefined, skip: offset, to };
  const anchor = anchors[found]!;
  return { from: anchor.key, skip: offset - anchor.before, to };
}

type Entry = { generation: string; value: Promise<Anchors> };

/**
 * The current generation as a column of a page query (an uncorrelated subquery: PostgreSQL reads it once per
 * statement). The page's rows and this value come from one snapshot, so a page read from cached anchors can tell
 * whether those anchors still describe the data it saw, without a statement of its own.
 */
export const generationColumn = (name: ListFamily) =>
  // The name is a constant of the code, written into the statement so that it stays one fixed text to prepare.
  sql<string>`(select ${listGenerations.value}::text from ${listGenerations} where ${listGenerations.name} = ${sql.raw(`'${name}'`)})`;

/** A page query's rows, each carrying the generation its statement saw (`generationColumn`). */
type Generated = { generation: string };

/** The rows without their generation column (it never leaves the repository). */
export function withoutGeneration<Row extends Generated>(rows: Row[]): Omit<Row, 'generation'>[] {
  for (const row of rows) delete (row as Partial<Generated>).generation;
  return rows;
}

/**
 * One page and the exact total from a list's anchors, usually in one statement. With anchors cached, the page is
 * read from them at once and kept when the generation it saw is theirs; otherwise (first read, data changed, a page
 * past the end) the generation is read, the anchors are computed or taken from the cache, and the page is read again
 * until page and anchors agree. Exact at the generation of the rows returned.
 */
export async function pageFromAnchors<Row extends Generated>(options: {
  cache: AnchorCache;
  key: string;
  offset: number;
  limit: number;
  generation: () => Promise<string>;
  walk: () => Promise<Anchors>;
  read: (start: PageStart) => Promise<Row[]>;
}): Promise<{ rows: Omit<Row, 'generation'>[]; total: number }> {
  const { cache, key, offset, limit, read } = options;
  const strip = (rows: Row[], total: number) => ({ rows: withoutGeneration(rows), total });
  const cached = cache.peek(key);
  if (cached) {
    const anchors = await cached.value.catch(() => undefined);
    if (anchors && offset < anchors.total) {
      const rows = await read(pageStart(anchors, offset, limit));
      if (rows[0] !== undefined && rows[0].generation === cached.generation) return strip(rows, anchors.total);
    }
  }
  // A write between reading the generation and the page moves the generation again: read once more (bounded, as a
  // steady stream of writes could otherwise keep a reader here).
  for (let attempt = 1; ; attempt += 1) {
    const generation = await options.generation();
    const anchors = await cache.get(key, generation, options.walk);
    if (offset >= anchors.total) return { rows: [], total: anchors.total };
    const rows = await read(pageStart(anchors, offset, limit));
    if (rows[0]?.generation === generation || attempt === 3) return strip(rows, anchors.total);
  }
}

export function anchorCache() {
  const entries = new Map<string, Entry>();
  return {
    /** The cached entry of `key`, whatever its generation (pageFromAnchors checks it against the page it reads). */
    peek(key: string): Readonly<Entry> | undefined {
      const cached = entries.get(key);
      if (cached) {
        entries.delete(key);
        entries.set(key, cached); // most recently used last
      }
      return cached;
    },
    /** The anchors of `key` at `generation`, computed by `compute` when missing or of another generation. */
    get(key: string, generation: string, compute: () => Promise<Anchors>): Promise<Anchors> {
      const cached = entries.get(key);
      entries.delete(key);
      if (cached && cached.generation === generation) {
        entries.set(key, cached); // most recently used last
        return cached.value;
      }
      const value = compute();
      const entry = { generation, value };
      entries.set(key, entry);
      // A failed computation is not kept: the next read tries again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > MAX_KEYS) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear: () => entries.clear(),
  };
}
export type AnchorCache = ReturnType<typeof anchorCache>;
