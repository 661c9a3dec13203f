import { DEFAULT_PAGE_SIZE, type TimekeepingRow } from '@hr/contracts';
import { App, Button, Card, DatePicker, Flex, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { JobProgress } from '../../../components/JobProgress';
import { ListTable } from '../../../components/list-page';
import { PageHeading } from '../../../components/PageHeading';
import { rowNumberColumn, useTablePaging } from '../../../components/table-paging';
import {
  datePickerProps,
  formatMinutes,
  formatPeriod,
  fromIsoDate,
  isoDayFromToday,
  toIsoDate,
} from '../../../lib/format';
import { failureText } from '../../../lib/save-error';
import { useListParams } from '../../../lib/use-list-params';
import { useTimekeepingList } from '../api/list-timekeeping';
import { hasPermission } from '../../../lib/access';
import { useJob } from '../../../lib/jobs';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useCloseDays } from '../api/close-days';
import { useExportReport } from '../api/report';

const KEYS = ['keyword', 'date_from', 'date_to'] as const;
type Values = { keyword?: string; date_from?: Dayjs | null; date_to?: Dayjs | null };
const afterToday = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/**
 * /timekeeping: each person's totals over a range (default the last 15 days up to today), 20 a page, paged on the
 * server; the range and search live in the address. A name opens the person's days.
 */
