import i18next, { type i18n } from 'i18next';
import { CATALOG } from '../locales/catalog';

/** A fresh i18next with the English catalogs (all namespaces), as the app has them once loaded. */
export async function englishI18n(): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: CATALOG.en },
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
