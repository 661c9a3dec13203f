import type { OrderKind } from '@hr/contracts';
import { Alert, App, Button, Card, Col, Descriptions, Row, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import { ArrowLeftOutlined, DeleteOutlined } from '../../../components/icons';
import { PageHeading } from '../../../components/PageHeading';
import { hasPermission } from '../../../lib/access';
import { formatDate, formatMoney, NO_VALUE } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { failureText } from '../../../lib/save-error';
import { useConfirm } from '../../../lib/use-confirm';
import { useDeleteOrder } from '../api/delete-order';
import { useOrder } from '../api/get-order';
import { REDIRECT_DELAY_MS } from './OrderForm';
import { OrderSummary } from './OrderSummary';

/** /payroll-data/{bonus|deduction}/{id}: one person's entry, read-only, with Delete (then the list after 5 s). */
export function OrderDetail({ kind, id }: { kind: OrderKind; id: number }) {
  const { t } = useTranslation(['payrollData', 'common']);
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const entry = useOrder(kind, id);
  const remove = useDeleteOrder(kind);
  const [locked, setLocked] = useState(false);
  const listPath = `/payroll-data/${kind}-list`;

  useEffect(() => {
    if (!entry.isError) return;
    void message.error(failureText(entry.error, t('messages.list_failed')));
    navigate(listPath, { replace: true });
  }, [entry.isError, entry.error, message, navigate, listPath, t]);
  useEffect(() => {
    if (locked) {
      const timer = setTimeout(() => navigate(listPath), REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
  }, [locked, navigate, listPath]);

  const askDelete = () =>
    entry.data &&
    confirm({
      title: t('delete_confirm.title'),
      content: t('delete_confirm.one', { name: entry.data.user.full_name }),
      onOk: () =>
        remove.mutateAsync(id).then(
          () => {
            setLocked(true);
            void message.success(t(`messages.deleted_${kind}`));
          },
          (error: unknown) => void message.error(failureText(error, t(`messages.delete_failed_${kind}`))),
        ),
    });

  const data = entry.data;
  return (
    <Card title={<PageHeading title={t(`form.detail_${kind}`)} />} loading={entry.isLoading}>
      {data && (
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Descriptions
              bordered
              size="small"
              column={1}
              items={[
                { key: 'code', label: t('columns.alias_id'), children: data.user.alias_id },
                { key: 'name', label: t('columns.full_name'), children: data.user.full_name },
                {
                  key: 'component',
                  label: t(`form.component_${kind}`),
                  children: data.salary_component.salary_component_name_vie,
                },
                { key: 'date', label: t(`form.date_${kind}`), children: formatDate(data.date) },
                { key: 'value', label: t('form.value'), children: formatMoney(data.value) ?? NO_VALUE },
                { key: 'note', label: t('form.note'), children: data.note ?? NO_VALUE },
                { key: 'created', label: t('columns.created_at'), children: formatDate(data.created_at.slice(0, 10)) },
              ]}
            />
          </Col>
          <Col xs={24} md={10}>
            <OrderSummary treatment={data.salary_component} />
          </Col>
        </Row>
      )}
      {locked && <Alert type="success" showIcon title={t('form.locked')} style={{ marginTop: 16 }} />}
      <Space style={{ marginTop: 24 }} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(listPath)}>
          {t('form.back')}
        </Button>
        {hasPermission(user, 'payroll_order.delete') && (
          <Button danger icon={<DeleteOutlined />} onClick={askDelete} disabled={locked || !data}>
            {t('form.delete')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
