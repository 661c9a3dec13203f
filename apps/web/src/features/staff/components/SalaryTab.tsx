import {
  ALLOWANCE_CODES,
  ALLOWANCE_METHODS,
  allowanceBody,
  type PayConfigItem,
  payConfigBody,
  staffMaxDate,
} from '@hr/contracts';
import { DatePicker, type FormInstance, Input, InputNumber, Row, Col, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useResponsiveColumns } from '../../../components/responsive-table';
import { Field, SchemaForm } from '../../../components/schema-form';
import {
  datePickerProps,
  formatDate,
  formatDateTime,
  formatMoney,
  formatRate,
  moneyInputProps,
  NO_VALUE,
  rateInputProps,
} from '../../../lib/format';
import { zodRule } from '../../../lib/zod-form';
import { usePayHistory } from '../api/staff';
import { type AllowanceRow, allowanceFromCode, type SalaryValues, toSalaryBody } from '../lib/staff-form';
import { HistoryTable } from './HistoryTable';
import { RowList } from './RowList';

/**
 * The current salary tab (specification 001 sections 3 and 5 "Pay config", "Allowance"): the pay configuration
 * (effective date, basic salary, rate 0 to 100 with a decimal comma), its allowances (the code picks a predefined
 * allowance and fills name, amount and method), and, on a saved record, the pay history (never overwritten).
 */
export function SalaryTab({
  form,
  disabled,
  userId,
  onEdited,
  initialValues,
}: {
  form: FormInstance<SalaryValues>;
  disabled: boolean;
  userId?: number;
  onEdited: () => void;
  /** A new staff's defaults. */
  initialValues?: SalaryValues;
}) {
  const { t } = useTranslation(['staff', 'common', 'messages']);
  const history = usePayHistory(userId, userId !== undefined);
  const payInput = (v: SalaryValues) => toSalaryBody(v).pay_config;
  const rowRule = (index: number, field: keyof AllowanceRow) =>
    zodRule(allowanceBody, field, t, (v: SalaryValues) => toSalaryBody(v).allowances[index] ?? {});
  const codeOptions = ALLOWANCE_CODES.map((code) => ({ value: code, label: t(`messages:staff.allowances.${code}`) }));
  const methodOptions = [ALLOWANCE_METHODS.per_day, ALLOWANCE_METHODS.per_month].map((m) => ({
    value: m,
    label: t(`methods.${m}`),
  }));
  const pick = (index: number, code: string) => {
    const row = allowanceFromCode(code, (c) => t(`messages:staff.allowances.${c}`));
    if (!row) return;
    const rows = [...((form.getFieldValue('allowances') as AllowanceRow[] | undefined) ?? [])];
    rows[index] = { ...rows[index], ...row };
    form.setFieldValue('allowances', rows);
  };

  const historyTable = useResponsiveColumns<PayConfigItem>([
    { title: t('fields.effective_date'), dataIndex: 'effective_date', render: (d: string) => formatDate(d) },
    {
      title: t('fields.basic_salary'),
      dataIndex: 'basic_salary',
      align: 'right',
      render: (v: number) => formatMoney(v),
    },
    { title: t('fields.salary_rate'), dataIndex: 'salary_rate', secondary: true, render: (v: number) => formatRate(v) },
    {
      title: t('detail.allowances'),
      key: 'allowances',
      secondary: true,
      render: (_, item) =>
        item.allowances.length === 0
          ? NO_VALUE
          : t('allowance_summary', {
              count: item.allowances.length,
              total: formatMoney(item.allowances.reduce((sum, a) => sum + a.quantity, 0)),
            }),
    },
    {
      title: t('fields.created_at'),
      dataIndex: 'created_at',
      secondary: true,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: t('fields.created_by_name'),
      dataIndex: 'created_by_name',
      secondary: true,
      render: (v: string | null) => v ?? NO_VALUE,
    },
  ]);

  return (
    <>
      <SchemaForm
        name="staff-salary"
        form={form}
        schema={payConfigBody}
        namespace="staff"
        toInput={payInput}
        disabled={disabled}
        initialValues={initialValues}
        onValuesChange={onEdited}
      >
        <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('detail.pay_config')}</h2>
        {userId !== undefined && (
          <Typography.Paragraph type="secondary">{t('detail.next_save_hint')}</Typography.Paragraph>
        )}
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Field name="effective_date">
              <DatePicker {...datePickerProps} style={{ width: '100%' }} maxDate={dayjs(staffMaxDate())} />
            </Field>
          </Col>
          <Col xs={24} md={8}>
            <Field name="basic_salary">
              <InputNumber<number> {...moneyInputProps} />
            </Field>
          </Col>
          <Col xs={24} md={8}>
            <Field name="salary_rate">
              <InputNumber<number> {...rateInputProps} max={100} precision={2} />
            </Field>
          </Col>
        </Row>
        <RowList
          name="allowances"
          title={t('detail.allowances')}
          empty={t('detail.no_allowances')}
          addLabel={t('actions.add_allowance')}
          removeLabel={(index) => t('actions.remove_allowance', { index })}
          newRow={() => ({ allowance_method: ALLOWANCE_METHODS.per_month })}
          rule={(index, field) => rowRule(index, field as keyof AllowanceRow)}
          disabled={disabled}
          onEdited={onEdited}
          columns={[
            {
              field: 'allowances_code',
              md: 5,
              required: true,
              input: (index) => <Select options={codeOptions} onChange={(code: string) => pick(index, code)} />,
            },
            { field: 'allowances_name', md: 5, input: () => <Input maxLength={128} /> },
            {
              field: 'quantity',
              md: 5,
              required: true,
              input: () => <InputNumber<number> {...moneyInputProps} />,
            },
            {
              field: 'allowance_method',
              md: 4,
              checked: false,
              input: () => <Select options={methodOptions} />,
            },
            { field: 'note', md: 4, input: () => <Input maxLength={1000} /> },
          ]}
        />
      </SchemaForm>
      {userId !== undefined && (
        <HistoryTable<PayConfigItem>
          title={t('detail.pay_history')}
          empty={t('detail.no_pay_history')}
          loading={history.isLoading}
          data={history.data}
          table={historyTable}
        />
      )}
    </>
  );
}
