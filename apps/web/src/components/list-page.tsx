import { Button, Card, Empty, Flex, Form, type FormInstance, Input, Space, Table, type TableProps } from 'antd';
import { type ReactNode, useCallback, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../lib/use-list-params';
import { clearable, PlusOutlined } from './icons';
import { KeyboardScroll } from './KeyboardScroll';
import { PageHeading } from './PageHeading';
import { type ResponsiveColumn, usePhone, useResponsiveColumns } from './responsive-table';

type Draft<K extends string> = Partial<Record<K, string | undefined>>;
type Changes<K extends string> = Partial<Record<K | 'page', string | number | undefined>>;

/**
 * A list's filters and page in the address (use-list-params) with a form for the filters being typed: Apply writes
 * them to the address (back to page 1), Clear empties them, and the form follows the address (back, forward, a
 * shared link). `const list = useListFilters(['name'] as const)`.
 */
export function useListFilters<K extends string>(keys: readonly K[]) {
  const { values, page, set } = useListParams(keys);
  const [form] = Form.useForm<Draft<K>>();
  // An empty filter is undefined in the form, not '': a Select then shows its placeholder ("All").
  useEffect(
    () => form.setFieldsValue(Object.fromEntries(keys.map((key) => [key, values[key] || undefined])) as Draft<K>),
    [form, keys, values],
  );
  const apply = useCallback(() => {
    const draft = form.getFieldsValue(true) as Draft<K>;
    set(Object.fromEntries(keys.map((key) => [key, String(draft[key] ?? '').trim()])) as Changes<K>);
  }, [form, keys, set]);
  const clear = useCallback(() => {
    form.setFieldsValue(Object.fromEntries(keys.map((key) => [key, undefined])) as Draft<K>);
    set(Object.fromEntries(keys.map((key) => [key, ''])) as Changes<K>);
  }, [form, keys, set]);
  const toPage = useCallback((next: number) => set({ page: next } as Changes<K>), [set]);
  const filtered = keys.some((key) => values[key] !== '');
  return { values, page, set, toPage, filters: { form, apply, clear, filtered } };
}

export type ListFilters = ReturnType<typeof useListFilters<string>>['filters'];

/** A text filter of a FilterBar: labelled (the label names the box for screen readers too), at most 300 px wide. */
export function TextFilter({ name, label, maxLength = 128 }: { name: string; label: string; maxLength?: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} style={{ marginBottom: 0 }}>
      <Input
        allowClear={clearable(t('common:actions.clear_text'))}
        maxLength={maxLength}
        style={{ width: 220, maxWidth: '100%' }}
      />
    </Form.Item>
  );
}

/**
 * The filter bar of a list: its filters (Form.Items named after the address keys, e.g. TextFilter), then Apply
 * (also Enter in a box) and Clear; `name` prefixes the fields' ids. Wraps at phone width.
 */
export function FilterBar({
  name,
  filters,
  children,
}: {
  name: string;
  filters: Pick<ListFilters, 'form' | 'apply' | 'clear'>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form
      form={filters.form as FormInstance}
      name={name}
      layout="inline"
      // No colon after the labels: Chromium reads CSS content into the name ("Keyword:").
      colon={false}
      onFinish={filters.apply}
      style={{ rowGap: 8, columnGap: 8 }}
    >
      {children}
      <Space wrap>
        <Button type="primary" htmlType="submit">
          {t('common:actions.search')}
        </Button>
        <Button onClick={filters.clear}>{t('common:actions.clear')}</Button>
      </Space>
    </Form>
  );
}

export type ListTableProps<T> = Omit<TableProps<T>, 'columns' | 'scroll' | 'expandable'> & {
  /** Columns marked `secondary` go into the row's expanded part at phone width (responsive-table.tsx). */
  columns: ResponsiveColumn<T>[];
  /** The desktop's sideways scrolling, if any (dropped at phone width). */
  scroll?: TableProps<T>['scroll'];
  /** The name of the table's sideways scrolling region (with `scroll.x`): the list page's title by default. */
  label?: string;
  /** Whether filters are set: the empty state then says nothing matches them. */
  filtered?: boolean;
};

/**
 * The table of a list: responsive columns, an empty state that says whether the filters found nothing, and on a
 * desktop a sideways scrolling (`scroll.x`) that the keyboard reaches (a focusable region named `label`).
 *
 * Its rows render in the background (a transition): the list's answer arrives through TanStack Query's store, an
 * update React renders and commits in one go, and 20 rows of antd cells were the page's longest task on a phone (0.5
 * to 1.4 s of Lighthouse's blocking time). With the rows (and the loading state and the pager's count that go with
 * them) deferred, the urgent render keeps the rows shown, and React renders the new ones in slices of a few milliseconds. Only the rows:
 * a click in the table (a row's checkbox, its Edit) still renders at once.
 */
export function ListTable<T extends object>({
  columns,
  scroll,
  filtered,
  label,
  dataSource,
  loading,
  pagination,
  ...props
}: ListTableProps<T>) {
  const { t } = useTranslation();
  const rows = useDeferredValue(dataSource);
  const busy = useDeferredValue(loading);
  // The pager's count and page go with the rows: shown before them, the pager moved down when they came.
  const total = useDeferredValue(pagination ? pagination.total : undefined);
  const current = useDeferredValue(pagination ? pagination.current : undefined);
  const responsive = useResponsiveColumns(columns, { scroll });
  const phone = usePhone();
  const sideways = scroll?.x !== undefined && label !== undefined && !phone;
  const empty = (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={t(filtered ? 'common:table.no_match' : 'common:table.empty')}
    />
  );
  const table = (
    <Table<T>
      locale={{ emptyText: empty }}
      {...props}
      {...responsive}
      dataSource={rows}
      loading={busy}
      pagination={pagination && { ...pagination, total, current }}
    />
  );
  return sideways ? <KeyboardScroll label={label}>{table}</KeyboardScroll> : table;
}

/**
 * The scaffold of a list page: the heading (the page's h1), the filter bar, a New button when `onNew` is given (the
 * caller gives it only with the create permission), the table, and the page's dialogs as children.
 */
export function ListPage<T extends object>({
  title,
  filterBar,
  onNew,
  newLabel,
  table,
  children,
}: {
  title: string;
  filterBar?: ReactNode;
  onNew?: () => void;
  newLabel?: string;
  table: ListTableProps<T>;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card title={<PageHeading title={title} />}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap style={{ marginBottom: 16 }}>
        {filterBar ?? <span />}
        {onNew && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onNew}>
            {newLabel ?? t('common:actions.new')}
          </Button>
        )}
      </Flex>
      <ListTable<T> label={title} {...table} />
      {children}
    </Card>
  );
}
