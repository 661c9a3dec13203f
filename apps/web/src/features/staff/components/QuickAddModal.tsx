import { payConfigBody, staffBaseBody, staffMaxDate, taxProfileBody } from '@hr/contracts';
import { App, Col, DatePicker, Form, Input, InputNumber, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { Field, SchemaForm } from '../../../components/schema-form';
import { datePickerProps, moneyInputProps } from '../../../lib/format';
import { useGuardedSave } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-form';
import { useCreateStaff } from '../api/staff';
import {
  formPathOf,
  type GeneralValues,
  NEW_GENERAL,
  NEW_SALARY,
  NEW_TAX,
  type SalaryValues,
  type TaxValues,
  toCreateBody,
  toGeneralBody,
  toSalaryBody,
  toTaxBody,
} from '../lib/staff-form';
import { GeneralFields } from './GeneralFields';
import { useRestoreOffer } from './use-restore-offer';

type Values = GeneralValues &
  Pick<SalaryValues, 'effective_date' | 'basic_salary'> &
  Pick<TaxValues, 'insurance_number'>;

const salaryOf = (v: Values): SalaryValues => ({
  ...NEW_SALARY,
  effective_date: v.effective_date,
  basic_salary: v.basic_salary,
});
const taxOf = (v: Values): TaxValues => ({ ...NEW_TAX, insurance_number: v.insurance_number });

/**
 * Quick add (specification 001 section 2): only the fields a staff record requires (insurance joins by default, so
 * its number too); the other fields take the defaults of a new staff and can be filled in on the record later.
 */
export function QuickAddModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['staff', 'common', 'messages']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateStaff();
  const guardedSave = useGuardedSave();
  const offerRestore = useRestoreOffer(() => form.getFieldValue('alias_id'), onClose);
  const maxDate = dayjs(staffMaxDate());

  const save = () =>
    guardedSave(
      async () => {
        await form.validateFields();
        // Every value, the defaults without a field of their own included (validateFields answers shown fields only).
        const values = form.getFieldsValue(true) as Values;
        await create.mutateAsync(toCreateBody(values, salaryOf(values), taxOf(values)));
        void message.success(t('messages.created'));
        onClose();
      },
      {
        form,
        fallback: t('messages.save_failed'),
        invalidToast: t('messages.invalid'),
        fields: (path) => formPathOf(path.join('.')),
        codes: { alias_id_deleted: offerRestore },
      },
    );

  return (
    <FormModal
      open={open}
      title={t('quick_add.title')}
      width={720}
      saving={create.isPending}
      onSave={save}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('quick_add.hint')}</Typography.Paragraph>
      <SchemaForm
        name="staff-quick-add"
        form={form}
        schema={staffBaseBody}
        namespace="staff"
        toInput={(v: Values) => ({ ...toGeneralBody(v), version: 1 })}
        initialValues={NEW_GENERAL}
      >
        <Row gutter={16}>
          <GeneralFields
            md={12}
            names={[
              'alias_id',
              'full_name',
              'gender',
              'dob',
              'citize_id_card',
              'phone_number',
              'department_id',
              'role_id',
              'status',
            ]}
          />
          <Col xs={24} md={12}>
            <Field
              name="effective_date"
              required
              rules={[zodRule(payConfigBody, 'effective_date', t, (v: Values) => toSalaryBody(salaryOf(v)).pay_config)]}
            >
              <DatePicker {...datePickerProps} style={{ width: '100%' }} maxDate={maxDate} />
            </Field>
          </Col>
          <Col xs={24} md={12}>
            <Field
              name="basic_salary"
              required
              rules={[zodRule(payConfigBody, 'basic_salary', t, (v: Values) => toSalaryBody(salaryOf(v)).pay_config)]}
            >
              <InputNumber<number> {...moneyInputProps} />
            </Field>
          </Col>
          <Col xs={24} md={12}>
            <Field
              name="insurance_number"
              required
              rules={[
                zodRule(taxProfileBody, 'insurance_number', t, (v: Values) => toTaxBody(taxOf(v)).personal_income_tax),
              ]}
            >
              <Input maxLength={32} />
            </Field>
          </Col>
        </Row>
      </SchemaForm>
    </FormModal>
  );
}
