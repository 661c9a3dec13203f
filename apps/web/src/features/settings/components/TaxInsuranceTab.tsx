import { DeleteOutlined, PlusOutlined } from '../../../components/icons';
import { insuranceCaps, type TaxStep } from '@hr/contracts';
import {
  Button,
  Col,
  Descriptions,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Table,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  formatRate,
  moneyInputProps,
  NO_VALUE,
  rateFromText,
  rateInputText,
  rateTextInputProps,
} from '../../../lib/format';
import { DatedSettingForm } from './DatedSettingForm';
import { DepartmentRegions } from './DepartmentRegions';

const loadTaxInsuranceBody = () => import('../lib/setting-schemas').then((m) => m.taxInsuranceBody);

type Values = Record<string, unknown>;
type StepRow = { from_salary: number; to_salary: number | null; rate_of_tax: string };

const EMPLOYEE = ['per_social_insurance', 'per_health_insurance', 'per_accident_insurance', 'per_union_dues'];
const COMPANY = [
  'com_social_insurance',
  'com_health_insurance',
  'com_accident_insurance',
  'com_union_dues',
  'com_occupation',
];
const MONEY = ['personal_allowance', 'dependent_allowance'];
const FIGURES = ['base_salary', 'flat_tax_threshold', 'meal_allowance_exempt_limit'];
const REGIONS = ['region_1', 'region_2', 'region_3', 'region_4'] as const;
const STEP_WIDTH = 10_000_000;

const money = (n: number | null | undefined) => formatMoney(n) ?? NO_VALUE;

function fromData(data: Values): Values {
  return {
    ...Object.fromEntries([...EMPLOYEE, ...COMPANY].map((k) => [k, rateInputText(data[k])])),
    ...Object.fromEntries(
      [...MONEY, ...FIGURES, 'company_region', 'insurance_contribution_conditions', 'minimum_days'].map((k) => [
        k,
        data[k],
      ]),
    ),
    regional_minimum_wages: data.regional_minimum_wages,
    steps: ((data.config_progressive_tax_schedule as TaxStep[]) ?? []).map((s) => ({
      from_salary: s.from_salary,
      to_salary: s.to_salary,
      rate_of_tax: rateInputText(s.rate_of_tax),
    })),
  };
}

function toBody(values: Values): Values {
  const { steps, ...rest } = values as Values & { steps: StepRow[] };
  return {
    ...rest,
    minimum_days: values.insurance_contribution_conditions === 2 ? (values.minimum_days ?? null) : 0,
    // The last step is "above": no upper limit (a "to" kept from before it became the last is not sent).
    config_progressive_tax_schedule: (steps ?? []).map((s, i, all) => ({
      ...s,
      order: i + 1,
      to_salary: i === all.length - 1 ? null : s.to_salary,
    })),
  };
}

const remap = (path: (string | number)[]) =>
  path[0] === 'config_progressive_tax_schedule' ? ['steps', ...path.slice(1)] : path;

/** "From" of each step is the previous step's "to" (the first starts at 0). */
function relink(form: FormInstance) {
  const steps = (form.getFieldValue('steps') as StepRow[]) ?? [];
  const linked = steps.map((s, i) => ({ ...s, from_salary: i === 0 ? 0 : (steps[i - 1]?.to_salary ?? 0) }));
  if (linked.some((s, i) => s.from_salary !== steps[i]?.from_salary)) form.setFieldValue('steps', linked);
}

