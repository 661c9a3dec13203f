import { type CalculatorBody, type CalculatorResult, calculatorBody, OVERTIME_TYPE_IDS } from '@hr/contracts';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Form,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading';
import {
  decimalInputProps,
  formatDate,
  formatMoney,
  formatMonth,
  moneyInputProps,
  monthPickerProps,
  toApiMonth,
} from '../../../lib/format';
import { useGuardedSave } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-form';
import { useCalculate } from '../api/calculate';

type Values = {
  month: Dayjs | null;
  direction: 'gross_to_net' | 'net_to_gross';
  amount: number | null;
  insurance_salary: number | null;
  dependants: number | null;
  region: 1 | 2 | 3 | 4 | 0;
  tax_type: 1 | 2 | 3 | 4;
  insured: boolean;
  union_member: boolean;
  standard_hours: number | null;
  overtime: { type: number; hours: number | null }[];
};

const INITIAL: Values = {
  month: dayjs(),
  direction: 'gross_to_net',
  amount: 20_000_000,
  insurance_salary: null,
  dependants: 0,
  region: 0,
  tax_type: 2,
  insured: true,
  union_member: false,
  standard_hours: null,
  overtime: OVERTIME_TYPE_IDS.map((type) => ({ type, hours: 0 })),
};

/** The form's values as the API takes them (every overtime type is sent, so an error's row index stays its row). */
const toBody = (v: Values): CalculatorBody => ({
  month: toApiMonth(v.month) ?? '',
  direction: v.direction,
  amount: v.amount as number,
  insurance_salary: v.insurance_salary ?? null,
  dependants: v.dependants ?? 0,
  region: v.region === 0 ? null : v.region,
  tax_type: v.tax_type,
  insured: v.insured,
  union_member: v.union_member,
  standard_hours: v.standard_hours ?? null,
  overtime: v.overtime.map((o) => ({ type: o.type as 1, hours: o.hours ?? 0 })),
});

/**
 * /payroll/calculator (`payroll.calculator`): gross to net and back under the law of the month asked, with the
 * payroll run's own engine (POST /api/payroll/calculate). HR quotes offers with it; a person checks a payslip.
 */
