import {
  answerSheetErrors,
  type CandidateDetail,
  interviewSaveBody,
  type InterviewView,
  MAX_INTERVIEW_ROWS,
} from '@hr/contracts';
import { Alert, App, Button, Card, Col, DatePicker, Form, Input, Row, Select, Space, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined, PlusOutlined } from '../../../components/icons';
import { hasPermission } from '../../../lib/access';
import { failureText, useGuardedSave } from '../../../lib/save-error';
import { companyZone, DATE_TIME_FORMAT, fromCompanyPicker, toCompanyPicker } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useConfirm } from '../../../lib/use-confirm';
import { keyRule, zodRule } from '../../../lib/zod-form';
import {
  type QuestionItem,
  useCalendarInfo,
  useContinueInterview,
  useSaveInterview,
  useSendMail,
} from '../api/interviews';
import { choiceKey } from '../lib/candidate-form';
import { resultChoices, roundButtons } from '../lib/interview-rules';
import { TabActions } from './TabActions';

type AnswerValues = {
  question_id: number;
  answer_id?: number | null;
  answer_content?: string | null;
  comment?: string | null;
};
type Values = {
  method: number;
  result: number;
  interviewer?: string | null;
  evaluate?: string | null;
  place?: string | null;
  start_time?: Dayjs | null;
  end_time?: Dayjs | null;
  answers?: AnswerValues[];
};

const toForm = (round: InterviewView | undefined): Values => ({
  method: round?.method ?? 0,
  result: round?.result ?? 0,
  interviewer: round?.interviewer,
  evaluate: round?.evaluate,
  place: round?.place,
  // Shown and entered in the company's time zone, as the mails and the mail list say them.
  start_time: toCompanyPicker(round?.start_time),
  end_time: toCompanyPicker(round?.end_time),
  answers: (round?.answer_interview ?? []).map((a) => ({
    question_id: a.question_id,
    answer_id: a.answer_id,
    answer_content: a.answer_content,
    comment: a.comment,
  })),
});

const toBody = (values: Values, round: 1 | 2, saved: InterviewView | undefined) => ({
  method: values.method,
  round_interview: round,
  result: values.result,
  evaluate: values.evaluate ?? null,
  interviewer: values.interviewer ?? null,
  place: values.place ?? null,
  // ISO with the company's offset (2026-12-01T09:00:00+07:00): the picker's wall clock is the company's.
  start_time: fromCompanyPicker(values.start_time),
  end_time: fromCompanyPicker(values.end_time),
  answers: (values.answers ?? []).map((a) => ({
    question_id: a.question_id,
    answer_id: a.answer_id ?? null,
    answer_content: a.answer_content ?? null,
    comment: a.comment ?? null,
  })),
  version: saved?.version ?? null,
});

/**
 * Interview round 1 (tab 2) or 2 (tab 13), section 4: method, result, time and place, interviewer, evaluation and a
 * question sheet of at most 12 rows from the question bank; the invitation, the meeting, the result mail and the next
 * round, each enabled as the section says (lib/interview-rules.ts) from the saved round, which the server checks.
 */
