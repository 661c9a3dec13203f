import { ArrowLeftOutlined, PlusOutlined } from '../../../components/icons';
import { type LeaveReasonFields, leaveTypeFields } from '@hr/contracts';
import { Alert, App, Button, Card, Col, Flex, Form, Input, InputNumber, Radio, Row, Space, Switch, Table } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '../../../lib/router';
import { PageHeading } from '../../../components/PageHeading';
import { useResponsiveColumns } from '../../../components/responsive-table';
import { RowActions } from '../../../components/RowActions';
import { Field, SchemaForm } from '../../../components/schema-form';
import { hasPermission } from '../../../lib/access';
import { rateInputProps } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useGuardedSave, useSaveError } from '../../../lib/save-error';
import { useConfirm, useConfirmDelete } from '../../../lib/use-confirm';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { useLeaveType } from '../api/get-leave-type';
import { useLeaveReasonMutations } from '../api/leave-reasons';
import { useCreateLeaveType, useUpdateLeaveType } from '../api/save-leave-type';
import { lazyPart } from '../../../components/lazy-part';
import { StatusButton } from '../components/StatusButton';
import {
  type LeaveTypeValues,
  leaveTypeToValues,
  NEW_LEAVE_TYPE,
  type ReasonRow,
  reasonRows,
  reasonsToCreate,
  toLeaveTypeFields,
} from '../lib/leave-type-form';
import { LEAVE_LIST_PATH } from './LeaveTypeListPage';

// Its form, rules and pickers load when the dialog first opens (components/lazy-part.tsx).
const ReasonFormModal = lazyPart(() => import('../components/ReasonFormModal').then((m) => m.ReasonFormModal));

let localKey = 0;

/**
 * /settings/leave-management/leave-type/create and /{id}: the leave type's basic information and its reasons. Reasons
 * of an unsaved type stay in this page until the type is saved (they go with the create call); reasons of a saved
 * type are added, edited and deleted at once. Leaving with unsaved changes asks first.
 */
