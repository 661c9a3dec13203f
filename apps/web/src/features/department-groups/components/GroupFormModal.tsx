import { type DepartmentGroupBody, type DepartmentGroupCard, departmentGroupBody } from '@hr/contracts';
import { App, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { useSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-form';
import { useDepartmentMembers } from '../api/department-members';
import { useGroupMembers } from '../api/group-members';
import { useSaveGroup } from '../api/save-group';
import { MemberPicker } from './MemberPicker';

type Values = { group_code?: string; group_name?: string; members?: number[]; group_leader?: number | null };

const toBody = (values: Values, departmentId: number, extra: Partial<DepartmentGroupBody> = {}) => ({
  group_code: values.group_code ?? '',
  group_name: values.group_name ?? '',
  members: values.members ?? [],
  group_leader: values.group_leader ?? undefined,
  department_id: departmentId,
  ...extra,
});

/**
 * Create (no group given) or edit a group: code, name, members chosen in a search table, a leader among them.
 * People already in another group are moved only after the person confirms the server's question (409).
 */
export function GroupFormModal({
  departmentId,
  open,
  group,
  onClose,
}: {
  departmentId: number;
  open: boolean;
  group?: DepartmentGroupCard;
  onClose: () => void;
}) {
  const { t } = useTranslation(['groups', 'common']);
  const { message, modal } = App.useApp();
  const saveError = useSaveError();
  const [form] = Form.useForm<Values>();
  const save = useSaveGroup();
  const [keyWord, setKeyWord] = useState('');
  const people = useDepartmentMembers(departmentId, keyWord ? { key_word: keyWord } : {}, open);
  const current = useGroupMembers(open ? group?.id : undefined);
  const chosen = (Form.useWatch('members', form) as number[] | undefined) ?? [];
  const leader = Form.useWatch('group_leader', form) as number | undefined;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (group && current.data) {
      form.setFieldsValue({
        group_code: current.data.group_code,
        group_name: current.data.group_name,
        members: current.data.members.map((p) => p.id),
        group_leader: current.data.group_leader ?? undefined,
      });
    }
  }, [open, group, current.data, form]);

  // The leader is one of the members: dropping them from the members clears the leader.
  useEffect(() => {
    if (leader !== undefined && leader !== null && !chosen.includes(leader))
      form.setFieldValue('group_leader', undefined);
  }, [chosen, leader, form]);

  const rule = (field: keyof Values) => zodRule(departmentGroupBody, field, t, (v: Values) => toBody(v, departmentId));

  const send = (body: DepartmentGroupBody) =>
    save.mutate(
      { id: group?.id, body },
      {
        onSuccess: () => {
          void message.success(t(group ? 'messages.updated' : 'messages.created'));
          onClose();
        },
        onError: (error) =>
          saveError(error, {
            form,
            fallback: t('messages.save_failed'),
            codes: {
              // People in another group: ask, and send again with confirm_move.
              user_in_other_group: (refusal) =>
                void modal.confirm({
                  title: t('move_confirm.title'),
                  content: refusal.message,
                  okText: t('move_confirm.ok'),
                  cancelText: t('common:actions.cancel'),
                  onOk: () => send({ ...body, confirm_move: true }),
                }),
            },
          }),
      },
    );

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    send(toBody(values, departmentId, current.data ? { version: current.data.version } : {}) as DepartmentGroupBody);
  };

  const byId = new Map((people.data ?? []).map((p) => [p.id, p]));
  // People of the group who no longer appear in the department list still show by name in the leader choice.
  for (const p of current.data?.members ?? [])
    if (!byId.has(p.id))
      byId.set(p.id, { ...p, user_id: p.id, group_id: group?.id ?? null, group_name: group?.group_name ?? null });

  return (
    <FormModal
      open={open}
      width={760}
      title={t(group ? 'form.edit_title' : 'form.create_title')}
      saving={save.isPending}
      saveDisabled={Boolean(group) && !current.data}
      onSave={submit}
      onCancel={onClose}
    >
      <Form name="department-group" form={form} layout="vertical" requiredMark>
        <Form.Item name="group_name" label={t('form.name')} required rules={[rule('group_name')]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="group_code" label={t('form.code')} required rules={[rule('group_code')]}>
          <Input maxLength={16} />
        </Form.Item>
        <Form.Item name="members" label={t('form.members')} required rules={[rule('members')]} initialValue={[]}>
          <MemberPicker people={[...byId.values()]} loading={people.isFetching} onSearch={setKeyWord} />
        </Form.Item>
        <Form.Item name="group_leader" label={t('form.leader')} required rules={[rule('group_leader')]}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('form.leader_placeholder')}
            options={chosen.flatMap((id) => {
              const p = byId.get(id);
              return p ? [{ value: id, label: `${p.alias_id} - ${p.full_name}` }] : [];
            })}
          />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
