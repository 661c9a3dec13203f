import { type ShiftItem, shiftBody } from '@hr/contracts';
import { App, Form, Input, TimePicker } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { Field, SchemaForm } from '../../../components/schema-form';
import { timePickerProps } from '../../../lib/format';
import { useGuardedSave } from '../../../lib/save-error';
import { useSaveShift } from '../api/save-shift';
import { type ShiftValues, shiftToBody, shiftToValues } from '../lib/shift-form';

/** Create (no shift given) or edit a shift group. Save is enabled once name and both times are filled. */
export function ShiftFormModal({ open, shift, onClose }: { open: boolean; shift?: ShiftItem; onClose: () => void }) {
  const { t } = useTranslation(['shifts', 'common']);
  const { message } = App.useApp();
  const guardedSave = useGuardedSave();
  const [form] = Form.useForm<ShiftValues>();
  const save = useSaveShift();
  const values = Form.useWatch([], form) as ShiftValues | undefined;
  const checkin = values?.normal_checkin_time;
  const checkout = values?.normal_checkout_time;
  const filled = Boolean(values?.name?.trim() && checkin && checkout);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (shift) form.setFieldsValue(shiftToValues(shift));
  }, [open, shift, form]);

  // A refusal (equal times, a name in use) stands under its field; nothing escapes into the page.
  const submit = () =>
    guardedSave(
      async () => {
        const body = shiftToBody(await form.validateFields(), shift?.version);
        await save.mutateAsync({ id: shift?.id, body });
        void message.success(t(shift ? 'messages.updated' : 'messages.created'));
        onClose();
      },
      { form, fallback: t(shift ? 'messages.update_failed' : 'messages.create_failed') },
    );

  return (
    <FormModal
      open={open}
      title={t(shift ? 'form.edit_title' : 'form.create_title')}
      saving={save.isPending}
      saveDisabled={!filled}
      onSave={submit}
      onCancel={onClose}
    >
      <SchemaForm
        name="shift"
        form={form}
        schema={shiftBody}
        namespace="shifts"
        toInput={(v: ShiftValues) => shiftToBody(v)}
      >
        <Field name="name">
          <Input maxLength={128} />
        </Field>
        <Field name="normal_checkin_time">
          <TimePicker {...timePickerProps} minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
        </Field>
        <Field
          name="normal_checkout_time"
          dependencies={['normal_checkin_time']}
          extra={checkin && checkout?.isBefore(checkin, 'minute') ? t('overnight_hint') : undefined}
        >
          <TimePicker {...timePickerProps} minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
        </Field>
        <Field name="description">
          <Input.TextArea rows={3} maxLength={1000} />
        </Field>
      </SchemaForm>
    </FormModal>
  );
}
