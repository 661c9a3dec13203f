import type { DepartmentItem } from '@hr/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useConfirm } from '../../../lib/use-confirm';
import { useDeleteDepartment } from '../api/delete-department';

/**
 * Asks before deleting a department (naming it, saying it cannot be undone), then deletes it. A refusal of the
 * server (people still in the department) is shown with the server's own message.
 */
export function useDeleteDepartmentConfirm(onDeleted?: () => void) {
  const { t } = useTranslation(['departments', 'common']);
  const { message } = App.useApp();
  const confirm = useConfirm();
  const remove = useDeleteDepartment();
  return (department: DepartmentItem) =>
    confirm({
      title: t('delete_confirm.title'),
      content: t('delete_confirm.content', { name: department.name }),
      onOk: () =>
        remove.mutateAsync(department.id).then(
          () => {
            void message.success(t('messages.deleted'));
            onDeleted?.();
          },
          (error: unknown) =>
            void message.error(
              error instanceof ApiError && error.status === 422 ? error.message : t('messages.delete_failed'),
            ),
        ),
    });
}
