import {
  dependentBody,
  HAZARDOUS_WORK,
  INSURANCE_STATUS,
  staffMaxDate,
  TAX_TYPES,
  type TaxProfileItem,
  taxProfileBody,
} from '@hr/contracts';
import { Col, DatePicker, Form, type FormInstance, Input, InputNumber, Radio, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Field, SchemaForm } from '../../../components/schema-form';
import { useResponsiveColumns } from '../../../components/responsive-table';
import {
  datePickerProps,
  formatDate,
  formatDateTime,
  formatMoney,
  moneyInputProps,
  NO_VALUE,
} from '../../../lib/format';
import { useTaxHistory } from '../api/staff';
import { zodRule } from '../../../lib/zod-form';
import { type DependentRow, type TaxValues, toTaxBody } from '../lib/staff-form';
import { HistoryTable } from './HistoryTable';
import { RowList } from './RowList';

/**
 * The insurance and tax tab (specification 001 sections 3, 4 and 5 "Insurance and tax", "Dependent"): joining or not
 * (not joining clears and disables the insurance number and contribution salary), tax type and code, what payroll
 * needs (union member, heavy or hazardous work, tax residency), and the dependents.
 */
export function TaxTab({
  form,
  disabled,
  saved,
  userId,
  onEdited,
  initialValues,
}: {
  form: FormInstance<TaxValues>;
  disabled: boolean;
  /** A saved record: the profile applies from its effective date (a new one each save). */
  saved: boolean;
  /** A saved record's person: its insurance and tax history is listed. */
  userId?: number;
  onEdited: () => void;
  /** A new staff's defaults. */
  initialValues?: TaxValues;
}) {
  const { t } = useTranslation(['staff', 'common']);
  const history = useTaxHistory(userId, userId !== undefined);
  const historyTable = useResponsiveColumns<TaxProfileItem>([
    { title: t('fields.effective_date'), dataIndex: 'effective_date', render: (d: string) => formatDate(d) },
    {
      title: t('fields.insurance_status'),
      dataIndex: 'insurance_status',
      render: (s: number) => t(`insurance.${s}`),
    },
    {
      title: t('fields.insurance_number'),
      dataIndex: 'insurance_number',
      secondary: true,
      render: (v: string | null) => v ?? NO_VALUE,
    },
    {
      title: t('fields.insurance_contribution_salary'),
      dataIndex: 'insurance_contribution_salary',
      secondary: true,
      render: (v: number | null) => formatMoney(v) ?? NO_VALUE,
    },
    {
      title: t('fields.applicable_tax_type'),
      dataIndex: 'applicable_tax_type',
      secondary: true,
      render: (v: number) => t(`tax_types.${v}`),
    },
    {
      title: t('detail.dependents'),
      key: 'dependents',
      secondary: true,
      render: (_, item) => String(item.dependents.length),
    },
    {
      title: t('fields.created_at'),
      dataIndex: 'created_at',
      secondary: true,
      render: (v: string) => formatDateTime(v),
    },
  ]);
  const joining = (Form.useWatch('insurance_status', form) ?? INSURANCE_STATUS.join) === INSURANCE_STATUS.join;
  const rowRule = (index: number, field: keyof DependentRow) =>
    zodRule(dependentBody, field, t, (v: TaxValues) => toTaxBody(v).dependents[index] ?? {});
  const yesNo = [
    { value: true, label: t('yes_no.yes') },
    { value: false, label: t('yes_no.no') },
  ];

  return (
    <>
      <SchemaForm
        name="staff-tax"
        form={form}
        schema={taxProfileBody}
        namespace="staff"
        toInput={(v: TaxValues) => toTaxBody(v).personal_income_tax}
        disabled={disabled}
        initialValues={initialValues}
        onValuesChange={(changed: TaxValues) => {
          if (changed.insurance_status === INSURANCE_STATUS.not_join)
            form.setFieldsValue({ insurance_number: null, insurance_contribution_salary: null });
          onEdited();
        }}
      >
        <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('detail.insurance')}</h2>
        <Row gutter={16}>
          {saved && (
            <Col xs={24} md={8}>
              <Field name="effective_date">
                <DatePicker {...datePickerProps} style={{ width: '100%' }} maxDate={dayjs(staffMaxDate())} />
              </Field>
            </Col>
          )}
          <Col xs={24} md={8}>
            <Field name="insurance_status">
              <Radio.Group
                options={[INSURANCE_STATUS.join, INSURANCE_STATUS.not_join].map((s) => ({
                  value: s,
                  label: t(`insurance.${s}`),
                }))}
              />
            </Field>
          </Col>
          <Col xs={24} md={8}>
            <Field name="insurance_number" required={joining}>
              <Input maxLength={32} disabled={!joining} />
            </Field>
          </Col>
          <Col xs={24} md={8}>
            <Field name="insurance_contribution_salary">
              <InputNumber<number> {...moneyInputProps} disabled={!joining} />
            </Field>
          </Col>
          <Col xs={24} md={8}>
            <Field name="union_member">
              <Radio.Group options={yesNo} />
            </Field>
          </Col>
          <Col xs={24} md={8}>
            <Field name="hazardous_work">
              <Select options={Object.values(HAZARDOUS_WORK).map((h) => ({ value: h, label: t(`hazardous.${h}`) }))} />
            </Field>
          </Col>
        </Row>
        <h2 style={{ fontSize: 16 }}>{t('detail.tax')}</h2>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Field name="applicable_tax_type">
              <Select
                options={Object.values(TAX_TYPES).map((type) => ({ value: type, label: t(`tax_types.${type}`) }))}
              />
            </Field>
          </Col>
          <Col xs={24} md={8}>
            <Field name="personal_tax_code">
              <Input maxLength={32} />
            </Field>
          </Col>
          <Col xs={24} md={8}>
            <Field name="personal_deduction">
              <InputNumber<number> {...moneyInputProps} />
            </Field>
          </Col>
          <Col xs={24} md={8}>
            <Field name="tax_resident">
              <Radio.Group options={yesNo} />
            </Field>
          </Col>
        </Row>
        <RowList
          name="dependents"
          title={t('detail.dependents')}
          empty={t('detail.no_dependents')}
          addLabel={t('actions.add_dependent')}
          removeLabel={(index) => t('actions.remove_dependent', { index })}
          newRow={() => ({})}
          rule={(index, field) => rowRule(index, field as keyof DependentRow)}
          disabled={disabled}
          onEdited={onEdited}
          columns={[
            { field: 'full_name', md: 6, required: true, input: () => <Input maxLength={128} /> },
            { field: 'relationship', md: 5, required: true, input: () => <Input maxLength={128} /> },
            {
              field: 'birth_date',
              md: 6,
              required: true,
              input: () => <DatePicker {...datePickerProps} style={{ width: '100%' }} maxDate={dayjs()} />,
            },
            { field: 'profession', md: 6, input: () => <Input maxLength={128} /> },
          ]}
        />
      </SchemaForm>
      {userId !== undefined && (
        <HistoryTable<TaxProfileItem>
          title={t('detail.tax_history')}
          empty={t('detail.no_tax_history')}
          loading={history.isLoading}
          data={history.data}
          table={historyTable}
        />
      )}
    </>
  );
}
