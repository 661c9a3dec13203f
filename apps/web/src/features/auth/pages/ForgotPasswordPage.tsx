import { forgotPasswordBody } from '@hr/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { ApiError } from '../../../lib/api-client';
import { zodRule } from '../../../lib/zod-form';
import { useForgotPassword } from '../api/password-reset';
import { AuthCard } from '../components/AuthCard';

type Values = { email: string };

/**
 * /forgot-password: asks for a reset link by mail. Whatever was entered, the page says the same thing afterwards (the
 * server answers the same too), so it never tells whether an account exists. A lazily loaded page: the sign-in page
 * only carries the link to it.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const forgot = useForgotPassword();
  // 'sent' for any name; a number: the minutes to wait (too many requests from here); 'no_mail': the server has no
  // mail server, so no link can be sent (the same for any name); 'failed': no answer.
  const [outcome, setOutcome] = useState<'sent' | 'failed' | 'no_mail' | number>();

  const submit = (values: Values) => {
    setOutcome(undefined);
    forgot.mutate(values, {
      onSuccess: () => setOutcome('sent'),
      onError: (error) =>
        setOutcome(
          error instanceof ApiError && error.status === 429
            ? Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60))
            : error instanceof ApiError && error.code === 'mail_not_configured'
              ? 'no_mail'
              : 'failed',
        ),
    });
  };

  return (
    <AuthCard title={t('auth:forgot.title')}>
      <p style={{ marginTop: 0 }}>{t('auth:forgot.text')}</p>
      {outcome !== undefined && (
        <Alert
          role={outcome === 'sent' ? 'status' : 'alert'}
          data-testid="forgot-outcome"
          type={outcome === 'sent' ? 'success' : 'error'}
          style={{ marginBottom: 16 }}
          title={
            outcome === 'sent'
              ? t('auth:forgot.sent')
              : outcome === 'failed'
                ? t('auth:forgot.failed')
                : outcome === 'no_mail'
                  ? t('messages:mail.errors.not_configured')
                  : t('messages:errors.too_many_attempts', { count: outcome })
          }
        />
      )}
      <Form
        form={form}
        name="forgot-password"
        layout="vertical"
        onFinish={submit}
        disabled={forgot.isPending}
        requiredMark={false}
      >
        <Form.Item name="email" label={t('auth:forgot.name')} rules={[zodRule(forgotPasswordBody, 'email', t)]}>
          <Input autoFocus autoComplete="username" placeholder={t('auth:login.username_placeholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={forgot.isPending}>
          {t('auth:forgot.submit')}
        </Button>
      </Form>
      <p style={{ marginBottom: 0 }}>{t('auth:forgot.no_address')}</p>
      <Link to="/login">{t('auth:reset.back')}</Link>
    </AuthCard>
  );
}
