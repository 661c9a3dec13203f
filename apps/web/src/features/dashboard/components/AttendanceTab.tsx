import { type DashboardDepartment, TODAY_BUCKETS } from '@hr/contracts';
import { Alert, Card, Col, Row, Skeleton, Statistic, Table } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyboardScroll } from '../../../components/KeyboardScroll';
import { formatDate } from '../../../lib/format';
import { failureText } from '../../../lib/save-error';
import { useDashboard } from '../api/get-dashboard';

// The chart library loads with this tab only.
const TrendChart = lazy(() => import('./TrendChart'));

const COLORS = { present: '#52c41a', late: '#faad14', on_leave: '#1677ff', absent: '#ff4d4f' } as const;

/** The home page's attendance tab: today at a glance by department, and the last 30 days. */
export default function AttendanceTab() {
  const { t } = useTranslation(['dashboard', 'common']);
  const board = useDashboard();
  const series = useMemo(
    () =>
      (['present', 'late', 'on_leave', 'absent'] as const).map((key) => ({
        key,
        name: t(`buckets.${key}`),
        color: COLORS[key],
      })),
    [t],
  );
  if (board.isError) return <Alert type="error" title={failureText(board.error, t('common:pages.load_failed'))} />;
  if (!board.data) return <Skeleton active />;
  const { departments, trend, date } = board.data;
  const sum = (key: (typeof TODAY_BUCKETS)[number] | 'total') => departments.reduce((n, d) => n + d[key], 0);
  return (
    <>
      <h2 style={{ fontSize: 16 }}>{t('today', { date: formatDate(date) })}</h2>
      <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
        {TODAY_BUCKETS.map((bucket) => (
          <Col key={bucket} xs={12} sm={8} lg={4}>
            <Card size="small">
              <Statistic title={t(`buckets.${bucket}`)} value={sum(bucket)} suffix={`/ ${sum('total')}`} />
            </Card>
          </Col>
        ))}
      </Row>
      <KeyboardScroll label={t('department')}>
        <Table<DashboardDepartment>
          rowKey={(d) => d.department_id ?? 0}
          size="small"
          pagination={false}
          dataSource={departments}
          scroll={{ x: 720 }}
          columns={[
            {
              title: t('department'),
              key: 'department',
              render: (_, d) => d.department_name ?? t('no_department'),
            },
            { title: t('total'), dataIndex: 'total', align: 'right' },
            ...TODAY_BUCKETS.map((bucket) => ({
              title: t(`buckets.${bucket}`),
              dataIndex: bucket,
              align: 'right' as const,
            })),
          ]}
        />
      </KeyboardScroll>
      <h2 style={{ fontSize: 16, marginTop: 24 }}>{t('trend')}</h2>
      <Suspense fallback={<Skeleton active />}>
        <TrendChart days={trend} series={series} label={t('trend_label')} />
      </Suspense>
    </>
  );
}
