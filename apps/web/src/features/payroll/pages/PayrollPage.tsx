import type { PayrollLine, PayrollRow } from '@hr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Drawer,
  Flex,
  Form,
  Input,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearable, DownloadOutlined, EyeOutlined } from '../../../components/icons';
import { FilterBar, useListFilters } from '../../../components/list-page';
import { JobProgress } from '../../../components/JobProgress';
import { KeyboardScroll } from '../../../components/KeyboardScroll';
import { PageHeading } from '../../../components/PageHeading';
import { type ResponsiveColumn, useResponsiveColumns } from '../../../components/responsive-table';
import { rowOpens } from '../../../components/row-opens';
import { useTablePaging } from '../../../components/table-paging';
import { hasPermission } from '../../../lib/access';
import { isFinished, useJob } from '../../../lib/jobs';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useDepartmentOptions } from '../../../lib/lookups/department-options';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonth,
  currentApiMonth,
  fromApiMonth,
  isApiMonth,
  monthPickerProps,
  toApiMonth,
} from '../../../lib/format';
import { useGuardedSave } from '../../../lib/save-error';
import { useListParams } from '../../../lib/use-list-params';
import { useExportPayroll } from '../api/export-payroll';
import { useSetMonthLock } from '../api/lock-month';
import { payrollKeys, usePayrollMonth } from '../api/payroll-month';
import { usePayrollPerson } from '../api/payroll-person';
import { useRunPayroll } from '../api/run-payroll';
import { howText, lineLabel } from '../components/line-text';

const PARAMS = ['month'] as const;
const FILTERS = ['keyword', 'department_id'] as const;
/**
 * /payroll (`payroll.view`): pick a month, run or re-run it for the company or some departments (a job with its
 * progress), lock it; totals by department and every person's figures (filtered by staff ID or name and department),
 * a person's lines with how each was reached.
 */
