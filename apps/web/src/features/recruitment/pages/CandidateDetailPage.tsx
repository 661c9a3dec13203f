import { App, Button, Card, Col, Row, Skeleton, Space, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '../../../lib/router';
import { ArrowLeftOutlined, DeleteOutlined, DownloadOutlined } from '../../../components/icons';
import { lazyPart } from '../../../components/lazy-part';
import { PageHeading } from '../../../components/PageHeading';
import { usePhone } from '../../../components/responsive-table';
import { hasPermission } from '../../../lib/access';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { failureText } from '../../../lib/save-error';
import { useConfirm, useConfirmDelete } from '../../../lib/use-confirm';
import { useConfirmDiscard, useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { downloadProfile, useCandidate, useDeleteCandidate, useEraseCandidate } from '../api/candidates';
import { useCalendarInfo, useCompanyTypes, useInterviews, useQuestions } from '../api/interviews';
import { MailStates } from '../components/MailStates';
import { ProfileTab } from '../components/ProfileTab';
import { FULL_WIDTH, isHired, isProfileTab, TAB_IDS, type TabId } from '../lib/candidate-form';
import './candidate-tabs.css';

// The other tabs and the preview load when first shown (components/lazy-part.tsx).
const tabPart = <P extends object>(load: () => Promise<React.ComponentType<P>>) =>
  lazyPart(load, () => true, <Skeleton active />);
const InterviewTab = tabPart(() => import('../components/InterviewTab').then((m) => m.InterviewTab));
const RowsTab = tabPart(() => import('../components/RowsTab').then((m) => m.RowsTab));
const ProfilePreview = tabPart(() => import('../components/ProfilePreview').then((m) => m.ProfilePreview));

/** Where the detail's back button goes: the home page with its candidates tab (section 2). */
export const CANDIDATE_LIST_PATH = '/?tab=candidates';

/**
 * /candidate/{id} (specification 002 sections 2 to 5): blank until its four loads (profile, questions, interview
 * results, calendar info) are in; left-hand tabs 1 to 14, 1, 2 and 13 full width, the others with the profile preview;
 * edit, save and cancel per tab; the mails and their states; delete, erasure and the profile PDF.
 */
export default function CandidateDetailPage() {
  const { t, i18n } = useTranslation(['recruitment', 'messages', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const phone = usePhone();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const { data: me } = useCurrentUser();
  const candidate = useCandidate(id);
  const questions = useQuestions(i18n.language);
  const interviews = useInterviews(id);
  const calendar = useCalendarInfo(id, 1, interviews.data?.some((r) => r.round === 1) ?? false);
  const companyTypes = useCompanyTypes(i18n.language);
  const remove = useDeleteCandidate();
  const erase = useEraseCandidate();
  const confirmDelete = useConfirmDelete();
  const confirm = useConfirm();
  const [tab, setTab] = useState<TabId>('1');
  const [editing, setEditing] = useState<TabId>();
  const unsaved = useUnsavedChanges(editing !== undefined);
  const confirmDiscard = useConfirmDiscard();
  const canEdit = hasPermission(me, 'recruitment.edit');
  const canDelete = hasPermission(me, 'recruitment.delete');

  const failed = candidate.isError || id === undefined;
  useEffect(() => {
    if (!failed) return;
    void message.error(t('detail.load_failed'));
    navigate(CANDIDATE_LIST_PATH, { replace: true });
  }, [failed, message, navigate, t]);

  const loading = candidate.isLoading || questions.isLoading || interviews.isLoading || calendar.isLoading;
  const data = candidate.data;
  if (loading || !data || id === undefined)
    return (
      <Card aria-busy="true">
        <Skeleton active title={{ width: 240 }} />
      </Card>
    );

  const rounds = interviews.data ?? [];
  const hasRound2 = rounds.some((r) => r.round === 2);
  const reload = () => Promise.all([candidate.refetch(), interviews.refetch()]);
  const deleteCandidate = () =>
    confirmDelete({
      title: t('detail.delete'),
      content: t('confirm.confirmDeleteCandidate'),
      remove: () => remove.mutateAsync(data.id),
      deleted: t('messages:success.delete_success'),
      failed: t('messages:errors.delete_fail'),
      onDeleted: () => {
        unsaved.saved();
        navigate(CANDIDATE_LIST_PATH);
      },
    });
  const eraseCandidate = () =>
    confirm({
      title: t('confirm.erase_title'),
      content: t('confirm.erase_content'),
      okText: t('detail.erase'),
      onOk: () =>
        erase.mutateAsync(data.id).then(
          () => {
            void message.success(t('messages:success.erased'));
            unsaved.saved();
            navigate(CANDIDATE_LIST_PATH);
          },
          (error: unknown) => void message.error(failureText(error, t('messages:errors.update_fail'))),
        ),
    });
  const switchTab = (next: string) =>
    confirmDiscard(editing !== undefined, () => {
      setEditing(undefined);
      setTab(next as TabId);
    });

  const tabProps = (which: TabId) => ({
    candidate: data,
    editing: editing === which,
    setEditing: (on: boolean) => setEditing(on ? which : undefined),
    canEdit,
    reload,
    onDelete: canDelete && !FULL_WIDTH.includes(which) ? deleteCandidate : undefined,
  });
  const content = (which: TabId) => {
    if (which === '2' || which === '13')
      return (
        <InterviewTab
          {...tabProps(which)}
          round={which === '2' ? 1 : 2}
          rounds={rounds}
          questions={questions.data ?? []}
          onContinued={() => setTab('13')}
        />
      );
    if (isProfileTab(which))
      return <ProfileTab {...tabProps(which)} tab={which} companyTypes={companyTypes.data ?? []} />;
    return <RowsTab {...tabProps(which)} tab={which as '5' | '6' | '7' | '8'} />;
  };
  const items = TAB_IDS.filter((which) => which !== '13' || hasRound2).map((which) => ({
    key: which,
    label: t(`tabs.${which}`),
    children: FULL_WIDTH.includes(which) ? (
      content(which)
    ) : (
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          {content(which)}
        </Col>
        <Col xs={24} lg={12}>
          <ProfilePreview candidate={data} canEdit={canEdit} />
        </Col>
      </Row>
    ),
  }));

  return (
    <Card title={<PageHeading title={t('detail.title', { name: data.name })} />}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(CANDIDATE_LIST_PATH)}>
          {t('detail.back')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          onClick={() =>
            void downloadProfile(data.id).catch(
              (error: unknown) => void message.error(failureText(error, t('messages:errors.update_fail'))),
            )
          }
        >
          {t('detail.download_pdf')}
        </Button>
        {canDelete && !isHired(data.status) && (
          <Button danger icon={<DeleteOutlined />} onClick={eraseCandidate}>
            {t('detail.erase')}
          </Button>
        )}
      </Space>
      <MailStates mails={data.mails} mailServer={data.mail_server} />
      <Tabs
        className="candidate-tabs"
        tabPlacement={phone ? 'top' : 'start'}
        activeKey={tab}
        onChange={switchTab}
        items={items}
      />
    </Card>
  );
}
