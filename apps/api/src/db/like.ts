/** Escapes % and _ so a user's search text is matched literally inside ILIKE patterns. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
