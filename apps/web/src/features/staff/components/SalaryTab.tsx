import {
  ALLOWANCE_CODES,
  ALLOWANCE_METHODS,
  allowanceBody,
  type PayConfigItem,
  payConfigBody,
  staffMaxDate,
} from '@hr/contracts';
import {
  Button,
  DatePicker,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Row,
  Col,
  Select,
  Table,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined, PlusOutlined } from '../../../components/icons';
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

/** One allowance or dependent: a line under it, so its fields read as one group. */
export const ROW_STYLE = { borderBottom: '1px solid #f0f0f0', marginBottom: 12 } as const;

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
  const label = (field: string, index: number) => `${t(`fields.${field}`)} ${index + 1}`;

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
        <h2 style={{ fontSize: 16 }}>{t('detail.allowances')}</h2>
        <Form.List name="allowances">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 && (
                <Typography.Paragraph type="secondary">{t('detail.no_allowances')}</Typography.Paragraph>
              )}
              {fields.map((field) => (
                <div
                  key={field.key}
                  role="group"
                  style={ROW_STYLE}
                  aria-label={`${t('detail.allowances')} ${field.name + 1}`}
                >
                  <Row gutter={12} align="bottom">
                    <Col xs={24} md={5}>
                      <Form.Item
                        name={[field.name, 'allowances_code']}
                        label={label('allowances_code', field.name)}
                        required
                        rules={[rowRule(field.name, 'allowances_code')]}
                      >
                        <Select options={codeOptions} onChange={(code: string) => pick(field.name, code)} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={5}>
                      <Form.Item
                        name={[field.name, 'allowances_name']}
                        label={label('allowances_name', field.name)}
                        rules={[rowRule(field.name, 'allowances_name')]}
                      >
                        <Input maxLength={128} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={5}>
                      <Form.Item
                        name={[field.name, 'quantity']}
                        label={label('quantity', field.name)}
                        required
                        rules={[rowRule(field.name, 'quantity')]}
                      >
                        <InputNumber<number> {...moneyInputProps} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={4}>
                      <Form.Item name={[field.name, 'allowance_method']} label={label('allowance_method', field.name)}>
                        <Select options={methodOptions} />
                      </Form.Item>
                    </Col>
                    <Col xs={20} md={4}>
                      <Form.Item
                        name={[field.name, 'note']}
                        label={label('note', field.name)}
                        rules={[rowRule(field.name, 'note')]}
                      >
                        <Input maxLength={1000} />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={1}>
                      {!disabled && (
                        <Form.Item>
                          <Button
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={t('actions.remove_allowance', { index: field.name + 1 })}
                            onClick={() => {
                              remove(field.name);
                              onEdited();
                            }}
                          />
                        </Form.Item>
                      )}
                    </Col>
                  </Row>
                </div>
              ))}
              {!disabled && (
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => {
                    add({ allowance_method: ALLOWANCE_METHODS.per_month });
                    onEdited();
                  }}
                >
                  {t('actions.add_allowance')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </SchemaForm>
      {userId !== undefined && (
        <>
          <h2 style={{ fontSize: 16, marginTop: 24 }}>{t('detail.pay_history')}</h2>
          <Table<PayConfigItem>
            rowKey="id"
            size="small"
            pagination={false}
            loading={history.isLoading}
            dataSource={history.data}
            locale={{ emptyText: t('detail.no_pay_history') }}
            aria-label={t('detail.pay_history')}
            {...historyTable}
          />
        </>
      )}
    </>
  );
}
