import { Alert, Avatar, Card, Descriptions, Flex, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleKey } from '../../../lib/access';
import { formatDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { PageHeading } from '../../../components/PageHeading';

/** /profile: the signed-in person's own record as the server has it. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: user, isError, isPending } = useCurrentUser();
  if (isPending) return <Skeleton active />;
  if (isError || !user) return <Alert type="error" showIcon title={t('auth:profile.load_failed')} />;
  const empty = t('empty');
  return (
    <Card>
      <Flex gap={24} align="flex-start" wrap>
        <Avatar size={96} src={user.avatar_url ?? undefined}>
          {user.name.slice(0, 1)}
        </Avatar>
        <div style={{ flex: 1, minWidth: 280 }}>
          <div style={{ marginBottom: 16 }}>
            <PageHeading title={user.name} documentTitle={t('menu.profile')} />
          </div>
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="small" data-testid="profile">
            <Descriptions.Item label={t('auth:profile.staff_id')}>{user.staff_id}</Descriptions.Item>
            <Descriptions.Item label={t('auth:profile.username')}>{user.username}</Descriptions.Item>
            <Descriptions.Item label={t('auth:profile.email')}>{user.email ?? empty}</Descriptions.Item>
            <Descriptions.Item label={t('auth:profile.department')}>{user.department_name ?? empty}</Descriptions.Item>
            <Descriptions.Item label={t('auth:profile.role')}>{t(roleKey(user.role_id))}</Descriptions.Item>
            <Descriptions.Item label={t('auth:profile.gender')}>{t(`genders.${user.gender}`)}</Descriptions.Item>
            <Descriptions.Item label={t('auth:profile.dob')}>{formatDate(user.dob) ?? empty}</Descriptions.Item>
            <Descriptions.Item label={t('auth:profile.date_of_join')}>
              {formatDate(user.date_of_join) ?? empty}
            </Descriptions.Item>
          </Descriptions>
        </div>
      </Flex>
    </Card>
  );
}
