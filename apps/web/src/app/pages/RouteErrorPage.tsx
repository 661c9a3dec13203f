import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page whose code could not be loaded (a new version was deployed, the network dropped). */
export default function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('pages.load_failed')}
      extra={<Button onClick={() => window.location.reload()}>{t('actions.retry')}</Button>}
    />
  );
}