export default function PayrollPage() {
  const { t } = useTranslation(['payroll', 'common']);
  const { message } = App.useApp();
  const { data: me } = useCurrentUser();
  const { values, set } = useListParams(PARAMS);
  const month = isApiMonth(values.month) ? values.month : currentApiMonth();
  const list = useListFilters(FILTERS);
  const page = list.page;
  const answer = usePayrollMonth(month, page, {
    keyword: list.values.keyword || undefined,
    department_id: list.values.department_id || undefined,
  });
  const departments = useDepartmentOptions();
  const departmentOptions = (departments.data ?? []).map((d) => ({ label: d.name, value: d.id }));
  const [runDepartments, setRunDepartments] = useState<number[]>([]);
  const data = answer.data;
  const run = useRunPayroll();
  const lock = useSetMonthLock();
  const save = useGuardedSave();
  const client = useQueryClient();
  const [jobId, setJobId] = useState<string>();
  const exporter = useExportPayroll();
  const [exportJob, setExportJob] = useState<{ id: string; file: 'payroll' | 'bank' }>();
  const job = useJob(jobId);
  const [open, setOpen] = useState<number>();
  const paging = useTablePaging(t, page, data?.list, list.toPage);

  const finished = isFinished(job.data);
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: payrollKeys.all });
  }, [finished, client]);

  // At phone width a row keeps the name, the net pay and the detail button; the rest is in its expanded part.
  const money = (key: keyof PayrollRow, title: string, secondary = true): ResponsiveColumn<PayrollRow> => ({
    key,
    title,
    align: 'right',
    nowrap: true,
    secondary,
    render: (_, row) => formatMoney(row[key] as number),
  });
  const columns: ResponsiveColumn<PayrollRow>[] = [
    { key: 'staff_id', title: t('run.columns.staff_id'), dataIndex: 'staff_id', nowrap: true, secondary: true },
    { key: 'name', title: t('run.columns.name'), dataIndex: 'name' },
    {
      key: 'department',
      title: t('run.columns.department'),
      secondary: true,
      render: (_, row) => row.department_name ?? t('run.no_department'),
    },
    money('gross', t('run.columns.gross')),
    money('employee_insurance', t('run.columns.employee_insurance')),
    money('union_dues', t('run.columns.union_dues')),
    money('income_tax', t('run.columns.income_tax')),
    money('deductions', t('run.columns.deductions')),
    money('net', t('run.columns.net'), false),
    money('employer_total', t('run.columns.employer_total')),
    {
      key: 'actions',
      title: t('common:table.action'),
      // On a desktop the many columns scroll sideways: the detail button stays at the right edge in view.
      fixed: 'right',
      render: (_, row) => (
        <Button
          type="text"
          icon={<EyeOutlined />}
          aria-label={t('run.detail', { name: row.name })}
          onClick={() => setOpen(row.user_id)}
        />
      ),
    },
  ];
  const people = useResponsiveColumns(columns, { scroll: { x: 'max-content' } });
  type Total = NonNullable<typeof data>['totals'][number];
  const totalMoney = (key: keyof Total, title: string, secondary = true): ResponsiveColumn<Total> => ({
    key,
    title,
    align: 'right',
    nowrap: true,
    secondary,
    render: (_, row) => formatMoney(row[key] as number),
  });
  const totals = useResponsiveColumns<Total>(
    [
      {
        key: 'department',
        title: t('run.columns.department'),
        render: (_, row) => row.department_name ?? t('run.no_department'),
      },
      { key: 'people', title: t('run.columns.people'), dataIndex: 'people', align: 'right', secondary: true },
      totalMoney('gross', t('run.columns.gross')),
      totalMoney('employee_insurance', t('run.columns.employee_insurance')),
      totalMoney('income_tax', t('run.columns.income_tax')),
      totalMoney('net', t('run.columns.net'), false),
      totalMoney('employer_total', t('run.columns.employer_total')),
    ],
    { scroll: { x: 'max-content' } },
  );

  const start = () =>
    save(async () => setJobId(await run.mutateAsync({ month, departmentIds: runDepartments })), {
      fallback: t('run.load_failed'),
    });
  const startExport = (file: 'payroll' | 'bank') =>
    save(async () => setExportJob({ id: await exporter.mutateAsync({ month, file }), file }), {
      fallback: t('run.export_failed'),
    });
  const toggleLock = () =>
    save(async () => {
      await lock.mutateAsync({ month, locked: !data?.locked });
      void message.success(t(data?.locked ? 'run.unlock_done' : 'run.lock_done'));
    });

  const last = data?.runs[0];
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card title={<PageHeading title={t('run.title')} />}>
        <Flex gap={16} wrap align="end">
          <Form name="payroll-month" layout="vertical" style={{ marginBottom: 0 }}>
            <Form.Item label={t('run.month')} htmlFor="payroll-month-picker" style={{ marginBottom: 0 }}>
              <DatePicker
                id="payroll-month-picker"
                {...monthPickerProps}
                allowClear={false}
                value={fromApiMonth(month)}
                onChange={(value) => set({ month: toApiMonth(value), page: 1 })}
              />
            </Form.Item>
          </Form>
          {hasPermission(me, 'payroll.run') && (
            <>
              <Form name="payroll-run" layout="vertical" style={{ marginBottom: 0 }}>
                <Form.Item
                  label={t('run.run_departments')}
                  htmlFor="payroll-run-departments"
                  style={{ marginBottom: 0 }}
                >
                  <Select
                    id="payroll-run-departments"
                    mode="multiple"
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={t('run.whole_company')}
                    style={{ minWidth: 200, maxWidth: '100%' }}
                    value={runDepartments}
                    onChange={setRunDepartments}
                    options={departmentOptions}
                  />
                </Form.Item>
              </Form>
              <Button type="primary" onClick={start} loading={run.isPending} disabled={data?.locked}>
                {last ? t('run.rerun') : t('run.run')}
              </Button>
            </>
          )}
          {hasPermission(me, 'payroll.lock') && data && (data.locked || last) && (
            <Button onClick={toggleLock} loading={lock.isPending}>
              {data.locked ? t('run.unlock') : t('run.lock')}
            </Button>
          )}
          {hasPermission(me, 'payroll.export') && last && (
            <>
              <Button icon={<DownloadOutlined />} onClick={() => startExport('payroll')}>
                {t('run.export_payroll')}
              </Button>
              <Button icon={<DownloadOutlined />} onClick={() => startExport('bank')}>
                {t('run.export_bank')}
              </Button>
            </>
          )}
          {data?.locked && <Tag color="blue">{t('run.locked')}</Tag>}
        </Flex>
        <JobProgress
          jobId={exportJob?.id}
          title={t(exportJob?.file === 'bank' ? 'run.export_bank' : 'run.export_payroll')}
          onClose={() => setExportJob(undefined)}
          style={{ marginTop: 16 }}
        />
        <JobProgress
          jobId={jobId}
          title={t('run.running', { month: formatMonth(`${month}-01`) })}
          onClose={() => setJobId(undefined)}
          style={{ marginTop: 16 }}
        />
        {answer.isError && <Alert type="error" showIcon title={t('run.load_failed')} style={{ marginTop: 16 }} />}
        {data && !last && <Typography.Paragraph style={{ marginTop: 16 }}>{t('run.not_run')}</Typography.Paragraph>}
        {last && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
            {t('run.last_run', { at: formatDateTime(last.created_at), count: last.people })}
          </Typography.Paragraph>
        )}
      </Card>
      {data && data.totals.length > 0 && (
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('run.totals_title')}</h2>}>
          <KeyboardScroll label={t('run.totals_title')}>
            <Table<Total>
              rowKey={(row) => String(row.department_id)}
              size="small"
              pagination={false}
              dataSource={data.totals}
              {...totals}
            />
          </KeyboardScroll>
        </Card>
      )}
      {data && (data.list.total > 0 || list.filters.filtered) && (
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('run.people_title')}</h2>}>
          <div style={{ marginBottom: 16 }}>
            <FilterBar name="payroll-filters" filters={list.filters}>
              <Form.Item name="keyword" label={t('run.filter_keyword')} style={{ marginBottom: 0 }}>
                <Input
                  allowClear={clearable(t('common:actions.clear_text'))}
                  maxLength={128}
                  style={{ width: 170, maxWidth: '100%' }}
                />
              </Form.Item>
              <Form.Item name="department_id" label={t('run.filter_department')} style={{ marginBottom: 0 }}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('run.filter_all')}
                  style={{ width: 160, maxWidth: '100%' }}
                  options={departmentOptions.map((o) => ({ ...o, value: String(o.value) }))}
                />
              </Form.Item>
            </FilterBar>
          </div>
          <KeyboardScroll label={t('run.people_title')}>
            <Table<PayrollRow>
              rowKey="user_id"
              size="small"
              loading={answer.isFetching}
              dataSource={data.list.items}
              pagination={paging}
              {...people}
              onRow={(row) => rowOpens(() => setOpen(row.user_id))}
            />
          </KeyboardScroll>
        </Card>
      )}
      <PersonDrawer month={month} id={open} onClose={() => setOpen(undefined)} />
    </Space>
  );
}

