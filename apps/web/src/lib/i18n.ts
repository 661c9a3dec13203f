import type { Language } from '@hr/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import 'dayjs/locale/vi';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources as en } from '../locales/en/index';
import { resources as ja } from '../locales/ja/index';
import { resources as vi } from '../locales/vi/index';
import { storedLanguage, storeLanguage } from './language';

export const NAMESPACES = ['common', 'auth', 'shifts', 'users', 'groups', 'departments', 'messages'] as const;

void i18n.use(initReactI18next).init({
  resources: { en, ja, vi },
  lng: storedLanguage(),
  fallbackLng: 'ja',
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});
dayjs.locale(i18n.language);
// The language header of API calls follows the interface from the very first call.
storeLanguage(i18n.language as Language);

export async function changeLanguage(language: Language) {
  storeLanguage(language);
  dayjs.locale(language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

export default i18n;
