import type { StaffRow } from '@hr/contracts';
import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { WorkingPlanTab } from './WorkingPlanTab';
import { WorkingStatusTab } from './WorkingStatusTab';

/** The row's panel: the Working Status tab (the four buttons) and the Working Plan tab (absence items). */
export function RegistrationPanel({
  open,
  row,
  date,
  today,
  onClose,
}: {
  open: boolean;
  row: StaffRow | null;
  date: string;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('attendance');
  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={760}
      destroyOnHidden
      closable={{ 'aria-label': t('panel.close') }}
      title={row ? t('panel.title', { name: row.name, staff_id: row.staff_id, date: formatDate(date) }) : ''}
    >
      {row && (
        <Tabs
          items={[
            {
              key: 'status',
              label: t('panel.tabs.status'),
              children: <WorkingStatusTab row={row} date={date} today={today} />,
            },
            {
              key: 'plan',
              label: t('panel.tabs.plan'),
              children: <WorkingPlanTab userId={row.id} date={date} />,
            },
          ]}
        />
      )}
    </Drawer>
  );
}
