import type { DepartmentItem } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../lib/use-confirm';
import { useDeleteDepartment } from '../api/delete-department';

/**
 * Asks before deleting a department (naming it, saying it cannot be undone), then deletes it. A refusal of the
 * server (people still in the department) is shown with the server's own message.
 */
export function useDeleteDepartmentConfirm(onDeleted?: () => void) {
  const { t } = useTranslation(['departments', 'common']);
  const confirmDelete = useConfirmDelete();
  const remove = useDeleteDepartment();
  return (department: DepartmentItem) =>
    confirmDelete({
      title: t('delete_confirm.title'),
      content: t('delete_confirm.content', { name: department.name }),
      remove: () => remove.mutateAsync(department.id),
      deleted: t('messages.deleted'),
      failed: t('messages.delete_failed'),
      onDeleted: () => onDeleted?.(),
    });
}
