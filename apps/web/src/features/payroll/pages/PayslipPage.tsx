import type { PayrollLine } from '@hr/contracts';
import { Alert, Button, Card, DatePicker, Flex, Form, Space, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadOutlined } from '../../../components/icons';
import { PageHeading } from '../../../components/PageHeading';
import { ApiError } from '../../../lib/api-client';
import {
  currentApiMonth,
  formatMoney,
  formatMonth,
  fromApiMonth,
  isApiMonth,
  monthPickerProps,
  toApiMonth,
} from '../../../lib/format';
import { useGuardedSave } from '../../../lib/save-error';
import { useListParams } from '../../../lib/use-list-params';
import { useDownloadOwnPayslip, useOwnPayslip, useOwnPayslipMonths } from '../api/own-payslip';
import { howText, lineLabel } from '../components/line-text';

const PARAMS = ['month'] as const;

/**
 * /payroll/payslips (flag `payroll.payslip`, like its route): the signed-in person's own payslip of a month once the
 * month is locked, every line with how it was reached, and its PDF. Nobody else's: the server answers only one's own.
 */
export default function PayslipPage() {
  const { t } = useTranslation(['payroll', 'common']);
  const { values, set } = useListParams(PARAMS);
  // The months that have a payslip ('YYYY-MM'), newest first: the page opens on the newest and offers only those.
  const months = useOwnPayslipMonths();
  const offered = months.data?.months.map((m) => m.slice(0, 7));
  const asked = isApiMonth(values.month) ? values.month : undefined;
  const month = asked ?? offered?.[0] ?? currentApiMonth();
  const available = offered?.includes(month) ?? false;
  const payslip = useOwnPayslip(month, available);
  const pdf = useDownloadOwnPayslip();
  const save = useGuardedSave();
  const data = payslip.data;
  // Not locked yet (or no payroll for the person that month): said without asking; the server's 404 says the same
  // should the month have been unlocked meanwhile.
  const notYet =
    offered && offered.length === 0 && !asked
      ? t('payslip.none_yet')
      : offered && !available
        ? t('payslip.not_available', { month: formatMonth(`${month}-01`) })
        : payslip.error instanceof ApiError && payslip.error.code === 'payslip_not_available'
          ? payslip.error.message
          : undefined;
  const title = t('payslip.of_month', { month: formatMonth(`${month}-01`) });
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={<PageHeading title={t('payslip.title')} />}>
        <Typography.Paragraph type="secondary">{t('payslip.intro')}</Typography.Paragraph>
        <Flex gap={16} wrap align="end">
          <Form name="payslip-month" layout="vertical" style={{ marginBottom: 0 }}>
            <Form.Item label={t('payslip.month')} htmlFor="payslip-month-picker" style={{ marginBottom: 0 }}>
              <DatePicker
                id="payslip-month-picker"
                {...monthPickerProps}
                allowClear={false}
                value={fromApiMonth(month)}
                disabledDate={(day) => !!offered && !offered.includes(toApiMonth(day) ?? '')}
                onChange={(value) => set({ month: toApiMonth(value) })}
              />
            </Form.Item>
          </Form>
          {data && (
            <Button
              icon={<DownloadOutlined />}
              loading={pdf.isPending}
              onClick={() => save(() => pdf.mutateAsync(month), { fallback: t('payslip.download_failed') })}
            >
              {t('payslip.download')}
            </Button>
          )}
        </Flex>
        {(months.isLoading || payslip.isLoading) && <Spin style={{ marginTop: 16 }} />}
        {notYet && <Alert type="info" showIcon title={notYet} style={{ marginTop: 16 }} />}
        {(months.isError || payslip.isError) && !notYet && (
          <Alert type="error" showIcon title={t('payslip.load_failed')} style={{ marginTop: 16 }} />
        )}
      </Card>
      {data && (
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>}>
          <Typography.Paragraph>
            {data.staff_id} · {data.name}
            {data.department_name ? ` · ${data.department_name}` : ''}
          </Typography.Paragraph>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
          <section tabIndex={0} aria-label={title}>
            <Table<PayrollLine>
              rowKey={(line) => `${line.key}-${JSON.stringify(line.figures)}`}
              size="small"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={data.lines.filter((line) => !line.key.startsWith('employer_'))}
              columns={[
                { key: 'item', title: t('run.columns.item'), render: (_, line) => lineLabel(t, line) },
                {
                  key: 'amount',
                  title: t('run.columns.amount'),
                  align: 'right',
                  render: (_, line) => formatMoney(line.amount),
                },
                { key: 'how', title: t('run.columns.how'), render: (_, line) => howText(t, line) },
              ]}
            />
          </section>
        </Card>
      )}
    </Space>
  );
}
