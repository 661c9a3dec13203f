import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from '@hr/contracts/languages';

/** The chosen language is remembered in localStorage under `lang` (specification 000 section 1). */
const KEY = 'lang';

export function storedLanguage(): Language {
  const value = localStorage.getItem(KEY)?.split('-')[0];
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language) {
  localStorage.setItem(KEY, language);
}
