import { GENDERS, ROLE_IDS, ROLES, type UserItem, userCreateBody, userUpdateBody } from '@hr/contracts';
import { App, Col, DatePicker, Form, Input, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { datePickerProps, fromIsoDate, toSlashDate } from '../../../lib/format';
import { useSaveError } from '../../../lib/save-error';
import { roleKey } from '../../../lib/access';
import { zodRule } from '../../../lib/zod-form';
import { useDepartmentOptions } from '../../../lib/lookups/department-options';
import { useShiftChoices } from '../../../lib/lookups/department-shifts';
import { useSaveUser } from '../api/save-user';
import { AvatarField } from './AvatarField';

type Values = {
  alias_id?: string;
  first_name?: string;
  last_name?: string;
  username?: string;
  role_id?: number;
  department_id?: number;
  shift_id?: number;
  gender?: number;
  email?: string;
  phone_number?: string;
  dob?: Dayjs | null;
  date_of_join?: Dayjs | null;
  avatar?: string;
};

/** The form values as the API takes them; `version` makes it an update body. */
const toBody = (values: Values, version?: number) => ({
  alias_id: values.alias_id ?? '',
  first_name: values.first_name ?? '',
  last_name: values.last_name ?? '',
  ...(values.username?.trim() ? { username: values.username } : {}),
  role_id: values.role_id,
  department_id: values.department_id,
  shift_id: values.shift_id,
  gender: values.gender ?? GENDERS.UNKNOWN,
  email: values.email?.trim() ? values.email : null,
  phone_number: values.phone_number?.trim() ? values.phone_number : null,
  // User dates travel as YYYY/MM/DD (specification 000 section 9).
  dob: toSlashDate(values.dob) ?? null,
  date_of_join: toSlashDate(values.date_of_join) ?? null,
  avatar: values.avatar ?? '',
  ...(version ? { version } : {}),
});

const fromUser = (user: UserItem): Values => ({
  alias_id: user.alias_id,
  first_name: user.first_name,
  last_name: user.last_name,
  username: user.username,
  role_id: user.role_id,
  department_id: user.department_id ?? undefined,
  shift_id: user.shift_id ?? undefined,
  gender: user.gender,
  email: user.email ?? undefined,
  phone_number: user.phone_number ?? undefined,
  dob: fromIsoDate(user.dob),
  date_of_join: fromIsoDate(user.date_of_join),
  avatar: user.avatar ?? undefined,
});

/** Create (no user given) or edit a person, with every rule of the user form checked by the server's own schema. */
export function UserFormModal({ open, user, onClose }: { open: boolean; user?: UserItem; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const { message } = App.useApp();
  const saveError = useSaveError();
  const [form] = Form.useForm<Values>();
  const save = useSaveUser();
  const roleId = Form.useWatch('role_id', form);
  const departmentId = Form.useWatch('department_id', form);
  const departments = useDepartmentOptions();
  const shifts = useShiftChoices(departmentId);
  const employee = roleId === ROLES.EMPLOYEE;
  const schema = user ? userUpdateBody : userCreateBody;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(user ? fromUser(user) : { gender: GENDERS.UNKNOWN });
  }, [open, user, form]);

  const rule = (field: keyof Values) =>
    zodRule(schema, field, t, (v: Values) => toBody(v, user?.version ?? (user ? 1 : undefined)));

  /** The employee role has no email field: its value goes back to what is stored and its error is cleared. */
  const onRoleChange = (next: number) => {
    if (next !== ROLES.EMPLOYEE) return;
    form.setFieldsValue({ email: user?.email ?? undefined });
    form.setFields([{ name: 'email', errors: [] }]);
  };

  const submit = async () => {
    // Invalid fields show their messages; nothing is sent.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const body = toBody(values, user?.version);
    const onError = (error: Error) =>
      saveError(error, { form, fallback: t(user ? 'messages.update_failed' : 'messages.create_failed') });
    const onSuccess = () => {
      void message.success(t(user ? 'messages.updated' : 'messages.created'));
      onClose();
    };
    if (user) save.mutate({ id: user.id, body: body as never }, { onSuccess, onError });
    else save.mutate({ body: body as never }, { onSuccess, onError });
  };

  const today = dayjs().startOf('day');
  return (
    <FormModal
      open={open}
      width={760}
      title={t(user ? 'form.edit_title' : 'form.create_title')}
      saving={save.isPending}
      onSave={submit}
      onCancel={onClose}
    >
      <Form name="user" form={form} layout="vertical" requiredMark autoComplete="off">
        <Form.Item name="avatar" label={t('form.avatar')} required rules={[rule('avatar')]}>
          <AvatarField previewUrl={user?.avatar_url ?? undefined} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="alias_id" label={t('form.alias_id')} required rules={[rule('alias_id')]}>
              <Input maxLength={16} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="username"
              label={t('form.username')}
              rules={[rule('username')]}
              extra={user ? undefined : t('form.username_hint')}
            >
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="first_name" label={t('form.first_name')} required rules={[rule('first_name')]}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="last_name" label={t('form.last_name')} required rules={[rule('last_name')]}>
              <Input maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="role_id" label={t('form.role')} required rules={[rule('role_id')]}>
              <Select
                options={ROLE_IDS.map((id) => ({ value: id, label: t(`common:${roleKey(id)}`) }))}
                onChange={onRoleChange}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="gender" label={t('form.gender')} rules={[rule('gender')]}>
              <Select options={Object.values(GENDERS).map((g) => ({ value: g, label: t(`common:genders.${g}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="department_id" label={t('form.department')} required rules={[rule('department_id')]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={departments.isLoading}
                options={departments.data?.map((d) => ({ value: d.id, label: d.name }))}
                onChange={() => form.setFieldsValue({ shift_id: undefined })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="shift_id" label={t('form.shift')} required rules={[rule('shift_id')]}>
              <Select
                disabled={!departmentId}
                placeholder={departmentId ? undefined : t('form.shift_pick_department')}
                loading={shifts.isLoading}
                options={shifts.data?.map((s) => ({ value: s.id, label: `${s.name} (${s.working_time})` }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="email"
              label={t('form.email')}
              required={!user && !employee}
              rules={employee ? [] : [rule('email')]}
              extra={employee ? t('form.email_disabled') : undefined}
            >
              <Input type="email" maxLength={255} disabled={employee} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone_number" label={t('form.phone_number')} rules={[rule('phone_number')]}>
              <Input inputMode="numeric" maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="dob" label={t('form.dob')} rules={[rule('dob')]}>
              <DatePicker {...datePickerProps} style={{ width: '100%' }} disabledDate={(d) => !d.isBefore(today)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="date_of_join" label={t('form.date_of_join')} rules={[rule('date_of_join')]}>
              <DatePicker {...datePickerProps} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        {!user && <Typography.Text type="secondary">{t('form.password_note')}</Typography.Text>}
      </Form>
    </FormModal>
  );
}
