import type { LoginBlock } from '@hr/contracts';
import { App, Button, Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useLiftLoginBlock, useLoginBlocks } from '../api/login-blocks';

/** Sign-in blocks in force (per account and address, or per address) and lifting one: ICT and HR. */
export function LoginBlocksModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['users', 'common']);
  const { message } = App.useApp();
  const blocks = useLoginBlocks(open);
  const lift = useLiftLoginBlock();
  const empty = t('common:empty');

  const onLift = (block: LoginBlock) =>
    lift.mutate(block.key, {
      onSuccess: () => void message.success(t('login_blocks.lifted')),
      onError: (error) => void message.error(error instanceof ApiError ? error.message : t('login_blocks.failed')),
    });

  return (
    <Modal open={open} title={t('login_blocks.title')} onCancel={onClose} footer={null} width={820} destroyOnHidden>
      <Table<LoginBlock>
        rowKey="key"
        size="small"
        loading={blocks.isFetching}
        dataSource={blocks.data}
        pagination={false}
        locale={{ emptyText: t('login_blocks.none') }}
        columns={[
          {
            title: t('login_blocks.kind'),
            dataIndex: 'kind',
            render: (kind: LoginBlock['kind']) => <Tag>{t(`login_blocks.kinds.${kind}`)}</Tag>,
          },
          { title: t('login_blocks.account'), dataIndex: 'account', render: (v: string | null) => v ?? empty },
          { title: t('login_blocks.address'), dataIndex: 'address' },
          { title: t('login_blocks.failures'), dataIndex: 'failures', width: 90 },
          {
            title: t('login_blocks.until'),
            dataIndex: 'blocked_until',
            render: (v: string) => new Date(v).toLocaleTimeString(i18n.language),
          },
          {
            title: t('common:table.action'),
            key: 'action',
            width: 110,
            render: (_, block) => (
              <Button
                size="small"
                loading={lift.isPending && lift.variables === block.key}
                onClick={() => onLift(block)}
              >
                {t('login_blocks.lift')}
              </Button>
            ),
          },
        ]}
      />
    </Modal>
  );
}
