import { type BankQuestion, questionCreateBody, questionUpdateBody } from '@hr/contracts';
import { App, Button, Card, Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/FormModal';
import { DeleteOutlined, PlusOutlined } from '../../../components/icons';
import { useGuardedSave } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-form';
import { useSaveQuestion } from '../api/question-bank';

type Choice = { id?: number | null; score?: number; content_en?: string; content_ja?: string; content_vi?: string };
type Values = Omit<Partial<BankQuestion>, 'choices'> & { choices?: Choice[] };
const LANGS = ['ja', 'en', 'vi'] as const;

const toBody = (values: Values, question?: BankQuestion) => ({
  question_kind: values.question_kind,
  content_en: values.content_en,
  content_ja: values.content_ja,
  content_vi: values.content_vi,
  suggest_en: values.suggest_en ?? null,
  suggest_ja: values.suggest_ja ?? null,
  suggest_vi: values.suggest_vi ?? null,
  active: values.active ?? true,
  sort_order: values.sort_order ?? 0,
  choices:
    values.question_kind === 2
      ? (values.choices ?? []).map((c) => ({
          id: c.id ?? null,
          score: c.score,
          content_en: c.content_en,
          content_ja: c.content_ja,
          content_vi: c.content_vi,
        }))
      : [],
  ...(question ? { version: question.version } : {}),
});

/** Add or edit a question of the bank: its text and suggestion in three languages, and a choice's scored answers. */
export function QuestionFormModal({
  open,
  question,
  onClose,
}: {
  open: boolean;
  question?: BankQuestion;
  onClose: () => void;
}) {
  const { t } = useTranslation(['recruitment', 'messages']);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveQuestion();
  const guarded = useGuardedSave();
  const kind = Form.useWatch('question_kind', form);
  const schema = question ? questionUpdateBody : questionCreateBody;
  const rule = (field: string) => zodRule(schema, field, t, (v: Values) => toBody(v, question));
  useEffect(() => {
    if (open) form.setFieldsValue(question ?? { question_kind: 1, active: true, sort_order: 0, choices: [] });
  }, [open, question, form]);

  const submit = () =>
    guarded(
      async () => {
        // validateFields answers only the fields on the form: a choice's id is none, and without it a used choice
        // read as removed (422 choice_in_use). The store keeps it.
        await form.validateFields();
        const values = form.getFieldsValue(true) as Values;
        await save.mutateAsync({ id: question?.id, body: toBody(values, question) as never });
        void message.success(t('messages:success.update_success'));
        onClose();
      },
      { form, fallback: t('messages:errors.update_fail') },
    );

  return (
    <FormModal
      open={open}
      title={question ? t('bank.edit_title') : t('bank.add_title')}
      width={800}
      saving={save.isPending}
      onSave={() => void submit()}
      onCancel={onClose}
    >
      <Form form={form} name="question-bank" layout="vertical">
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item name="question_kind" label={t('messages:fields.question_kind')} rules={[rule('question_kind')]}>
              <Select options={[1, 2].map((k) => ({ value: k, label: t(`bank.kind.${k}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="sort_order" label={t('messages:fields.sort_order')} rules={[rule('sort_order')]}>
              <InputNumber min={0} max={10000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="active" label={t('messages:fields.active')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          {LANGS.map((lang) => (
            <Col key={lang} xs={24}>
              <Form.Item
                name={`content_${lang}`}
                label={t(`messages:fields.content_${lang}`)}
                rules={[rule(`content_${lang}`)]}
              >
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
              </Form.Item>
            </Col>
          ))}
          {LANGS.map((lang) => (
            <Col key={lang} xs={24} sm={8}>
              <Form.Item
                name={`suggest_${lang}`}
                label={t(`messages:fields.suggest_${lang}`)}
                rules={[rule(`suggest_${lang}`)]}
              >
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        {kind === 2 && (
          <Form.List name="choices">
            {(items, { add, remove }) => (
              <>
                {items.map((item) => (
                  <Card
                    key={item.key}
                    size="small"
                    title={t('bank.choice', { index: item.name + 1 })}
                    style={{ marginBottom: 8 }}
                    extra={
                      <Button
                        size="small"
                        icon={<DeleteOutlined />}
                        aria-label={t('bank.remove_choice', { index: item.name + 1 })}
                        onClick={() => remove(item.name)}
                      />
                    }
                  >
                    <Row gutter={8}>
                      <Col xs={24} sm={6}>
                        <Form.Item
                          name={[item.name, 'score']}
                          label={t('messages:fields.score')}
                          rules={[rule(`choices.${item.name}.score`)]}
                        >
                          <InputNumber min={0} max={100} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                      {LANGS.map((lang) => (
                        <Col key={lang} xs={24} sm={6}>
                          <Form.Item
                            name={[item.name, `content_${lang}`]}
                            label={t(`messages:fields.content_${lang}`)}
                            rules={[rule(`choices.${item.name}.content_${lang}`)]}
                          >
                            <Input />
                          </Form.Item>
                        </Col>
                      ))}
                    </Row>
                  </Card>
                ))}
                <Button icon={<PlusOutlined />} disabled={items.length >= 10} onClick={() => add({ score: 0 })}>
                  {t('bank.add_choice')}
                </Button>
              </>
            )}
          </Form.List>
        )}
      </Form>
    </FormModal>
  );
}
