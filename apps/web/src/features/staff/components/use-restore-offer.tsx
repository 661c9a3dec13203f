import { STAFF_RESTORE_REDIRECT_MS } from '@hr/contracts';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import type { ApiError } from '../../../lib/api-client';
import { failureText } from '../../../lib/save-error';
import { useRestoreStaff } from '../api/staff';

/**
 * `alias_id_deleted` (specification 001 section 8): the staff ID belongs to a deleted person; a dialog offers to
 * restore them (`POST /users/restore/{aliasId}`), then their record opens after 1 s. Returns the `codes` handler
 * a save passes to the save-error routing.
 */
export function useRestoreOffer(aliasId: () => string | undefined, onRestored?: () => void) {
  const { t } = useTranslation(['staff', 'common']);
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const restore = useRestoreStaff();
  return (error: ApiError) => {
    const alias = aliasId()?.trim();
    if (!alias) return false;
    modal.confirm({
      title: t('confirm.restore_title'),
      content: error.message,
      okText: t('actions.restore'),
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        restore.mutateAsync(alias).then(
          (saved) => {
            void message.success(t('messages.restored'));
            onRestored?.();
            setTimeout(() => navigate(`/staff/${saved.id}`), STAFF_RESTORE_REDIRECT_MS);
          },
          (failure: unknown) => void message.error(failureText(failure, t('messages.restore_failed'))),
        ),
    });
    return true;
  };
}
