import { REPORT_TYPES, type ReportType } from '@hr/contracts';
import { App, Button, Card, DatePicker, Form, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgress } from '../../../components/JobProgress';
import { PageHeading } from '../../../components/PageHeading';
import { datePickerProps, toIsoDate } from '../../../lib/format';
import { failureText } from '../../../lib/save-error';
import { useExportReport, useReportOptions } from '../api/report';

type Values = { type: ReportType; place?: number; camera_device?: number; start_date?: Dayjs; end_date?: Dayjs };

/** Reset: summary, 15 days ago to today (specification 000 "Report screen"). */
const initial = (): Values => ({ type: 'summary', start_date: dayjs().subtract(14, 'day'), end_date: dayjs() });
const afterToday = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/** /report: the attendance reports as Excel files (a large one is made on the server and offered when ready). */
export default function ReportPage() {
  const { t } = useTranslation(['timekeeping', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const options = useReportOptions();
  const exporter = useExportReport();
  const [job, setJob] = useState<string>();
  const place = Form.useWatch('place', form);
  const devices = (options.data?.devices ?? []).filter((d) => place === undefined || d.place_id === place);
  const all = { value: undefined, label: t('report.all') };

  const submit = (values: Values) =>
    exporter.mutate(
      {
        type: values.type,
        query: {
          start_date: toIsoDate(values.start_date)!,
          end_date: toIsoDate(values.end_date),
          place: values.place,
          camera_device: values.camera_device,
        },
      },
      {
        onSuccess: (jobId) => (jobId ? setJob(jobId) : void message.success(t('report.exported'))),
        onError: (error) => void message.error(failureText(error, t('report.failed'))),
      },
    );

  return (
    <Card title={<PageHeading title={t('report.title')} />}>
      <Typography.Paragraph type="secondary">{t('report.layout')}</Typography.Paragraph>
      <Form<Values>
        form={form}
        name="attendance-report"
        layout="vertical"
        initialValues={initial()}
        onFinish={submit}
        style={{ maxWidth: 520 }}
      >
        <Form.Item name="type" label={t('report.type')} rules={[{ required: true }]}>
          <Select options={REPORT_TYPES.map((type) => ({ value: type, label: t(`report.types.${type}`) }))} />
        </Form.Item>
        <Form.Item name="place" label={t('report.place')}>
          <Select
            allowClear
            loading={options.isPending}
            placeholder={t('report.all')}
            options={[all, ...(options.data?.places ?? []).map((p) => ({ value: p.id, label: p.place_name }))]}
            onChange={() => form.setFieldValue('camera_device', undefined)}
          />
        </Form.Item>
        <Form.Item name="camera_device" label={t('report.camera_device')}>
          <Select
            allowClear
            loading={options.isPending}
            placeholder={t('report.all')}
            options={[all, ...devices.map((d) => ({ value: d.id, label: d.device_name }))]}
          />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item
            name="start_date"
            label={t('report.start_date')}
            rules={[{ required: true, message: t('report.start_required') }]}
          >
            <DatePicker {...datePickerProps} disabledDate={afterToday} />
          </Form.Item>
          <Form.Item
            name="end_date"
            label={t('report.end_date')}
            dependencies={['start_date']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value?: Dayjs) => {
                  const start = getFieldValue('start_date') as Dayjs | undefined;
                  return !value || !start || !value.isBefore(start, 'day')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('report.end_before_start')));
                },
              }),
            ]}
          >
            <DatePicker {...datePickerProps} disabledDate={afterToday} />
          </Form.Item>
        </Space>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={exporter.isPending}>
            {t('report.export')}
          </Button>
          <Button onClick={() => form.setFieldsValue({ ...initial(), place: undefined, camera_device: undefined })}>
            {t('report.reset')}
          </Button>
        </Space>
      </Form>
      <JobProgress jobId={job} title={t('report.export')} onClose={() => setJob(undefined)} style={{ marginTop: 16 }} />
    </Card>
  );
}
