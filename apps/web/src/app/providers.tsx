import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocaleOf, onLanguageChanged } from '../lib/i18n';
import { queryClient, refetchInNewLanguage } from '../lib/query-client';
import { nameAntdParts } from './antd-names';
import { THEME } from './theme/theme';
// Global styles travel with the entry: a stylesheet imported by a lazy page would add Vite's preload helper to the
// sign-in page.
import './layout/shell.css';
import './theme/accessibility.css';

onLanguageChanged(() => void refetchInNewLanguage());

/**
 * In the production build antd's component styles are made at build time (build/antd-static-styles.ts) and travel
 * as CSS beside each component's code; `zeroRuntime` stops antd from making them again in the browser. Development
 * and tests make them at run time, from the same theme.
 */
const APP_THEME = import.meta.env.PROD ? { ...THEME, zeroRuntime: true } : THEME;

/**
 * Server state and Ant Design's locale (following the chosen language). Ant Design's message/modal context (App) is
 * set up by the signed-in shell, so the sign-in page does not load it. Ant Design's own icons and clear buttons get
 * their names in the language here (antd-names.ts).
 */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n, t } = useTranslation();
  useEffect(
    () =>
      nameAntdParts(document.body, () => ({
        clearChoice: t('common:actions.clear_choice'),
        previousPage: t('common:table.previous_page'),
        nextPage: t('common:table.next_page'),
      })),
    [t],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocaleOf(i18n.language)} theme={APP_THEME}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
