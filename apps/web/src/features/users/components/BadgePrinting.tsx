import { PrinterOutlined } from '../../../components/icons';
import { USER_BADGES_MAX, type UserItem } from '@hr/contracts';
import { App, Button, type TableProps } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission } from '../../../lib/access';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { usePrintBadges } from '../api/print-badges';

/**
 * antd copies each column's title into a hidden row that measures the widths; the select-all box copied there is a
 * focusable element inside aria-hidden (axe: aria-hidden-focus). That copy becomes an empty box of the same size.
 */
function MeasuredTitle({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [copy, setCopy] = useState(false);
  useLayoutEffect(() => setCopy(Boolean(ref.current?.closest('[aria-hidden="true"]'))), []);
  return (
    <span ref={ref} style={{ display: 'inline-flex' }}>
      {copy ? <span style={{ display: 'inline-block', width: 16, height: 16 }} /> : children}
    </span>
  );
}

/**
 * Staff badges from the user list (flag `user.badge`): row selection on the table (kept across pages) and a
 * "Print badges" button that downloads Staff_Badges.pdf of the selected people. Without the flag: neither.
 */
export function useBadgePrinting(): { rowSelection?: TableProps<UserItem>['rowSelection']; button: React.ReactNode } {
  const { t } = useTranslation('users');
  const { message } = App.useApp();
  const { data: me } = useCurrentUser();
  const printer = usePrintBadges();
  const [selected, setSelected] = useState<number[]>([]);
  if (!hasPermission(me, 'user.badge')) return { button: null };

  const print = () => {
    if (selected.length === 0) return void message.info(t('badges.hint', { max: USER_BADGES_MAX }));
    if (selected.length > USER_BADGES_MAX) return void message.error(t('badges.too_many', { max: USER_BADGES_MAX }));
    printer.mutate(
      { user_ids: selected },
      {
        onError: (error) =>
          void message.error(error instanceof ApiError && error.status < 500 ? error.message : t('badges.failed')),
      },
    );
  };
  return {
    rowSelection: {
      selectedRowKeys: selected,
      preserveSelectedRowKeys: true,
      onChange: (keys) => setSelected(keys.map(Number)),
      // antd names the boxes in English ("Select row 1"): named here in the interface language, by person.
      getCheckboxProps: (user) => ({ 'aria-label': t('badges.select_row', { name: user.name }) }),
      getTitleCheckboxProps: () => ({ 'aria-label': t('badges.select_all') }),
      columnTitle: (checkbox) => <MeasuredTitle>{checkbox}</MeasuredTitle>,
    },
    button: (
      <Button icon={<PrinterOutlined aria-hidden />} loading={printer.isPending} onClick={print}>
        {selected.length > 0 ? t('badges.print_count', { count: selected.length }) : t('badges.print')}
      </Button>
    ),
  };
}
