import { type DepartmentItem, departmentBody } from '@hr/contracts';
import { App, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { useSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-form';
import { useDepartmentTypes } from '../../../lib/lookups/department-types';
import { useSaveDepartment } from '../api/save-department';
import { useShiftOptions } from '../../../lib/lookups/shift-options';

type Values = { department_id?: string; name?: string; department_type_id?: number; shift_ids?: number[] };
type Field = keyof Values;

/** The form values as the API takes them. */
const toBody = (values: Values, version?: number) => ({
  department_id: values.department_id ?? '',
  name: values.name ?? '',
  department_type_id: values.department_type_id as number,
  shift_ids: values.shift_ids ?? [],
  ...(version ? { version } : {}),
});

/** Create (no department given) or edit a department: ID, name, type and at least one shift group. */
export function DepartmentFormModal({
  open,
  department,
  onClose,
}: {
  open: boolean;
  department?: DepartmentItem;
  onClose: () => void;
}) {
  const { t } = useTranslation(['departments', 'common']);
  const { message } = App.useApp();
  const saveError = useSaveError();
  const [form] = Form.useForm<Values>();
  const save = useSaveDepartment();
  const types = useDepartmentTypes();
  const shifts = useShiftOptions(open);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (department)
      form.setFieldsValue({
        department_id: department.department_id,
        name: department.name,
        department_type_id: department.department_type_id ?? undefined,
        shift_ids: department.shift_ids,
      });
  }, [open, department, form]);

  // The server's schema checks the form, on the values converted as they will be sent.
  const rule = (field: Field) => zodRule(departmentBody, field, t, (v: Values) => toBody(v));

  const submit = async () => {
    // Field errors are already shown under the fields; nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = toBody(values, department?.version);
    save.mutate(
      { id: department?.id, body },
      {
        onSuccess: () => {
          void message.success(t(department ? 'messages.updated' : 'messages.created'));
          onClose();
        },
        onError: (error) =>
          saveError(error, { form, fallback: t(department ? 'messages.update_failed' : 'messages.create_failed') }),
      },
    );
  };

  return (
    <FormModal
      open={open}
      title={t(department ? 'form.edit_title' : 'form.create_title')}
      saving={save.isPending}
      onSave={submit}
      onCancel={onClose}
    >
      <Form name="department" form={form} layout="vertical" requiredMark>
        <Form.Item name="department_id" label={t('form.department_id')} required rules={[rule('department_id')]}>
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t('form.name')} required rules={[rule('name')]}>
          <Input maxLength={128} autoComplete="off" />
        </Form.Item>
        <Form.Item name="department_type_id" label={t('form.type')} required rules={[rule('department_type_id')]}>
          <Select
            loading={types.isPending}
            placeholder={t('form.type_placeholder')}
            options={types.data?.map((type) => ({ value: type.id, label: type.type }))}
          />
        </Form.Item>
        <Form.Item name="shift_ids" label={t('form.shifts')} required rules={[rule('shift_ids')]}>
          <Select
            mode="multiple"
            loading={shifts.isPending}
            placeholder={t('form.shifts_placeholder')}
            optionFilterProp="label"
            options={shifts.data?.map((shift) => ({ value: shift.id, label: `${shift.name} (${shift.working_time})` }))}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
