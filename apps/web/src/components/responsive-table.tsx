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

/**
 * A table column; `secondary` ones leave the row at phone width and show in the row's expanded part instead;
 * `nowrap` ones hold a value that must not break over two lines (an amount, a staff ID, a time); `phoneWidth` is the
 * width a column keeps at phone width, where the other widths go: for short figures beside a long name, whose
 * columns, sized by their contents, were narrow before the rows came and wrapped their headers when they did,
 * moving the whole table down (a layout shift).
 */
export type ResponsiveColumn<T> = ColumnType<T> & { secondary?: boolean; nowrap?: boolean; phoneWidth?: number };

const NOWRAP = 'table-nowrap';

function cellOf<T>(column: ColumnType<T>, row: T, index: number): ReactNode {
  const value = typeof column.dataIndex === 'string' ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
  if (column.render) return column.render(value, row, index) as ReactNode;
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A table's columns, expandable rows and scrolling for the current width. On a desktop every column shows (with the
 * `scroll` given, if any); on a phone the `secondary` columns are dropped from the row and listed (title: value)
 * when the row is expanded, and the rest loses its fixed widths, its `fixed` sides and the sideways scrolling, so
 * neither the page nor the table scrolls sideways and each row's actions stay in view (docs/accessibility.md).
 * Spread the result into the Table: `<Table {...useResponsiveColumns(columns, { scroll: { x: 1100 } })} />`.
 */
export function useResponsiveColumns<T extends object>(
  columns: ResponsiveColumn<T>[],
  options: { scroll?: TableProps<T>['scroll'] } = {},
): Pick<TableProps<T>, 'columns' | 'expandable' | 'scroll'> {
  const phone = usePhone();
  const strip = ({ secondary: _secondary, nowrap, phoneWidth: _phoneWidth, ...column }: ResponsiveColumn<T>) =>
    (nowrap ? { ...column, onCell: () => ({ className: NOWRAP }) } : column) as ColumnType<T>;
  if (!phone) return { columns: columns.map(strip), scroll: options.scroll };
  const moved = columns.filter((column) => column.secondary);
  const kept = columns
    .filter((column) => !column.secondary)
    .map(({ width: _width, fixed: _fixed, ...column }) =>
      strip(column.phoneWidth ? { ...column, width: column.phoneWidth } : column),
    );
  if (moved.length === 0) return { columns: kept };
  return {
    columns: kept,
    expandable: {
      expandedRowRender: (row, index) => (
        <dl className="table-more">
          {moved.map((column) => (
            <div key={String(column.key ?? column.dataIndex)}>
              <dt>{column.title as ReactNode}</dt>
              <dd className={column.nowrap ? NOWRAP : undefined}>{cellOf(column, row, index)}</dd>
            </div>
          ))}
        </dl>
      ),
    },
  };
}
