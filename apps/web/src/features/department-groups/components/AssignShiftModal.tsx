import { memberShiftCreateBody, type MemberShiftRow, memberShiftUpdateBody } from '@hr/contracts';
import { App, DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { useSaveError } from '../../../lib/save-error';
import { datePickerProps, fromIsoDate, toIsoDate } from '../../../lib/format';
import { zodRule } from '../../../lib/zod-form';
import { useDepartmentMembers } from '../api/department-members';
import { useDepartmentShifts } from '../../../lib/lookups/department-shifts';
import { useCreateMemberShifts, useUpdateAssignment } from '../api/save-member-shift';
import { MemberPicker } from './MemberPicker';

type Values = { range?: [Dayjs | null, Dayjs | null] | null; shift_id?: number; user_ids?: number[] };

const period = (values: Values) => ({
  start_date: toIsoDate(values.range?.[0]) ?? '',
  end_date: toIsoDate(values.range?.[1]) ?? '',
  shift_id: values.shift_id,
});

/**
 * Assign a shift of the department to one or more people for a date range, or (row given) change one assignment
 * that has not started yet. The same zod schemas as the server check the form.
 */
export function AssignShiftModal({
  departmentId,
  open,
  row,
  onClose,
}: {
  departmentId: number;
  open: boolean;
  row?: MemberShiftRow;
  onClose: () => void;
}) {
  const { t } = useTranslation(['groups', 'common']);
  const { message } = App.useApp();
  const saveError = useSaveError();
  const [form] = Form.useForm<Values>();
  const shifts = useDepartmentShifts(departmentId);
  const [keyWord, setKeyWord] = useState('');
  const people = useDepartmentMembers(departmentId, keyWord ? { key_word: keyWord } : {}, open && !row);
  const create = useCreateMemberShifts();
  const update = useUpdateAssignment();
  const editing = row?.id != null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row?.start_date && row.end_date)
      form.setFieldsValue({
        range: [fromIsoDate(row.start_date), fromIsoDate(row.end_date)],
        shift_id: row.shift_id ?? undefined,
      });
  }, [open, row, form]);

  const schema = editing ? memberShiftUpdateBody : memberShiftCreateBody;
  const rule = (field: string) =>
    zodRule(schema, field, t, (v: Values) => (editing ? period(v) : { ...period(v), user_ids: v.user_ids ?? [] }));

  // The server's start_date and end_date errors stand under the one range picker.
  const onError = (error: unknown, fallback: string) =>
    saveError(error, { form, fallback, fields: { start_date: 'range', end_date: 'range' } });

  const submit = async () => {
    // Nobody chosen: a warning rather than a silent refusal (specification 001 section 5).
    if (!editing && !(form.getFieldValue('user_ids') as number[] | undefined)?.length) {
      void message.warning(t('shifts.form.choose_people'));
    }
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    // An assignment that exists always has its version (both come from the same row).
    if (editing && row?.id != null && row.version != null) {
      update.mutate(
        {
          id: row.id,
          body: { ...period(values), shift_id: values.shift_id ?? 0, version: row.version },
        },
        {
          onSuccess: () => {
            void message.success(t('shifts.messages.updated'));
            onClose();
          },
          onError: (e) => onError(e, t('shifts.messages.update_failed')),
        },
      );
    } else {
      create.mutate(
        {
          ...period(values),
          shift_id: values.shift_id ?? 0,
          user_ids: values.user_ids ?? [],
          department_id: departmentId,
        },
        {
          onSuccess: () => {
            void message.success(t('shifts.messages.created'));
            onClose();
          },
          onError: (e) => onError(e, t('shifts.messages.create_failed')),
        },
      );
    }
  };

  return (
    <FormModal
      open={open}
      width={editing ? 520 : 760}
      title={t(editing ? 'shifts.form.edit_title' : 'shifts.form.create_title')}
      saving={create.isPending || update.isPending}
      onSave={submit}
      onCancel={onClose}
    >
      <Form name="assign-shift" form={form} layout="vertical" requiredMark>
        {editing && (
          <Form.Item label={t('shifts.form.person')}>
            <Input disabled value={`${row?.alias_id} - ${row?.full_name}`} />
          </Form.Item>
        )}
        <Form.Item name="range" label={t('shifts.form.range')} required rules={[rule('start_date'), rule('end_date')]}>
          <DatePicker.RangePicker {...datePickerProps} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="shift_id" label={t('shifts.form.shift')} required rules={[rule('shift_id')]}>
          <Select
            loading={shifts.isFetching}
            options={(shifts.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.working_time})` }))}
          />
        </Form.Item>
        {!editing && (
          <Form.Item
            name="user_ids"
            label={t('shifts.form.people')}
            required
            rules={[rule('user_ids')]}
            initialValue={[]}
          >
            <MemberPicker people={people.data ?? []} loading={people.isFetching} onSearch={setKeyWord} />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}
