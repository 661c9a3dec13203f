import { App as AntApp, Flex, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { MainMenu } from './MainMenu';
import { UserMenu } from './UserMenu';

/** The shell of every signed-in page: logo, main menu, language switch, avatar menu. */
export default function AppLayout() {
  const { t } = useTranslation();
  return (
    <AntApp>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 24, color: '#fff' }}>
          <Link
            to="/"
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              color: '#fff',
              fontWeight: 600,
              fontSize: 16,
              whiteSpace: 'nowrap',
            }}
          >
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {t('app_name')}
          </Link>
          <MainMenu />
          <Flex align="center" gap={16}>
            <LanguageSwitch size="small" />
            <UserMenu />
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </AntApp>
  );
}