export function InterviewTab({
  round,
  candidate,
  rounds,
  questions,
  editing,
  setEditing,
  canEdit,
  reload,
  onContinued,
}: {
  round: 1 | 2;
  candidate: CandidateDetail;
  rounds: InterviewView[];
  questions: QuestionItem[];
  editing: boolean;
  setEditing: (editing: boolean) => void;
  canEdit: boolean;
  reload: () => Promise<unknown>;
  onContinued: () => void;
}) {
  const { t } = useTranslation(['recruitment', 'messages', 'common']);
  const { message } = App.useApp();
  const { data: me } = useCurrentUser();
  const confirm = useConfirm();
  const [form] = Form.useForm<Values>();
  const saved = rounds.find((r) => r.round === round);
  const save = useSaveInterview(candidate.id);
  const next = useContinueInterview(candidate.id);
  const mail = useSendMail(candidate.id);
  const calendar = useCalendarInfo(candidate.id, round, saved !== undefined);
  const guarded = useGuardedSave();
  const buttons = roundButtons(round, saved);
  const canMail = hasPermission(me, 'recruitment.send_mail');
  useEffect(() => {
    if (!editing) form.setFieldsValue(toForm(saved));
  }, [saved, editing, form]);
  const answers = Form.useWatch('answers', form) ?? [];
  const questionOf = (id: number | undefined) => questions.find((q) => q.id === id);
  const rule = (field: string) => zodRule(interviewSaveBody, field, t, (v: Values) => toBody(v, round, saved));
  // The sheet's rules that need the questions (kind 1 its text, kind 2 one of its choices): the server's, checked first.
  // A question no longer offered (retired) is not in the list: the server judges it.
  const sheetRule = (field: string) =>
    keyRule(
      (v: Values) =>
        answerSheetErrors(v.answers ?? [], (id) => {
          const question = questionOf(id);
          return question && { question_kind: question.question_kind, choiceIds: question.answer.map((a) => a.id) };
        }),
      field,
      t,
    );

  const submit = () =>
    guarded(
      async () => {
        const values = await form.validateFields();
        await save.mutateAsync(toBody(values, round, saved) as never);
        void message.success(t('messages:success.update_success'));
        setEditing(false);
      },
      { form, fallback: t('messages:errors.update_fail'), invalidToast: t('detail.invalid') },
    );

  const act = <T,>(title: string, run: () => Promise<T>, done: (result: T) => void) =>
    confirm({
      title,
      content: candidate.name,
      okText: t('confirm.ok'),
      onOk: () =>
        run().then(done, (error: unknown) => void message.error(failureText(error, t('messages:errors.update_fail')))),
    });
  // Without a mail server the mail is kept, not sent: the toast says so (a warning), never "queued".
  const mailDone = (sent: { state: string }) =>
    sent.state === 'not_configured'
      ? void message.warning(t('messages:success.mail_kept'))
      : void message.success(t('messages:success.mail_queued'));
  const invite = () =>
    act(
      t('confirm.confirmSendMail'),
      () => mail.mutateAsync({ kind: 'interview', type_interview: saved!.method, round }),
      mailDone,
    );
  const sendResult = () =>
    act(t('confirm.confirmSendMail'), () => mail.mutateAsync({ kind: 'result', result: saved!.result }), mailDone);
  const nextRound = () =>
    act(
      t('confirm.confirmNextRound'),
      () => next.mutateAsync().then(onContinued),
      () => void message.success(t('messages:success.update_success')),
    );
  const startMeeting = () => {
    const url = calendar.data?.join_url;
    if (!url) return void message.error(t('messages:errors.errorConnectingToZoom'));
    window.open(url, '_blank', 'noopener');
  };

  const setQuestion = (index: number) => {
    // Changing a question resets its answer, comment and suggestion (section 4).
    const rows = [...(form.getFieldValue('answers') as AnswerValues[])];
    rows[index] = { question_id: rows[index]!.question_id, answer_id: null, answer_content: null, comment: null };
    form.setFieldValue('answers', rows);
  };
  const locked = saved?.locked ?? false;
  const info = calendar.data;

  return (
    <>
      {!saved && <Alert type="info" showIcon title={t('interview.not_recorded')} style={{ marginBottom: 12 }} />}
      {locked && <Alert type="warning" showIcon title={t('interview.locked')} style={{ marginBottom: 12 }} />}
      {/* A gap between the tag and the score ("Moved to round 2" ran into "Total score: 0"). */}
      {saved?.is_continue === 1 && (
        <Tag color="blue" style={{ marginInlineEnd: 12 }}>
          {t('interview.continued')}
        </Tag>
      )}
      {saved && <Typography.Text strong>{t('interview.total_score', { score: saved.total_score })}</Typography.Text>}
      <Form
        form={form}
        name={`candidate-interview-${round}`}
        layout="vertical"
        disabled={!editing}
        style={{ marginTop: 12 }}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="method" label={t('fields.method')} rules={[rule('method')]}>
              <Select
                disabled={!editing || locked}
                options={[0, 1, 2, 3].map((code) => ({ value: code, label: t(choiceKey('method', code)) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="result" label={t('fields.result')} rules={[rule('result')]}>
              <Select
                disabled={!editing || locked}
                options={resultChoices(round).map((code) => ({ value: code, label: t(choiceKey('result', code)) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="interviewer" label={t('fields.interviewer')} rules={[rule('interviewer')]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="start_time"
              label={t('fields.start_time')}
              rules={[rule('start_time')]}
              extra={t('interview.time_zone', { zone: companyZone() })}
            >
              <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="end_time"
              label={t('fields.end_time')}
              rules={[rule('end_time')]}
              extra={t('interview.time_zone', { zone: companyZone() })}
            >
              <DatePicker showTime format={DATE_TIME_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="place" label={t('fields.place')} rules={[rule('place')]}>
              <Input />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="evaluate" label={t('fields.evaluate')} rules={[rule('evaluate')]}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.List
          name="answers"
          rules={[
            {
              validator: async (_, rows?: unknown[]) => {
                if ((rows?.length ?? 0) > MAX_INTERVIEW_ROWS) throw new Error(t('messages:validation.validMaxRow'));
              },
            },
          ]}
        >
          {(items, { add, remove }, { errors }) => (
            <>
              {items.map((item) => {
                const row = answers[item.name];
                const question = questionOf(row?.question_id);
                return (
                  <Card
                    key={item.key}
                    size="small"
                    title={t('interview.question_row', { index: item.name + 1 })}
                    style={{ marginBottom: 12 }}
                    extra={
                      editing && (
                        <Button
                          size="small"
                          icon={<DeleteOutlined />}
                          aria-label={t('detail.remove_row', { index: item.name + 1 })}
                          onClick={() => remove(item.name)}
                        />
                      )
                    }
                  >
                    <Form.Item
                      name={[item.name, 'question_id']}
                      label={t('fields.question_id')}
                      rules={[rule(`answers.${item.name}.question_id`)]}
                    >
                      <Select
                        showSearch
                        optionFilterProp="label"
                        onChange={() => setQuestion(item.name)}
                        options={[
                          { value: -1, label: t('interview.no_question') },
                          ...questions.map((q) => ({ value: q.id, label: q.content })),
                        ]}
                      />
                    </Form.Item>
                    {question?.suggest && (
                      <Typography.Paragraph type="secondary">
                        {t('interview.suggestion', { text: question.suggest })}
                      </Typography.Paragraph>
                    )}
                    {question?.question_kind === 2 && (
                      <Form.Item
                        name={[item.name, 'answer_id']}
                        label={t('fields.answer_id')}
                        rules={[rule(`answers.${item.name}.answer_id`), sheetRule(`answers.${item.name}.answer_id`)]}
                      >
                        <Select
                          options={question.answer.map((a) => ({ value: a.id, label: `${a.content} (${a.score})` }))}
                        />
                      </Form.Item>
                    )}
                    {question?.question_kind === 1 && (
                      <Form.Item
                        name={[item.name, 'answer_content']}
                        label={t('fields.answer_content')}
                        rules={[
                          rule(`answers.${item.name}.answer_content`),
                          sheetRule(`answers.${item.name}.answer_content`),
                        ]}
                      >
                        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />
                      </Form.Item>
                    )}
                    <Form.Item
                      name={[item.name, 'comment']}
                      label={t('fields.comment')}
                      rules={[rule(`answers.${item.name}.comment`)]}
                    >
                      <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
                    </Form.Item>
                  </Card>
                );
              })}
              {editing && (
                <Button
                  icon={<PlusOutlined />}
                  disabled={items.length >= MAX_INTERVIEW_ROWS}
                  onClick={() => add({ question_id: -1 })}
                >
                  {t('interview.add_question')}
                </Button>
              )}
              {/* Beside the disabled button: why no row can be added. */}
              {items.length >= MAX_INTERVIEW_ROWS && editing && (
                <Typography.Text type="danger"> {t('messages:validation.validMaxRow')}</Typography.Text>
              )}
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Form>
      {info?.join_url && (
        <Card size="small" title={t('interview.meeting')} style={{ marginTop: 12 }}>
          <Typography.Paragraph copyable={{ text: info.join_url }}>
            {t('interview.meeting_link', { url: info.join_url })}
          </Typography.Paragraph>
          {info.password && (
            <Typography.Paragraph>{t('interview.meeting_password', { password: info.password })}</Typography.Paragraph>
          )}
        </Card>
      )}
      <Space wrap style={{ marginTop: 12 }}>
        <TabActions
          editing={editing}
          canEdit={canEdit}
          saving={save.isPending}
          onEdit={() => setEditing(true)}
          onSave={() => void submit()}
          onCancel={() => void reload().then(() => setEditing(false))}
        />
        {canMail && (
          <Button disabled={editing || !buttons.invite} loading={mail.isPending} onClick={invite}>
            {t('interview.invite')}
          </Button>
        )}
        <Button disabled={editing || !buttons.startMeeting} onClick={startMeeting}>
          {t('interview.start_meeting')}
        </Button>
        {canMail && (
          <Button disabled={editing || !buttons.sendResult} onClick={sendResult}>
            {t('interview.send_result')}
          </Button>
        )}
        {buttons.nextRoundShown && canEdit && (
          <Button type="primary" disabled={editing || !buttons.nextRound} loading={next.isPending} onClick={nextRound}>
            {t('interview.next_round')}
          </Button>
        )}
      </Space>
    </>
  );
}
