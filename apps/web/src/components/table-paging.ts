import { DEFAULT_PAGE_SIZE } from '@hr/contracts';
import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';

/** Server-side paging of every list: 20 rows, the total in words, the page kept in the address by `onChange`. */
export function pagination(
  t: TFunction,
  page: number,
  total: number | undefined,
  onChange: (page: number) => void,
): TablePaginationConfig {
  return {
    current: page,
    pageSize: DEFAULT_PAGE_SIZE,
    total: total ?? 0,
    showSizeChanger: false,
    showTotal: (count) => t('common:table.total', { total: count }),
    onChange,
  };
}

/** The "No" column: the row's number across pages. */
export function rowNumberColumn<T>(t: TFunction, page: number, width = 70) {
  return {
    title: t('common:table.no'),
    key: 'no',
    width,
    render: (_: unknown, __: T, index: number) => (page - 1) * DEFAULT_PAGE_SIZE + index + 1,
  };
}
