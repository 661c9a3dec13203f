import { LANGUAGES, type Language, MESSAGES } from '@hr/contracts';
import { resources as enAreas } from '../../apps/web/src/locales/en/areas';
import { resources as enBase } from '../../apps/web/src/locales/en/index';
import { resources as jaAreas } from '../../apps/web/src/locales/ja/areas';
import { resources as jaBase } from '../../apps/web/src/locales/ja/index';
import { resources as viAreas } from '../../apps/web/src/locales/vi/areas';
import { resources as viBase } from '../../apps/web/src/locales/vi/index';

// The app loads each language in two parts (lib/i18n.ts); the tests read both.
const en = { ...enBase, ...enAreas };
const ja = { ...jaBase, ...jaAreas };
const vi = { ...viBase, ...viAreas };

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
