import { LANGUAGES, type Language, MESSAGES } from '@hr/contracts';
import { CATALOG } from '../../apps/web/src/locales/catalog';

// The app loads each language in parts (lib/i18n.ts: the base, then each page's namespaces); the tests read them all.
const { en, ja, vi } = CATALOG;

/**
 * The screen texts of each language, from the app's own catalogs (web locales, and the messages shared with the
 * server). Texts the specification fixes word for word are written out in the tests themselves, so a drifting
 * catalog is caught there.
 */
export const TEXTS = { en, ja, vi } satisfies Record<Language, unknown>;
export { LANGUAGES, MESSAGES, type Language };

/** What the ENG / JP / VI control shows for each language. */
export const LANGUAGE_LABEL: Record<Language, string> = { en: 'ENG', ja: 'JP', vi: 'VI' };

/** Ant Design's own texts used as a witness that its locale follows the language (Input.Password's toggle). */
export const ANTD_PASSWORD_TOGGLE: Record<Language, { show: string; hide: string }> = {
  en: { show: 'Show', hide: 'Hide' },
  ja: { show: '表示', hide: '非表示' },
  vi: { show: 'Hiển thị', hide: 'Ẩn' },
};

/** i18next-style `{{name}}` interpolation. */
export function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => params[key] ?? '');
}

/**
 * A counted text as i18next picks it: `key_one` / `key_other` by the language's plural rules (messages/index.ts
 * translate does the same), filled with the count.
 */
export function counted(
  texts: object,
  key: string,
  language: Language,
  count: number,
  params: Record<string, string> = {},
): string {
  const forms = texts as Record<string, unknown>;
  const form = forms[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? forms[`${key}_other`];
  if (typeof form !== 'string') throw new Error(`No plural forms of ${key} (${language})`);
  return fill(form, { ...params, count: String(count) });
}
