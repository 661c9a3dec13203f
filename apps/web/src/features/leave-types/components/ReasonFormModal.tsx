import { type LeaveReasonFields, leaveReasonFields } from '@hr/contracts';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { Field, SchemaForm } from '../../../components/schema-form';
import { useGuardedSave } from '../../../lib/save-error';

export type ReasonValues = {
  reason_name_vie?: string;
  reason_name_jp?: string;
  description_vie?: string;
  description_jp?: string;
  max_absent_days?: number | null;
  active?: boolean;
};

/** The dialog's values as the API takes a reason. */
export const toReasonFields = (values: ReasonValues): LeaveReasonFields => ({
  reason_name_vie: values.reason_name_vie ?? '',
  reason_name_jp: values.reason_name_jp ?? '',
  description_vie: values.description_vie || null,
  description_jp: values.description_jp || null,
  max_absent_days: values.max_absent_days as number,
  status: values.active === false ? 0 : 1,
});

/** A reason as the dialog shows it. */
export const reasonToValues = (reason: LeaveReasonFields): ReasonValues => ({
  reason_name_vie: reason.reason_name_vie,
  reason_name_jp: reason.reason_name_jp,
  description_vie: reason.description_vie ?? undefined,
  description_jp: reason.description_jp ?? undefined,
  max_absent_days: reason.max_absent_days,
  active: reason.status !== 0,
});

/**
 * Add or edit a leave reason. `onSave` stores it (locally for an unsaved leave type, through the API otherwise) and
 * throws the API's error, whose field messages are shown under the fields. The form has its own name, so its
 * fields' ids never repeat those of the leave type form behind the dialog.
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
  const guardedSave = useGuardedSave();
  const [form] = Form.useForm<ReasonValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (reason) form.setFieldsValue(reasonToValues(reason));
  }, [open, reason, form]);

  const submit = async () => {
    setSaving(true);
    await guardedSave(
      async () => {
        await onSave(toReasonFields(await form.validateFields()));
        onClose();
      },
      {
        form,
        fallback: t(reason ? 'messages.reason_update_failed' : 'messages.reason_add_failed'),
        invalidToast: t('messages.invalid'),
      },
    );
    setSaving(false);
  };

  return (
    <FormModal
      open={open}
      title={t(reason ? 'reason.edit_title' : 'reason.create_title')}
      saving={saving}
      onSave={submit}
      onCancel={onClose}
    >
      <SchemaForm
        name="leave-reason"
        form={form}
        schema={leaveReasonFields}
        namespace="leaveTypes"
        toInput={toReasonFields}
        initialValues={{ active: true }}
      >
        <Field name="reason_name_vie">
          <Input maxLength={128} />
        </Field>
        <Field name="reason_name_jp">
          <Input maxLength={128} />
        </Field>
        <Field name="description_vie">
          <Input.TextArea rows={2} maxLength={256} />
        </Field>
        <Field name="description_jp">
          <Input.TextArea rows={2} maxLength={256} />
        </Field>
        <Field name="max_absent_days">
          <InputNumber min={0} max={366} precision={0} style={{ width: '100%' }} />
        </Field>
        <Field name="active" valuePropName="checked">
          <Switch />
        </Field>
      </SchemaForm>
    </FormModal>
  );
}
