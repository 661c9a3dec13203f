import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../components/AuthCard';

/** Where the sign-in screen's reset-password link leads: who gives a new password, and how. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth:reset.title')}>
      <p style={{ marginTop: 0 }}>{t('auth:reset.text')}</p>
      <Link to="/login">{t('auth:reset.back')}</Link>
    </AuthCard>
  );
}