export default function LeaveTypeDetailPage() {
  const { t } = useTranslation(['leaveTypes', 'common']);
  const { message } = App.useApp();
  const confirm = useConfirm();
  const confirmDelete = useConfirmDelete();
  const saveError = useSaveError();
  const guardedSave = useGuardedSave();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const creating = id === undefined;
  const { data: user } = useCurrentUser();
  const canChange = hasPermission(user, creating ? 'leave_type.create' : 'leave_type.update');
  const [form] = Form.useForm<LeaveTypeValues>();
  const detail = useLeaveType(id);
  const create = useCreateLeaveType();
  const update = useUpdateLeaveType();
  const reasonApi = useLeaveReasonMutations();
  const [localReasons, setLocalReasons] = useState<ReasonRow[]>([]);
  const [editing, setEditing] = useState<{ row?: ReasonRow } | null>(null);
  const [edited, setEdited] = useState(false);
  const dirty = edited || (creating && localReasons.length > 0);
  const unsaved = useUnsavedChanges(dirty);
  const editedRef = useRef(edited);
  editedRef.current = edited;

  useEffect(() => {
    if (params.id && !creating && id === undefined) navigate(LEAVE_LIST_PATH, { replace: true });
  }, [params.id, creating, id, navigate]);
  useEffect(() => {
    if (!detail.isError) return;
    void message.error(t('messages.info_failed'));
    navigate(LEAVE_LIST_PATH, { replace: true });
  }, [detail.isError, message, navigate, t]);
  // The saved type fills the form, unless the person is editing it (a reason saved meanwhile reloads the type).
  useEffect(() => {
    if (detail.data && !editedRef.current) form.setFieldsValue(leaveTypeToValues(detail.data));
  }, [detail.data, form]);

  const reasons: ReasonRow[] = creating ? localReasons : reasonRows(detail.data);

  const save = () =>
    guardedSave(
      async () => {
        const fields = toLeaveTypeFields(await form.validateFields());
        if (creating) {
          const created = await create.mutateAsync({ ...fields, leave_type_items: reasonsToCreate(localReasons) });
          void message.success(t('messages.created'));
          unsaved.saved();
          setEdited(false);
          setLocalReasons([]);
          navigate(`${LEAVE_LIST_PATH}/leave-type/${created.id}`, { replace: true });
        } else if (detail.data) {
          await update.mutateAsync({ id: detail.data.id, body: { ...fields, version: detail.data.version } });
          setEdited(false);
          void message.success(t('messages.updated'));
        }
      },
      { form, fallback: t('messages.save_failed'), invalidToast: t('messages.invalid') },
    );

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

  const askDeleteReason = (row: ReasonRow) => {
    const title = t('reason_delete_confirm.title');
    const content = t('reason_delete_confirm.content', { name: row.reason_name_vie });
    if (creating || !row.id)
      return confirm({
        title,
        content,
        onOk: async () => setLocalReasons((current) => current.filter((r) => r.key !== row.key)),
      });
    const reasonId = row.id;
    confirmDelete({
      title,
      content,
      remove: () => reasonApi.remove.mutateAsync(reasonId),
      deleted: t('messages.reason_deleted'),
      failed: t('messages.reason_delete_failed'),
    });
  };

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
          (error: unknown) => saveError(error, { fallback: t('messages.status_failed') }),
        );
      },
    });
  };

  // At phone width the Japanese name and the days move into the row's expanded part; name, status, actions stay.
  const reasonTable = useResponsiveColumns<ReasonRow>([
    { title: t('common:table.no'), key: 'no', width: 60, secondary: true, render: (_, __, index) => index + 1 },
    { title: t('fields.reason_name_vie'), dataIndex: 'reason_name_vie' },
    { title: t('fields.reason_name_jp'), dataIndex: 'reason_name_jp', secondary: true },
    {
      title: t('fields.max_absent_days'),
      key: 'days',
      secondary: true,
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
      render: (_, row) =>
        canChange ? <RowActions onEdit={() => setEditing({ row })} onDelete={() => askDeleteReason(row)} /> : null,
    },
  ]);

  const yesNo = [
    { value: 1, label: t('yes_no.1') },
    { value: 0, label: t('yes_no.0') },
  ];

  return (
    <Card
      title={<PageHeading title={t(creating ? 'detail.create_title' : 'detail.edit_title')} />}
      loading={!creating && detail.isLoading}
    >
      <SchemaForm
        name="leave-type"
        form={form}
        schema={leaveTypeFields}
        namespace="leaveTypes"
        toInput={toLeaveTypeFields}
        disabled={!canChange}
        initialValues={NEW_LEAVE_TYPE}
        onValuesChange={() => setEdited(true)}
      >
        <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('detail.basic')}</h2>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Field name="leave_code">
              <Input maxLength={16} />
            </Field>
          </Col>
          <Col xs={24} md={8}>
            <Field name="leave_name_vie">
              <Input maxLength={128} />
            </Field>
          </Col>
          <Col xs={24} md={8}>
            <Field name="leave_name_jp">
              <Input maxLength={128} />
            </Field>
          </Col>
          <Col xs={24} md={12}>
            <Field name="description_vie">
              <Input.TextArea rows={2} maxLength={256} />
            </Field>
          </Col>
          <Col xs={24} md={12}>
            <Field name="description_jp">
              <Input.TextArea rows={2} maxLength={256} />
            </Field>
          </Col>
          <Col xs={24} md={6}>
            <Field name="salary_rate">
              <InputNumber {...rateInputProps} max={100} precision={2} />
            </Field>
          </Col>
          <Col xs={24} md={6}>
            <Field name="is_deduct_leave">
              <Radio.Group options={yesNo} />
            </Field>
          </Col>
          <Col xs={24} md={6}>
            <Field name="is_deduct_attendance">
              <Radio.Group options={yesNo} />
            </Field>
          </Col>
          <Col xs={24} md={6}>
            <Field name="active" valuePropName="checked">
              <Switch />
            </Field>
          </Col>
        </Row>
      </SchemaForm>

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
      <Table<ReasonRow>
        rowKey="key"
        dataSource={reasons}
        pagination={false}
        locale={{ emptyText: t('detail.no_reasons') }}
        aria-label={t('detail.reasons')}
        {...reasonTable}
      />

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
