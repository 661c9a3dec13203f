import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/lookups/current-user';
import { useLogout } from '../../features/auth/api/logout';

/**
 * The avatar menu: the person's name (to /profile), change password, and logout behind a confirmation. Its trigger
 * is a real button, so Enter and Space open it; the menu takes the focus (arrow keys, Enter, Escape).
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const logout = useLogout();

  const confirmLogout = () =>
    modal.confirm({
      title: t('logout_confirm.title'),
      content: t('logout_confirm.content'),
      okText: t('logout_confirm.ok'),
      cancelText: t('logout_confirm.cancel'),
      onOk: async () => {
        await logout.mutateAsync();
        navigate('/login', { replace: true });
      },
    });

  return (
    <Dropdown
      // Click only: with hover as well, a click after the pointer rested on the avatar closed the menu it had just opened.
      trigger={['click']}
      autoFocus
      menu={{
        items: [
          {
            key: 'profile',
            icon: <UserOutlined />,
            label: user?.name ?? t('menu.profile'),
            onClick: () => navigate('/profile'),
          },
          {
            key: 'change-password',
            icon: <KeyOutlined />,
            label: t('menu.change_password'),
            onClick: () => navigate('/change-password'),
          },
          { type: 'divider' },
          {
            key: 'logout',
            icon: <LogoutOutlined />,
            label: t('menu.logout'),
            // After the menu has closed and handed the focus back, so that the confirmation keeps it (and traps it).
            onClick: () => setTimeout(confirmLogout, 0),
          },
        ],
      }}
    >
      <button
        type="button"
        className="user-menu-button"
        data-testid="user-menu"
        aria-label={compact ? t('menu.account', { name: user?.name ?? '' }) : undefined}
      >
        <Avatar src={user?.avatar_url ?? undefined} icon={<UserOutlined />} alt="" />
        {!compact && <span>{user?.name}</span>}
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </button>
    </Dropdown>
  );
}
