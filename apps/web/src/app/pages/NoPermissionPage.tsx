import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/router';
import { PageHeading } from '../../components/PageHeading';

export default function NoPermissionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={<PageHeading title={t('pages.no_permission_title')} />}
      subTitle={t('pages.no_permission_text')}
      extra={<Button onClick={() => navigate('/')}>{t('actions.back_home')}</Button>}
    />
  );
}
