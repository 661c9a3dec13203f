import { PAYROLL_DATA_TEXT_MAX } from '@hr/contracts';
import { Alert, App, Button, Card, Col, DatePicker, Descriptions, Form, Input, Row, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '../../../lib/router';
import { ArrowLeftOutlined, DeleteOutlined } from '../../../components/icons';
import { PageHeading } from '../../../components/PageHeading';
import { hasPermission } from '../../../lib/access';
import { datePickerProps, formatDate, isoDayFromToday, toIsoDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useShiftOptions } from '../../../lib/lookups/shift-options';
import { failureText, useGuardedSave } from '../../../lib/save-error';
import { useConfirm } from '../../../lib/use-confirm';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { useWorkShift } from '../api/check-work-shift';
import { useDeleteShiftChange } from '../api/delete-shift-change';
import { useShiftChange } from '../api/get-shift-change';
import { useSaveShiftChange } from '../api/save-shift-change';
import { REDIRECT_DELAY_MS } from '../components/OrderForm';
import { StaffPicker } from '../components/StaffPicker';

type Values = { user_id?: number; date_change?: Dayjs; shift_id_change?: number; reason?: string };
const LIST = '/payroll-data/shift-change';

/**
 * /payroll-data/shift-change/create and /{id}: pick a person and a future date, see their planned shift that day
 * (nothing is sent without one), choose the desired shift and a reason. The detail edits the desired shift and the
 * reason of a future day, or deletes the request. After a save or delete the list comes back after 5 seconds.
 */
export default function ShiftChangeFormPage() {
  const { t } = useTranslation(['payrollData', 'common']);
  const { message } = App.useApp();
  const confirm = useConfirm();
  const guardedSave = useGuardedSave();
  const navigate = useNavigate();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const { data: user } = useCurrentUser();
  const [form] = Form.useForm<Values>();
  const detail = useShiftChange(id);
  const shifts = useShiftOptions();
  const save = useSaveShiftChange();
  const remove = useDeleteShiftChange();
  const [dirty, setDirty] = useState(false);
  const [locked, setLocked] = useState(false);
  const unsaved = useUnsavedChanges(dirty && !locked);

  const userId = Form.useWatch('user_id', form);
  const date = toIsoDate(Form.useWatch('date_change', form));
  const current = useWorkShift(id === undefined ? userId : undefined, date);
  const future = (day: string) => day > isoDayFromToday(0);
  const editable =
    id === undefined
      ? hasPermission(user, 'shift_change.create')
      : hasPermission(user, 'shift_change.update') && Boolean(detail.data && future(detail.data.date_change));

  useEffect(() => {
    if (detail.data && !dirty)
      form.setFieldsValue({ shift_id_change: detail.data.shift_id_change, reason: detail.data.reason ?? undefined });
  }, [detail.data, dirty, form]);
  useEffect(() => {
    if (!detail.isError) return;
    void message.error(failureText(detail.error, t('messages.list_failed')));
    navigate(LIST, { replace: true });
  }, [detail.isError, detail.error, message, navigate, t]);
  useEffect(() => {
    if (locked) {
      const timer = setTimeout(() => navigate(LIST), REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
  }, [locked, navigate]);

  const done = (text: string) => {
    unsaved.saved();
    setLocked(true);
    void message.success(text);
  };

  const submit = () =>
    guardedSave(
      async () => {
        const values = await form.validateFields();
        if (id !== undefined && detail.data) {
          await save.update.mutateAsync({
            id,
            body: {
              shift_id_change: values.shift_id_change!,
              reason: values.reason?.trim() || null,
              version: detail.data.version,
            },
          });
          return done(t('messages.updated'));
        }
        // Nothing is sent without a current shift (specification 001 section 4).
        if (!current.data) return;
        await save.create.mutateAsync({
          user_id: values.user_id!,
          shift_id: current.data.shift_id,
          shift_id_change: values.shift_id_change!,
          date_change: toIsoDate(values.date_change)!,
          reason: values.reason?.trim() || null,
        });
        done(t('messages.created'));
      },
      { form, fallback: t('messages.save_failed'), invalidToast: t('validation.invalid_form') },
    );

  const askDelete = () =>
    id !== undefined &&
    detail.data &&
    confirm({
      title: t('delete_confirm.title'),
      content: t('delete_confirm.one', { name: detail.data.user.full_name }),
      onOk: () =>
        remove.mutateAsync(id).then(
          () => done(t('messages.deleted_shift')),
          (error: unknown) => void message.error(failureText(error, t('messages.delete_failed_shift'))),
        ),
    });

  const required = (field: string) => ({ required: true, message: t('validation.required', { field }) });
  const currentText = current.data
    ? `${current.data.shift_name} (${current.data.normal_checkin_time} - ${current.data.normal_checkout_time})`
    : t('shift.none');

  return (
    <Card
      title={<PageHeading title={t(id === undefined ? 'shift.create' : 'shift.detail')} />}
      loading={id !== undefined && detail.isLoading}
    >
      {detail.data && (
        <Descriptions
          bordered
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'code', label: t('columns.alias_id'), children: detail.data.user.alias_id },
            { key: 'name', label: t('columns.full_name'), children: detail.data.user.full_name },
            { key: 'date', label: t('shift.date_change'), children: formatDate(detail.data.date_change) },
            { key: 'current', label: t('shift.current'), children: detail.data.original_shift.name },
          ]}
        />
      )}
      <Form
        name="shift-change"
        form={form}
        layout="vertical"
        disabled={locked || !editable}
        onValuesChange={() => setDirty(true)}
      >
        <Row gutter={16}>
          {id === undefined && (
            <>
              <Col xs={24} md={12}>
                <Form.Item name="user_id" label={t('shift.staff')} rules={[required(t('shift.staff'))]}>
                  <StaffPicker placeholder={t('form.search_staff')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="date_change"
                  label={t('shift.date_change')}
                  rules={[
                    required(t('shift.date_change')),
                    {
                      validator: (_, value?: Dayjs) =>
                        !value || future(toIsoDate(value)!)
                          ? Promise.resolve()
                          : Promise.reject(new Error(t('validation.future'))),
                    },
                  ]}
                >
                  <DatePicker
                    {...datePickerProps}
                    style={{ width: '100%' }}
                    disabledDate={(day) => !future(toIsoDate(day)!)}
                  />
                </Form.Item>
              </Col>
              {userId !== undefined && date && (
                <Col span={24}>
                  <Alert
                    type={current.data || current.isFetching ? 'info' : 'warning'}
                    showIcon
                    title={`${t('shift.current')}: ${current.isFetching ? '…' : currentText}`}
                    style={{ marginBottom: 16 }}
                  />
                </Col>
              )}
            </>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="shift_id_change" label={t('shift.desired')} rules={[required(t('shift.desired'))]}>
              <Select
                options={(shifts.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.working_time})` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="reason" label={t('shift.reason')}>
              <Input.TextArea rows={2} maxLength={PAYROLL_DATA_TEXT_MAX} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {locked && <Alert type="success" showIcon title={t('form.locked')} />}
      <Space style={{ marginTop: 24 }} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST)}>
          {t('form.back')}
        </Button>
        {editable && (
          <Button
            type="primary"
            onClick={submit}
            loading={save.create.isPending || save.update.isPending}
            disabled={locked || (id === undefined && !current.data)}
          >
            {t('form.save')}
          </Button>
        )}
        {id !== undefined && hasPermission(user, 'shift_change.delete') && (
          <Button danger icon={<DeleteOutlined />} onClick={askDelete} disabled={locked || !editable}>
            {t('form.delete')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
