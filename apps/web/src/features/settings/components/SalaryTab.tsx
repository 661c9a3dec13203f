import { DeleteOutlined, PlusOutlined } from '../../../components/icons';
import { type Milestone, milestoneDescription, OVERTIME_TYPES } from '@hr/contracts';
import { Button, Form, type FormInstance, Input, InputNumber, Radio, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldPath } from '../../../lib/save-error';
import { formatRate, moneyInputProps, rateFromText, rateInputText, rateTextInputProps } from '../../../lib/format';
import { DatedSettingForm } from './DatedSettingForm';

const loadDefaultSalaryBody = () => import('../lib/setting-schemas').then((m) => m.defaultSalaryBody);

type Row = { reference_days: number | null; benefit_rate: string };
type Values = Record<string, unknown>;
const LISTS = { the_first_payroll: 'first_milestones', the_final_payroll: 'final_milestones' } as const;
const CHOICES = [
  'calculation_method',
  'salary_upon_change',
  'the_first_payroll',
  'the_final_payroll',
  'deduction_for_late',
];

function fromData(data: Values): Values {
  const milestones = (data.pay_calculation_methods as Milestone[]) ?? [];
  const rowsOf = (type: Milestone['type']) =>
    milestones
      .filter((m) => m.type === type)
      .sort((a, b) => a.order - b.order)
      .map((m) => ({ reference_days: m.reference_days, benefit_rate: rateInputText(m.benefit_rate) }));
  return {
    ...Object.fromEntries(CHOICES.map((c) => [c, data[c]])),
    default_deduction_amount: data.default_deduction_amount,
    first_milestones: rowsOf('the_first_payroll'),
    final_milestones: rowsOf('the_final_payroll'),
    overtimes: ((data.overtimes as { type: number; benefit_rate: number; rate_of_taxation: number }[]) ?? []).map(
      (o) => ({
        type: o.type,
        benefit_rate: rateInputText(o.benefit_rate),
        rate_of_taxation: rateInputText(o.rate_of_taxation),
      }),
    ),
  };
}

const describe = (rows: Row[]) =>
  rows.map((_, i) =>
    milestoneDescription(
      rows.map((r) => ({ reference_days: r.reference_days ?? 0, benefit_rate: rateFromText(r.benefit_rate) })),
      i,
    ),
  );

function toBody(values: Values): Values {
  const list = (type: keyof typeof LISTS) => {
    const rows = (values[LISTS[type]] as Row[]) ?? [];
    const descriptions = describe(rows);
    return rows.map((row, i) => ({
      reference_days: row.reference_days,
      benefit_rate: row.benefit_rate,
      description: descriptions[i],
      order: i + 1,
      type,
    }));
  };
  return {
    ...Object.fromEntries(CHOICES.map((c) => [c, values[c]])),
    default_deduction_amount: values.deduction_for_late === '2' ? (values.default_deduction_amount ?? null) : 0,
    pay_calculation_method: [...list('the_first_payroll'), ...list('the_final_payroll')],
    overtimes: values.overtimes,
  };
}

/** Body row N of pay_calculation_method lives in the first or the final list of the form. */
function remapMilestones(path: FieldPath, form: FormInstance): FieldPath {
  if (path[0] !== 'pay_calculation_method' || typeof path[1] !== 'number') return path;
  const first = ((form.getFieldValue('first_milestones') as Row[]) ?? []).length;
  return path[1] < first
    ? ['first_milestones', path[1], ...path.slice(2)]
    : ['final_milestones', path[1] - first, ...path.slice(2)];
}

