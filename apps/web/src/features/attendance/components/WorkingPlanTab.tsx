import {
  LEAVE_TYPED_ABSENCE_TYPES,
  PLAN_OTHERS,
  type StaffWorkingPlanItem,
  type WorkingPlanConfig,
  type WorkingPlanEntry,
} from '@hr/contracts';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  TimePicker,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '../../../components/icons';
import { ApiError } from '../../../lib/api-client';
import {
  datePickerProps,
  formatDate,
  formatTime,
  fromApiTime,
  fromIsoDate,
  timePickerProps,
  toApiTime,
  toIsoDate,
} from '../../../lib/format';
import { usePlanConfig, usePlans, useStorePlans } from '../api/working-plans';

type Row = {
  id?: number;
  working_plan_type_id?: number;
  start_date?: Dayjs | null;
  start_time?: Dayjs | null;
  end_date?: Dayjs | null;
  end_time?: Dayjs | null;
  location?: string;
  location_other?: string;
  reason?: string;
  reason_other?: string;
  leave_type_id?: number | null;
};

/** A stored text as the form shows it: a code of the lookup, or 'Others' with the text typed. */
function choiceOf(value: string | null, options: { value: string }[]) {
  if (!value) return { choice: undefined, other: undefined };
  return options.some((o) => o.value === value && o.value !== PLAN_OTHERS)
    ? { choice: value, other: undefined }
    : { choice: PLAN_OTHERS, other: value };
}

function toRow(item: StaffWorkingPlanItem, config: WorkingPlanConfig): Row {
  const location = choiceOf(item.location_of_plan, config.locations);
  const reason = choiceOf(item.reason, config.reasons);
  return {
    id: item.id,
    working_plan_type_id: item.working_plan_type_id,
    start_date: fromIsoDate(item.start_date),
    start_time: fromApiTime(item.start_time),
    end_date: fromIsoDate(item.end_date),
    end_time: fromApiTime(item.end_time),
    location: location.choice,
    location_other: location.other,
    reason: reason.choice,
    reason_other: reason.other,
    leave_type_id: item.leave_type_id,
  };
}

const isEmpty = (row: Row) => Object.values(row).every((v) => v === undefined || v === null || v === '');

function toEntry(row: Row): WorkingPlanEntry {
  const text = (choice?: string, other?: string) => (choice === PLAN_OTHERS ? other?.trim() || null : choice || null);
  return {
    id: row.id ?? null,
    working_plan_type_id: row.working_plan_type_id as number,
    start_date: toIsoDate(row.start_date) as string,
    start_time: toApiTime(row.start_time) ?? null,
    end_date: toIsoDate(row.end_date) as string,
    end_time: toApiTime(row.end_time) ?? null,
    location_of_plan: text(row.location, row.location_other),
    reason: text(row.reason, row.reason_other),
    // Only a leave names a leave type (the server refuses one on another absence).
    leave_type_id: LEAVE_TYPED_ABSENCE_TYPES.includes(row.working_plan_type_id as number)
      ? (row.leave_type_id ?? null)
      : null,
  };
}

/**
 * Working Plan: the person's absence items from the date on. View mode lists them; Edit opens the form (one empty
 * row when there is none; Add; delete a row after confirming; times disabled for the whole-day types 4 and 5;
 * 'Others' takes free text), Save asks 'Do you want to save the changes?'. The server's refusals are listed in red
 * above the form; any other failure says 'Update fail'.
 */
