import type { TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { type ReactNode, useSyncExternalStore } from 'react';

/** Below 768 px (antd's `md`): phones, where the shell shows the menu drawer and tables show their key columns. */
const PHONE = '(max-width: 767.98px)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(PHONE).matches);
}

/** A table column; `secondary` ones leave the row at phone width and show in the row's expanded part instead. */
export type ResponsiveColumn<T> = ColumnType<T> & { secondary?: boolean };

function cellOf<T>(column: ColumnType<T>, row: T, index: number): ReactNode {
  const value = typeof column.dataIndex === 'string' ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A table's columns and expandable rows for the current width. On a desktop every column shows; on a phone the
 * `secondary` columns are dropped from the row and listed (title: value) when the row is expanded, so the page never
 * scrolls sideways and each row's actions stay in view (docs/accessibility.md).
 */
export function useResponsiveColumns<T extends object>(
  columns: ResponsiveColumn<T>[],
): Pick<TableProps<T>, 'columns' | 'expandable'> {
  const phone = usePhone();
  const strip = ({ secondary: _secondary, ...column }: ResponsiveColumn<T>): ColumnType<T> => column;
  if (!phone || !columns.some((column) => column.secondary)) return { columns: columns.map(strip) };
  const moved = columns.filter((column) => column.secondary);
  return {
    columns: columns.filter((column) => !column.secondary).map(({ width: _width, ...column }) => strip(column)),
    expandable: {
      expandedRowRender: (row, index) => (
        <dl className="table-more">
          {moved.map((column) => (
            <div key={String(column.key ?? column.dataIndex)}>
              <dt>{column.title as ReactNode}</dt>
              <dd>{cellOf(column, row, index)}</dd>
            </div>
          ))}
        </dl>
      ),
    },
  };
}
