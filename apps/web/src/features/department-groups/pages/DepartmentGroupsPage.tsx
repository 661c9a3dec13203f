import { ArrowLeftOutlined } from '../../../components/icons';
import { scopeOf } from '@hr/contracts';
import { Button, Card, Result, Skeleton, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from '../../../lib/router';
import { hasPermission } from '../../../lib/access';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useDepartment } from '../../../lib/lookups/department';
import { GroupsTab } from '../components/GroupsTab';
import { PageHeading } from '../../../components/PageHeading';
import { lazyPart } from '../../../components/lazy-part';

// The first tab travels with the page (no extra round trip before the first paint); the other is its own chunk,
// loaded when the tab is shown (Tabs destroys hidden ones).
const shown = () => true;
const ShiftAssignmentTab = lazyPart(
  () => import('../components/ShiftAssignmentTab').then((m) => m.ShiftAssignmentTab),
  shown,
  <Skeleton />,
);

const TABS = ['groups', 'shifts'] as const;
type Tab = (typeof TABS)[number];

/** /settings/departments/{id}?tab=groups|shifts: the department's groups and its shift assignment. */
export default function DepartmentGroupsPage() {
  const { t } = useTranslation(['groups', 'common']);
  const navigate = useNavigate();
  const departmentId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'groups';
  const { data: user } = useCurrentUser();
  const department = useDepartment(departmentId);

  if (
    !Number.isInteger(departmentId) ||
    departmentId <= 0 ||
    (department.error instanceof ApiError && department.error.status === 404)
  ) {
    return <Result status="404" title={<PageHeading title={t('common:pages.not_found_title')} />} />;
  }
  if (department.isError) return <Result status="warning" title={t('page.load_failed')} />;

  // Managers plan only their own department: the buttons follow the scope the server enforces.
  const scope = user ? scopeOf(user.role_id, 'department.working_plan_action') : undefined;
  const canAssign = scope === 'all' || (scope === 'own_department' && user?.department_id === departmentId);

  return (
    <Card
      title={
        department.data ? (
          <Space>
            <Button
              type="text"
              icon={<ArrowLeftOutlined />}
              aria-label={t('page.back')}
              onClick={() => navigate('/settings/departments')}
            />
            <PageHeading title={t('page.title', { name: department.data.name })} />
          </Space>
        ) : (
          <Skeleton.Input active size="small" />
        )
      }
    >
      <Tabs
        activeKey={tab}
        // Each tab keeps only its own filters in the address.
        onChange={(key) => setParams({ tab: key })}
        destroyOnHidden
        items={[
          {
            key: 'groups',
            label: t('page.tab_groups'),
            children: <GroupsTab departmentId={departmentId} canChange={hasPermission(user, 'department.update')} />,
          },
          {
            key: 'shifts',
            label: t('page.tab_shifts'),
            children: <ShiftAssignmentTab departmentId={departmentId} canAssign={canAssign} />,
          },
        ]}
      />
    </Card>
  );
}
