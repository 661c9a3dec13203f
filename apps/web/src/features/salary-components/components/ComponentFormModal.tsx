import {
  APPLY_BY_FORMULA,
  ROLE_IDS,
  type SalaryComponent,
  type SalaryComponentCreateBody,
  type SalaryComponentType,
  STANDARD_AMOUNTS,
  salaryComponentCreateBody,
} from '@hr/contracts';
import { App, Checkbox, Col, DatePicker, Form, Input, InputNumber, Modal, Radio, Row, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { roleKey } from '../../../lib/access';
import { datePickerProps, decimalInputProps, fromIsoDate, moneyInputProps, toIsoDate } from '../../../lib/format';
import { useDepartmentOptions } from '../../../lib/lookups/department-options';
import { useSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-form';
import { useSaveSalaryComponent } from '../api/save-salary-component';

type ZeroOne = 0 | 1;
type Values = {
  salary_component_name_vie?: string;
  salary_component_name_jp?: string;
  description_vie?: string;
  description_jp?: string;
  application_method?: 1 | 2 | 3;
  apply_by_formula?: (typeof APPLY_BY_FORMULA)[number];
  fix_money?: number | null;
  standard_amount?: (typeof STANDARD_AMOUNTS)[number];
  coefficient?: number | null;
  tax_calculation?: 1 | 2 | 3;
  tax_free_amount?: number | null;
  attendance_condition?: ZeroOne;
  overtime_condition?: ZeroOne;
  minimum_number_days?: number | null;
  is_spouse?: ZeroOne;
  add_leave_days?: number | null;
  included_social_insurance?: boolean;
  included_in_overtime?: boolean;
  deducted_in_first_payroll?: boolean;
  deducted_in_final_payroll?: boolean;
  scope_of_application?: 1 | 2 | 3;
  is_department?: boolean;
  department_id?: number;
  is_position?: boolean;
  position_id?: number;
  is_sex?: boolean;
  sex?: ZeroOne;
  start_date?: Dayjs | null;
  end_date?: Dayjs | null;
  active?: boolean;
};

const bit = (value: boolean | undefined): ZeroOne => (value ? 1 : 0);

/** The form values as the API takes them; fields hidden by the current choices are left out. */
export function toBody(type: SalaryComponentType, v: Values): SalaryComponentCreateBody {
  const fixed = v.application_method === 1;
  const formula = v.application_method === 2;
  const specific = v.scope_of_application === 3;
  const dated = v.scope_of_application === 2 || specific;
  return {
    salary_component_type: type,
    salary_component_name_vie: v.salary_component_name_vie ?? '',
    salary_component_name_jp: v.salary_component_name_jp ?? '',
    description_vie: v.description_vie || null,
    description_jp: v.description_jp || null,
    application_method: v.application_method as 1,
    apply_by_formula: fixed || formula ? v.apply_by_formula : null,
    fix_money: fixed ? (v.fix_money ?? null) : null,
    standard_amount: formula ? (v.standard_amount ?? null) : null,
    coefficient: formula ? (v.coefficient ?? null) : null,
    tax_calculation: v.tax_calculation as 1,
    tax_free_amount: v.tax_calculation === 2 ? (v.tax_free_amount ?? null) : null,
    attendance_condition: v.attendance_condition as ZeroOne,
    overtime_condition: v.overtime_condition as ZeroOne,
    minimum_number_days: v.overtime_condition === 1 ? (v.minimum_number_days ?? null) : null,
    is_spouse: type === 'allowance' ? v.is_spouse : null,
    add_leave_days: type === 'allowance' ? (v.add_leave_days ?? null) : null,
    included_social_insurance: bit(v.included_social_insurance),
    included_in_overtime: bit(v.included_in_overtime),
    deducted_in_first_payroll: bit(v.deducted_in_first_payroll),
    deducted_in_final_payroll: bit(v.deducted_in_final_payroll),
    scope_of_application: v.scope_of_application as 1,
    is_department: specific ? bit(v.is_department) : 0,
    department_id: specific && v.is_department ? (v.department_id ?? null) : null,
    is_position: specific ? bit(v.is_position) : 0,
    position_id: specific && v.is_position ? (v.position_id ?? null) : null,
    is_sex: specific ? bit(v.is_sex) : 0,
    sex: specific && v.is_sex ? (v.sex ?? null) : null,
    start_date: dated ? (toIsoDate(v.start_date) ?? null) : null,
    end_date: dated ? (toIsoDate(v.end_date) ?? null) : null,
    status: v.active === false ? 0 : 1,
  };
}

function toValues(c: SalaryComponent): Values {
  const zeroOne = (value: number | null) => (value === 1 ? 1 : 0) as ZeroOne;
  return {
    salary_component_name_vie: c.salary_component_name_vie,
    salary_component_name_jp: c.salary_component_name_jp,
    description_vie: c.description_vie ?? undefined,
    description_jp: c.description_jp ?? undefined,
    application_method: c.application_method as 1,
    apply_by_formula: (c.apply_by_formula ?? undefined) as Values['apply_by_formula'],
    fix_money: c.fix_money,
    standard_amount: (c.standard_amount ?? undefined) as Values['standard_amount'],
    coefficient: c.coefficient,
    tax_calculation: c.tax_calculation as 1,
    tax_free_amount: c.tax_free_amount,
    attendance_condition: zeroOne(c.attendance_condition),
    overtime_condition: zeroOne(c.overtime_condition),
    minimum_number_days: c.minimum_number_days,
    is_spouse: c.is_spouse === null ? undefined : zeroOne(c.is_spouse),
    add_leave_days: c.add_leave_days,
    included_social_insurance: c.included_social_insurance === 1,
    included_in_overtime: c.included_in_overtime === 1,
    deducted_in_first_payroll: c.deducted_in_first_payroll === 1,
    deducted_in_final_payroll: c.deducted_in_final_payroll === 1,
    scope_of_application: c.scope_of_application as 1,
    is_department: c.is_department === 1,
    department_id: c.department_id ?? undefined,
    is_position: c.is_position === 1,
    position_id: c.position_id ?? undefined,
    is_sex: c.is_sex === 1,
    sex: c.sex === null ? undefined : zeroOne(c.sex),
    start_date: fromIsoDate(c.start_date),
    end_date: fromIsoDate(c.end_date),
    active: c.status === 1,
  };
}

const DEFAULTS: Values = {
  application_method: 1,
  apply_by_formula: 'month',
  tax_calculation: 1,
  attendance_condition: 0,
  overtime_condition: 0,
  is_spouse: 0,
  add_leave_days: 0,
  scope_of_application: 1,
  active: true,
};

/**
 * Add or edit an allowance, bonus or deduction. Each conditional field shows only when its choice is made, as
 * specification 002 section 4 says; the same zod schema as the server checks the form.
 */
export function ComponentFormModal({
  open,
  type,
  component,
  onClose,
}: {
  open: boolean;
  type: SalaryComponentType;
  component?: SalaryComponent;
  onClose: () => void;
}) {
  const { t } = useTranslation(['salaryComponents', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveSalaryComponent();
  const v = (Form.useWatch([], form) ?? {}) as Values;
  const specific = v.scope_of_application === 3;
  const departments = useDepartmentOptions();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(component ? toValues(component) : DEFAULTS);
  }, [open, component, form]);

  const rule = (field: keyof SalaryComponentCreateBody) =>
    zodRule(salaryComponentCreateBody, field, t, (values: Values) => toBody(type, values));

  const saveError = useSaveError();
  const submit = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return void message.error(t('messages.invalid'));
    }
    save.mutate(
      { id: component?.id, version: component?.version, body: toBody(type, { ...v, ...values }) },
      {
        onSuccess: () => {
          void message.success(t('messages.saved'));
          onClose();
        },
        onError: (error) => saveError(error, { form, fallback: t('messages.save_failed', { error: error.message }) }),
      },
    );
  };

  const yesNo = [
    { value: 1, label: t('yes_no.1') },
    { value: 0, label: t('yes_no.0') },
  ];
  const options = <K extends string>(prefix: string, keys: readonly K[]) =>
    keys.map((key) => ({ value: key, label: t(`${prefix}.${key}`) }));
  const numbered = (prefix: string, keys: number[]) =>
    keys.map((key) => ({ value: key, label: t(`${prefix}.${key}`) }));

  return (
    <Modal
      open={open}
      width={820}
      title={t(component ? `edit.${type}` : `add.${type}`)}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="salary-component" layout="vertical" requiredMark>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="salary_component_name_vie"
              label={t('form.name_vie')}
              required
              rules={[rule('salary_component_name_vie')]}
            >
              <Input maxLength={256} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="salary_component_name_jp"
              label={t('form.name_jp')}
              required
              rules={[rule('salary_component_name_jp')]}
            >
              <Input maxLength={256} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="description_vie" label={t('form.description_vie')} rules={[rule('description_vie')]}>
              <Input.TextArea rows={2} maxLength={256} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="description_jp" label={t('form.description_jp')} rules={[rule('description_jp')]}>
              <Input.TextArea rows={2} maxLength={256} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="application_method"
              label={t('form.application_method')}
              required
              rules={[rule('application_method')]}
            >
              <Radio.Group options={numbered('method', [1, 2, 3])} />
            </Form.Item>
          </Col>
          {(v.application_method === 1 || v.application_method === 2) && (
            <Col xs={24} md={12}>
              <Form.Item
                name="apply_by_formula"
                label={t('form.apply_by_formula')}
                required
                rules={[rule('apply_by_formula')]}
              >
                <Select options={options('per', APPLY_BY_FORMULA)} />
              </Form.Item>
            </Col>
          )}
          {v.application_method === 1 && (
            <Col xs={24} md={12}>
              <Form.Item name="fix_money" label={t('form.fix_money')} required rules={[rule('fix_money')]}>
                <InputNumber {...moneyInputProps} />
              </Form.Item>
            </Col>
          )}
          {v.application_method === 2 && (
            <>
              <Col xs={24} md={12}>
                <Form.Item name="standard_amount" label={t('form.standard_amount')} rules={[rule('standard_amount')]}>
                  <Select allowClear options={options('standard', STANDARD_AMOUNTS)} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="coefficient" label={t('form.coefficient')} required rules={[rule('coefficient')]}>
                  <InputNumber {...decimalInputProps} step={0.1} />
                </Form.Item>
              </Col>
            </>
          )}
          <Col xs={24} md={12}>
            <Form.Item
              name="tax_calculation"
              label={t('form.tax_calculation')}
              required
              rules={[rule('tax_calculation')]}
            >
              <Select options={numbered('tax', [1, 2, 3])} />
            </Form.Item>
          </Col>
          {v.tax_calculation === 2 && (
            <Col xs={24} md={12}>
              <Form.Item
                name="tax_free_amount"
                label={t('form.tax_free_amount')}
                required
                rules={[rule('tax_free_amount')]}
              >
                <InputNumber {...moneyInputProps} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item
              name="attendance_condition"
              label={t('form.attendance_condition')}
              required
              rules={[rule('attendance_condition')]}
            >
              <Radio.Group options={yesNo} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="overtime_condition"
              label={t('form.overtime_condition')}
              required
              rules={[rule('overtime_condition')]}
            >
              <Radio.Group options={yesNo} />
            </Form.Item>
          </Col>
          {v.overtime_condition === 1 && (
            <Col xs={24} md={12}>
              <Form.Item
                name="minimum_number_days"
                label={t('form.minimum_number_days')}
                required
                rules={[rule('minimum_number_days')]}
              >
                <InputNumber min={1} max={31} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
          {type === 'allowance' && (
            <>
              <Col xs={24} md={12}>
                <Form.Item name="is_spouse" label={t('form.is_spouse')} required rules={[rule('is_spouse')]}>
                  <Radio.Group options={yesNo} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="add_leave_days"
                  label={t('form.add_leave_days')}
                  required
                  rules={[rule('add_leave_days')]}
                >
                  <InputNumber min={0} max={366} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </>
          )}
          {(
            [
              'included_social_insurance',
              'included_in_overtime',
              'deducted_in_first_payroll',
              'deducted_in_final_payroll',
            ] as const
          ).map((field) => (
            <Col xs={24} md={12} key={field}>
              <Form.Item name={field} valuePropName="checked" style={{ marginBottom: 8 }}>
                <Checkbox>{t(`form.${field}`)}</Checkbox>
              </Form.Item>
            </Col>
          ))}
          <Col xs={24}>
            <Form.Item
              name="scope_of_application"
              label={t('form.scope_of_application')}
              required
              dependencies={['is_department', 'is_position', 'is_sex']}
              rules={[rule('scope_of_application')]}
            >
              <Radio.Group options={numbered('scope', [1, 2, 3])} />
            </Form.Item>
          </Col>
          {specific && (
            <>
              <Col xs={24} md={8}>
                <Form.Item name="is_department" valuePropName="checked" style={{ marginBottom: 8 }}>
                  <Checkbox>{t('form.is_department')}</Checkbox>
                </Form.Item>
                {v.is_department && (
                  <Form.Item
                    name="department_id"
                    label={t('form.department_id')}
                    required
                    rules={[rule('department_id')]}
                  >
                    <Select
                      showSearch={{ optionFilterProp: 'label' }}
                      loading={departments.isLoading}
                      options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
                    />
                  </Form.Item>
                )}
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="is_position" valuePropName="checked" style={{ marginBottom: 8 }}>
                  <Checkbox>{t('form.is_position')}</Checkbox>
                </Form.Item>
                {v.is_position && (
                  <Form.Item name="position_id" label={t('form.position_id')} required rules={[rule('position_id')]}>
                    <Select options={ROLE_IDS.map((id) => ({ value: id, label: t(`common:${roleKey(id)}`) }))} />
                  </Form.Item>
                )}
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="is_sex" valuePropName="checked" style={{ marginBottom: 8 }}>
                  <Checkbox>{t('form.is_sex')}</Checkbox>
                </Form.Item>
                {v.is_sex && (
                  <Form.Item name="sex" label={t('form.sex')} required rules={[rule('sex')]}>
                    <Radio.Group options={numbered('sex', [1, 0])} />
                  </Form.Item>
                )}
              </Col>
            </>
          )}
          {(v.scope_of_application === 2 || specific) && (
            <>
              <Col xs={24} md={12}>
                <Form.Item name="start_date" label={t('form.start_date')} required rules={[rule('start_date')]}>
                  <DatePicker {...datePickerProps} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="end_date"
                  label={t('form.end_date')}
                  required
                  dependencies={['start_date']}
                  rules={[rule('end_date')]}
                >
                  <DatePicker {...datePickerProps} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </>
          )}
          <Col xs={24}>
            <Form.Item name="active" label={t('form.status')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
