import { UploadOutlined, UserOutlined } from '../../../components/icons';
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@hr/contracts';
import { App, Avatar, Button, Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/save-error';
import { uploadAvatar } from '../api/upload-avatar';

/** Whether the browser may send the file: JPEG or PNG by type and by extension, at most 1 MB (the server checks again). */
export function avatarProblem(file: {
  name: string;
  type: string;
  size: number;
}): 'wrong_type' | 'too_large' | undefined {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (
    !(AVATAR_MIME_TYPES as readonly string[]).includes(file.type) ||
    !(AVATAR_EXTENSIONS as readonly string[]).includes(ext)
  )
    return 'wrong_type';
  if (file.size > AVATAR_MAX_BYTES) return 'too_large';
  return undefined;
}

/**
 * The avatar form field: keeps the stored path the server answered (what a save sends) and shows the image through
 * a short-lived signed link: `previewUrl` for the person's current avatar, the upload's own link for a new one.
 */
export function AvatarField({
  value,
  onChange,
  previewUrl,
}: {
  value?: string;
  onChange?: (path: string) => void;
  previewUrl?: string;
}) {
  const { t } = useTranslation('users');
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<{ path: string; url: string }>();
  const src = !value ? undefined : uploaded?.path === value ? uploaded.url : previewUrl;

  return (
    <Flex align="center" gap={16}>
      <Avatar size={72} src={src} icon={<UserOutlined />} shape="square" />
      <Flex vertical gap={4}>
        <Upload
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          showUploadList={false}
          beforeUpload={(file) => {
            const problem = avatarProblem(file);
            if (problem) {
              void message.error(t(`avatar.${problem}`));
              return Upload.LIST_IGNORE;
            }
            return true;
          }}
          customRequest={({ file }) => {
            setUploading(true);
            uploadAvatar(file as File)
              .then((answer) => {
                setUploaded(answer);
                onChange?.(answer.path);
              })
              .catch((error: unknown) => void message.error(failureText(error, t('avatar.failed'))))
              .finally(() => setUploading(false));
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading}>
            {t(value ? 'avatar.change' : 'avatar.upload')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">{t('avatar.hint')}</Typography.Text>
      </Flex>
    </Flex>
  );
}