function TaxFields({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation(['settings', 'messages']);
  const form = Form.useFormInstance();
  const condition = Form.useWatch('insurance_contribution_conditions', form);
  const steps = (Form.useWatch('steps', { form, preserve: true }) as StepRow[] | undefined) ?? [];
  const base = Form.useWatch('base_salary', form) as number | undefined;
  const wages = Form.useWatch('regional_minimum_wages', form) as Record<(typeof REGIONS)[number], number> | undefined;
  const caps =
    typeof base === 'number' && wages ? insuranceCaps({ base_salary: base, regional_minimum_wages: wages }) : undefined;
  const rate = (name: string) => (
    <Col xs={24} sm={12} md={8} key={name}>
      <Form.Item name={name} label={t(`messages:fields.${name}`)}>
        <Input {...rateTextInputProps} />
      </Form.Item>
    </Col>
  );
  const amount = (name: string | (string | number)[], label: string) => (
    <Col xs={24} sm={12} md={8} key={String(name)}>
      <Form.Item name={name} label={label}>
        <InputNumber {...moneyInputProps} />
      </Form.Item>
    </Col>
  );
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {t('tax.employee')}
      </Typography.Title>
      <Row gutter={16}>{EMPLOYEE.map(rate)}</Row>
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {t('tax.company')}
      </Typography.Title>
      <Row gutter={16}>{COMPANY.map(rate)}</Row>
      <Typography.Paragraph type="secondary">
        {t('tax.occupation_hint', {
          social: formatRate(17),
          retirement: formatRate(14),
          sickness: formatRate(3),
          occupation: formatRate(0.5),
          total: formatRate(17.5),
        })}
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="insurance_contribution_conditions" label={t('tax.insurance_contribution_conditions')}>
            <Radio.Group
              onChange={(e) => {
                if (e.target.value === 2) form.setFieldValue('minimum_days', 15);
              }}
              options={[
                { value: 1, label: t('tax.condition_1') },
                { value: 2, label: t('tax.condition_2') },
              ]}
            />
          </Form.Item>
        </Col>
        {condition === 2 && (
          <Col xs={24} md={12}>
            <Form.Item name="minimum_days" label={t('tax.minimum_days')}>
              <InputNumber min={0} />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Row gutter={16}>{MONEY.map((m) => amount(m, t(`tax.${m}`)))}</Row>
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {t('tax.steps_title')}
      </Typography.Title>
      <Form.List name="steps">
        {(fields, { add, remove }) => (
          <>
            <Table
              scroll={{ x: 'max-content' }}
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={fields}
              aria-label={t('tax.steps_title')}
              columns={[
                { title: t('tax.step'), key: 'step', width: 60, render: (_, f) => f.name + 1 },
                {
                  title: t('tax.from'),
                  key: 'from',
                  render: (_, f) => (
                    <span data-testid={`step-from-${f.name}`}>{money(steps[f.name]?.from_salary)}</span>
                  ),
                },
                {
                  title: t('tax.to'),
                  key: 'to',
                  render: (_, f) =>
                    // The last step is "above": it has no upper limit (the server refuses one).
                    f.name === fields.length - 1 ? (
                      <span data-testid={`step-to-${f.name}`}>{t('tax.no_upper_limit')}</span>
                    ) : (
                      <Form.Item name={[f.name, 'to_salary']} style={{ margin: 0 }}>
                        <InputNumber
                          {...moneyInputProps}
                          style={{ width: 200 }}
                          aria-label={`${t('tax.to')} ${f.name + 1}`}
                        />
                      </Form.Item>
                    ),
                },
                {
                  title: t('tax.rate'),
                  key: 'rate',
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'rate_of_tax']} style={{ margin: 0 }}>
                      <Input
                        {...rateTextInputProps}
                        style={{ width: 110 }}
                        aria-label={`${t('tax.rate')} ${f.name + 1}`}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('common:table.action'),
                  key: 'delete',
                  width: 80,
                  render: (_, f) => (
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('tax.delete_step')} ${f.name + 1}`}
                      disabled={fields.length <= 1}
                      onClick={() => {
                        remove(f.name);
                        relink(form);
                      }}
                    />
                  ),
                },
              ]}
            />
            <Button
              icon={<PlusOutlined />}
              style={{ marginTop: 8 }}
              onClick={() => {
                const last = steps.at(-1);
                if (!last) return add({ from_salary: 0, to_salary: null, rate_of_tax: '5' });
                const lastRate = rateFromText(last.rate_of_tax) || 0;
                // The open last step gets an upper limit (the one it had before it became the last, else 10,000,000
                // wide); the new step above it is the open one.
                const from =
                  last.to_salary !== null && last.to_salary > last.from_salary
                    ? last.to_salary
                    : last.from_salary + STEP_WIDTH;
                form.setFieldValue(['steps', steps.length - 1, 'to_salary'], from);
                add({
                  from_salary: from,
                  to_salary: null,
                  rate_of_tax: rateInputText(Math.min(100, lastRate + 5)),
                });
              }}
            >
              {t('tax.add_step')}
            </Button>
          </>
        )}
      </Form.List>
      <Typography.Title level={2} style={{ fontSize: 15, marginTop: 24 }}>
        {t('tax.figures_title')}
      </Typography.Title>
      <Row gutter={16}>
        {amount('base_salary', t('tax.base_salary'))}
        {REGIONS.map((r) => amount(['regional_minimum_wages', r], t(`tax.${r}`)))}
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="company_region" label={t('tax.company_region')}>
            <Select options={[1, 2, 3, 4].map((r) => ({ value: r, label: t(`tax.region_${r}_short`) }))} />
          </Form.Item>
        </Col>
        {amount('flat_tax_threshold', t('tax.flat_tax_threshold', { rate: formatRate(10) }))}
        {amount('meal_allowance_exempt_limit', t('tax.meal_allowance_exempt_limit'))}
      </Row>
      <Typography.Paragraph type="secondary">{t('tax.region_hint')}</Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={1}
        title={t('tax.caps_title')}
        items={[
          {
            key: 'sh',
            label: t('tax.social_health_cap'),
            children: <span data-testid="cap-social">{money(caps?.social_health_cap)}</span>,
          },
          ...REGIONS.map((r) => ({
            key: r,
            label: t('tax.unemployment_cap', { region: t(`tax.${r}_short`) }),
            children: money(caps?.unemployment_caps[r]),
          })),
        ]}
      />
      <DepartmentRegions canUpdate={canUpdate} />
    </>
  );
}

/** Tax and insurance tab: rates, allowances, progressive steps, and the figures the caps come from. */
export function TaxInsuranceTab(props: { canUpdate: boolean; onDirtyChange: (dirty: boolean) => void }) {
  return (
    <DatedSettingForm
      kind="tax_insurance"
      schema={loadTaxInsuranceBody}
      fromData={fromData}
      toBody={toBody}
      remap={remap}
      canUpdate={props.canUpdate}
      onDirtyChange={props.onDirtyChange}
      onValuesChange={(changed, form) => {
        if ('steps' in changed) relink(form);
      }}
    >
      {() => <TaxFields canUpdate={props.canUpdate} />}
    </DatedSettingForm>
  );
}
