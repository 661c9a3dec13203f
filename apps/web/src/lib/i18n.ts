import type { Language } from '@hr/contracts/languages';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage, storeLanguage } from './language';

export const NAMESPACES = [
  'common',
  'auth',
  'shifts',
  'users',
  'groups',
  'departments',
  'settings',
  'messages',
] as const;

/**
 * Each language is its own chunk, loaded when it is first chosen: the first page carries one language, not three.
 * `base` (shell, sign-in, server messages, Ant Design's and dayjs's locales) is awaited before the first paint;
 * `areas` (the namespaces of the product's areas) loads when the first signed-in page asks for it (routes.tsx).
 */
type Bundle = { resources: Record<string, object> };
const LOADERS: Record<
  Language,
  { base: () => Promise<Bundle & { antdLocale: Locale }>; areas: () => Promise<Bundle> }
> = {
  en: { base: () => import('../locales/en/index'), areas: () => import('../locales/en/areas') },
  ja: { base: () => import('../locales/ja/index'), areas: () => import('../locales/ja/areas') },
  vi: { base: () => import('../locales/vi/index'), areas: () => import('../locales/vi/areas') },
};
const antdLocales: Partial<Record<Language, Locale>> = {};
const areasLoaded: Partial<Record<Language, Promise<void>>> = {};

function add(language: Language, resources: Record<string, object>) {
  for (const [namespace, texts] of Object.entries(resources))
    i18n.addResourceBundle(language, namespace, texts, true, true);
}

/** Starts loading a language's area namespaces (once). */
const loadAreas = (language: Language) =>
  (areasLoaded[language] ??= LOADERS[language].areas().then(({ resources }) => add(language, resources)));

async function load(language: Language) {
  if (!antdLocales[language]) {
    const { resources, antdLocale } = await LOADERS[language].base();
    add(language, resources);
    antdLocales[language] = antdLocale;
  }
}

/**
 * Loads the current language's area namespaces and resolves when they are there. Only pages of signed-in people ask
 * (routes.tsx), so the sign-in page does not load them. The router starts loading the first page before i18next has
 * started (main.tsx), hence the stored language as the fallback.
 */
export const areasReady = () => loadAreas((i18n.language || storedLanguage()) as Language);

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
    ns: NAMESPACES,
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
  // Areas follow the language only once a page has needed them (not on the sign-in page).
  await Promise.all([load(language), Object.keys(areasLoaded).length > 0 ? loadAreas(language) : undefined]);
  storeLanguage(language);
  dayjs.locale(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
  afterChange(language);
}

export default i18n;
