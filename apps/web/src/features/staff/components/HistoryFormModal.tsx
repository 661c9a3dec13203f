import { staffMaxDate, type WorkHistoryItem, workHistoryCreateBody } from '@hr/contracts';
import { App, DatePicker, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { Field, SchemaForm } from '../../../components/schema-form';
import { datePickerProps } from '../../../lib/format';
import { useGuardedSave } from '../../../lib/save-error';
import { useWorkHistoryMutations } from '../api/histories';
import { type HistoryValues, historyToValues, toHistoryFields } from '../lib/staff-form';

/** Add a work history, or quick edit an active one (specification 001 sections 2, 4 and 5 "Work history"). */
export function HistoryFormModal({
  open,
  userId,
  entry,
  prefill,
  onClose,
}: {
  open: boolean;
  userId: number;
  entry?: WorkHistoryItem;
  /** A new history's starting values (the first one: joined the company, on the official start date). */
  prefill?: HistoryValues;
  onClose: () => void;
}) {
  const { t } = useTranslation(['staff', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<HistoryValues>();
  const mutations = useWorkHistoryMutations();
  const guardedSave = useGuardedSave();
  useEffect(() => {
    if (open) form.setFieldsValue(entry ? historyToValues(entry) : (prefill ?? {}));
  }, [open, entry, prefill, form]);

  const save = () =>
    guardedSave(
      async () => {
        const fields = toHistoryFields(await form.validateFields());
        if (entry) {
          await mutations.update.mutateAsync({ id: entry.id, body: { ...fields, version: entry.version } });
          void message.success(t('messages.history_updated'));
        } else {
          await mutations.create.mutateAsync({ ...fields, user_id: userId });
          void message.success(t('messages.history_created'));
        }
        onClose();
      },
      { form, fallback: t('messages.history_failed') },
    );

  return (
    <FormModal
      open={open}
      title={t(entry ? 'history.edit_title' : 'history.add_title')}
      saving={mutations.create.isPending || mutations.update.isPending}
      onSave={save}
      onCancel={onClose}
    >
      <SchemaForm
        name="staff-history"
        form={form}
        schema={workHistoryCreateBody}
        namespace="staff"
        toInput={(v: HistoryValues) => ({ ...toHistoryFields(v), user_id: userId })}
      >
        <HistoryFields />
      </SchemaForm>
    </FormModal>
  );
}

/** The fields of a work history, in a SchemaForm bound to a work history body. */
export function HistoryFields() {
  const maxDate = dayjs(staffMaxDate());
  return (
    <>
      <Field name="title">
        <Input maxLength={256} />
      </Field>
      <Field name="start_date">
        <DatePicker {...datePickerProps} style={{ width: '100%' }} maxDate={maxDate} />
      </Field>
      <Field name="end_date" dependencies={['start_date']}>
        <DatePicker {...datePickerProps} style={{ width: '100%' }} maxDate={maxDate} />
      </Field>
      <Field name="note">
        <Input.TextArea rows={3} maxLength={1000} />
      </Field>
    </>
  );
}
