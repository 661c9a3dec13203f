import { MEMBER_PICKER_LIMIT, type MemberGroupMember } from '@hr/contracts';
import { Flex, Input, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clearable, SearchOutlined } from '../../../components/icons';
import { useResponsiveColumns } from '../../../components/responsive-table';

type Props = {
  people: MemberGroupMember[];
  loading?: boolean;
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Told the search text (debounced): the server answers at most MEMBER_PICKER_LIMIT people a call. */
  onSearch?: (text: string) => void;
};

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search-and-select table of the department's people (controlled, for a Form.Item). The search filters the rows
 * shown at once and asks the server (`onSearch`), which answers at most MEMBER_PICKER_LIMIT people; people chosen
 * earlier stay chosen while hidden by the search. Scrolls at 320 px.
 */
export function MemberPicker({ people, loading, value = [], onChange, onSearch }: Props) {
  const { t } = useTranslation('groups');
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (!onSearch) return;
    const timer = setTimeout(() => onSearch(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, onSearch]);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    if (!needle) return people;
    return people.filter(
      (p) => p.full_name.toLowerCase().includes(needle) || p.alias_id.toLowerCase().includes(needle),
    );
  }, [people, search]);
  // At phone width the current group waits in the row's expanded part: code and name keep their words whole.
  const columns = useResponsiveColumns<MemberGroupMember>([
    { title: t('people.code'), dataIndex: 'alias_id', width: 130, nowrap: true },
    { title: t('people.name'), dataIndex: 'full_name' },
    {
      title: t('people.group'),
      dataIndex: 'group_name',
      secondary: true,
      render: (name: string | null) => name ?? t('people.none'),
    },
  ]);

  return (
    <Flex vertical gap={8}>
      <Flex gap={12} align="center" justify="space-between">
        <Input
          allowClear={clearable(t('common:actions.clear_text'))}
          prefix={<SearchOutlined />}
          role="searchbox"
          placeholder={t('form.search')}
          aria-label={t('form.search')}
          style={{ maxWidth: 320 }}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Typography.Text type="secondary">{t('form.selected', { count: value.length })}</Typography.Text>
      </Flex>
      {people.length >= MEMBER_PICKER_LIMIT && (
        <Typography.Text type="secondary">{t('form.more_people', { count: MEMBER_PICKER_LIMIT })}</Typography.Text>
      )}
      <Table<MemberGroupMember>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={shown}
        pagination={false}
        {...columns}
        scroll={{ y: 320 }}
        rowSelection={{
          selectedRowKeys: value,
          preserveSelectedRowKeys: true,
          onChange: (keys) => onChange?.(keys as number[]),
        }}
        onRow={(person) => ({
          onClick: () =>
            onChange?.(value.includes(person.id) ? value.filter((id) => id !== person.id) : [...value, person.id]),
        })}
      />
    </Flex>
  );
}
