import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../lib/router';
import { useLogout } from '../../lib/logout';
import { PageHeading } from '../../components/PageHeading';

/** Where a signed-in person whose role is not allowed lands. */
export default function Error400Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <Result
      status="warning"
      title={<PageHeading title={t('pages.error400_title')} />}
      subTitle={t('pages.error400_text')}
      extra={
        <Button onClick={() => logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) })}>
          {t('actions.go_login')}
        </Button>
      }
    />
  );
}
