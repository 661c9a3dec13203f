import { passwordResetBody } from '@hr/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../../lib/router';
import { ApiError } from '../../../lib/api-client';
import { useSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-form';
import { useResetPassword } from '../api/password-reset';
import { AuthCard } from '../components/AuthCard';

type Values = { password: string; password_confirmation: string };

/**
 * /reset-password?token=...: the page of the mailed link, where the person chooses a new password. Without a token
 * (an old bookmark): who resets passwords for people without an e-mail address, and the way to ask for a link.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  if (!token)
    return (
      <AuthCard title={t('auth:reset.title')}>
        <p style={{ marginTop: 0 }}>{t('auth:reset.text')}</p>
        <p>
          <Link to="/forgot-password">{t('auth:reset.by_mail')}</Link>
        </p>
        <Link to="/login">{t('auth:reset.back')}</Link>
      </AuthCard>
    );
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const saveError = useSaveError();
  const reset = useResetPassword();
  // The refusal of the link itself (used, too old): shown in the card with the way to a new link.
  const [refused, setRefused] = useState<string>();
  const rule = (field: keyof Values) => [zodRule(passwordResetBody, field, t, (v: Values) => ({ ...v, token }))];

  const submit = (values: Values) => {
    setRefused(undefined);
    reset.mutate(
      { ...values, token },
      {
        onError: (error) =>
          error instanceof ApiError && error.code === 'reset_link_invalid'
            ? setRefused(error.message)
            : saveError(error, { form, fallback: t('auth:reset.failed') }),
      },
    );
  };

  if (reset.isSuccess)
    return (
      <AuthCard title={t('auth:reset.title')}>
        <Alert role="status" type="success" title={t('auth:reset.done')} style={{ marginBottom: 16 }} />
        <Link to="/login">{t('auth:reset.back')}</Link>
      </AuthCard>
    );
  return (
    <AuthCard title={t('auth:reset.title')}>
      {refused && (
        <Alert
          role="alert"
          type="error"
          title={refused}
          style={{ marginBottom: 16 }}
          action={<Link to="/forgot-password">{t('auth:reset.new_link')}</Link>}
        />
      )}
      <Form
        form={form}
        name="reset-password"
        layout="vertical"
        onFinish={submit}
        disabled={reset.isPending}
        requiredMark={false}
      >
        <Form.Item name="password" label={t('auth:change_password.new')} rules={rule('password')}>
          <Input.Password autoFocus autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t('auth:change_password.confirmation')}
          rules={rule('password_confirmation')}
          dependencies={['password']}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          {t('auth:reset.submit')}
        </Button>
      </Form>
      <p style={{ marginBottom: 0 }}>
        <Link to="/login">{t('auth:reset.back')}</Link>
      </p>
    </AuthCard>
  );
}
