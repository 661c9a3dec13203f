import { App } from 'antd';
import { useTranslation } from 'react-i18next';

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
