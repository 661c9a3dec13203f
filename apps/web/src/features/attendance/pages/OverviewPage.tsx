import type { OverviewDepartment, OverviewUser, WorkingPlanConfig } from '@hr/contracts';
import { Avatar, Card, Collapse, Empty, Flex, Form, Input, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserOutlined } from '../../../components/icons';
import { PageHeading } from '../../../components/PageHeading';
import { formatDate, formatTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useOverview } from '../api/overview';
import { usePlanConfig } from '../api/working-plans';

/** Badge colours of the statuses 1 to 8 (dark enough for their white text). */
const STATUS_COLORS: Record<number, string> = {
  1: '#237804',
  2: '#ad4e00',
  3: '#0958d9',
  4: '#08979c',
  5: '#c41d7f',
  6: '#595959',
  7: '#531dab',
  8: '#1d39c4',
};
const PARAMS = ['sort_by', 'search'] as const;

function PersonRow({ user, config }: { user: OverviewUser; config: WorkingPlanConfig | undefined }) {
  const { t } = useTranslation('attendance');
  const label = (value: string | null, options: { value: string; label: string }[] | undefined) =>
    options?.find((o) => o.value === value)?.label ?? value ?? '';
  const moment = (date: string, time: string | null) => `${formatDate(date)} ${formatTime(time) ?? ''}`.trim();
  return (
    <Flex gap={12} align="center" wrap style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
      <Avatar src={user.avatar_url ?? undefined} icon={<UserOutlined />} alt="" />
      <Flex vertical style={{ minWidth: 180 }}>
        <Typography.Text strong>{user.user_name}</Typography.Text>
        <Typography.Text type="secondary">{user.staff_id}</Typography.Text>
      </Flex>
      <Flex gap={8} wrap style={{ flex: 1 }}>
        {user.working_plan.map((plan) => (
          <Card
            key={plan.id}
            size="small"
            style={{
              minWidth: 150,
              background: plan.is_active ? undefined : '#f5f5f5',
              color: plan.is_active ? undefined : '#595959',
            }}
            styles={{ body: { padding: '4px 8px', fontSize: 12 } }}
          >
            <div>{label(plan.location_of_plan, config?.locations)}</div>
            <div>
              {moment(plan.start_date, plan.start_time)} - {moment(plan.end_date, plan.end_time)}
            </div>
            <div>{label(plan.reason, config?.reasons)}</div>
            {!plan.is_active && <div>({t('overview.inactive')})</div>}
          </Card>
        ))}
      </Flex>
      {user.status === null ? (
        <Tag>{t('overview.not_in')}</Tag>
      ) : (
        <Tag color={STATUS_COLORS[user.status]} data-status={user.status}>
          {t(`overview.statuses.${user.status}`)}
        </Tag>
      )}
    </Flex>
  );
}

/**
 * /overview: the people of the reader's scope by department (collapsible), each with their avatar, name, staff ID,
 * up to 5 working-plan items (inactive ones grey) and the status of right now; sort 1 to 3 and a search, both in the
 * address. It asks again every few seconds, so a kiosk check-in shows without a reload.
 */
export default function OverviewPage() {
  const { t } = useTranslation('attendance');
  const { values, set } = useListParams(PARAMS);
  const sort = Number(values.sort_by) || 1;
  const [text, setText] = useState(values.search);
  // Groups are open unless closed by the person (new groups arrive open while the page refreshes).
  const [closed, setClosed] = useState<string[]>([]);
  const overview = useOverview({ sort_by: sort, search: values.search || undefined });
  const groups: OverviewDepartment[] = overview.data ?? [];
  const config = usePlanConfig();

  return (
    <Card title={<PageHeading title={t('overview.title')} />}>
      <Form
        name="overview-filters"
        layout="vertical"
        colon={false}
        style={{ marginBottom: 16 }}
        onFinish={() => set({ search: text.trim() })}
      >
        <Flex wrap gap={16} align="flex-end">
          <Form.Item label={t('overview.sort')} htmlFor="overview-sort" style={{ marginBottom: 0 }}>
            <Select
              id="overview-sort"
              style={{ width: 200 }}
              value={sort}
              onChange={(value: number) => set({ sort_by: value === 1 ? undefined : value })}
              options={[1, 2, 3].map((value) => ({ value, label: t(`overview.sorts.${value}`) }))}
            />
          </Form.Item>
          <Form.Item
            label={t('overview.search')}
            htmlFor="overview-search"
            style={{ marginBottom: 0, maxWidth: '100%' }}
          >
            <Input.Search
              id="overview-search"
              value={text}
              maxLength={128}
              onChange={(event) => setText(event.target.value)}
              onSearch={(value) => set({ search: value.trim() })}
              enterButton={t('overview.search_button')}
              style={{ width: 300, maxWidth: '100%' }}
            />
          </Form.Item>
        </Flex>
      </Form>
      {groups.length === 0 && !overview.isLoading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.empty')} />
      ) : (
        <Collapse
          activeKey={groups.map((g) => String(g.id)).filter((key) => !closed.includes(key))}
          onChange={(open) => setClosed(groups.map((g) => String(g.id)).filter((key) => !open.includes(key)))}
          items={groups.map((group) => ({
            key: String(group.id),
            label: `${group.id === null ? t('overview.no_department') : group.name} (${t('overview.people', { count: group.users.length })})`,
            children: group.users.map((user) => <PersonRow key={user.id} user={user} config={config.data} />),
          }))}
        />
      )}
    </Card>
  );
}
