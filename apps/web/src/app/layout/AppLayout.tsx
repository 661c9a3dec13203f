import { App as AntApp, Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from '../../lib/router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { usePhone } from '../../components/responsive-table';
import { HomeTabsContext } from '../../lib/home-tabs';
import { HOME_TABS } from '../home-tabs';
import { MainMenu, MainMenuDrawer } from './MainMenu';
import { UserMenu } from '../../components/UserMenu';

/**
 * The shell of every signed-in page: a skip link, the top bar (header landmark: logo, main menu as navigation,
 * language switch, avatar menu) and the page (main landmark, the skip link's target). Below 768 px the menu is a
 * drawer opened from a button and the avatar shows no name.
 */
export default function AppLayout() {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <AntApp>
      {/* biome-ignore lint/a11y/useValidAnchor: a real link to #main (works without script); the handler only keeps #main out of the address */}
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => {
          // Focus the page itself without putting #main into the address.
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('skip_to_content')}
      </a>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header className={phone ? 'app-header is-phone' : 'app-header'}>
          {phone && <MainMenuDrawer />}
          <Link to="/" className="app-logo" aria-label={phone ? t('app_name') : undefined}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {!phone && t('app_name')}
          </Link>
          {phone ? <span style={{ flex: 1 }} /> : <MainMenu />}
          <div className="app-header-tools">
            <LanguageSwitch size="small" />
            <UserMenu compact={phone} />
          </div>
        </Layout.Header>
        <Layout.Content id="main" tabIndex={-1} className="app-main">
          <HomeTabsContext.Provider value={HOME_TABS}>
            <Outlet />
          </HomeTabsContext.Provider>
        </Layout.Content>
      </Layout>
    </AntApp>
  );
}
