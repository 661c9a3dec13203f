import { DownOutlined, KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/lookups/current-user';
import { useLogout } from '../../features/auth/api/logout';

/** The avatar menu: the person's name (to /profile), change password, and logout behind a confirmation. */
export function UserMenu() {
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
          { key: 'logout', icon: <LogoutOutlined />, label: t('menu.logout'), onClick: confirmLogout },
        ],
      }}
    >
      <Flex align="center" gap={8} style={{ cursor: 'pointer' }} data-testid="user-menu" role="button" tabIndex={0}>
        <Avatar src={user?.avatar_url ?? undefined} icon={<UserOutlined />} />
        <Typography.Text style={{ color: 'inherit' }}>{user?.name}</Typography.Text>
        <DownOutlined style={{ fontSize: 10 }} />
      </Flex>
    </Dropdown>
  );
}
