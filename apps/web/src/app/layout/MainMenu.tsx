import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/lookups/current-user';
import { hasPermission } from '../../lib/access';
import { MAIN_MENU, type MenuEntry } from '../menu';

type Item = Required<MenuProps>['items'][number];

function matches(entry: MenuEntry, pathname: string): boolean {
  if (entry.match?.test(pathname)) return true;
  if (entry.path && entry.path !== '/' && (pathname === entry.path || pathname.startsWith(`${entry.path}/`)))
    return true;
  return entry.children?.some((child) => matches(child, pathname)) ?? false;
}

/** The horizontal main menu: sections open on hover, the current section is highlighted. */
export function MainMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();

  const visible = (entries: MenuEntry[]): MenuEntry[] =>
    entries
      .filter((entry) => hasPermission(user, entry.permission))
      .map((entry) => (entry.children ? { ...entry, children: visible(entry.children) } : entry))
      .filter((entry) => !entry.children || entry.children.length > 0);

  const toItem = (entry: MenuEntry): Item =>
    entry.children
      ? { key: entry.key, label: t(entry.labelKey), children: entry.children.map(toItem) }
      : { key: entry.key, label: t(entry.labelKey), onClick: () => entry.path && navigate(entry.path) };

  const entries = visible(MAIN_MENU);
  const selected = entries
    .flatMap((entry) => [entry, ...(entry.children ?? [])])
    .filter((entry) => matches(entry, pathname))
    .map((e) => e.key);

  return (
    <Menu
      mode="horizontal"
      theme="dark"
      aria-label={t('menu.main')}
      triggerSubMenuAction="hover"
      selectedKeys={selected}
      items={entries.map(toItem)}
      style={{ flex: 1, minWidth: 0, background: 'transparent' }}
    />
  );
}
