import { DeleteOutlined, EditOutlined, KeyOutlined, UserOutlined } from '../../../components/icons';
import type { UserItem } from '@hr/contracts';
import { Avatar, Button, Descriptions, Flex, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { genderKey, hasPermission, roleKey } from '../../../lib/access';
import { formatDate } from '../../../lib/format';
import { useConfirmDelete } from '../../../lib/use-confirm';
import { useDeleteUser } from '../api/delete-user';
import { useUser } from '../api/get-user';

/**
 * The detail dialog: avatar and every listed field, read fresh from the server. Reset password and Edit need
 * user.update, Delete needs user.delete (and asks first); the server refuses them too without the right.
 */
export function UserDetailModal({
  id,
  onClose,
  onEdit,
  onResetPassword,
}: {
  id?: number;
  onClose: () => void;
  onEdit: (user: UserItem) => void;
  onResetPassword: (user: UserItem) => void;
}) {
  const { t } = useTranslation(['users', 'common']);
  const confirmDelete = useConfirmDelete();
  const { data: me } = useCurrentUser();
  const { data: user, isLoading } = useUser(id);
  const remove = useDeleteUser();
  const empty = t('common:empty');

  const askDelete = (person: UserItem) =>
    confirmDelete({
      title: t('delete_confirm.title'),
      content: t('delete_confirm.content', { name: person.name, staff_id: person.staff_id }),
      remove: () => remove.mutateAsync(person.id),
      deleted: t('messages.deleted'),
      failed: t('messages.delete_failed'),
      onDeleted: () => onClose(),
    });

  const footer = user && (
    <Flex justify="flex-end" gap={8} wrap>
      {hasPermission(me, 'user.update') && (
        <Button icon={<KeyOutlined />} onClick={() => onResetPassword(user)}>
          {t('actions.reset_password')}
        </Button>
      )}
      {hasPermission(me, 'user.update') && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => onEdit(user)}>
          {t('common:actions.edit')}
        </Button>
      )}
      {hasPermission(me, 'user.delete') && me?.id !== user.id && (
        <Button danger icon={<DeleteOutlined />} onClick={() => askDelete(user)}>
          {t('common:actions.delete')}
        </Button>
      )}
    </Flex>
  );

  return (
    <Modal
      open={id !== undefined}
      title={t('detail.title')}
      onCancel={onClose}
      footer={footer}
      width={640}
      destroyOnHidden
    >
      {isLoading || !user ? (
        <Skeleton active avatar />
      ) : (
        <Flex gap={24} align="flex-start" wrap>
          <Flex vertical align="center" gap={8} style={{ width: 120 }}>
            <Avatar
              size={104}
              shape="square"
              src={user.avatar_url || undefined}
              icon={<UserOutlined />}
              alt={user.name}
            />
            <Typography.Text strong style={{ textAlign: 'center' }}>
              {user.name}
            </Typography.Text>
          </Flex>
          <Descriptions
            column={1}
            size="small"
            style={{ flex: 1, minWidth: 280 }}
            // Fields the API did not send (outside the reader's read scope) are not shown at all.
            items={[
              { key: 'staff_id', label: t('detail.staff_id'), children: user.staff_id },
              { key: 'username', label: t('detail.username'), children: user.username ?? empty },
              { key: 'department', label: t('detail.department'), children: user.department_name ?? empty },
              { key: 'role', label: t('detail.role'), children: t(`common:${roleKey(user.role_id)}`) },
              { key: 'shift', label: t('detail.shift'), children: user.shift_name ?? empty },
              {
                key: 'gender',
                label: t('detail.gender'),
                children: user.gender === undefined ? empty : t(`common:${genderKey(user.gender)}`),
              },
              { key: 'email', label: t('detail.email'), children: user.email ?? empty },
              { key: 'phone_number', label: t('detail.phone_number'), children: user.phone_number ?? empty },
              { key: 'dob', label: t('detail.dob'), children: formatDate(user.dob) ?? empty },
              {
                key: 'date_of_join',
                label: t('detail.date_of_join'),
                children: formatDate(user.date_of_join) ?? empty,
              },
            ].filter(
              (item) =>
                item.key === 'staff_id' ||
                item.key === 'department' ||
                item.key === 'role' ||
                item.key === 'shift' ||
                item.key in user,
            )}
          />
        </Flex>
      )}
    </Modal>
  );
}
