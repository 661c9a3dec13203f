import { DeleteOutlined, EditOutlined } from './icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The action cell of a list row: whatever `children` brings (a Detail link), then Edit and Delete icon buttons,
 * each shown only when its handler is given (the caller decides by permission and row state).
 */
export function RowActions({
  onEdit,
  onDelete,
  children,
}: {
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space>
      {children}
      {onEdit && (
        <Tooltip title={t('common:actions.edit')}>
          <Button size="small" icon={<EditOutlined />} aria-label={t('common:actions.edit')} onClick={onEdit} />
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={t('common:actions.delete')}>
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('common:actions.delete')}
            onClick={onDelete}
          />
        </Tooltip>
      )}
    </Space>
  );
}
