import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  TeamOutlined,
  UserOutlined,
} from '../../../components/icons';
import type { DepartmentGroupCard } from '@hr/contracts';
import { Button, Card, Col, Empty, Flex, Result, Row, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../lib/use-confirm';
import { useDeleteGroup } from '../api/delete-group';
import { useGroups } from '../api/list-groups';
import { lazyPart } from '../../../components/lazy-part';

// Its form, rules and pickers load when the dialog first opens (components/lazy-part.tsx).
const GroupDetailModal = lazyPart(
  () => import('./GroupDetailModal').then((m) => m.GroupDetailModal),
  (props) => props.groupId !== undefined,
);
const GroupFormModal = lazyPart(() => import('./GroupFormModal').then((m) => m.GroupFormModal));

/** The department's groups as cards, four a row on large screens; New, Edit and Delete with department.update. */
export function GroupsTab({ departmentId, canChange }: { departmentId: number; canChange: boolean }) {
  const { t } = useTranslation(['groups', 'common']);
  const confirmDelete = useConfirmDelete();
  const groups = useGroups(departmentId);
  const remove = useDeleteGroup();
  const [viewing, setViewing] = useState<number>();
  const [editing, setEditing] = useState<{ group?: DepartmentGroupCard } | null>(null);

  const askDelete = (group: DepartmentGroupCard) =>
    confirmDelete({
      title: t('delete_confirm.title'),
      content: t('delete_confirm.content', { name: group.group_name }),
      remove: () => remove.mutateAsync(group.id),
      deleted: t('messages.deleted'),
      failed: t('messages.delete_failed'),
    });

  const actions = (group: DepartmentGroupCard) => [
    <Tooltip key="view" title={t('cards.view')}>
      <Button type="text" icon={<EyeOutlined />} aria-label={t('cards.view')} onClick={() => setViewing(group.id)} />
    </Tooltip>,
    ...(canChange
      ? [
          <Tooltip key="edit" title={t('common:actions.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('common:actions.edit')}
              onClick={() => setEditing({ group })}
            />
          </Tooltip>,
          <Tooltip key="delete" title={t('common:actions.delete')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('common:actions.delete')}
              onClick={() => askDelete(group)}
            />
          </Tooltip>,
        ]
      : []),
  ];

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 16 }}>
        {canChange && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('cards.create')}
          </Button>
        )}
      </Flex>
      {groups.isPending ? (
        <Skeleton active />
      ) : groups.isError ? (
        <Result status="warning" title={t('messages.load_failed')} />
      ) : groups.data.length === 0 ? (
        <Empty description={t('cards.empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {groups.data.map((group) => (
            <Col key={group.id} xs={24} sm={12} lg={6}>
              <Card
                size="small"
                title={group.group_name}
                extra={<Tag>{group.group_code}</Tag>}
                actions={actions(group)}
              >
                <Flex vertical gap={4}>
                  <Typography.Text>
                    <UserOutlined /> {t('cards.leader')}:{' '}
                    {group.leader ? `${group.leader.full_name} (${group.leader.alias_id})` : t('cards.no_leader')}
                  </Typography.Text>
                  <Typography.Text>
                    <TeamOutlined /> {t('cards.members_count')}: {group.members_count}
                  </Typography.Text>
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <GroupDetailModal groupId={viewing} onClose={() => setViewing(undefined)} />
      <GroupFormModal
        departmentId={departmentId}
        open={editing !== null}
        group={editing?.group}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
