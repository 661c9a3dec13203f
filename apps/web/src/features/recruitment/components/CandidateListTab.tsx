import { DEFAULT_PAGE_SIZE, type CandidateListItem } from '@hr/contracts';
import { Button, DatePicker, Flex, Input, Select, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { clearable, PlusOutlined } from '../../../components/icons';
import { lazyPart } from '../../../components/lazy-part';
import { useResponsiveColumns } from '../../../components/responsive-table';
import { rowNumberColumn, useTablePaging } from '../../../components/table-paging';
import { hasPermission } from '../../../lib/access';
import { datePickerProps, formatDate, fromIsoDate, toIsoDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useListParams } from '../../../lib/use-list-params';
import { useCandidateList } from '../api/candidates';
import { CHOICES, choiceKey } from '../lib/candidate-form';

const AddCandidateModal = lazyPart(() => import('./AddCandidateModal').then((m) => m.AddCandidateModal));

// `tab` is the home page's (/?tab=candidates): the list's own keys never touch it.
const FILTERS = ['name', 'status', 'from', 'to', 'country'] as const;

/**
 * The candidate list (issue 30): filters name, progress status, application dates and nationality (kept in the
 * address), 20 a page, newest application first, and "add candidate". The body of /listCandidates and of the home
 * page's candidates tab: it renders no heading of its own.
 */
export function CandidateListTab() {
  const { t } = useTranslation(['recruitment', 'common']);
  const { data: me } = useCurrentUser();
  const { values, page, set } = useListParams(FILTERS);
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const [adding, setAdding] = useState(false);
  const list = useCandidateList({
    name: values.name || undefined,
    status: values.status ? Number(values.status) : undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    country: values.country || undefined,
    page,
    limit: DEFAULT_PAGE_SIZE,
  });
  const search = () =>
    set({
      name: draft.name.trim(),
      status: draft.status,
      from: draft.from,
      to: draft.to,
      country: draft.country.trim(),
    });
  const toPage = useCallback((next: number) => set({ page: next }), [set]);
  const paging = useTablePaging(t, page, list.data, toPage);
  const statusText = (status: number) => t(choiceKey('status', status));
  const table = useResponsiveColumns<CandidateListItem>(
    [
      { ...rowNumberColumn(t, page, 60), secondary: true },
      {
        title: t('fields.name'),
        dataIndex: 'name',
        render: (name: string, row) => (
          <Link to={`/candidate/${row.id}`} aria-label={t('list.open', { name })}>
            {name}
          </Link>
        ),
      },
      { title: t('fields.name_kana'), dataIndex: 'name_kana', secondary: true },
      { title: t('fields.country'), dataIndex: 'country', secondary: true, width: 120 },
      { title: t('fields.email'), dataIndex: 'email', secondary: true, ellipsis: true },
      { title: t('fields.status'), dataIndex: 'status', width: 150, render: statusText },
      {
        title: t('fields.created_at'),
        dataIndex: 'created_at',
        secondary: true,
        width: 120,
        render: (date: string) => formatDate(date),
      },
      {
        title: t('list.last_result'),
        key: 'last',
        secondary: true,
        render: (_, row) =>
          row.last_round
            ? t('list.round_result', { round: row.last_round, result: t(choiceKey('result', row.last_result ?? 0)) })
            : t('list.no_interview'),
      },
    ],
    { scroll: { x: 1000 } },
  );

  return (
    <>
      <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <Flex gap={8} wrap>
          <Input
            allowClear={clearable(t('common:actions.clear_text'))}
            style={{ width: 200 }}
            value={draft.name}
            placeholder={t('list.filters.name')}
            aria-label={t('list.filters.name')}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            onPressEnter={search}
          />
          <Select
            allowClear
            style={{ width: 190 }}
            value={draft.status === '' ? undefined : Number(draft.status)}
            placeholder={t('list.filters.status_all')}
            aria-label={t('list.filters.status')}
            options={CHOICES.status!.map((code) => ({ value: code, label: statusText(code) }))}
            onChange={(value?: number) => setDraft({ ...draft, status: value === undefined ? '' : String(value) })}
          />
          <DatePicker.RangePicker
            {...datePickerProps}
            allowEmpty={[true, true]}
            aria-label={t('list.filters.dates')}
            placeholder={[t('list.filters.from'), t('list.filters.to')]}
            value={[fromIsoDate(draft.from), fromIsoDate(draft.to)]}
            onChange={(range) =>
              setDraft({ ...draft, from: toIsoDate(range?.[0]) ?? '', to: toIsoDate(range?.[1]) ?? '' })
            }
          />
          <Input
            allowClear={clearable(t('common:actions.clear_text'))}
            style={{ width: 150 }}
            value={draft.country}
            placeholder={t('list.filters.country')}
            aria-label={t('list.filters.country')}
            onChange={(e) => setDraft({ ...draft, country: e.target.value })}
            onPressEnter={search}
          />
          <Button type="primary" onClick={search}>
            {t('common:actions.search')}
          </Button>
        </Flex>
        {hasPermission(me, 'recruitment.edit') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('list.add')}
          </Button>
        )}
      </Flex>
      <Table<CandidateListItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={paging}
        {...table}
      />
      <AddCandidateModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
