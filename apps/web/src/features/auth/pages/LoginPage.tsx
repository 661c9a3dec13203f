import { loginBody } from '@hr/contracts';
import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { safeRedirect } from '../../../lib/redirect';
import { session } from '../../../lib/session';
import { zodRule } from '../../../lib/zod-form';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/AuthCard';

type Values = { email: string; password: string; remember_me: boolean };

/** /login (specification 000 section 2). Any failure says the same thing, never which part was wrong. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [failure, setFailure] = useState<string>();
  const target = safeRedirect(params.get('redirect'));

  if (session.token() && !login.isPending && !login.isSuccess) return <Navigate to={target} replace />;

  const submit = (values: Values) => {
    setFailure(undefined);
    login.mutate(
      { email: values.email, password: values.password, remember_me: values.remember_me === true },
      {
        onSuccess: () => navigate(target, { replace: true }),
        // A lock-out tells the person to wait; every other failure is the one generic text.
        onError: (error) => setFailure(error instanceof ApiError && error.status === 429 ? error.message : t('auth:login.failed')),
      },
    );
  };

  return (
    <AuthCard title={t('auth:login.title')}>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} role="alert" data-testid="login-error" />}
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ remember_me: false }} requiredMark={false} disabled={login.isPending}>
        <Form.Item name="email" label={t('auth:login.username')} rules={[zodRule(loginBody, 'email', t)]} validateTrigger="onSubmit">
          <Input autoFocus autoComplete="username" placeholder={t('auth:login.username_placeholder')} />
        </Form.Item>
        <Form.Item name="password" label={t('auth:login.password')} rules={[zodRule(loginBody, 'password', t)]} validateTrigger="onSubmit">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 12 }}>
          <Form.Item name="remember_me" valuePropName="checked" noStyle>
            <Checkbox>{t('auth:login.remember_me')}</Checkbox>
          </Form.Item>
          <Link to="/reset-password" style={{ float: 'right' }}>
            {t('auth:login.forgot')}
          </Link>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending} disabled={login.isPending}>
          {t('auth:login.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
