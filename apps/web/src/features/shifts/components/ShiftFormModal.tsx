import { type ShiftItem, shiftBody } from '@hr/contracts';
import { App, Form, Input, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { Field, SchemaForm } from '../../../components/schema-form';
import { fromApiTime, timePickerProps, toApiTime } from '../../../lib/format';
import { useGuardedSave } from '../../../lib/save-error';
import { useSaveShift } from '../api/save-shift';

export type ShiftValues = {
  name?: string;
  normal_checkin_time?: Dayjs | null;
  normal_checkout_time?: Dayjs | null;
  description?: string;
};

/** The form values as the API takes them (times as 'HH:mm'). */
export const shiftToBody = (values: ShiftValues, version?: number) => ({
  name: values.name ?? '',
  description: values.description || null,
  normal_checkin_time: toApiTime(values.normal_checkin_time) ?? '',
  normal_checkout_time: toApiTime(values.normal_checkout_time) ?? '',
  ...(version ? { version } : {}),
});

/** A shift group as the form shows it. */
export const shiftToValues = (shift: ShiftItem): ShiftValues => ({
  name: shift.name,
  description: shift.description ?? undefined,
  normal_checkin_time: fromApiTime(shift.normal_checkin_time),
  normal_checkout_time: fromApiTime(shift.normal_checkout_time),
});

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
