import { DeleteOutlined, EditOutlined } from '../../../components/icons';
import { scopeOf } from '@hr/contracts';
import { Button, Card, Descriptions, Divider, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from '../../../lib/router';
import { hasPermission } from '../../../lib/access';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useDepartment } from '../../../lib/lookups/department';
import { lazyPart } from '../../../components/lazy-part';
import { useDeleteDepartmentConfirm } from '../components/use-delete-department';
import { WorkingPlanTable } from '../components/WorkingPlanTable';
import { PageHeading } from '../../../components/PageHeading';

// Its form, rules and pickers load when the dialog first opens (components/lazy-part.tsx).
const DepartmentFormModal = lazyPart(() =>
  import('../components/DepartmentFormModal').then((m) => m.DepartmentFormModal),
);

/** After a delete the list opens again after about half a second (specification 000 section 9). */
const REDIRECT_DELAY_MS = 500;

/** /department/{id}: the department's figures, Edit and Delete per permission, and its work plans. */
export default function DepartmentDetailPage() {
  const { t } = useTranslation(['departments', 'common']);
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const { data: user } = useCurrentUser();
  const department = useDepartment(validId ? id : 0);
  const [editing, setEditing] = useState(false);
  const askDelete = useDeleteDepartmentConfirm(() => setTimeout(() => navigate('/department'), REDIRECT_DELAY_MS));

  // Managers plan only their own department: the button follows the scope the server applies.
  const planScope = user ? scopeOf(user.role_id, 'department.working_plan_action') : undefined;
  const canPlan = planScope === 'all' || (planScope === 'own_department' && user?.department_id === id);

  if (!validId || (department.error instanceof ApiError && department.error.status === 404)) {
    return (
      <Result
        status="404"
        title={<PageHeading title={t('detail.not_found')} />}
        extra={
          <Link to="/department">
            <Button>{t('detail.back')}</Button>
          </Link>
        }
      />
    );
  }
  if (department.isPending) return <Skeleton active />;
  if (!department.data) return <Result status="error" title={t('common:pages.load_failed')} />;
  const item = department.data;
  const empty = t('common:empty');

  return (
    <Card
      title={
        <Space>
          <Link to="/department">{t('title')}</Link>
          <span aria-hidden>/</span>
          <PageHeading title={item.name} />
        </Space>
      }
      extra={
        <Space>
          {hasPermission(user, 'department.update') && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('common:actions.edit')}
            </Button>
          )}
          {hasPermission(user, 'department.delete') && (
            <Button danger icon={<DeleteOutlined />} onClick={() => askDelete(item)}>
              {t('common:actions.delete')}
            </Button>
          )}
        </Space>
      }
    >
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'department_id', label: t('detail.department_id'), children: item.department_id },
          { key: 'name', label: t('detail.name'), children: item.name },
          { key: 'type', label: t('detail.type'), children: item.type_text ?? empty },
          { key: 'leader', label: t('detail.leader'), children: item.leader_name ?? empty },
          { key: 'employees', label: t('detail.employees'), children: item.number_of_employees },
          { key: 'shifts', label: t('detail.shifts'), children: item.number_of_shifts },
        ]}
      />
      <Divider />
      <WorkingPlanTable departmentId={id} canPlan={canPlan} />
      <DepartmentFormModal open={editing} department={item} onClose={() => setEditing(false)} />
    </Card>
  );
}
