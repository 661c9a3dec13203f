import { workHistoryUpdateBody } from '@hr/contracts';
import { Alert, App, Button, Card, Form, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '../../../lib/router';
import { ArrowLeftOutlined } from '../../../components/icons';
import { PageHeading } from '../../../components/PageHeading';
import { SchemaForm } from '../../../components/schema-form';
import { hasPermission } from '../../../lib/access';
import { isoDayFromToday } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useGuardedSave } from '../../../lib/save-error';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { useWorkHistory, useWorkHistoryMutations } from '../api/histories';
import { useStaffRecord } from '../api/staff';
import { HistoryFields } from '../components/HistoryFormModal';
import { type HistoryValues, historyEditable, historyToValues, toHistoryFields } from '../lib/staff-form';
import { STAFF_LIST_PATH } from './StaffListPage';

const numeric = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/**
 * /staff/{userId}/history/{historyId} (specification 001 section 2, history mode): one work history, editable with
 * "Save changes" while it is active (section 4), view-only once it has ended.
 */
export default function WorkHistoryPage() {
  const { t } = useTranslation(['staff', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const guardedSave = useGuardedSave();
  const params = useParams();
  const userId = numeric(params.userId);
  const historyId = numeric(params.historyId);
  const { data: me } = useCurrentUser();
  const person = useStaffRecord(userId);
  const history = useWorkHistory(historyId);
  const { update } = useWorkHistoryMutations();
  const [form] = Form.useForm<HistoryValues>();
  const [dirty, setDirty] = useState(false);
  // Leaving with edits asks first.
  useUnsavedChanges(dirty);
  const entry = history.data;
  const editable = entry !== undefined && historyEditable(entry, isoDayFromToday());
  const canChange = editable && hasPermission(me, 'staff.update');
  const back = `${STAFF_LIST_PATH}/${userId ?? ''}`;

  useEffect(() => {
    if (userId === undefined || historyId === undefined) navigate(STAFF_LIST_PATH, { replace: true });
  }, [userId, historyId, navigate]);
  useEffect(() => {
    if (!history.isError) return;
    void message.error(t('messages.load_failed'));
    navigate(back, { replace: true });
  }, [history.isError, message, navigate, t, back]);
  useEffect(() => {
    if (entry && !dirty) form.setFieldsValue(historyToValues(entry));
  }, [entry, dirty, form]);

  const save = () =>
    guardedSave(
      async () => {
        if (!entry) return;
        const fields = toHistoryFields(await form.validateFields());
        await update.mutateAsync({ id: entry.id, body: { ...fields, version: entry.version } });
        setDirty(false);
        void message.success(t('messages.history_updated'));
      },
      { form, fallback: t('messages.history_failed') },
    );

  return (
    <Card
      title={
        <PageHeading
          title={
            person.data
              ? `${t('history.detail_title')}: ${person.data.full_name ?? person.data.name}`
              : t('history.detail_title')
          }
        />
      }
      loading={history.isLoading}
    >
      {entry && !editable && <Alert type="info" showIcon title={t('detail.view_only')} style={{ marginBottom: 16 }} />}
      <SchemaForm
        name="staff-history-detail"
        form={form}
        schema={workHistoryUpdateBody}
        namespace="staff"
        toInput={(v: HistoryValues) => ({ ...toHistoryFields(v), version: entry?.version ?? 1 })}
        disabled={!canChange}
        onValuesChange={() => setDirty(true)}
        style={{ maxWidth: 640 }}
      >
        <HistoryFields />
      </SchemaForm>
      <Space style={{ marginTop: 8 }} wrap>
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => {
            navigate(back);
          }}
        >
          {t('history.back')}
        </Button>
        {canChange && (
          <Button type="primary" onClick={save} loading={update.isPending}>
            {t('actions.save_changes')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
