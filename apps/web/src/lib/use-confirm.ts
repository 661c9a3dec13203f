import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { failureText } from './save-error';

/** A confirmation dialog for destructive actions; resolves when the person confirms and the action finished. */
export function useConfirm() {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return (options: { title: string; content: string; okText?: string; onOk: () => Promise<unknown> }) =>
    modal.confirm({
      title: options.title,
      content: options.content,
      okText: options.okText ?? t('actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: options.onOk,
    });
}

/**
 * The one way a screen deletes: ask (naming the record), delete, then the success toast; a refusal shows the
 * server's localized message (4xx: still in use, not found, not allowed), anything else the area's failure text or
 * specification 000's 'The record failed to delete.'.
 */
export function useConfirmDelete() {
  const confirm = useConfirm();
  const { message } = App.useApp();
  const { t } = useTranslation();
  return (options: {
    title: string;
    content: string;
    remove: () => Promise<unknown>;
    deleted: string;
    failed?: string;
    onDeleted?: () => void;
  }) =>
    confirm({
      title: options.title,
      content: options.content,
      onOk: () =>
        options.remove().then(
          () => {
            void message.success(options.deleted);
            options.onDeleted?.();
          },
          (error: unknown) =>
            void message.error(failureText(error, options.failed ?? t('messages:errors.delete_failed'))),
        ),
    });
}
