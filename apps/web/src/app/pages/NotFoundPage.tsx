import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../../lib/router';
import { PageHeading } from '../../components/PageHeading';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <Result
      status="404"
      title={<PageHeading title={t('pages.not_found_title')} />}
      subTitle={t('pages.not_found_text', { url: `${pathname}${search}` })}
      extra={<Button onClick={() => navigate('/')}>{t('actions.back_home')}</Button>}
    />
  );
}