export default function CalculatorPage() {
  const { t } = useTranslation(['payroll', 'messages']);
  const [form] = Form.useForm<Values>();
  const calculate = useCalculate();
  const save = useGuardedSave();
  const [result, setResult] = useState<CalculatorResult>();
  const direction = Form.useWatch('direction', form) ?? INITIAL.direction;
  const rule = (field: string) => zodRule(calculatorBody, field, t, toBody as (values: never) => unknown);

  const submit = () =>
    save(
      async () => {
        const values = await form.validateFields();
        setResult(await calculate.mutateAsync(toBody({ ...INITIAL, ...values })));
      },
      { form, fallback: t('calculator.failed') },
    );

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={<PageHeading title={t('calculator.title')} />}>
        <Typography.Paragraph>{t('calculator.intro')}</Typography.Paragraph>
        <Form<Values> name="payroll-calculator" form={form} layout="vertical" initialValues={INITIAL} onFinish={submit}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="month" label={t('calculator.month')} rules={[rule('month')]} required>
                <DatePicker {...monthPickerProps} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="direction" label={t('calculator.direction')}>
                <Radio.Group
                  options={[
                    { value: 'gross_to_net', label: t('calculator.gross_to_net') },
                    { value: 'net_to_gross', label: t('calculator.net_to_gross') },
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="amount"
                label={t(direction === 'gross_to_net' ? 'calculator.amount_gross' : 'calculator.amount_net')}
                rules={[rule('amount')]}
                required
              >
                <InputNumber {...moneyInputProps} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="insurance_salary"
                label={t('calculator.insurance_salary')}
                extra={t('calculator.insurance_salary_hint')}
                rules={[rule('insurance_salary')]}
              >
                <InputNumber {...moneyInputProps} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="dependants" label={t('calculator.dependants')} rules={[rule('dependants')]}>
                <InputNumber min={0} max={20} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="region" label={t('calculator.region')}>
                <Select
                  options={[
                    { value: 0, label: t('calculator.region_company') },
                    ...[1, 2, 3, 4].map((n) => ({ value: n, label: t('calculator.region_n', { n }) })),
                  ]}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="tax_type" label={t('calculator.tax_type')}>
                <Select
                  options={(['1', '2', '3', '4'] as const).map((k) => ({
                    value: Number(k),
                    label: t(`calculator.tax_types.${k}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="standard_hours"
                label={t('calculator.standard_hours')}
                extra={t('calculator.standard_hours_hint')}
                rules={[rule('standard_hours')]}
              >
                <InputNumber {...decimalInputProps} min={1} max={744} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="insured" label={t('calculator.insured')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="union_member" label={t('calculator.union_member')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          </Row>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>{t('calculator.overtime')}</legend>
            <Row gutter={16}>
              {OVERTIME_TYPE_IDS.map((type, index) => (
                <Col xs={12} md={6} lg={3} key={type}>
                  <Form.Item name={['overtime', index, 'type']} hidden>
                    <InputNumber />
                  </Form.Item>
                  <Form.Item
                    name={['overtime', index, 'hours']}
                    label={t(`calculator.overtime_types.${String(type) as '1'}`)}
                    rules={[rule(`overtime.${index}.hours`)]}
                  >
                    <InputNumber {...decimalInputProps} min={0} max={300} step={0.25} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </fieldset>
          <Button type="primary" htmlType="submit" loading={calculate.isPending}>
            {t('calculator.calculate')}
          </Button>
        </Form>
      </Card>
      {result && <ResultCard result={result} />}
    </Space>
  );
}

function ResultCard({ result }: { result: CalculatorResult }) {
  const { t } = useTranslation('payroll');
  const money = (value: number) => formatMoney(value);
  const employee: [string, number][] = [
    ['salary', result.salary],
    ['overtime_pay', result.overtime_pay],
    ['gross', result.gross],
    ['social_insurance', result.social_insurance],
    ['health_insurance', result.health_insurance],
    ['unemployment_insurance', result.unemployment_insurance],
    ['employee_insurance', result.employee_insurance],
    ['union_dues', result.union_dues],
    ['taxable_gross', result.taxable_gross],
    ['family_deductions', result.family_deductions],
    ['taxable_income', result.taxable_income],
    ['income_tax', result.income_tax],
    ['net', result.net],
  ];
  const employer: [string, number][] = [
    ['employer_social', result.employer.social],
    ['employer_health', result.employer.health],
    ['employer_unemployment', result.employer.unemployment],
    ['employer_union_fee', result.employer.union_fee],
    ['employer_total', result.employer.total],
    ['employer_cost', result.gross + result.employer.total],
  ];
  const items = (rows: [string, number][]) =>
    rows.map(([key, value]) => ({
      key,
      label: t(`calculator.lines.${key as 'gross'}`),
      children: <span data-line={key}>{money(value)}</span>,
    }));
  return (
    <Card
      title={
        <h2 style={{ fontSize: 16, margin: 0 }}>
          {t('calculator.result_title', { month: formatMonth(result.month) })}
        </h2>
      }
    >
      {!result.exact && <Alert type="info" showIcon title={t('calculator.not_exact')} style={{ marginBottom: 16 }} />}
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Descriptions title={t('calculator.employee')} column={1} size="small" bordered items={items(employee)} />
        </Col>
        <Col xs={24} lg={12}>
          <Descriptions title={t('calculator.employer')} column={1} size="small" bordered items={items(employer)} />
        </Col>
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {t('calculator.settings_used', {
          tax: formatDate(result.settings.tax_insurance.effective_from),
          salary: formatDate(result.settings.default_salary.effective_from),
          schedule: formatDate(result.settings.work_schedule.effective_from),
        })}
      </Typography.Paragraph>
    </Card>
  );
}