function MilestoneTable({ name, label }: { name: 'first_milestones' | 'final_milestones'; label: string }) {
  const { t } = useTranslation('settings');
  const form = Form.useFormInstance();
  const rows = (Form.useWatch(name, form) as Row[] | undefined) ?? [];
  const descriptions = describe(rows);
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div style={{ marginBottom: 16 }}>
          <Typography.Title level={2} style={{ fontSize: 15 }}>
            {label}
          </Typography.Title>
          <Table
            scroll={{ x: 'max-content' }}
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            aria-label={label}
            columns={[
              { title: t('salary.order'), key: 'order', width: 60, render: (_, f) => f.name + 1 },
              {
                title: t('salary.reference_days'),
                key: 'days',
                render: (_, f) => (
                  <Form.Item name={[f.name, 'reference_days']} style={{ margin: 0 }}>
                    <InputNumber aria-label={`${label} ${t('salary.reference_days')} ${f.name + 1}`} />
                  </Form.Item>
                ),
              },
              {
                title: t('salary.benefit_rate'),
                key: 'rate',
                render: (_, f) => (
                  <Form.Item name={[f.name, 'benefit_rate']} style={{ margin: 0 }}>
                    <Input {...rateTextInputProps} aria-label={`${label} ${t('salary.benefit_rate')} ${f.name + 1}`} />
                  </Form.Item>
                ),
              },
              {
                title: t('salary.description'),
                key: 'description',
                render: (_, f) => <span data-testid={`${name}-description-${f.name}`}>{descriptions[f.name]}</span>,
              },
              {
                title: t('common:table.action'),
                key: 'delete',
                width: 80,
                render: (_, f) => (
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('salary.delete_milestone')} ${f.name + 1}`}
                    disabled={fields.length <= 1}
                    onClick={() => remove(f.name)}
                  />
                ),
              },
            ]}
          />
          <Button
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            onClick={() => {
              const last = rows.at(-1);
              if (!last) return add({ reference_days: 1, benefit_rate: '10' });
              const rate = Math.min(
                100,
                (Number.isNaN(rateFromText(last.benefit_rate)) ? 0 : rateFromText(last.benefit_rate)) + 10,
              );
              add({ reference_days: (last.reference_days ?? 0) + 1, benefit_rate: rateInputText(rate) });
            }}
          >
            {t('salary.add_milestone')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

function ChoiceField({ name }: { name: string }) {
  const { t } = useTranslation('settings');
  return (
    <Form.Item name={name} label={t(`salary.${name}.label`)}>
      <Radio.Group
        options={[
          { value: '1', label: t(`salary.${name}.1`) },
          { value: '2', label: t(`salary.${name}.2`) },
        ]}
      />
    </Form.Item>
  );
}

/**
 * What `render` makes of one field's value, rendered again only when that value changes. Unlike `Form.useWatch`, whose
 * value arrives in an effect after the mount, it renders with the form's values at once (the fields mount with the
 * version already in the form: no second render).
 */
function WhenValue({ name, render }: { name: string; render: (value: unknown) => ReactNode }) {
  return (
    <Form.Item noStyle shouldUpdate={(before, after) => before[name] !== after[name]}>
      {({ getFieldValue }) => render(getFieldValue(name))}
    </Form.Item>
  );
}

function SalaryFields() {
  const { t } = useTranslation('settings');
  return (
    <>
      {CHOICES.map((c) => (
        <ChoiceField key={c} name={c} />
      ))}
      <WhenValue
        name="deduction_for_late"
        render={(late) =>
          late === '2' && (
            <Form.Item name="default_deduction_amount" label={t('salary.default_deduction_amount')}>
              <InputNumber {...moneyInputProps} style={{ width: 220 }} />
            </Form.Item>
          )
        }
      />
      <WhenValue
        name="the_first_payroll"
        render={(first) =>
          first === '2' && <MilestoneTable name="first_milestones" label={t('salary.first_milestones')} />
        }
      />
      <WhenValue
        name="the_final_payroll"
        render={(final) =>
          final === '2' && <MilestoneTable name="final_milestones" label={t('salary.final_milestones')} />
        }
      />
    </>
  );
}

/** The overtime rates: below the fold on a phone, so the form mounts them when idle (DatedSettingForm's `below`). */
function OvertimeFields() {
  const { t } = useTranslation('settings');
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {t('salary.overtime_title')}
      </Typography.Title>
      <Form.List name="overtimes">
        {(fields) => (
          <Table
            scroll={{ x: 'max-content' }}
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            aria-label={t('salary.overtime_title')}
            columns={[
              {
                title: t('salary.overtime_type'),
                key: 'type',
                render: (_, f) => t(`salary.overtime_types.${OVERTIME_TYPES[f.name]}`),
              },
              {
                title: t('salary.benefit_rate'),
                key: 'rate',
                render: (_, f) => (
                  <Form.Item name={[f.name, 'benefit_rate']} style={{ margin: 0 }}>
                    <Input
                      {...rateTextInputProps}
                      aria-label={`${t(`salary.overtime_types.${OVERTIME_TYPES[f.name]}`)} ${t('salary.benefit_rate')}`}
                    />
                  </Form.Item>
                ),
              },
              {
                title: t('salary.rate_of_taxation'),
                key: 'tax',
                render: (_, f) => (
                  <Form.Item name={[f.name, 'rate_of_taxation']} style={{ margin: 0 }}>
                    <Input
                      {...rateTextInputProps}
                      aria-label={`${t(`salary.overtime_types.${OVERTIME_TYPES[f.name]}`)} ${t('salary.rate_of_taxation')}`}
                    />
                  </Form.Item>
                ),
              },
            ]}
          />
        )}
      </Form.List>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('salary.taxation_hint', { full: formatRate(100), none: formatRate(0) })}
      </Typography.Paragraph>
    </>
  );
}

/** Salary and overtime tab (specification 002 sections 2 to 5). */
export function SalaryTab(props: { canUpdate: boolean; onDirtyChange: (dirty: boolean) => void }) {
  return (
    <DatedSettingForm
      kind="default_salary"
      schema={loadDefaultSalaryBody}
      fromData={fromData}
      toBody={toBody}
      remap={remapMilestones}
      canUpdate={props.canUpdate}
      onDirtyChange={props.onDirtyChange}
      below={() => <OvertimeFields />}
    >
      {() => <SalaryFields />}
    </DatedSettingForm>
  );
}
