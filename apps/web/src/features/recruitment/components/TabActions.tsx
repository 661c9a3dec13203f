import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined, EditOutlined } from '../../../components/icons';

/** Edit, then Save and Cancel (section 4), and delete-candidate on the tabs that have it. */
export function TabActions({
  editing,
  canEdit,
  saving,
  onEdit,
  onSave,
  onCancel,
  onDelete,
}: {
  editing: boolean;
  canEdit: boolean;
  saving: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  /** Shown on tabs other than 1, 2 and 13, for holders of recruitment.delete. */
  onDelete?: () => void;
}) {
  const { t } = useTranslation('recruitment');
  return (
    <Space wrap style={{ marginTop: 8 }}>
      {canEdit &&
        (editing ? (
          <>
            <Button type="primary" loading={saving} onClick={onSave}>
              {t('detail.save')}
            </Button>
            <Button onClick={onCancel} disabled={saving}>
              {t('detail.cancel')}
            </Button>
          </>
        ) : (
          <Button icon={<EditOutlined />} onClick={onEdit}>
            {t('detail.edit')}
          </Button>
        ))}
      {onDelete && (
        <Button danger icon={<DeleteOutlined />} onClick={onDelete} disabled={editing}>
          {t('detail.delete')}
        </Button>
      )}
    </Space>
  );
}
