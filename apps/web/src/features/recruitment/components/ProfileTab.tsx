import { type CandidateDetail, candidateUpdateBody } from '@hr/contracts';
import { App, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuardedSave } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-form';
import { useUpdateCandidate } from '../api/candidates';
import {
  formToProfile,
  PROFILE_TAB_FIELDS,
  type ProfileTabId,
  profileBody,
  profileToForm,
} from '../lib/candidate-form';
import { ProfileFields } from './ProfileFields';
import { TabActions } from './TabActions';

export type TabProps = {
  candidate: CandidateDetail;
  editing: boolean;
  setEditing: (editing: boolean) => void;
  canEdit: boolean;
  onDelete?: () => void;
  /** Cancel reloads the candidate (section 4). */
  reload: () => Promise<unknown>;
};

/**
 * A tab of profile fields (1 referral, 3 basic information, 4 language ability, 9, 10, 11 texts, 14 note): read-only
 * until Edit; Save sends the whole profile with these fields changed (PUT /admin/candidates/{id}); a refusal keeps
 * edit mode with the server's messages under the fields.
 */
export function ProfileTab({
  tab,
  companyTypes,
  ...props
}: TabProps & { tab: ProfileTabId; companyTypes: { id: number; name: string }[] }) {
  const { candidate, editing, setEditing, canEdit, onDelete, reload } = props;
  const { t } = useTranslation(['recruitment', 'messages']);
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const update = useUpdateCandidate(candidate.id);
  const save = useGuardedSave();
  const fields = PROFILE_TAB_FIELDS[tab];
  useEffect(() => {
    if (!editing) form.setFieldsValue(profileToForm(candidate, fields));
  }, [candidate, editing, fields, form]);
  const toBody = (values: Record<string, unknown>) => profileBody(candidate, formToProfile(values));
  const rule = (field: string) => zodRule(candidateUpdateBody, field, t, toBody);

  const submit = () =>
    save(
      async () => {
        const values = await form.validateFields();
        await update.mutateAsync(toBody(values));
        void message.success(t('messages:success.update_success'));
        setEditing(false);
      },
      { form, fallback: t('messages:errors.update_fail'), invalidToast: t('detail.invalid') },
    );

  return (
    <Form form={form} name={`candidate-tab-${tab}`} layout="vertical">
      <ProfileFields
        fields={fields}
        rule={rule}
        companyTypes={companyTypes}
        disabled={!editing}
        columns={tab === '1' ? 2 : 2}
      />
      <TabActions
        editing={editing}
        canEdit={canEdit}
        saving={update.isPending}
        onEdit={() => setEditing(true)}
        onSave={() => void submit()}
        onCancel={() => void reload().then(() => setEditing(false))}
        onDelete={onDelete}
      />
    </Form>
  );
}
