import { Card, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/router';
import { lazyPart } from '../../../components/lazy-part';
import { PageHeading } from '../../../components/PageHeading';
import { hasPermission } from '../../../lib/access';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { SalaryTab } from '../components/SalaryTab';
import './default-system.css';

// The first tab travels with the page (no extra round trip before the first paint); each other tab is its own
// chunk, loaded when the tab is shown (Tabs destroys hidden ones).
const shown = () => true;
const TaxInsuranceTab = lazyPart(
  () => import('../components/TaxInsuranceTab').then((m) => m.TaxInsuranceTab),
  shown,
  <Skeleton />,
);
const WorkScheduleTab = lazyPart(
  () => import('../components/WorkScheduleTab').then((m) => m.WorkScheduleTab),
  shown,
  <Skeleton />,
);
const HolidaysTab = lazyPart(() => import('../components/HolidaysTab').then((m) => m.HolidaysTab), shown, <Skeleton />);

const TABS = ['salary', 'tax', 'work', 'holidays'] as const;
type Tab = (typeof TABS)[number];

/**
 * /settings/default-system: salary and overtime, tax and insurance, working days and hours, holidays. Leaving a tab
 * or the page with unsaved changes asks first (specification 002 section 2).
 */
export default function DefaultSystemPage() {
  const { t } = useTranslation(['settings', 'common']);
  const { data: user } = useCurrentUser();
  const canUpdate = hasPermission(user, 'setting.update');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'salary';
  const [dirty, setDirty] = useState(false);
  const unsaved = useUnsavedChanges(dirty);

  const switchTo = (next: string) =>
    unsaved.confirm(() => {
      setDirty(false);
      setParams({ tab: next }, { replace: true });
    });

  const common = { canUpdate, onDirtyChange: setDirty };
  return (
    <Card title={<PageHeading title={t('title')} />}>
      <Tabs
        className="settings-tabs"
        activeKey={tab}
        onChange={switchTo}
        destroyOnHidden
        items={[
          { key: 'salary', label: t('tabs.salary'), children: <SalaryTab {...common} /> },
          { key: 'tax', label: t('tabs.tax'), children: <TaxInsuranceTab {...common} /> },
          { key: 'work', label: t('tabs.work'), children: <WorkScheduleTab {...common} /> },
          { key: 'holidays', label: t('tabs.holidays'), children: <HolidaysTab canUpdate={canUpdate} /> },
        ]}
      />
    </Card>
  );
}
