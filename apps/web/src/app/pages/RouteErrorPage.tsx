import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A page whose code could not be loaded (a new version was deployed, the network dropped). Loaded with every page,
 * so it stays plain: antd's Result with its illustrations would weigh ~10 KB (gzip) on the sign-in page.
 */
export default function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '60vh', padding: 24 }} role="alert">
      <h1 style={{ fontSize: 20, fontWeight: 600, margin: 0 }}>{t('pages.load_failed')}</h1>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('actions.retry')}
      </Button>
    </Flex>
  );
}
