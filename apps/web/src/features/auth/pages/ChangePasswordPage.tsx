import { changePasswordBody } from '@hr/contracts';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-form';
import { useChangePassword } from '../api/change-password';
import { PageHeading } from '../../../components/PageHeading';

type Values = { current_password: string; new_password: string; password_confirmation: string };

/** /change-password: the rules of specification 000 section 5, checked here and again by the server. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const saveError = useSaveError();
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  const rule = (field: keyof Values) => [zodRule(changePasswordBody, field, t)];

  const submit = (values: Values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        void message.success(t('auth:change_password.success'));
      },
      onError: (error) => saveError(error, { form, fallback: t('auth:change_password.failed') }),
    });

  return (
    <Card title={<PageHeading title={t('auth:change_password.title')} />} style={{ maxWidth: 520 }}>
      <Typography.Paragraph type="secondary">{t('auth:change_password.hint')}</Typography.Paragraph>
      <Form name="change-password" form={form} layout="vertical" onFinish={submit} disabled={change.isPending}>
        <Form.Item name="current_password" label={t('auth:change_password.current')} rules={rule('current_password')}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="new_password" label={t('auth:change_password.new')} rules={rule('new_password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t('auth:change_password.confirmation')}
          rules={rule('password_confirmation')}
          dependencies={['new_password']}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('auth:change_password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
