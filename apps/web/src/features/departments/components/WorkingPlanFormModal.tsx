import { type DepartmentUserOption, type WorkingPlanItem, workingPlanBody } from '@hr/contracts';
import { Alert, App, DatePicker, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { datePickerProps, fromIsoDate, toSlashDate } from '../../../lib/format';
import { useSaveError } from '../../../lib/save-error';
import { ApiError } from '../../../lib/api-client';
import { zodRule } from '../../../lib/zod-form';
import { useDepartmentShifts } from '../../../lib/lookups/department-shifts';
import { useDepartmentUsers } from '../../../lib/lookups/department-users';
import { useSaveWorkingPlan } from '../api/save-working-plan';

type Values = { date?: Dayjs | null; shift_id?: number; user_ids?: number[] };
type Field = keyof Values;

const toBody = (values: Values, version?: number) => ({
  // Work-plan dates are sent as YYYY/MM/DD (specification 000 section 9).
  date: toSlashDate(values.date) ?? '',
  shift_id: values.shift_id as number,
  user_ids: values.user_ids ?? [],
  ...(version ? { version } : {}),
});

const personLabel = (person: DepartmentUserOption) => `${person.name} (${person.staff_id})`;

/** Waits `delay` ms after the last change before passing a value on (server search while typing). */
function useDebounced<T>(value: T, delay = 300): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setCurrent(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return current;
}

/** Create (no plan given) or edit a work plan: date, one of the department's shifts, at least one of its people. */
export function WorkingPlanFormModal({
  open,
  departmentId,
  plan,
  onClose,
}: {
  open: boolean;
  departmentId: number;
  plan?: WorkingPlanItem;
  onClose: () => void;
}) {
  const { t } = useTranslation(['departments', 'common']);
  const { message } = App.useApp();
  const saveError = useSaveError();
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const q = useDebounced(search.trim());
  const save = useSaveWorkingPlan(departmentId);
  const shifts = useDepartmentShifts(departmentId, open);
  const people = useDepartmentUsers(departmentId, q, open);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setSearch('');
    setServerError(null);
    if (plan) form.setFieldsValue({ date: fromIsoDate(plan.date), shift_id: plan.shift_id, user_ids: plan.user_ids });
  }, [open, plan, form]);

  // The plan's own people stay listed (with their names) whatever the search shows.
  const options = useMemo(() => {
    const byId = new Map<number, DepartmentUserOption>();
    for (const person of plan?.users ?? []) byId.set(person.id, person);
    for (const person of people.data ?? []) byId.set(person.id, person);
    return [...byId.values()].map((person) => ({ value: person.id, label: personLabel(person) }));
  }, [plan, people.data]);

  const rule = (field: Field) => zodRule(workingPlanBody, field, t, (v: Values) => toBody(v));

  const submit = async () => {
    // Field errors are already shown under the fields; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = toBody(values, plan?.version);
    setServerError(null);
    save.mutate(
      { planId: plan?.id, body },
      {
        onSuccess: () => {
          void message.success(t(plan ? 'plans.messages.updated' : 'plans.messages.created'));
          onClose();
        },
        // Server rule errors appear in a red box above the form (specification 000 section 8) and under the field;
        // any other failure is specification 000's toast: 'Please check working time period!' on create, 'Update
        // fail' on update.
        onError: (error) =>
          saveError(error, {
            form,
            box: error instanceof ApiError && error.status === 422 ? setServerError : undefined,
            fallback: t(plan ? 'messages:errors.update_failed' : 'messages:errors.working_time_period'),
          }),
      },
    );
  };

  return (
    <FormModal
      open={open}
      title={t(plan ? 'plans.form.edit_title' : 'plans.form.create_title')}
      saving={save.isPending}
      onSave={submit}
      onCancel={onClose}
    >
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} />}
      <Form name="working-plan" form={form} layout="vertical" requiredMark>
        <Form.Item
          name="date"
          label={t('plans.form.date')}
          required
          rules={[rule('date')]}
          extra={t('plans.form.date_hint')}
        >
          <DatePicker
            {...datePickerProps}
            style={{ width: '100%' }}
            disabledDate={(day) => day.isBefore(dayjs(), 'day')}
          />
        </Form.Item>
        <Form.Item name="shift_id" label={t('plans.form.shift')} required rules={[rule('shift_id')]}>
          <Select
            loading={shifts.isPending}
            placeholder={t('plans.form.shift_placeholder')}
            options={shifts.data?.map((shift) => ({ value: shift.id, label: `${shift.name} (${shift.working_time})` }))}
          />
        </Form.Item>
        <Form.Item name="user_ids" label={t('plans.form.users')} required rules={[rule('user_ids')]}>
          <Select
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
            loading={people.isFetching}
            placeholder={t('plans.form.users_placeholder')}
            notFoundContent={people.isFetching ? undefined : t('plans.form.no_people')}
            options={options}
            onBlur={() => setSearch('')}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
