import { Descriptions, Modal, Result, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGroupMembers } from '../api/group-members';

/** Name, code, leader, member count and the member list of one group. */
export function GroupDetailModal({ groupId, onClose }: { groupId?: number; onClose: () => void }) {
  const { t } = useTranslation(['groups', 'common']);
  const group = useGroupMembers(groupId);
  const data = group.data;

  return (
    <Modal
      open={groupId !== undefined}
      title={t('detail.title')}
      footer={null}
      width={640}
      onCancel={onClose}
      destroyOnHidden
    >
      {group.isError ? (
        <Result status="warning" title={t('messages.load_failed')} />
      ) : (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'name', label: t('form.name'), children: data?.group_name },
              { key: 'code', label: t('form.code'), children: data?.group_code },
              {
                key: 'leader',
                label: t('form.leader'),
                children: data?.leader ? `${data.leader.full_name} (${data.leader.alias_id})` : t('cards.no_leader'),
              },
              { key: 'count', label: t('cards.members_count'), children: data?.members_count },
            ]}
          />
          <Table
            style={{ marginTop: 16 }}
            size="small"
            rowKey="id"
            loading={group.isFetching}
            dataSource={data?.members}
            pagination={false}
            scroll={{ y: 320 }}
            title={() => t('detail.members')}
            columns={[
              { title: t('common:table.no'), key: 'no', width: 60, render: (_, __, index) => index + 1 },
              { title: t('people.code'), dataIndex: 'alias_id', width: 140 },
              { title: t('people.name'), dataIndex: 'full_name' },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
