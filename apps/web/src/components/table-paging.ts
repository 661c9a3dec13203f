import { DEFAULT_PAGE_SIZE } from '@hr/contracts';
import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';

/** The paging fields of a list answer. */
type PageInfo = { total: number; last_page: number };

/**
 * Server-side paging of every list: 20 rows (or `pageSize`), the total in words, the page kept in the address by
 * `onChange`. A page past the last one (an old link, the last row of the last page deleted) moves to the last page,
 * so the pager never shows "15 items" over an empty table.
 */
export function useTablePaging(
  t: TFunction,
  page: number,
  data: PageInfo | undefined,
  onChange: (page: number) => void,
  pageSize: number = DEFAULT_PAGE_SIZE,
): TablePaginationConfig {
  const lastPage = data ? Math.max(1, data.last_page) : undefined;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) onChange(lastPage);
  }, [page, lastPage, onChange]);
  return {
    current: lastPage === undefined ? page : Math.min(page, lastPage),
    pageSize,
    total: data?.total ?? 0,
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