function PersonDrawer({ month, id, onClose }: { month: string; id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation('payroll');
  const person = usePayrollPerson(month, id);
  const data = person.data;
  // At phone width a line shows its item and amount; how it was reached is in its expanded part.
  const lines = useResponsiveColumns<PayrollLine>(
    [
      { key: 'item', title: t('run.columns.item'), render: (_, line) => lineLabel(t, line) },
      {
        key: 'amount',
        title: t('run.columns.amount'),
        align: 'right',
        nowrap: true,
        render: (_, line) => formatMoney(line.amount),
      },
      { key: 'how', title: t('run.columns.how'), secondary: true, render: (_, line) => howText(t, line) },
    ],
    { scroll: { x: 'max-content' } },
  );
  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      title={data ? t('run.detail_title', { name: data.name }) : t('run.title')}
      size="min(880px, 100vw)"
    >
      {person.isLoading && <Spin />}
      {person.isError && <Alert type="error" showIcon title={t('run.load_failed')} />}
      {data && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
        <section tabIndex={0} aria-label={t('run.detail_title', { name: data.name })}>
          <KeyboardScroll label={t('run.columns.how')}>
            <Table<PayrollLine>
              rowKey={(line) => `${line.key}-${JSON.stringify(line.figures)}`}
              size="small"
              pagination={false}
              dataSource={data.lines}
              {...lines}
            />
          </KeyboardScroll>
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {t('run.settings_used', {
              tax: formatDate(data.settings.tax_insurance.effective_from),
              salary: formatDate(data.settings.default_salary.effective_from),
              schedule: formatDate(data.settings.work_schedule.effective_from),
            })}
          </Typography.Paragraph>
        </section>
      )}
    </Drawer>
  );
}
