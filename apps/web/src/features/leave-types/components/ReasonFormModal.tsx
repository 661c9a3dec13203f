import { type LeaveReasonFields, leaveReasonFields } from '@hr/contracts';
import { App, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-form';

type Values = {
  reason_name_vie?: string;
  reason_name_jp?: string;
  description_vie?: string;
  description_jp?: string;
  max_absent_days?: number | null;
  active?: boolean;
};

export const toReasonFields = (values: Values): LeaveReasonFields => ({
  reason_name_vie: values.reason_name_vie ?? '',
  reason_name_jp: values.reason_name_jp ?? '',
  description_vie: values.description_vie || null,
  description_jp: values.description_jp || null,
  max_absent_days: values.max_absent_days as number,
  status: values.active === false ? 0 : 1,
});

/**
 * Add or edit a leave reason. `onSave` stores it (locally for an unsaved leave type, through the API otherwise) and
 * throws the API's error, whose field messages are shown under the fields.
 */
export function ReasonFormModal({
  open,
  reason,
  onSave,
  onClose,
}: {
  open: boolean;
  reason?: LeaveReasonFields;
  onSave: (fields: LeaveReasonFields) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['leaveTypes', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (reason)
      form.setFieldsValue({
        reason_name_vie: reason.reason_name_vie,
        reason_name_jp: reason.reason_name_jp,
        description_vie: reason.description_vie ?? undefined,
        description_jp: reason.description_jp ?? undefined,
        max_absent_days: reason.max_absent_days,
        active: reason.status !== 0,
      });
  }, [open, reason, form]);

  const rule = (field: keyof LeaveReasonFields) =>
    zodRule(leaveReasonFields, field, t, (v: Values) => toReasonFields(v));

  const saveError = useSaveError();
  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return void message.error(t('messages.invalid'));
    }
    setSaving(true);
    try {
      await onSave(toReasonFields(values));
      onClose();
    } catch (error) {
      saveError(error, { form, fallback: t(reason ? 'messages.reason_update_failed' : 'messages.reason_add_failed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(reason ? 'reason.edit_title' : 'reason.create_title')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: saving }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark initialValues={{ active: true }}>
        <Form.Item
          name="reason_name_vie"
          label={t('reason.reason_name_vie')}
          required
          rules={[rule('reason_name_vie')]}
        >
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="reason_name_jp" label={t('reason.reason_name_jp')} required rules={[rule('reason_name_jp')]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="description_vie" label={t('reason.description_vie')} rules={[rule('description_vie')]}>
          <Input.TextArea rows={2} maxLength={256} />
        </Form.Item>
        <Form.Item name="description_jp" label={t('reason.description_jp')} rules={[rule('description_jp')]}>
          <Input.TextArea rows={2} maxLength={256} />
        </Form.Item>
        <Form.Item
          name="max_absent_days"
          label={t('reason.max_absent_days')}
          required
          rules={[rule('max_absent_days')]}
        >
          <InputNumber min={0} max={366} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="active" label={t('reason.status')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
