/** Same keys, any strings: ja and vi namespaces are typed against the English one, so a missing key fails tsc. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
