import {
  APPLICATION_METHOD,
  type OrderCreateBody,
  type OrderKind,
  PAYROLL_DATA_TEXT_MAX,
  ROLE_IDS,
  type SalaryComponent,
  SCOPE_OF_APPLICATION,
} from '@hr/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../../lib/router';
import { ArrowLeftOutlined } from '../../../components/icons';
import { PageHeading } from '../../../components/PageHeading';
import { roleKey } from '../../../lib/access';
import { datePickerProps, formatDecimal, moneyInputProps, toIsoDate } from '../../../lib/format';
import { useDepartmentOptions } from '../../../lib/lookups/department-options';
import { useGuardedSave } from '../../../lib/save-error';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { useCreateOrder } from '../api/create-order';
import { useOrderComponents } from '../api/order-components';
import { type RecipientFilter, useRecipients } from '../api/recipients';
import { OrderSummary } from './OrderSummary';
import { StaffPicker } from './StaffPicker';

/** What the form holds; the part after the component is remembered per component while the person switches. */
type Values = {
  salary_component_id?: number;
  date?: Dayjs;
  value?: number;
  note?: string;
  user_ids?: number[];
  is_department?: boolean;
  department_id?: number[];
  is_position?: boolean;
  position_id?: number[];
  is_sex?: boolean;
  sex?: 0 | 1;
};
type Draft = Omit<Values, 'salary_component_id' | 'date' | 'note'>;
const EMPTY_DRAFT: Draft = {
  value: undefined,
  user_ids: [],
  is_department: false,
  department_id: [],
  is_position: false,
  position_id: [],
  is_sex: false,
  sex: undefined,
};

export const REDIRECT_DELAY_MS = 5_000;

/** The value a component gives: its fixed money, nothing (flexible, typed), or none (a formula, per person). */
const presetValue = (component: SalaryComponent) =>
  component.application_method === APPLICATION_METHOD.FIXED ? (component.fix_money ?? undefined) : undefined;

/**
 * /payroll-data/{bonus|deduction}/create: the component (bonus or deduction components of the settings), the date,
 * the value by the component's method, a description and the summary box; the recipients by the component's scope.
 * After a save the form is locked and the list comes back after 5 seconds. Leaving with changes asks first.
 */
