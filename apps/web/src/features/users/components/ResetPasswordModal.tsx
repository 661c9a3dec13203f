import { type UserItem, resetPasswordBody } from '@hr/contracts';
import { App, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { useSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-form';
import { useResetPassword } from '../api/reset-password';

type Values = { password?: string; password_confirmation?: string };
const toBody = (values: Values, id?: number) => ({
  id,
  password: values.password ?? '',
  password_confirmation: values.password_confirmation ?? '',
});

/** Administrator reset (specification 000 section 5): Save stays disabled until the rules hold. */
export function ResetPasswordModal({ user, onClose }: { user?: UserItem; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const { message } = App.useApp();
  const saveError = useSaveError();
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();
  const values = Form.useWatch([], form) as Values | undefined;
  const valid = resetPasswordBody.safeParse(toBody(values ?? {}, user?.id)).success;
  const rule = (field: keyof Values) => zodRule(resetPasswordBody, field, t, (v: Values) => toBody(v, user?.id));

  const submit = async () => {
    if (!user) return;
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const body = toBody(values, user.id);
    reset.mutate(
      { id: user.id, body },
      {
        onSuccess: () => {
          void message.success(t('messages.password_reset'));
          onClose();
        },
        onError: (error) => saveError(error, { form, fallback: t('messages.reset_failed') }),
      },
    );
  };

  return (
    <FormModal
      open={user !== undefined}
      title={t('reset.title')}
      saving={reset.isPending}
      saveDisabled={!valid}
      onSave={submit}
      onCancel={onClose}
    >
      {user && (
        <Typography.Paragraph strong>
          {t('reset.for', { name: user.name, staff_id: user.staff_id })}
        </Typography.Paragraph>
      )}
      <Form name="reset-password" form={form} layout="vertical" autoComplete="off">
        <Form.Item
          name="password"
          label={t('reset.password')}
          required
          rules={[rule('password')]}
          extra={t('reset.hint')}
        >
          <Input.Password autoComplete="new-password" maxLength={1024} />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t('reset.password_confirmation')}
          required
          dependencies={['password']}
          rules={[rule('password_confirmation')]}
        >
          <Input.Password autoComplete="new-password" maxLength={1024} />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
