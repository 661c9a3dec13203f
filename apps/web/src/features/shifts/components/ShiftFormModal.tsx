import { type ShiftItem, shiftBody } from '@hr/contracts';
import { App, Form, Input, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { useSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-form';
import { useSaveShift } from '../api/save-shift';

type Values = {
  name?: string;
  normal_checkin_time?: Dayjs | null;
  normal_checkout_time?: Dayjs | null;
  description?: string;
};
const TIME = 'HH:mm';

/** The form values as the API takes them (times as 'HH:mm'). */
const toBody = (values: Values, version?: number) => ({
  name: values.name ?? '',
  description: values.description ?? null,
  normal_checkin_time: values.normal_checkin_time?.format(TIME) ?? '',
  normal_checkout_time: values.normal_checkout_time?.format(TIME) ?? '',
  ...(version ? { version } : {}),
});

/** Create (no shift given) or edit a shift group. Save is enabled once name and both times are filled. */
export function ShiftFormModal({ open, shift, onClose }: { open: boolean; shift?: ShiftItem; onClose: () => void }) {
  const { t } = useTranslation(['shifts', 'common']);
  const { message } = App.useApp();
  const saveError = useSaveError();
  const [form] = Form.useForm<Values>();
  const save = useSaveShift();
  const values = Form.useWatch([], form) as Values | undefined;
  const filled = Boolean(values?.name?.trim() && values.normal_checkin_time && values.normal_checkout_time);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (shift)
      form.setFieldsValue({
        name: shift.name,
        description: shift.description ?? undefined,
        normal_checkin_time: dayjs(shift.normal_checkin_time, TIME),
        normal_checkout_time: dayjs(shift.normal_checkout_time, TIME),
      });
  }, [open, shift, form]);

  // The server's schema checks the form, on the values converted as they will be sent.
  const rule = (field: 'name' | 'normal_checkin_time' | 'normal_checkout_time' | 'description') =>
    zodRule(shiftBody, field, t, (v: Values) => toBody(v));

  const submit = async () => {
    const body = toBody(await form.validateFields(), shift?.version);
    save.mutate(
      { id: shift?.id, body },
      {
        onSuccess: () => {
          void message.success(t(shift ? 'messages.updated' : 'messages.created'));
          onClose();
        },
        onError: (error) =>
          saveError(error, { form, fallback: t(shift ? 'messages.update_failed' : 'messages.create_failed') }),
      },
    );
  };

  return (
    <FormModal
      open={open}
      title={t(shift ? 'form.edit_title' : 'form.create_title')}
      saving={save.isPending}
      saveDisabled={!filled}
      onSave={submit}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="name" label={t('form.name')} required rules={[rule('name')]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="normal_checkin_time" label={t('form.checkin')} required rules={[rule('normal_checkin_time')]}>
          <TimePicker format={TIME} minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="normal_checkout_time"
          label={t('form.checkout')}
          required
          rules={[rule('normal_checkout_time')]}
          extra={
            values?.normal_checkin_time &&
            values.normal_checkout_time &&
            !values.normal_checkout_time.isAfter(values.normal_checkin_time, 'minute')
              ? t('overnight_hint')
              : undefined
          }
        >
          <TimePicker format={TIME} minuteStep={5} needConfirm={false} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="description" label={t('form.description')} rules={[rule('description')]}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
