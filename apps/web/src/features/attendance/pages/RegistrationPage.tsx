import { type CheckTime, companyToday, type StaffRow } from '@hr/contracts';
import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckOutlined } from '../../../components/icons';
import { lazyPart } from '../../../components/lazy-part';
import { FilterBar, ListPage, TextFilter, useListFilters } from '../../../components/list-page';
import { rowNumberColumn, useTablePaging } from '../../../components/table-paging';
import { datePickerProps, formatTime, fromIsoDate, toIsoDate } from '../../../lib/format';
import { useStaffs } from '../api/staffs';

// The panel (its tabs, the plan form and its pickers) loads when a row is first opened.
const RegistrationPanel = lazyPart(() => import('../components/RegistrationPanel').then((m) => m.RegistrationPanel));

const FILTERS = ['staff_id', 'staff_name', 'date'] as const;
const TICKS = [
  'checkin',
  'late_checkin',
  'go_out',
  'comeback',
  'early_checkout',
  'checkout',
  'annual_leave',
  'business_trip',
] as const;
const TIMES: Partial<Record<(typeof TICKS)[number], keyof CheckTime>> = {
  checkin: 'checkin_time',
  late_checkin: 'late_checkin_time',
  early_checkout: 'early_checkout_time',
  checkout: 'checkout_time',
};

/**
 * /registration: the people of a day (date picker, no future day, `?date=` in the address) searched by staff ID and
 * name, 20 a page, with the tick columns Check in to Business Trip; a row opens the registration panel.
 */
export default function RegistrationPage() {
  const { t } = useTranslation(['attendance', 'common']);
  const { values, page, set, toPage, filters } = useListFilters(FILTERS);
  const today = companyToday();
  const picked = fromIsoDate(values.date);
  const date = picked && toIsoDate(picked)! <= today ? toIsoDate(picked)! : today;
  const [open, setOpen] = useState<StaffRow | null>(null);
  const list = useStaffs({
    date_checkin: date,
    staff_id: values.staff_id || undefined,
    staff_name: values.staff_name || undefined,
    current_page: page,
  });
  const paging = useTablePaging(t, page, list.data, toPage);
  const todayDay = useMemo(() => fromIsoDate(today), [today]);
  // The panel follows the list: after a registration the row's flags are the new ones.
  const openRow = open ? (list.data?.items.find((r) => r.id === open.id) ?? open) : null;

  const tick = (key: (typeof TICKS)[number]) => ({
    title: t(`registration.columns.${key}`),
    key,
    width: 96,
    align: 'center' as const,
    render: (_: unknown, row: StaffRow) => {
      if (!row.check_time[key]) return null;
      const timeKey = TIMES[key];
      const time = timeKey ? formatTime(row.check_time[timeKey] as string | null) : undefined;
      return (
        <span role="img" aria-label={time ? `${t('registration.yes')} ${time}` : t('registration.yes')}>
          <CheckOutlined style={{ color: '#237804' }} />
          {time && <span style={{ display: 'block', fontSize: 12 }}>{time}</span>}
        </span>
      );
    },
  });

  return (
    <ListPage<StaffRow>
      title={t('registration.title')}
      filterBar={
        <FilterBar name="registration-filters" filters={filters}>
          <TextFilter name="staff_id" label={t('registration.staff_id')} maxLength={64} />
          <TextFilter name="staff_name" label={t('registration.staff_name')} />
          <Form.Item label={t('registration.date')} htmlFor="registration-date" style={{ marginBottom: 0 }}>
            <DatePicker
              {...datePickerProps}
              id="registration-date"
              allowClear={false}
              value={fromIsoDate(date)}
              disabledDate={(day: Dayjs) => Boolean(todayDay && day.isAfter(todayDay, 'day'))}
              onChange={(day: Dayjs | null) => set({ date: day ? toIsoDate(day) : undefined })}
            />
          </Form.Item>
        </FilterBar>
      }
      table={{
        rowKey: 'id',
        loading: list.isFetching,
        dataSource: list.data?.items,
        pagination: paging,
        filtered: filters.filtered,
        scroll: { x: 1100 },
        onRow: (row) => ({
          onClick: () => setOpen(row),
          onKeyDown: (event) => {
            if (event.key === 'Enter') setOpen(row);
          },
          tabIndex: 0,
          'aria-label': t('registration.open_panel', { name: row.name }),
          style: { cursor: 'pointer' },
        }),
        columns: [
          { ...rowNumberColumn(t, page), secondary: true },
          { title: t('registration.columns.name'), dataIndex: 'name' },
          { title: t('registration.columns.staff_id'), dataIndex: 'staff_id', width: 110, nowrap: true },
          ...TICKS.map((key) => ({ ...tick(key), secondary: true })),
        ],
      }}
    >
      <RegistrationPanel
        open={openRow !== null}
        row={openRow}
        date={date}
        today={today}
        onClose={() => setOpen(null)}
      />
    </ListPage>
  );
}
