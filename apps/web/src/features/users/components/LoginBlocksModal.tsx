import type { LoginBlock } from '@hr/contracts';
import { App, Button, Modal, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResponsiveColumns } from '../../../components/responsive-table';
import { formatDateTime } from '../../../lib/format';
import { useSaveError } from '../../../lib/save-error';
import { useLiftLoginBlock, useLoginBlocks } from '../api/login-blocks';

/**
 * Sign-in blocks in force (per account and address, or per address) and lifting one: ICT and HR. At phone width
 * the row keeps who is blocked and the Lift button; the kind, failures and end move into its expanded part, so the
 * dialog never scrolls sideways.
 */
export function LoginBlocksModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const { message } = App.useApp();
  const saveError = useSaveError();
  const blocks = useLoginBlocks(open);
  const lift = useLiftLoginBlock();
  const empty = t('common:empty');

  const onLift = (block: LoginBlock) =>
    lift.mutate(block.key, {
      onSuccess: () => void message.success(t('login_blocks.lifted')),
      onError: (error) => saveError(error, { fallback: t('login_blocks.failed') }),
    });

  const table = useResponsiveColumns<LoginBlock>([
    {
      title: t('login_blocks.kind'),
      dataIndex: 'kind',
      secondary: true,
      render: (kind: LoginBlock['kind']) => <Tag>{t(`login_blocks.kinds.${kind}`)}</Tag>,
    },
    { title: t('login_blocks.account'), dataIndex: 'account', render: (v: string | null) => v ?? empty },
    { title: t('login_blocks.address'), dataIndex: 'address' },
    { title: t('login_blocks.failures'), dataIndex: 'failures', width: 90, secondary: true },
    {
      title: t('login_blocks.until'),
      dataIndex: 'blocked_until',
      secondary: true,
      render: (v: string) => formatDateTime(v) ?? empty,
    },
    {
      title: t('common:table.action'),
      key: 'action',
      width: 110,
      render: (_, block) => (
        <Button size="small" loading={lift.isPending && lift.variables === block.key} onClick={() => onLift(block)}>
          {t('login_blocks.lift')}
        </Button>
      ),
    },
  ]);

  return (
    <Modal open={open} title={t('login_blocks.title')} onCancel={onClose} footer={null} width={820} destroyOnHidden>
      <Table<LoginBlock>
        rowKey="key"
        size="small"
        loading={blocks.isFetching}
        dataSource={blocks.data}
        pagination={false}
        locale={{ emptyText: t('login_blocks.none') }}
        {...table}
      />
    </Modal>
  );
}
