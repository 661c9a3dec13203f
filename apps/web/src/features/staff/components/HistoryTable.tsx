import { Table, type TableProps } from 'antd';

/** A saved record's history under its tab (pay configurations, insurance and tax profiles), newest first. */
export function HistoryTable<T extends { id: number }>({
  title,
  empty,
  loading,
  data,
  table,
}: {
  title: string;
  empty: string;
  loading: boolean;
  data: T[] | undefined;
  /** The columns of `useResponsiveColumns`. */
  table: Pick<TableProps<T>, 'columns' | 'expandable' | 'scroll'>;
}) {
  return (
    <>
      <h2 style={{ fontSize: 16, marginTop: 24 }}>{title}</h2>
      <Table<T>
        rowKey="id"
        size="small"
        pagination={false}
        loading={loading}
        dataSource={data}
        locale={{ emptyText: empty }}
        aria-label={title}
        {...table}
      />
    </>
  );
}
