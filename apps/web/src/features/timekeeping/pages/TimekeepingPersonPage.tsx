import type { AttendanceEventItem, WorkingDayItem } from '@hr/contracts';
import { Alert, Button, Card, Descriptions, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { KeyboardScroll } from '../../../components/KeyboardScroll';
import { Link, useParams, useSearchParams } from '../../../lib/router';
import { PageHeading } from '../../../components/PageHeading';
import { formatDate, formatMinutes, formatPeriod, formatTime, NO_VALUE } from '../../../lib/format';
import { failureText } from '../../../lib/save-error';
import { usePersonTimekeeping } from '../api/get-person-timekeeping';

/** /timekeeping/{employee_id}: one person's totals, then each day with its events (voided ones struck through). */
export default function TimekeepingPersonPage() {
  const { t } = useTranslation(['timekeeping', 'common']);
  const id = Number(useParams().employeeId);
  const [params] = useSearchParams();
  const query = { date_from: params.get('date_from') || undefined, date_to: params.get('date_to') || undefined };
  const person = usePersonTimekeeping(id, query);
  const data = person.data;
  const eventsOf = (day: WorkingDayItem): AttendanceEventItem[] =>
    (data?.events ?? []).filter((e) => {
      // An event belongs to the day whose first check-in to last check-out (or planned shift) is around it. A day
      // checked in without a check-out and with no planned shift (a rest day) ends at its check-in: its events showed
      // nothing before.
      const from = day.first_in ?? day.planned_start;
      const to = day.last_out ?? day.planned_end ?? day.first_in;
      if (!from || !to) return false;
      const at = Date.parse(e.occurred_at);
      return at >= Date.parse(from) - 4 * 3600_000 && at <= Date.parse(to) + 4 * 3600_000;
    });
  const back = (
    <Link to={`/timekeeping${params.size ? `?${params.toString()}` : ''}`}>
      <Button>{t('person.back')}</Button>
    </Link>
  );
  if (person.isError)
    return (
      <Card title={<PageHeading title={t('list.title')} />} extra={back}>
        <Alert type="error" title={failureText(person.error, t('common:pages.load_failed'))} />
      </Card>
    );
  const totals = data?.totals;
  return (
    <Card
      title={
        <PageHeading
          title={totals ? t('person.title', { name: totals.name, staffId: totals.staff_id }) : t('list.title')}
        />
      }
      extra={back}
      loading={person.isPending}
    >
      {data && totals && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{formatPeriod(data.date_from, data.date_to)}</Typography.Text>
          <Descriptions
            title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('person.totals')}</h2>}
            size="small"
            bordered
            column={{ xs: 1, sm: 2, lg: 4 }}
            items={[
              { key: 'present', label: t('columns.days_present'), children: totals.days_present },
              { key: 'late_days', label: t('columns.days_late'), children: totals.days_late },
              { key: 'absent', label: t('columns.days_absent'), children: totals.days_absent },
              { key: 'leave', label: t('columns.days_leave'), children: totals.days_leave },
              { key: 'trip', label: t('columns.days_business_trip'), children: totals.days_business_trip },
              {
                key: 'missing_checkout',
                label: t('columns.days_missing_checkout'),
                children: totals.days_missing_checkout,
              },
              { key: 'late', label: t('columns.late'), children: formatMinutes(totals.late_minutes) },
              { key: 'early', label: t('columns.early_leave'), children: formatMinutes(totals.early_leave_minutes) },
              { key: 'worked', label: t('columns.worked'), children: formatMinutes(totals.worked_minutes) },
              { key: 'overtime', label: t('columns.overtime'), children: formatMinutes(totals.overtime_minutes) },
              // Night work inside the shift is a premium on normal hours, not overtime (docs/attendance.md).
              { key: 'night_work', label: t('columns.night_work'), children: formatMinutes(totals.overtime['7']) },
            ]}
          />
          <h2 style={{ fontSize: 16, margin: 0 }}>{t('person.days')}</h2>
          <KeyboardScroll label={t('person.days')}>
            <Table<WorkingDayItem>
              rowKey="work_date"
              size="small"
              pagination={false}
              dataSource={data.days}
              scroll={{ x: 900 }}
              columns={[
                { title: t('columns.date'), key: 'date', render: (_, d) => formatDate(d.work_date) },
                { title: t('columns.status'), key: 'status', render: (_, d) => <Tag>{t(`statuses.${d.status}`)}</Tag> },
                {
                  title: t('columns.shift'),
                  key: 'shift',
                  render: (_, d) =>
                    d.planned_start ? `${formatTime(d.planned_start)} - ${formatTime(d.planned_end)}` : NO_VALUE,
                },
                { title: t('columns.first_in'), key: 'in', render: (_, d) => formatTime(d.first_in) ?? NO_VALUE },
                { title: t('columns.last_out'), key: 'out', render: (_, d) => formatTime(d.last_out) ?? NO_VALUE },
                {
                  title: t('columns.late'),
                  key: 'late',
                  align: 'right',
                  render: (_, d) => formatMinutes(d.late_minutes),
                },
                {
                  title: t('columns.worked'),
                  key: 'worked',
                  align: 'right',
                  render: (_, d) => formatMinutes(d.worked_minutes),
                },
                {
                  title: t('columns.events'),
                  key: 'events',
                  render: (_, d) => (
                    <Space wrap size={4}>
                      {eventsOf(d).map((e) => (
                        <Tag key={e.id} color={e.voided_at ? undefined : e.direction === 'out' ? 'blue' : 'green'}>
                          {e.voided_at ? (
                            <>
                              <del>{formatTime(e.occurred_at)}</del> {t('person.voided')}
                            </>
                          ) : (
                            `${formatTime(e.occurred_at)} ${e.direction ? t(`directions.${e.direction}`) : ''}`.trim()
                          )}
                        </Tag>
                      ))}
                    </Space>
                  ),
                },
              ]}
            />
          </KeyboardScroll>
        </Space>
      )}
    </Card>
  );
}
