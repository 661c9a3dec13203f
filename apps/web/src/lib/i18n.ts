import type { Language } from '@hr/contracts/languages';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage, storeLanguage } from './language';

/** Always there: the shell's, the sign-in page's and the server's messages (locales/<lang>/index.ts). */
const BASE_NAMESPACES = ['common', 'auth', 'messages'] as const;

/**
 * Each language is its own chunk, loaded when it is first chosen: the first page carries one language, not three.
 * `base` (shell, sign-in, server messages, Ant Design's and dayjs's locales) is awaited before the first paint. Each
 * area's namespace is a chunk of its own too (locales/<lang>/<namespace-in-kebab-case>.ts, exporting the namespace
 * by its camelCase name), loaded with the first page that names it (lib/feature.ts `texts`): a page carries its own
 * texts, never every area's.
 */
type Bundle = { resources: Record<string, object> };
const BASES: Record<Language, () => Promise<Bundle & { antdLocale: Locale }>> = {
  en: () => import('../locales/en/index'),
  ja: () => import('../locales/ja/index'),
  vi: () => import('../locales/vi/index'),
};
// The base namespaces travel in index.ts; every other file beside it is an area namespace of its own.
const NAMESPACE_FILES = import.meta.glob<Record<string, object>>([
  '../locales/*/*.ts',
  '!../locales/*/index.ts',
  '!../locales/*/common.ts',
  '!../locales/*/auth.ts',
]);
const kebab = (namespace: string) => namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const antdLocales: Partial<Record<Language, Locale>> = {};
/** The namespaces some page asked for, and per language the loads started. */
const wanted = new Set<string>();
const loaded = new Map<string, Promise<void>>();

/**
 * Each namespace of a language is added once (`loaded` keeps the loads), so i18next may keep our texts as they are:
 * its default copy (a JSON round trip of the whole namespace, the server's catalog included) took 4 to 6 ms of the
 * first page's CPU, four times that on a phone.
 */
function add(language: Language, resources: Record<string, object>) {
  for (const [namespace, texts] of Object.entries(resources))
    i18n.addResourceBundle(language, namespace, texts, true, true, { silent: false, skipCopy: true });
}

/** Starts loading one area namespace of a language (once). */
function loadNamespace(language: Language, namespace: string): Promise<void> {
  const key = `${language}/${namespace}`;
  let loading = loaded.get(key);
  if (!loading) {
    const file = NAMESPACE_FILES[`../locales/${language}/${kebab(namespace)}.ts`];
    if (!file) throw new Error(`No translations for the namespace ${namespace} (${language})`);
    loading = file().then((module) => add(language, { [namespace]: module[namespace]! }));
    loaded.set(key, loading);
  }
  return loading;
}

async function load(language: Language) {
  if (!antdLocales[language]) {
    const { resources, antdLocale } = await BASES[language]();
    add(language, resources);
    antdLocales[language] = antdLocale;
  }
}

/**
 * Loads the current language's texts of the given area namespaces and resolves when they are there (routes.tsx
 * asks for a page's `texts` while it loads the page). The router starts loading the first page before i18next has
 * started (main.tsx), hence the stored language as the fallback.
 */
export function textsReady(namespaces: readonly string[]): Promise<unknown> {
  const language = (i18n.language || storedLanguage()) as Language;
  for (const namespace of namespaces) wanted.add(namespace);
  return Promise.all(namespaces.map((namespace) => loadNamespace(language, namespace)));
}

/** Ant Design's locale of a language already loaded. */
export const antdLocaleOf = (language: string) => antdLocales[language as Language];

/** Loads the stored language (default Japanese) and starts i18next with it; main.tsx awaits it before the first paint. */
export async function initI18n() {
  const language = storedLanguage();
  await i18n.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: false,
    ns: [...BASE_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await load(language);
  dayjs.locale(language);
  document.documentElement.lang = language;
  // The language header of API calls follows the interface from the very first call.
  storeLanguage(language);
}

/** Called after every language change: the server's texts (role_text, messages) are asked for again. */
let afterChange: (language: Language) => void = () => undefined;
export function onLanguageChanged(handler: (language: Language) => void) {
  afterChange = handler;
}

export async function changeLanguage(language: Language) {
  // The area namespaces pages have asked for follow the language (none on the sign-in page).
  await Promise.all([load(language), ...[...wanted].map((namespace) => loadNamespace(language, namespace))]);
  storeLanguage(language);
  dayjs.locale(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
  afterChange(language);
}

export default i18n;
