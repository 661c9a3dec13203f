/** Languages of the interface and of server messages. Japanese is the default of the interface. */
export const LANGUAGES = ['ja', 'en', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ja';
/** The API falls back to English when a request names no language it knows (specification section 7). */
export const API_FALLBACK_LANGUAGE: Language = 'en';

export function pickLanguage(header: string | undefined | null, fallback: Language = API_FALLBACK_LANGUAGE): Language {
  const first = (header ?? '').split(',')[0]?.trim().split(/[-_;]/)[0]?.toLowerCase();
  return (LANGUAGES as readonly string[]).includes(first ?? '') ? (first as Language) : fallback;
}
