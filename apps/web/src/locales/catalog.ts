import type { Language } from '@hr/contracts/languages';
import { resources as enBase } from './en/index';
import { resources as jaBase } from './ja/index';
import { resources as viBase } from './vi/index';

/**
 * Every text of each language at once, for the tests (the translation test and the browser tests): the base
 * catalog (locales/<lang>/index.ts) and every area namespace file beside it, found by name. The app itself never
 * loads this: lib/i18n.ts loads a page's namespaces with the page.
 */
const FILES = import.meta.glob<Record<string, object>>(['./*/*.ts', '!./*/index.ts'], { eager: true });

/** Area namespaces are typed loosely here (each ja and vi file is typed against its English one already). */
// biome-ignore lint/suspicious/noExplicitAny: texts of namespaces found at run time, read by key in tests
type Areas = Record<string, any>;

function catalogOf<T extends object>(language: Language, base: T): T & Areas {
  const areas: Areas = {};
  for (const [file, module] of Object.entries(FILES))
    if (file.startsWith(`./${language}/`)) Object.assign(areas, module);
  return { ...base, ...areas };
}

export const CATALOG = {
  en: catalogOf('en', enBase),
  ja: catalogOf('ja', jaBase),
  vi: catalogOf('vi', viBase),
};
