import { LANGUAGES, type Language } from '../languages';
import { en, type Messages } from './en';
import { ja } from './ja';
import { vi } from './vi';

export type { Messages };
export const MESSAGES: Record<Language, Messages> = { en, ja, vi };

/**
 * Plural forms as i18next has them (the web's `t` reads the same catalog): a text counting something is written
 * `key_one` / `key_other` (Intl.PluralRules' categories of the language: English has both, Japanese and Vietnamese
 * only `other`), and the `count` parameter picks one.
 */
const PLURALS = Object.fromEntries(LANGUAGES.map((lang) => [lang, new Intl.PluralRules(lang)])) as Record<
  Language,
  Intl.PluralRules
>;

/** The plural forms a language's counted texts are written in (`one`, `other` in English; `other` in ja and vi). */
export const pluralCategories = (lang: Language): readonly string[] => PLURALS[lang].resolvedOptions().pluralCategories;

function textAt(lang: Language, key: string): string | undefined {
  let node: unknown = MESSAGES[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/**
 * Looks up `a.b` in a language's catalog (with a numeric `count`, its plural form `a.b_one` / `a.b_other`) and
 * fills `{{name}}` placeholders; unknown keys come back unchanged.
 */
export function translate(lang: Language, key: string, params: Record<string, unknown> = {}): string {
  const count = params.count;
  const text =
    (typeof count === 'number' ? textAt(lang, `${key}_${PLURALS[lang].select(count)}`) : undefined) ??
    textAt(lang, key) ??
    textAt(lang, `${key}_other`);
  if (text === undefined) return key;
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
