import { Flex, theme } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/LanguageSwitch';

/**
 * The centred card of the sign-in and reset-password pages, with the language switch above it. Plain elements
 * styled with Ant Design's tokens: antd's Card and Typography would add ~55 KB (gzip) to the first page anyone loads.
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The document title as PageHeading's usePageTitle writes it; not imported from there, so that the sign-in page
  // shares no chunk with the signed-in pages (each shared module adds a file to its 250 KB budget).
  const appName = t('app_name');
  useEffect(() => {
    document.title = `${title} - ${appName}`;
  }, [title, appName]);
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={16}
      style={{ minHeight: '100vh', padding: 16, background: '#f0f4fa' }}
    >
      <LanguageSwitch />
      <main
        style={{
          width: '100%',
          maxWidth: 400,
          padding: 24,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          border: `1px solid ${token.colorBorderSecondary}`,
          color: token.colorText,
          fontFamily: token.fontFamily,
          fontSize: token.fontSize,
        }}
      >
        <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <div style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('app_name')}</div>
          <div style={{ color: token.colorTextSecondary }}>{t('auth:login.subtitle')}</div>
        </Flex>
        <h1 style={{ fontSize: token.fontSizeHeading4, fontWeight: 600, margin: '0 0 16px' }}>{title}</h1>
        {children}
      </main>
    </Flex>
  );
}
