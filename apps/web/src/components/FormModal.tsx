import { Modal, type ModalProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The one dialog every form of the app opens in: Save and Cancel in the interface language, Save busy while the
 * request runs (and disabled when the form says so), the form destroyed on close so the next opening starts clean.
 */
export function FormModal({
  open,
  title,
  width,
  saving,
  saveDisabled,
  onSave,
  onCancel,
  children,
}: {
  open: boolean;
  title: ReactNode;
  width?: ModalProps['width'];
  saving: boolean;
  saveDisabled?: boolean;
  onSave: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: saving, disabled: saveDisabled }}
      onOk={onSave}
      onCancel={onCancel}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
