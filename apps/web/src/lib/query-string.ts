export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Builds `?a=1&b[]=x&b[]=y`, skipping empty values (undefined, null, '' and empty lists), as section 7 asks. */
export function toQueryString(params: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value)
        if (item !== '' && item !== null && item !== undefined) search.append(`${key}[]`, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
