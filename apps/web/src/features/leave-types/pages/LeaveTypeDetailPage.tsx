import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { type LeaveReasonFields, type LeaveTypeFields, leaveTypeFields } from '@hr/contracts';
import { Alert, App, Button, Card, Col, Flex, Form, Input, InputNumber, Radio, Row, Space, Switch, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyboardScroll } from '../../../components/KeyboardScroll';
import { useNavigate, useParams } from 'react-router';
import { PageHeading } from '../../../components/PageHeading';
import { RowActions } from '../../../components/RowActions';
import { hasPermission } from '../../../lib/access';
import { ApiError } from '../../../lib/api-client';
import { useConfirm } from '../../../lib/use-confirm';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-form';
import { useLeaveType } from '../api/get-leave-type';
import { useLeaveReasonMutations } from '../api/leave-reasons';
import { useCreateLeaveType, useUpdateLeaveType } from '../api/save-leave-type';
import { ReasonFormModal } from '../components/ReasonFormModal';
import { StatusButton } from '../components/StatusButton';
import { LEAVE_LIST_PATH } from './LeaveTypeListPage';

type Values = {
  leave_code?: string;
  leave_name_vie?: string;
  leave_name_jp?: string;
  description_vie?: string;
  description_jp?: string;
  salary_rate?: number | null;
  is_deduct_leave?: 0 | 1;
  is_deduct_attendance?: 0 | 1;
  active?: boolean;
};
/** A reason in the table: saved ones have an id, those of an unsaved type only a local key. */
type ReasonRow = LeaveReasonFields & { key: string; id?: number; version?: number };

const toFields = (values: Values): LeaveTypeFields => ({
  leave_code: values.leave_code ?? '',
  leave_name_vie: values.leave_name_vie ?? '',
  leave_name_jp: values.leave_name_jp ?? '',
  description_vie: values.description_vie || null,
  description_jp: values.description_jp || null,
  salary_rate: values.salary_rate as number,
  is_deduct_leave: values.is_deduct_leave as 0 | 1,
  is_deduct_attendance: values.is_deduct_attendance as 0 | 1,
  status: values.active === false ? 0 : 1,
});

let localKey = 0;

/**
 * /settings/leave-management/leave-type/create and /{id}: the leave type's basic information and its reasons. Reasons
 * of an unsaved type stay in this page until the type is saved (they go with the create call); reasons of a saved
 * type are added, edited and deleted at once.
 */
