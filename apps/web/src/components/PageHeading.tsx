import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to "<page> - <app name>" in the current language, so each page says where you are. */
export function usePageTitle(title: string): void {
  const { t, i18n } = useTranslation('common');
  const appName = t('app_name');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language changes the title text itself
  useEffect(() => {
    document.title = title ? `${title} - ${appName}` : appName;
  }, [title, appName, i18n.language]);
}

/**
 * The one level-one heading of a page; it also sets the document title. Every page renders exactly one (use it as a
 * Card's `title`, or above the page's content). `documentTitle` names the page in the title bar when the heading
 * says more ("Welcome, An" on the home page is titled "Home - HR Office").
 */
export function PageHeading({ title, documentTitle }: { title: string; documentTitle?: string }) {
  usePageTitle(documentTitle ?? title);
  return <h1 style={{ fontSize: 18, lineHeight: 1.4, fontWeight: 600, margin: 0 }}>{title}</h1>;
}
