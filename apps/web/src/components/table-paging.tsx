import { DEFAULT_PAGE_SIZE } from '@hr/contracts/constants';
import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import { cloneElement, type MouseEvent, type ReactElement, useEffect } from 'react';
import { useLocation } from '../lib/router';

/** The paging fields of a list answer. */
type PageInfo = { total: number; last_page: number };

/** The current address with another page (page 1 has no `page`), as use-list-params writes it. */
function addressOfPage(location: { pathname: string; search: string }, page: number): string {
  const params = new URLSearchParams(location.search);
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/** A plain click stays in the app (the pager's item moves the page); Ctrl/Cmd/Shift/middle click opens the address. */
const stayInApp = (event: MouseEvent) => {
  if (!event.ctrlKey && !event.metaKey && !event.shiftKey && event.button === 0) event.preventDefault();
};

/**
 * Server-side paging of every list: 20 rows (or `pageSize`), the total in words, the page kept in the address by
 * `onChange`. A page past the last one (an old link, the last row of the last page deleted) moves to the last page,
 * so the pager never shows "15 items" over an empty table. The page numbers (and the "5 pages on" jumps) are links
 * with their page's address as their target, not antd's `<a>` without `href` (which Lighthouse reports as links
 * without a target and which cannot be opened in a new tab); the pager's item keeps the one Tab stop and the keys.
 */
export function useTablePaging(
  t: TFunction,
  page: number,
  data: PageInfo | undefined,
  onChange: (page: number) => void,
  pageSize: number = DEFAULT_PAGE_SIZE,
): TablePaginationConfig {
  const location = useLocation();
  const lastPage = data ? Math.max(1, data.last_page) : undefined;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) onChange(lastPage);
  }, [page, lastPage, onChange]);
  return {
    current: lastPage === undefined ? page : Math.min(page, lastPage),
    pageSize,
    total: data?.total ?? 0,
    showSizeChanger: false,
    showTotal: (count) => t('common:table.total', { count }),
    onChange,
    itemRender: (target, type, element) => {
      if (type === 'page' || type === 'jump-prev' || type === 'jump-next')
        return cloneElement(element as ReactElement<{ href?: string; tabIndex?: number; onClick?: typeof stayInApp }>, {
          href: addressOfPage(location, target),
          tabIndex: -1,
          onClick: stayInApp,
        });
      // The arrows are named in the interface language by app/antd-names.ts, as every pager's.
      return element;
    },
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