export default function TimekeepingListPage() {
  const { t } = useTranslation(['timekeeping', 'common']);
  const { message } = App.useApp();
  const { values, page, set } = useListParams(KEYS);
  const [form] = Form.useForm<Values>();
  const query = {
    keyword: values.keyword || undefined,
    date_from: values.date_from || undefined,
    date_to: values.date_to || undefined,
    page,
    limit: DEFAULT_PAGE_SIZE,
  };
  const list = useTimekeepingList(query);
  const exporter = useExportReport();
  const [job, setJob] = useState<string>();
  const { data: user } = useCurrentUser();
  const closer = useCloseDays();
  const [closeJob, setCloseJob] = useState<string>();
  const closed = useJob(closeJob).data?.state === 'done';
  // The days the close stored (absent, leave, holiday) count in the list: read it again once it is done.
  const refetch = list.refetch;
  useEffect(() => {
    if (closed) void refetch();
  }, [closed, refetch]);
  // The company's yesterday, whatever the browser's time zone (the server refuses today, still open).
  const yesterday = isoDayFromToday(-1);
  useEffect(
    () =>
      form.setFieldsValue({
        keyword: values.keyword,
        date_from: fromIsoDate(values.date_from || list.data?.date_from),
        date_to: fromIsoDate(values.date_to || list.data?.date_to),
      }),
    [form, values, list.data?.date_from, list.data?.date_to],
  );
  const paging = { ...useTablePaging(t, page, list.data, (next) => set({ page: next })), showLessItems: true };
  const range = list.data ? `?date_from=${list.data.date_from}&date_to=${list.data.date_to}` : '';

  const apply = (draft: Values) =>
    set({ keyword: draft.keyword?.trim(), date_from: toIsoDate(draft.date_from), date_to: toIsoDate(draft.date_to) });
  const exportRange = () =>
    list.data &&
    exporter.mutate(
      { type: 'summary', query: { start_date: list.data.date_from, end_date: list.data.date_to } },
      {
        onSuccess: (jobId) => (jobId ? setJob(jobId) : void message.success(t('report.exported'))),
        onError: (error) => void message.error(failureText(error, t('report.failed'))),
      },
    );
  // Close the list's range up to yesterday (today is still open): the days of people who never checked in.
  const closeRange = () =>
    list.data &&
    closer.mutate(
      { date_from: list.data.date_from, date_to: list.data.date_to < yesterday ? list.data.date_to : yesterday },
      {
        onSuccess: setCloseJob,
        onError: (error) => void message.error(failureText(error, t('list.close_failed'))),
      },
    );
  const minutes = (key: keyof TimekeepingRow, title: string) => ({
    title,
    key,
    align: 'right' as const,
    nowrap: true,
    render: (_: unknown, row: TimekeepingRow) => formatMinutes(row[key] as number),
  });

  return (
    <Card title={<PageHeading title={t('list.title')} />}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap style={{ marginBottom: 16 }}>
        <Form<Values>
          form={form}
          name="timekeeping-filters"
          layout="inline"
          colon={false}
          onFinish={apply}
          style={{ rowGap: 8 }}
        >
          <Form.Item name="keyword" label={t('list.keyword')}>
            <Input allowClear maxLength={100} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="date_from" label={t('list.from')}>
            <DatePicker {...datePickerProps} disabledDate={afterToday} allowClear={false} />
          </Form.Item>
          <Form.Item
            name="date_to"
            label={t('list.to')}
            dependencies={['date_from']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value?: Dayjs) => {
                  const from = getFieldValue('date_from') as Dayjs | undefined;
                  return !value || !from?.isAfter(value, 'day')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('list.from_after_to')));
                },
              }),
            ]}
          >
            <DatePicker {...datePickerProps} disabledDate={afterToday} allowClear={false} />
          </Form.Item>
          <Space wrap>
            <Button type="primary" htmlType="submit">
              {t('common:actions.search')}
            </Button>
            <Button onClick={() => set({ keyword: undefined, date_from: undefined, date_to: undefined })}>
              {t('common:actions.clear')}
            </Button>
          </Space>
        </Form>
        <Space wrap>
          {hasPermission(user, 'attendance.correct') && (
            <Button
              onClick={closeRange}
              loading={closer.isPending}
              disabled={!list.data || list.data.date_from > yesterday}
              title={t('list.close_hint')}
            >
              {t('list.close')}
            </Button>
          )}
          <Button onClick={exportRange} loading={exporter.isPending} disabled={!list.data}>
            {t('list.export')}
          </Button>
        </Space>
      </Flex>
      <JobProgress
        jobId={closeJob}
        title={t('list.close')}
        onClose={() => setCloseJob(undefined)}
        style={{ marginBottom: 16 }}
      />
      <JobProgress
        jobId={job}
        title={t('list.export')}
        onClose={() => setJob(undefined)}
        style={{ marginBottom: 16 }}
      />
      <ListTable<TimekeepingRow>
        rowKey="user_id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={paging}
        filtered={Boolean(values.keyword)}
        caption={list.data ? formatPeriod(list.data.date_from, list.data.date_to) : undefined}
        scroll={{ x: 1300 }}
        columns={[
          { ...rowNumberColumn<TimekeepingRow>(t, page), secondary: true },
          { title: t('columns.staff_id'), dataIndex: 'staff_id', width: 110, nowrap: true },
          {
            title: t('columns.name'),
            key: 'name',
            render: (_, row) => <Link to={`/timekeeping/${row.user_id}${range}`}>{row.name}</Link>,
          },
          { title: t('columns.department'), dataIndex: 'department_name', secondary: true },
          // The two figures a phone shows beside the name keep widths there (a layout shift of 0.52 without, 0.08 with).
          { title: t('columns.days_present'), dataIndex: 'days_present', align: 'right', phoneWidth: 90 },
          { title: t('columns.days_late'), dataIndex: 'days_late', align: 'right', secondary: true },
          { ...minutes('late_minutes', t('columns.late')), secondary: true },
          { ...minutes('early_leave_minutes', t('columns.early_leave')), secondary: true },
          { ...minutes('worked_minutes', t('columns.worked')), phoneWidth: 90 },
          { ...minutes('overtime_minutes', t('columns.overtime')), secondary: true },
          { ...minutes('night_minutes', t('columns.night')), secondary: true },
          { title: t('columns.days_absent'), dataIndex: 'days_absent', align: 'right', secondary: true },
          { title: t('columns.days_leave'), dataIndex: 'days_leave', align: 'right', secondary: true },
          {
            title: t('columns.days_business_trip'),
            dataIndex: 'days_business_trip',
            align: 'right',
            secondary: true,
          },
          {
            title: t('columns.days_missing_checkout'),
            dataIndex: 'days_missing_checkout',
            align: 'right',
            secondary: true,
          },
        ]}
      />
    </Card>
  );
}