export function WorkingPlanTab({ userId, date }: { userId: number; date: string }) {
  const { t } = useTranslation('attendance');
  const { message, modal } = App.useApp();
  const plans = usePlans(userId, date);
  const config = usePlanConfig();
  const store = useStorePlans();
  const [form] = Form.useForm<{ rows: Row[] }>();
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const absenceLabel = (id: number) => config.data?.absences.find((a) => a.id === id)?.label ?? String(id);
  const label = (value: string | null, options: { value: string; label: string }[] | undefined) =>
    options?.find((o) => o.value === value)?.label ?? value ?? '';
  const wholeDay = (id?: number) => Boolean(config.data?.absences.find((a) => a.id === id)?.whole_day);

  const startEditing = () => {
    if (!config.data) return;
    const rows = (plans.data ?? []).map((item) => toRow(item, config.data));
    form.setFieldsValue({ rows: rows.length > 0 ? rows : [{}] });
    setErrors([]);
    setEditing(true);
  };

  const save = (values: { rows: Row[] }) =>
    modal.confirm({
      title: t('plan.save_confirm'),
      okText: t('plan.save'),
      cancelText: t('plan.cancel'),
      onOk: () =>
        store
          .mutateAsync({ user_id: userId, date, working_plans: values.rows.filter((r) => !isEmpty(r)).map(toEntry) })
          .then(
            () => {
              void message.success(t('plan.saved'));
              setErrors([]);
              setEditing(false);
            },
            (error: unknown) => {
              if (error instanceof ApiError && (error.status === 400 || error.status === 422)) {
                const listed = Object.entries(error.fieldErrors).flatMap(([path, texts]) => {
                  const index = /^working_plans\.(\d+)\./.exec(path)?.[1];
                  const prefix = index === undefined ? '' : `${t('plan.row', { n: Number(index) + 1 })}: `;
                  return texts.map((text) => `${prefix}${text}`);
                });
                setErrors(listed.length > 0 ? listed : [error.body.message ?? t('plan.update_failed')]);
              } else void message.error(t('plan.update_failed'));
            },
          ),
    });

  if (!editing)
    return (
      <Flex vertical gap={12}>
        <Flex justify="flex-end">
          <Button icon={<EditOutlined />} onClick={startEditing} disabled={!config.data || plans.isLoading}>
            {t('plan.edit')}
          </Button>
        </Flex>
        <Table<StaffWorkingPlanItem>
          rowKey="id"
          size="small"
          loading={plans.isLoading}
          dataSource={plans.data}
          pagination={false}
          locale={{ emptyText: t('plan.empty') }}
          scroll={{ x: 640 }}
          columns={[
            { title: t('plan.fields.type'), key: 'type', render: (_, p) => absenceLabel(p.working_plan_type_id) },
            {
              title: t('plan.fields.start_date'),
              key: 'start',
              render: (_, p) => `${formatDate(p.start_date)} ${formatTime(p.start_time) ?? ''}`,
            },
            {
              title: t('plan.fields.end_date'),
              key: 'end',
              render: (_, p) => `${formatDate(p.end_date)} ${formatTime(p.end_time) ?? ''}`,
            },
            {
              title: t('plan.fields.location'),
              key: 'location',
              render: (_, p) => label(p.location_of_plan, config.data?.locations),
            },
            { title: t('plan.fields.reason'), key: 'reason', render: (_, p) => label(p.reason, config.data?.reasons) },
            {
              title: t('plan.fields.leave_type'),
              key: 'leave_type',
              render: (_, p) => config.data?.leave_types.find((l) => l.id === p.leave_type_id)?.label ?? '',
            },
          ]}
        />
      </Flex>
    );

  return (
    // No submit button: Enter in a picker picks a date, it does not save (Save asks first).
    <Form form={form} name="working-plan" layout="vertical" colon={false}>
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('plan.errors_title')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {errors.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          }
        />
      )}
      <Form.List name="rows">
        {(fields, { add, remove }) => (
          <Flex vertical gap={12}>
            {fields.map((field, index) => (
              <Card
                key={field.key}
                size="small"
                title={t('plan.row', { n: index + 1 })}
                extra={
                  <Popconfirm
                    title={t('plan.delete_confirm')}
                    okText={t('plan.delete_ok')}
                    cancelText={t('plan.cancel')}
                    onConfirm={() => remove(field.name)}
                  >
                    <Button danger type="text" icon={<DeleteOutlined />} aria-label={t('plan.delete')} />
                  </Popconfirm>
                }
              >
                <Flex wrap gap={12}>
                  <Form.Item
                    name={[field.name, 'working_plan_type_id']}
                    label={t('plan.fields.type')}
                    style={{ minWidth: 220 }}
                  >
                    <Select options={config.data?.absences.map((a) => ({ value: a.id, label: a.label }))} />
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() => {
                      const noTimes = wholeDay(form.getFieldValue(['rows', field.name, 'working_plan_type_id']));
                      return (
                        <Flex wrap gap={12}>
                          <Form.Item name={[field.name, 'start_date']} label={t('plan.fields.start_date')}>
                            <DatePicker {...datePickerProps} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'start_time']} label={t('plan.fields.start_time')}>
                            <TimePicker {...timePickerProps} disabled={noTimes} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'end_date']} label={t('plan.fields.end_date')}>
                            <DatePicker {...datePickerProps} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'end_time']} label={t('plan.fields.end_time')}>
                            <TimePicker {...timePickerProps} disabled={noTimes} />
                          </Form.Item>
                        </Flex>
                      );
                    }}
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'location']}
                    label={t('plan.fields.location')}
                    style={{ minWidth: 180 }}
                  >
                    <Select allowClear options={config.data?.locations} />
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() =>
                      form.getFieldValue(['rows', field.name, 'location']) === PLAN_OTHERS && (
                        <Form.Item name={[field.name, 'location_other']} label={t('plan.fields.other_location')}>
                          <Input maxLength={255} />
                        </Form.Item>
                      )
                    }
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() =>
                      LEAVE_TYPED_ABSENCE_TYPES.includes(
                        form.getFieldValue(['rows', field.name, 'working_plan_type_id']),
                      ) && (
                        <Form.Item
                          name={[field.name, 'leave_type_id']}
                          label={t('plan.fields.leave_type')}
                          style={{ minWidth: 200 }}
                        >
                          <Select
                            allowClear
                            options={config.data?.leave_types.map((l) => ({ value: l.id, label: l.label }))}
                          />
                        </Form.Item>
                      )
                    }
                  </Form.Item>
                  <Form.Item name={[field.name, 'reason']} label={t('plan.fields.reason')} style={{ minWidth: 180 }}>
                    <Select allowClear options={config.data?.reasons} />
                  </Form.Item>
                  <Form.Item noStyle shouldUpdate>
                    {() =>
                      form.getFieldValue(['rows', field.name, 'reason']) === PLAN_OTHERS && (
                        <Form.Item name={[field.name, 'reason_other']} label={t('plan.fields.other_reason')}>
                          <Input maxLength={500} />
                        </Form.Item>
                      )
                    }
                  </Form.Item>
                </Flex>
              </Card>
            ))}
            <Space wrap>
              <Button icon={<PlusOutlined />} onClick={() => add({})}>
                {t('plan.add')}
              </Button>
              <Button
                type="primary"
                loading={store.isPending}
                onClick={() => save(form.getFieldsValue(true) as { rows: Row[] })}
              >
                {t('plan.save')}
              </Button>
              <Button onClick={() => setEditing(false)}>{t('plan.cancel')}</Button>
            </Space>
          </Flex>
        )}
      </Form.List>
    </Form>
  );
}
