import {
  candidateCreateBody,
  type CandidateCreateBody,
  CV_MAX_BYTES,
  type Language,
  LANGUAGES,
  PICTURE_MAX_BYTES,
} from '@hr/contracts';
import { App, Button, Checkbox, Form, Upload } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../../lib/router';
import { FormModal } from '../../../components/FormModal';
import { UploadOutlined } from '../../../components/icons';
import { failureText, useGuardedSave } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-form';
import { useCreateCandidate } from '../api/candidates';
import { useCompanyTypes } from '../api/interviews';
import { formToProfile, PROFILE_TAB_FIELDS } from '../lib/candidate-form';
import { ProfileFields } from './ProfileFields';

const FIELDS = [...PROFILE_TAB_FIELDS['3'].filter((f) => !f.startsWith('japan_visa')), ...PROFILE_TAB_FIELDS['1']];
type Values = Record<string, unknown> & { consent?: boolean };

const toBody = (values: Values) =>
  ({
    ...formToProfile(Object.fromEntries(FIELDS.map((f) => [f, values[f]]))),
    consent: values.consent === true,
  }) as CandidateCreateBody;

/**
 * "Add candidate" (issue 30, ours): the basic information and referral fields, the consent (Decree 13/2023), then
 * the CV and the photo, uploaded once the candidate exists; opens the new candidate.
 */
export function AddCandidateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['recruitment', 'common', 'messages']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const create = useCreateCandidate();
  const save = useGuardedSave();
  const companyTypes = useCompanyTypes(i18n.language);
  const [cv, setCv] = useState<File>();
  const [picture, setPicture] = useState<File>();
  const rule = (field: string) => zodRule(candidateCreateBody, field, t, toBody);
  // The candidate's mails default to the language the form is used in (changeable on the form).
  const language = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'ja';

  const submit = () =>
    save(
      async () => {
        const values = await form.validateFields();
        const created = await create.mutateAsync({ body: toBody(values), cv, picture });
        if (created.failed.length === 0) void message.success(t('add.created'));
        // The candidate is saved: a refused file is said plainly, to be uploaded again from the candidate's page.
        for (const { field, error } of created.failed)
          void message.error({
            content: t('add.saved_without', {
              file: t(`add.file_${field}`),
              reason: failureText(error, t('messages:errors.update_fail')),
            }),
            duration: 12,
          });
        onClose();
        navigate(`/candidate/${created.id}`);
      },
      { form, fallback: t('messages:errors.update_fail') },
    );

  const fileField = (label: string, file: File | undefined, set: (f?: File) => void, accept: string, max: number) => (
    <Form.Item label={label}>
      <Upload
        accept={accept}
        maxCount={1}
        fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
        beforeUpload={(chosen) => {
          if (chosen.size > max) void message.error(t('messages:errors.file_too_large'));
          else set(chosen);
          return false;
        }}
        onRemove={() => set(undefined)}
      >
        <Button icon={<UploadOutlined />}>{t('add.choose_file')}</Button>
      </Upload>
    </Form.Item>
  );

  return (
    <FormModal
      open={open}
      title={t('add.title')}
      width={760}
      saving={create.isPending}
      onSave={() => void submit()}
      onCancel={onClose}
    >
      <Form
        form={form}
        name="candidate-add"
        layout="vertical"
        initialValues={{ status: 9, language, created_at: dayjs(), consent: false }}
      >
        <ProfileFields fields={FIELDS} rule={rule} companyTypes={companyTypes.data ?? []} />
        {fileField(t('add.cv'), cv, setCv, '.pdf,.doc,.docx', CV_MAX_BYTES)}
        {fileField(t('add.picture'), picture, setPicture, '.jpg,.jpeg,.png', PICTURE_MAX_BYTES)}
        <Form.Item name="consent" valuePropName="checked" rules={[rule('consent')]}>
          <Checkbox>{t('add.consent')}</Checkbox>
        </Form.Item>
      </Form>
    </FormModal>
  );
}
