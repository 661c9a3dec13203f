import type { Language } from '@hr/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import jaJP from 'antd/locale/ja_JP';
import viVN from 'antd/locale/vi_VN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../lib/query-client';

const ANTD_LOCALES = { en: enUS, ja: jaJP, vi: viVN } as const;

/** Server state, Ant Design's locale (following the chosen language) and its message/modal context. */
export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[i18n.language as Language] ?? jaJP} theme={{ token: { colorPrimary: '#1668dc', borderRadius: 6 } }}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