export default function LeaveTypeDetailPage() {
  const { t } = useTranslation(['leaveTypes', 'common']);
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const creating = id === undefined;
  const { data: user } = useCurrentUser();
  const canChange = hasPermission(user, creating ? 'leave_type.create' : 'leave_type.update');
  const [form] = Form.useForm<Values>();
  const detail = useLeaveType(id);
  const create = useCreateLeaveType();
  const update = useUpdateLeaveType();
  const reasonApi = useLeaveReasonMutations();
  const [localReasons, setLocalReasons] = useState<ReasonRow[]>([]);
  const [editing, setEditing] = useState<{ row?: ReasonRow } | null>(null);

  useEffect(() => {
    if (params.id && !creating && id === undefined) navigate(LEAVE_LIST_PATH, { replace: true });
  }, [params.id, creating, id, navigate]);
  useEffect(() => {
    if (!detail.isError) return;
    void message.error(t('messages.info_failed'));
    navigate(LEAVE_LIST_PATH, { replace: true });
  }, [detail.isError, message, navigate, t]);
  useEffect(() => {
    const type = detail.data;
    if (!type) return;
    form.setFieldsValue({
      leave_code: type.leave_code,
      leave_name_vie: type.leave_name_vie,
      leave_name_jp: type.leave_name_jp,
      description_vie: type.description_vie ?? undefined,
      description_jp: type.description_jp ?? undefined,
      salary_rate: type.salary_rate,
      is_deduct_leave: type.is_deduct_leave as 0 | 1,
      is_deduct_attendance: type.is_deduct_attendance as 0 | 1,
      active: type.status === 1,
    });
  }, [detail.data, form]);

  const reasons: ReasonRow[] = creating
    ? localReasons
    : (detail.data?.leave_type_items ?? []).map(({ management_leave_type_id: _type, ...r }) => ({
        ...r,
        status: r.status === 0 ? 0 : 1,
        key: String(r.id),
      }));

  const rule = (field: keyof LeaveTypeFields) => zodRule(leaveTypeFields, field, t, (v: Values) => toFields(v));

  const saveError = useSaveError();
  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return void message.error(t('messages.invalid'));
    }
    const fields = toFields(values);
    const onError = (error: unknown) => saveError(error, { form, fallback: t('messages.save_failed') });
    if (creating) {
      const items = localReasons.map(({ key: _key, id: _id, version: _version, ...r }) => r);
      create.mutate(
        { ...fields, leave_type_items: items },
        {
          onSuccess: (created) => {
            void message.success(t('messages.created'));
            navigate(`${LEAVE_LIST_PATH}/leave-type/${created.id}`, { replace: true });
          },
          onError,
        },
      );
    } else if (detail.data) {
      update.mutate(
        { id: detail.data.id, body: { ...fields, version: detail.data.version } },
        { onSuccess: () => void message.success(t('messages.updated')), onError },
      );
    }
  };

  const saveReason = async (fields: LeaveReasonFields) => {
    const row = editing?.row;
    if (creating) {
      setLocalReasons((current) =>
        row
          ? current.map((r) => (r.key === row.key ? { ...r, ...fields } : r))
          : [...current, { ...fields, key: `local-${++localKey}` }],
      );
      return;
    }
    if (row?.id && row.version) {
      await reasonApi.update.mutateAsync({ id: row.id, body: { ...fields, version: row.version } });
      void message.success(t('messages.reason_updated'));
    } else if (id) {
      await reasonApi.create.mutateAsync({ ...fields, management_leave_type_id: id });
      void message.success(t('messages.reason_added'));
    }
  };

  const askDeleteReason = (row: ReasonRow) =>
    confirm({
      title: t('reason_delete_confirm.title'),
      content: t('reason_delete_confirm.content', { name: row.reason_name_vie }),
      onOk: async () => {
        if (creating) return setLocalReasons((current) => current.filter((r) => r.key !== row.key));
        if (!row.id) return;
        await reasonApi.remove.mutateAsync(row.id).then(
          () => void message.success(t('messages.reason_deleted')),
          () => void message.error(t('messages.reason_delete_failed')),
        );
      },
    });

  /** A reason's status badge toggles after a confirmation: a full update call, or locally for an unsaved type. */
  const askToggleReason = (row: ReasonRow) => {
    const next: 0 | 1 = row.status === 0 ? 1 : 0;
    confirm({
      title: t('status_confirm.title'),
      content: t('status_confirm.content', { name: row.reason_name_vie, status: t(`status.${next}`) }),
      okText: t('status_confirm.ok'),
      onOk: async () => {
        if (creating)
          return setLocalReasons((current) => current.map((r) => (r.key === row.key ? { ...r, status: next } : r)));
        if (!row.id || !row.version) return;
        const { key: _key, id: reasonId, version, ...fields } = row;
        await reasonApi.update.mutateAsync({ id: reasonId, body: { ...fields, status: next, version } }).then(
          () => void message.success(t('messages.status_updated')),
          (error: unknown) =>
            void message.error(
              error instanceof ApiError && error.status === 409 ? error.message : t('messages.status_failed'),
            ),
        );
      },
    });
  };

  const yesNo = [
    { value: 1, label: t('yes_no.1') },
    { value: 0, label: t('yes_no.0') },
  ];

  return (
    <Card
      title={<PageHeading title={t(creating ? 'detail.create_title' : 'detail.edit_title')} />}
      loading={!creating && detail.isLoading}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark
        disabled={!canChange}
        initialValues={{ is_deduct_leave: 0, is_deduct_attendance: 0, active: true }}
      >
        <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('detail.basic')}</h2>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="leave_code" label={t('form.leave_code')} required rules={[rule('leave_code')]}>
              <Input maxLength={16} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="leave_name_vie" label={t('form.leave_name_vie')} required rules={[rule('leave_name_vie')]}>
              <Input maxLength={128} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="leave_name_jp" label={t('form.leave_name_jp')} required rules={[rule('leave_name_jp')]}>
              <Input maxLength={128} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="description_vie" label={t('form.description_vie')} rules={[rule('description_vie')]}>
              <Input.TextArea rows={2} maxLength={256} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="description_jp" label={t('form.description_jp')} rules={[rule('description_jp')]}>
              <Input.TextArea rows={2} maxLength={256} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="salary_rate" label={t('form.salary_rate')} required rules={[rule('salary_rate')]}>
              <InputNumber min={0} max={100} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="is_deduct_leave"
              label={t('form.is_deduct_leave')}
              required
              rules={[rule('is_deduct_leave')]}
            >
              <Radio.Group options={yesNo} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="is_deduct_attendance"
              label={t('form.is_deduct_attendance')}
              required
              rules={[rule('is_deduct_attendance')]}
            >
              <Radio.Group options={yesNo} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="active" label={t('form.status')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>

      <Flex justify="space-between" align="center" wrap gap={8} style={{ margin: '8px 0 12px' }}>
        <h2 style={{ fontSize: 16, margin: 0 }}>{t('detail.reasons')}</h2>
        {canChange && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('detail.add_reason')}
          </Button>
        )}
      </Flex>
      {creating && localReasons.length > 0 && (
        <Alert type="info" showIcon title={t('detail.unsaved_reasons')} style={{ marginBottom: 12 }} />
      )}
      <KeyboardScroll label={t('detail.reasons')}>
        <Table<ReasonRow>
          rowKey="key"
          dataSource={reasons}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('detail.no_reasons') }}
          columns={[
            { title: t('common:table.no'), key: 'no', width: 60, render: (_, __, index) => index + 1 },
            { title: t('reason.reason_name_vie'), dataIndex: 'reason_name_vie' },
            { title: t('reason.reason_name_jp'), dataIndex: 'reason_name_jp' },
            {
              title: t('reason.max_absent_days'),
              key: 'days',
              render: (_, row) => t('reason.days', { count: row.max_absent_days }),
            },
            {
              title: t('columns.status'),
              key: 'status',
              render: (_, row) => (
                <StatusButton
                  status={row.status ?? 1}
                  label={t(`status.${row.status ?? 1}`)}
                  onClick={canChange ? () => askToggleReason(row) : undefined}
                />
              ),
            },
            {
              title: t('common:table.action'),
              key: 'action',
              width: 110,
              render: (_, row) =>
                canChange ? (
                  <RowActions onEdit={() => setEditing({ row })} onDelete={() => askDeleteReason(row)} />
                ) : null,
            },
          ]}
        />
      </KeyboardScroll>

      <Space style={{ marginTop: 24 }} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LEAVE_LIST_PATH)}>
          {t('detail.back')}
        </Button>
        {canChange && (
          <Button type="primary" onClick={save} loading={create.isPending || update.isPending}>
            {t('detail.save')}
          </Button>
        )}
      </Space>

      <ReasonFormModal
        open={editing !== null}
        reason={editing?.row}
        onSave={saveReason}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