export function OrderForm({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation(['payrollData', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const guardedSave = useGuardedSave();
  const [form] = Form.useForm<Values>();
  const components = useOrderComponents(kind);
  const departments = useDepartmentOptions();
  const create = useCreateOrder(kind);
  const [dirty, setDirty] = useState(false);
  const [locked, setLocked] = useState(false);
  const unsaved = useUnsavedChanges(dirty && !locked);
  const drafts = useRef(new Map<number, Draft>());
  const previous = useRef<number | undefined>(undefined);
  const listPath = `/payroll-data/${kind}-list`;

  const componentId = Form.useWatch('salary_component_id', form);
  const component = components.data?.items.find((c) => c.id === componentId);
  const scope = component?.scope_of_application;
  const [byDepartment, byPosition, bySex] = [
    Form.useWatch('is_department', form),
    Form.useWatch('is_position', form),
    Form.useWatch('is_sex', form),
  ];
  const departmentIds = Form.useWatch('department_id', form);
  const positionIds = Form.useWatch('position_id', form);
  const sex = Form.useWatch('sex', form);
  const filter: RecipientFilter =
    scope === SCOPE_OF_APPLICATION.SPECIFIC_CONDITIONS
      ? {
          department_id: byDepartment ? departmentIds : undefined,
          position_id: byPosition ? positionIds : undefined,
          gender: bySex ? sex : undefined,
        }
      : {};
  const recipients = useRecipients(
    filter,
    scope === SCOPE_OF_APPLICATION.ENTIRE_COMPANY ||
      (scope === SCOPE_OF_APPLICATION.SPECIFIC_CONDITIONS && Boolean(byDepartment || byPosition || bySex)),
  );

  useEffect(() => {
    if (locked) {
      const timer = setTimeout(() => navigate(listPath), REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
  }, [locked, navigate, listPath]);

  /** Another component: the current recipients and conditions are kept for it, the new one's come back or reset. */
  const switchComponent = (id: number) => {
    if (previous.current !== undefined) {
      const current = form.getFieldsValue(Object.keys(EMPTY_DRAFT) as (keyof Draft)[]) as Draft;
      drafts.current.set(previous.current, current);
    }
    previous.current = id;
    const next = components.data?.items.find((c) => c.id === id);
    const draft = drafts.current.get(id) ?? { ...EMPTY_DRAFT, value: next ? presetValue(next) : undefined };
    form.setFieldsValue(draft);
  };

  const save = () =>
    guardedSave(
      async () => {
        const values = await form.validateFields();
        if (!component) return;
        const body: OrderCreateBody = {
          salary_component_id: component.id,
          date: toIsoDate(values.date)!,
          note: values.note?.trim() || null,
          // The amount of a fixed component or a formula is the server's to compute.
          value: component.application_method === APPLICATION_METHOD.FLEXIBLE ? values.value : undefined,
          user_ids: scope === SCOPE_OF_APPLICATION.NO_AUTO_APPLY ? values.user_ids : undefined,
          ...(scope === SCOPE_OF_APPLICATION.SPECIFIC_CONDITIONS
            ? {
                is_department: values.is_department ? 1 : 0,
                department_id: values.is_department ? values.department_id : undefined,
                is_position: values.is_position ? 1 : 0,
                position_id: values.is_position ? values.position_id : undefined,
                is_sex: values.is_sex ? 1 : 0,
                sex: values.is_sex ? values.sex : undefined,
              }
            : {}),
        };
        await create.mutateAsync(body);
        unsaved.saved();
        setLocked(true);
        void message.success(t('messages.created'));
      },
      { form, fallback: t('messages.save_failed'), invalidToast: t('validation.invalid_form') },
    );

  const required = (field: string) => ({ required: true, message: t('validation.required', { field }) });
  const method = component?.application_method;
  const formulaText = component
    ? t('formula', {
        standard: t(`standard.${component.standard_amount ?? '1'}`),
        coefficient: formatDecimal(component.coefficient),
      })
    : '';

  return (
    <Card title={<PageHeading title={t(`form.create_${kind}`)} />}>
      <Form
        name={`${kind}-order`}
        form={form}
        layout="vertical"
        disabled={locked}
        initialValues={EMPTY_DRAFT}
        onValuesChange={() => setDirty(true)}
      >
        <h2 style={{ fontSize: 16, marginTop: 0 }}>{t('form.section_info')}</h2>
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item
              name="salary_component_id"
              label={t(`form.component_${kind}`)}
              rules={[required(t(`form.component_${kind}`))]}
              extra={
                components.data?.items.length === 0 ? (
                  <span>
                    {t(`form.no_components_${kind}`)}{' '}
                    <Link to="/settings/salary-component">{t('form.open_components')}</Link>
                  </span>
                ) : undefined
              }
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={components.isLoading}
                onChange={switchComponent}
                options={(components.data?.items ?? []).map((c) => ({
                  value: c.id,
                  label: c.salary_component_name_vie,
                }))}
              />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="date" label={t(`form.date_${kind}`)} rules={[required(t(`form.date_${kind}`))]}>
                  <DatePicker {...datePickerProps} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                {method === APPLICATION_METHOD.FORMULA ? (
                  <Form.Item label={t('form.value')} htmlFor={`${kind}-order_formula`}>
                    <Input id={`${kind}-order_formula`} value={formulaText} readOnly />
                  </Form.Item>
                ) : (
                  <Form.Item
                    name="value"
                    label={t('form.value')}
                    rules={method === APPLICATION_METHOD.FLEXIBLE ? [required(t('form.value'))] : []}
                  >
                    <InputNumber {...moneyInputProps} readOnly={method === APPLICATION_METHOD.FIXED} />
                  </Form.Item>
                )}
              </Col>
            </Row>
            <Form.Item name="note" label={t('form.note')}>
              <Input.TextArea rows={2} maxLength={PAYROLL_DATA_TEXT_MAX} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            {component && <OrderSummary treatment={component} />}
          </Col>
        </Row>

        {component && (
          <>
            <h2 style={{ fontSize: 16 }}>{t('form.section_recipients')}</h2>
            {scope === SCOPE_OF_APPLICATION.NO_AUTO_APPLY && (
              <Form.Item
                name="user_ids"
                label={t('form.staff')}
                rules={[{ required: true, type: 'array', min: 1, message: t('validation.recipients') }]}
              >
                <StaffPicker multiple placeholder={t('form.search_staff')} />
              </Form.Item>
            )}
            {scope === SCOPE_OF_APPLICATION.ENTIRE_COMPANY && (
              <Alert type="info" showIcon title={t('form.entire_company', { count: recipients.data?.total ?? 0 })} />
            )}
            {scope === SCOPE_OF_APPLICATION.SPECIFIC_CONDITIONS && (
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  <Form.Item name="is_department" valuePropName="checked" style={{ marginBottom: 8 }}>
                    <Checkbox>{t('form.by_department')}</Checkbox>
                  </Form.Item>
                  {byDepartment && (
                    <Form.Item
                      name="department_id"
                      label={t('form.departments')}
                      rules={[
                        {
                          required: true,
                          type: 'array',
                          min: 1,
                          message: t('validation.required', { field: t('form.departments') }),
                        },
                      ]}
                    >
                      <Select
                        mode="multiple"
                        showSearch={{ optionFilterProp: 'label' }}
                        options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
                      />
                    </Form.Item>
                  )}
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name="is_position" valuePropName="checked" style={{ marginBottom: 8 }}>
                    <Checkbox>{t('form.by_position')}</Checkbox>
                  </Form.Item>
                  {byPosition && (
                    <Form.Item
                      name="position_id"
                      label={t('form.positions')}
                      rules={[
                        {
                          required: true,
                          type: 'array',
                          min: 1,
                          message: t('validation.required', { field: t('form.positions') }),
                        },
                      ]}
                    >
                      <Select
                        mode="multiple"
                        options={ROLE_IDS.map((id) => ({ value: id, label: t(`common:${roleKey(id)}`) }))}
                      />
                    </Form.Item>
                  )}
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name="is_sex" valuePropName="checked" style={{ marginBottom: 8 }}>
                    <Checkbox>{t('form.by_gender')}</Checkbox>
                  </Form.Item>
                  {bySex && (
                    <Form.Item name="sex" label={t('form.gender')} rules={[required(t('form.gender'))]}>
                      <Radio.Group
                        options={[
                          { value: 1, label: t('form.male') },
                          { value: 0, label: t('form.female') },
                        ]}
                      />
                    </Form.Item>
                  )}
                </Col>
                {recipients.data && (byDepartment || byPosition || bySex) && (
                  <Col span={24}>
                    <Alert type="info" showIcon title={t('form.matching', { count: recipients.data.total })} />
                  </Col>
                )}
              </Row>
            )}
          </>
        )}
      </Form>
      {locked && <Alert type="success" showIcon title={t('form.locked')} style={{ marginTop: 16 }} />}
      <Space style={{ marginTop: 24 }} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(listPath)}>
          {t('form.back')}
        </Button>
        <Button type="primary" onClick={save} loading={create.isPending} disabled={locked}>
          {t('form.save')}
        </Button>
      </Space>
    </Card>
  );
}
