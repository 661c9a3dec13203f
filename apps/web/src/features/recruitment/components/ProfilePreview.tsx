import { CAR_LICENSE_LEVELS, type CandidateDetail } from '@hr/contracts';
import { App, Avatar, Button, Card, Descriptions, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadOutlined, UploadOutlined, UserOutlined } from '../../../components/icons';
import { formatDate, formatDateTime } from '../../../lib/format';
import { failureText } from '../../../lib/save-error';
import { downloadCv, downloadPicture, useCandidatePicture, useUploadFile } from '../api/candidates';
import { choiceKey } from '../lib/candidate-form';

const isCarLevel = (level: string) => (CAR_LICENSE_LEVELS as readonly string[]).includes(level);

/**
 * The whole profile beside the form of a tab (section 2), loaded lazily: photo, basic facts, lists and texts, the
 * CV and photo downloads, and (editors) their replacement.
 */
export function ProfilePreview({ candidate, canEdit }: { candidate: CandidateDetail; canEdit: boolean }) {
  const { t } = useTranslation(['recruitment', 'messages', 'common']);
  const { message } = App.useApp();
  const picture = useCandidatePicture(candidate);
  const upload = useUploadFile(candidate.id);
  const empty = t('common:empty');
  const text = (value: unknown) => (value === null || value === undefined || value === '' ? empty : String(value));
  const replace = (field: 'cv' | 'picture', accept: string, label: string) => (
    <Upload
      accept={accept}
      showUploadList={false}
      beforeUpload={(file) => {
        upload.mutate(
          { field, file },
          {
            onSuccess: () => void message.success(t('messages:success.update_success')),
            onError: (error) => void message.error(failureText(error, t('messages:errors.update_fail'))),
          },
        );
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={upload.isPending}>
        {label}
      </Button>
    </Upload>
  );
  const rows = [
    ['name', candidate.name],
    ['name_kana', candidate.name_kana],
    ['email', candidate.email],
    ['country', candidate.country],
    ['phone', candidate.phone],
    ['age', candidate.age],
    ['gender', candidate.gender === null ? null : t(choiceKey('gender', candidate.gender))],
    ['address', candidate.address],
    ['status', t(choiceKey('status', candidate.status))],
    ['created_at', formatDate(candidate.created_at)],
  ] as const;
  return (
    <Card size="small" title={t('detail.preview')}>
      <Space align="start" wrap style={{ marginBottom: 12 }}>
        {picture.data ? (
          <img
            src={picture.data}
            alt={t('detail.photo_alt', { name: candidate.name })}
            width={96}
            height={96}
            style={{ objectFit: 'cover', borderRadius: 8 }}
          />
        ) : (
          <Avatar size={96} icon={<UserOutlined />} />
        )}
        <Space orientation="vertical">
          <Button icon={<DownloadOutlined />} disabled={!candidate.cv_url} onClick={() => void downloadCv(candidate)}>
            {candidate.cv_url ? t('detail.download_cv') : t('detail.no_cv')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            disabled={!candidate.picture_path}
            onClick={() => void downloadPicture(candidate)}
          >
            {t('detail.download_photo')}
          </Button>
          {canEdit && replace('cv', '.pdf,.doc,.docx', t('detail.upload_cv'))}
          {canEdit && replace('picture', '.jpg,.jpeg,.png', t('detail.upload_picture'))}
        </Space>
      </Space>
      {candidate.cv_filename && <Typography.Paragraph>{candidate.cv_filename}</Typography.Paragraph>}
      <Descriptions
        size="small"
        column={1}
        bordered
        items={rows.map(([field, value]) => ({ key: field, label: t(`fields.${field}`), children: text(value) }))}
      />
      <Typography.Title level={2} style={{ fontSize: 15, marginTop: 12 }}>
        {t('tabs.5')}
      </Typography.Title>
      <ul>
        {candidate.languages.map((row) => (
          <li key={row.id}>
            {row.kind === 'other' ? text(row.name) : t(`licenses.${row.kind}`)}:{' '}
            {row.kind === 'car_license' && row.level && isCarLevel(row.level)
              ? t(`license_levels.${row.level}`)
              : text(row.level)}
          </li>
        ))}
      </ul>
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {t('tabs.7')}
      </Typography.Title>
      <ul>
        {candidate.schools.map((row) => (
          <li key={row.id}>
            {row.from_year}/{row.from_month} – {row.to_year}/{row.to_month}: {row.school_name}
          </li>
        ))}
      </ul>
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {t('tabs.8')}
      </Typography.Title>
      <ul>
        {candidate.works.map((row) => (
          <li key={row.id}>{text(row.company)}</li>
        ))}
      </ul>
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {t('tabs.6')}
      </Typography.Title>
      <ul>
        {candidate.software
          .filter((row) => typeof row.id === 'number')
          .map((row) => (
            <li key={row.id}>
              {text(row.software)} {row.year ?? ''}
            </li>
          ))}
      </ul>
      <Typography.Text type="secondary">
        {t('detail.consent_at', { date: formatDateTime(candidate.consent_at) })}
      </Typography.Text>
    </Card>
  );
}
