/**
 * Same keys, any strings: ja and vi namespaces are typed against the English one, so a missing key fails tsc. English
 * writes a counted text `x_one` / `x_other` (i18next's plural forms); Japanese and Vietnamese have `x_other` alone.
 */
export type Translation<T> = {
  [K in keyof T as K extends `${string}_one` ? never : K]: T[K] extends string ? string : Translation<T[K]>;
};
