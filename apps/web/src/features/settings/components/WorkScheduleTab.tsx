import { totalLeaveDays, WEEKDAYS } from '@hr/contracts';
import { Checkbox, Col, Form, Input, InputNumber, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { decimalInputProps } from '../../../lib/format';
import { DatedSettingForm } from './DatedSettingForm';

const loadWorkScheduleBody = () => import('../lib/setting-schemas').then((m) => m.workScheduleBody);

type Values = Record<string, unknown>;
type Leave = { basic_leave_days?: number; special_leave_days?: number };

function fromData(data: Values): Values {
  const time = data.standard_working_time as Record<string, unknown>;
  const week = data.schedule_week as Record<string, boolean>;
  return {
    standard_working_time: {
      ...time,
      start_time: String(time.start_time ?? '').slice(0, 5),
      end_time: String(time.end_time ?? '').slice(0, 5),
    },
    week_days: WEEKDAYS.filter((d) => week?.[d]),
    annual_vacation_days: data.annual_vacation_days,
  };
}

function toBody(values: Values): Values {
  const days = (values.week_days as string[]) ?? [];
  const leave = values.annual_vacation_days as Leave & Values;
  return {
    standard_working_time: values.standard_working_time,
    schedule_week: Object.fromEntries(WEEKDAYS.map((d) => [d, days.includes(d)])),
    annual_vacation_days: {
      ...leave,
      total_leave_days: totalLeaveDays({
        basic_leave_days: leave?.basic_leave_days ?? 0,
        special_leave_days: leave?.special_leave_days ?? 0,
      }),
    },
  };
}

const remap = (path: (string | number)[]) => (path[0] === 'schedule_week' ? ['week_days'] : path);

function WorkFields() {
  const { t } = useTranslation('settings');
  const form = Form.useFormInstance();
  const leave = (Form.useWatch('annual_vacation_days', form) as Leave | undefined) ?? {};
  const cycle = Form.useWatch(['annual_vacation_days', 'leave_increase_cycle'], form) as number | undefined;
  const total = totalLeaveDays({
    basic_leave_days: Number(leave.basic_leave_days) || 0,
    special_leave_days: Number(leave.special_leave_days) || 0,
  });
  const n = (name: string, label: string, extra?: object) => (
    <Col xs={24} sm={12} md={8} key={name}>
      <Form.Item name={['annual_vacation_days', name]} label={label}>
        <InputNumber min={0} style={{ width: '100%' }} {...extra} />
      </Form.Item>
    </Col>
  );
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {t('work.standard_title')}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} sm={12} md={6}>
          <Form.Item name={['standard_working_time', 'start_time']} label={t('work.start_time')}>
            <Input placeholder="22:00" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item name={['standard_working_time', 'end_time']} label={t('work.end_time')}>
            <Input placeholder="06:00" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item
            name={['standard_working_time', 'normal_working_hours']}
            label={t('work.normal_working_hours')}
            extra={t('work.hours_hint')}
          >
            <InputNumber {...decimalInputProps} max={24} step={0.25} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <Form.Item
            name={['standard_working_time', 'normal_working_days']}
            label={t('work.normal_working_days')}
            extra={t('work.days_hint')}
          >
            <InputNumber {...decimalInputProps} max={31} step={0.5} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="week_days" label={t('work.week_title')}>
        <Checkbox.Group options={WEEKDAYS.map((d) => ({ value: d, label: t(`work.days.${d}`) }))} />
      </Form.Item>
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {t('work.leave_title')}
      </Typography.Title>
      <Row gutter={16}>
        {n('basic_leave_days', t('work.basic_leave_days'))}
        {n('leave_increase_cycle', t('work.leave_increase_cycle'))}
        {n('special_leave_days', t('work.special_leave_days'))}
        <Col xs={24} sm={12} md={8}>
          <Form.Item label={t('work.total_leave_days')} extra={t('work.total_hint', { cycle: cycle ?? '—' })}>
            <InputNumber
              value={total}
              readOnly
              disabled
              style={{ width: '100%' }}
              aria-label={t('work.total_leave_days')}
            />
          </Form.Item>
        </Col>
        {n('maximum_leave_days', t('work.maximum_leave_days'), { max: 3 })}
        <Col xs={24} sm={12} md={8}>
          <Form.Item
            name={['annual_vacation_days', 'leave_accrual']}
            label={t('work.leave_accrual')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** Working days and hours tab: standard working time, the week's working days, annual leave numbers. */
export function WorkScheduleTab(props: { canUpdate: boolean; onDirtyChange: (dirty: boolean) => void }) {
  return (
    <DatedSettingForm
      kind="work_schedule"
      schema={loadWorkScheduleBody}
      fromData={fromData}
      toBody={toBody}
      remap={remap}
      canUpdate={props.canUpdate}
      onDirtyChange={props.onDirtyChange}
    >
      {() => <WorkFields />}
    </DatedSettingForm>
  );
}
