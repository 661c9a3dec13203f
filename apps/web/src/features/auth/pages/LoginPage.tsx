import { Button, Checkbox, theme } from 'antd';
// The input and its password variant on their own: antd's `Input` also brings Search, TextArea and OTP (~8 KB gzip)
// to the first page everyone loads.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from '../../../lib/router';
import { ApiError } from '../../../lib/api-client';
import { safeRedirect } from '../../../lib/redirect';
import { session } from '../../../lib/session';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/AuthCard';

type Field = 'email' | 'password';

/** A lock-out's waiting time in minutes, from the Retry-After seconds the server sent (1 when absent). */
const lockOut = (error: ApiError) => ({ minutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) });

/**
 * /login (specification 000 section 2). Any failure says the same thing, never which part was wrong.
 * The form is plain on purpose: it is the first page everyone loads, and antd's Form and zod would add ~60 KB
 * (gzip). Its only browser rule is "not blank", with the catalog messages of `loginBody`, which the server applies.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState({ email: '', password: '', remember_me: false });
  // Message keys, translated when shown, so a language switch re-renders them.
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The failure, not its text: the alert follows a language switch (a lock-out's minutes come from the server).
  const [failure, setFailure] = useState<{ minutes?: number }>();
  const target = safeRedirect(params.get('redirect'));

  if (session.token() && !login.isPending && !login.isSuccess) return <Navigate to={target} replace />;

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      email: values.email.trim() ? undefined : 'messages:validation.login_username_required',
      password: values.password.trim() ? undefined : 'messages:validation.login_password_required',
    };
    setErrors(found);
    setFailure(undefined);
    const first = (['email', 'password'] as const).find((field) => found[field]);
    if (first) return document.getElementById(first)?.focus();
    login.mutate(values, {
      onSuccess: () => navigate(target, { replace: true }),
      // A lock-out tells the person to wait; every other failure is the one generic text.
      onError: (error) => setFailure(error instanceof ApiError && error.status === 429 ? lockOut(error) : {}),
    });
  };

  const field = (name: Field, label: string, input: (props: object) => React.ReactNode) => (
    <div style={{ marginBottom: 20 }}>
      <label htmlFor={name} style={{ display: 'block', marginBottom: 8 }}>
        {label}
      </label>
      {input({
        id: name,
        value: values[name],
        status: errors[name] ? 'error' : undefined,
        disabled: login.isPending,
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': errors[name] ? `${name}_error` : undefined,
        onChange: (event: { target: { value: string } }) => change(name, event.target.value),
      })}
      {errors[name] && (
        <div id={`${name}_error`} style={{ color: token.colorError, marginTop: 4 }}>
          {t(errors[name])}
        </div>
      )}
    </div>
  );

  return (
    <AuthCard title={t('auth:login.title')}>
      {failure && (
        <div
          role="alert"
          data-testid="login-error"
          style={{
            marginBottom: 16,
            padding: '8px 12px',
            color: token.colorError,
            background: token.colorErrorBg,
            border: `1px solid ${token.colorErrorBorder}`,
            borderRadius: token.borderRadius,
          }}
        >
          {failure.minutes === undefined
            ? t('auth:login.failed')
            : t('messages:errors.too_many_attempts', { count: failure.minutes })}
        </div>
      )}
      <form onSubmit={submit} noValidate>
        {field('email', t('auth:login.username'), (props) => (
          <Input {...props} autoFocus autoComplete="username" placeholder={t('auth:login.username_placeholder')} />
        ))}
        {field('password', t('auth:login.password'), (props) => (
          <Password {...props} autoComplete="current-password" />
        ))}
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 8,
            flexWrap: 'wrap',
            marginBottom: 20,
          }}
        >
          <Checkbox
            checked={values.remember_me}
            disabled={login.isPending}
            onChange={(event) => setValues((v) => ({ ...v, remember_me: event.target.checked }))}
          >
            {t('auth:login.remember_me')}
          </Checkbox>
          <Link to="/forgot-password">{t('auth:login.forgot')}</Link>
        </div>
        <Button type="primary" htmlType="submit" block loading={login.isPending} disabled={login.isPending}>
          {t('auth:login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
