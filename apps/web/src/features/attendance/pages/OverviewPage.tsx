import type { OverviewDepartment, OverviewUser, WorkingPlanConfig } from '@hr/contracts';
import { OVERVIEW_NO_DEPARTMENT, OVERVIEW_PAGE_SIZE } from '@hr/contracts/overview-constants';
import { Avatar, Card, Collapse, Empty, Flex, Form, Input, Pagination, Select, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserOutlined } from '../../../components/icons';
import { PageHeading } from '../../../components/PageHeading';
import { formatDate, formatTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useOverview, useOverviewPeople } from '../api/overview';
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

/** A status badge: a person's (`data-status`), or a department's count of people with it. */
function StatusTag({ status, count }: { status: number | null; count?: number }) {
  const { t } = useTranslation('attendance');
  const text = status === null ? t('overview.not_in') : t(`overview.statuses.${status}`);
  if (count !== undefined)
    return <Tag color={status === null ? undefined : STATUS_COLORS[status]}>{`${text} ${count}`}</Tag>;
  return status === null ? (
    <Tag>{text}</Tag>
  ) : (
    <Tag color={STATUS_COLORS[status]} data-status={status}>
      {text}
    </Tag>
  );
}

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
      <StatusTag status={user.status} />
    </Flex>
  );
}

/** An open department: its people a page at a time, asked again every few seconds like the departments. */
function GroupPeople({
  department,
  sort,
  search,
  config,
}: {
  department: OverviewDepartment;
  sort: number;
  search: string;
  config: WorkingPlanConfig | undefined;
}) {
  const [page, setPage] = useState(1);
  const people = useOverviewPeople({
    department_id: department.id ?? OVERVIEW_NO_DEPARTMENT,
    sort_by: sort,
    search: search || undefined,
    page,
    limit: OVERVIEW_PAGE_SIZE,
  });
  return (
    <Spin spinning={people.isLoading}>
      {people.data?.items.map((user) => (
        <PersonRow key={user.id} user={user} config={config} />
      ))}
      <Pagination
        size="small"
        style={{ marginTop: 8 }}
        current={page}
        pageSize={OVERVIEW_PAGE_SIZE}
        total={people.data?.total ?? department.user_count}
        onChange={setPage}
        showSizeChanger={false}
        hideOnSinglePage
      />
    </Spin>
  );
}

/**
 * /overview: the departments of the reader's scope (collapsible) with their head counts and statuses; an open one
 * shows its people, each with their avatar, name, staff ID, up to 5 working-plan items (inactive ones grey) and the
 * status of right now; sort 1 to 3 and a search, both in the address. Departments start closed (a company's people
 * are not all read at once), or open after a search. It asks again every few seconds, so a kiosk check-in shows
 * without a reload.
 */
export default function OverviewPage() {
  const { t } = useTranslation('attendance');
  const { values, set } = useListParams(PARAMS);
  const sort = Number(values.sort_by) || 1;
  const [text, setText] = useState(values.search);
  // Groups the person opened or closed; the others are closed, or open after a search (its matches are shown).
  const [toggled, setToggled] = useState<{ search: string; open: Record<string, boolean> }>({ search: '', open: {} });
  const opened = toggled.search === values.search ? toggled.open : {};
  const overview = useOverview({ sort_by: sort, search: values.search || undefined });
  const groups: OverviewDepartment[] = overview.data ?? [];
  const config = usePlanConfig();
  const keyOf = (group: OverviewDepartment) => String(group.id ?? OVERVIEW_NO_DEPARTMENT);
  const isOpen = (key: string) => opened[key] ?? values.search !== '';

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
          destroyOnHidden
          activeKey={groups.map(keyOf).filter(isOpen)}
          onChange={(open) =>
            setToggled({
              search: values.search,
              open: Object.fromEntries(groups.map(keyOf).map((key) => [key, open.includes(key)])),
            })
          }
          items={groups.map((group) => ({
            key: keyOf(group),
            label: (
              <Flex wrap gap={8} align="center">
                <span>
                  {group.id === null ? t('overview.no_department') : group.name} (
                  {t('overview.people', { count: group.user_count })})
                </span>
                {group.statuses.map(({ status, count }) => (
                  <StatusTag key={String(status)} status={status} count={count} />
                ))}
              </Flex>
            ),
            children: (
              <GroupPeople
                key={`${sort}:${values.search}`}
                department={group}
                sort={sort}
                search={values.search}
                config={config.data}
              />
            ),
          }))}
        />
      )}
    </Card>
  );
}
