import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/LanguageSwitch';

/** The centred card of the sign-in and reset-password pages, with the language switch above it. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh', padding: 16, background: '#f0f4fa' }}>
      <LanguageSwitch />
      <Card style={{ width: '100%', maxWidth: 400 }}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 24 }}>
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('app_name')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('auth:login.subtitle')}</Typography.Text>
        </Flex>
        <Typography.Title level={4}>{title}</Typography.Title>
        {children}
      </Card>
    </Flex>
  );
}
