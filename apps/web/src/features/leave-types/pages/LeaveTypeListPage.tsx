import type { LeaveTypeRow } from '@hr/contracts';
import { App, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import { FilterBar, ListPage, TextFilter, useListFilters } from '../../../components/list-page';
import { RowActions } from '../../../components/RowActions';
import { hasPermission } from '../../../lib/access';
import { formatRate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useSaveError } from '../../../lib/save-error';
import { useConfirm, useConfirmDelete } from '../../../lib/use-confirm';
import { useDeleteLeaveType } from '../api/delete-leave-type';
import { useLeaveTypeList } from '../api/list-leave-types';
import { useUpdateLeaveType } from '../api/save-leave-type';
import { StatusButton } from '../components/StatusButton';

const FILTERS = ['keyword'] as const;
export const LEAVE_LIST_PATH = '/settings/leave-management';

/** The full object of a leave type as PUT takes it, with `changes` applied. */
export function leaveTypeBody(row: LeaveTypeRow, changes: Partial<LeaveTypeRow> = {}) {
  const next = { ...row, ...changes };
  return {
    leave_code: next.leave_code,
    leave_name_vie: next.leave_name_vie,
    leave_name_jp: next.leave_name_jp,
    description_vie: next.description_vie,
    description_jp: next.description_jp,
    salary_rate: next.salary_rate,
    is_deduct_leave: next.is_deduct_leave as 0 | 1,
    is_deduct_attendance: next.is_deduct_attendance as 0 | 1,
    status: next.status as 0 | 1,
    version: row.version,
  };
}

/**
 * /settings/leave-management: leave types searchable by keyword; the status badge toggles active/inactive after a
 * confirmation (a full update call), Edit opens the detail page, Delete asks first. At phone width the code, the
 * rate and the number of reasons move into the row's expanded part; name, status and actions stay.
 */
export default function LeaveTypeListPage() {
  const { t, i18n } = useTranslation(['leaveTypes', 'common']);
  const { message } = App.useApp();
  const confirm = useConfirm();
  const confirmDelete = useConfirmDelete();
  const saveError = useSaveError();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const { values, filters } = useListFilters(FILTERS);
  const list = useLeaveTypeList(values.keyword);
  const remove = useDeleteLeaveType();
  const update = useUpdateLeaveType();
  const can = (action: 'create' | 'update' | 'delete') => hasPermission(user, `leave_type.${action}`);

  useEffect(() => {
    if (list.isError) void message.error(t('messages.list_failed'));
  }, [list.isError, message, t]);
  // A search that finds nothing says so (specification 002 section 8).
  useEffect(() => {
    if (values.keyword && !list.isPlaceholderData && list.data?.length === 0) void message.warning(t('no_results'));
  }, [values.keyword, list.data, list.isPlaceholderData, message, t]);

  const askDelete = (row: LeaveTypeRow) =>
    confirmDelete({
      title: t('delete_confirm.title'),
      content: t('delete_confirm.content', { name: row.leave_name_vie }),
      remove: () => remove.mutateAsync(row.id),
      deleted: t('messages.deleted'),
      failed: t('messages.delete_failed'),
    });

  const askToggle = (row: LeaveTypeRow) => {
    const next = row.status === 1 ? 0 : 1;
    confirm({
      title: t('status_confirm.title'),
      content: t('status_confirm.content', { name: row.leave_name_vie, status: t(`status.${next}`) }),
      okText: t('status_confirm.ok'),
      onOk: () =>
        update.mutateAsync({ id: row.id, body: leaveTypeBody(row, { status: next }) }).then(
          () => void message.success(t('messages.status_updated')),
          (error: unknown) => saveError(error, { fallback: t('messages.status_failed') }),
        ),
    });
  };

  const japanese = i18n.language === 'ja';
  return (
    <ListPage<LeaveTypeRow>
      title={t('title')}
      filterBar={
        <FilterBar name="leave-type-filters" filters={filters}>
          <TextFilter name="keyword" label={t('search_label')} />
        </FilterBar>
      }
      onNew={can('create') ? () => navigate(`${LEAVE_LIST_PATH}/leave-type/create`) : undefined}
      table={{
        rowKey: 'id',
        loading: list.isFetching,
        dataSource: list.data,
        pagination: false,
        filtered: filters.filtered,
        columns: [
          { title: t('common:table.no'), key: 'no', width: 60, secondary: true, render: (_, __, index) => index + 1 },
          { title: t('columns.code'), dataIndex: 'leave_code', secondary: true },
          {
            title: japanese ? t('columns.name_jp') : t('columns.name_vie'),
            key: 'name',
            render: (_, row) => (japanese ? row.leave_name_jp : row.leave_name_vie),
          },
          {
            title: t('columns.salary_rate'),
            key: 'rate',
            secondary: true,
            render: (_, row) => formatRate(row.salary_rate),
          },
          { title: t('columns.reasons'), dataIndex: 'reasons_count', secondary: true },
          {
            title: t('columns.status'),
            key: 'status',
            render: (_, row) =>
              can('update') ? (
                <Tooltip title={t('status_hint')}>
                  <StatusButton status={row.status} label={t(`status.${row.status}`)} onClick={() => askToggle(row)} />
                </Tooltip>
              ) : (
                <StatusButton status={row.status} label={t(`status.${row.status}`)} />
              ),
          },
          {
            title: t('common:table.action'),
            key: 'action',
            width: 110,
            render: (_, row) => (
              <RowActions
                onEdit={() => navigate(`${LEAVE_LIST_PATH}/leave-type/${row.id}`)}
                onDelete={can('delete') ? () => askDelete(row) : undefined}
              />
            ),
          },
        ],
      }}
    />
  );
}
