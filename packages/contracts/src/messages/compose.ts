/** A part of a catalog: sections (validation, errors, success, fields, ...) holding texts or further subtrees. */
export type Tree = { readonly [key: string]: string | Tree };

/**
 * Another language's copy of an English part: exactly its keys, every text a string, except English's singular
 * plural forms (`x_one`): Japanese and Vietnamese have only `x_other` (Intl.PluralRules; messages/index.ts).
 */
export type Same<T> = {
  [K in keyof T as K extends `${string}_one` ? never : K]: T[K] extends string ? string : Same<T[K]>;
};

type Merged<T extends readonly Tree[]> = T extends readonly [infer H, ...infer R extends readonly Tree[]]
  ? H & Merged<R>
  : unknown;

function mergeInto(target: Record<string, unknown>, source: Tree): void {
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string') {
      target[key] = value;
      continue;
    }
    target[key] ??= {};
    mergeInto(target[key] as Record<string, unknown>, value);
  }
}

/**
 * One language's catalog from the shared part and each area's part, merged section by section into new objects
 * (the parts stay as they are). messages.test.ts checks that no two parts write the same key.
 */
export function compose<T extends readonly Tree[]>(...parts: T): Merged<T> {
  const catalog: Record<string, unknown> = {};
  for (const part of parts) mergeInto(catalog, part);
  return catalog as Merged<T>;
}
