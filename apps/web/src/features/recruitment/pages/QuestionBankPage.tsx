import type { BankQuestion } from '@hr/contracts';
import { Button, Card, Flex, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '../../../components/icons';
import { lazyPart } from '../../../components/lazy-part';
import { PageHeading } from '../../../components/PageHeading';
import { useResponsiveColumns } from '../../../components/responsive-table';
import { hasPermission } from '../../../lib/access';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { useConfirmDelete } from '../../../lib/use-confirm';
import { useDeleteQuestion, useQuestionBank } from '../api/question-bank';

const QuestionFormModal = lazyPart(() => import('../components/QuestionFormModal').then((m) => m.QuestionFormModal));

/** The question bank of the interview sheets (issue 30, ours): every question in ja, en and vi, retired ones too. */
export default function QuestionBankPage() {
  const { t, i18n } = useTranslation(['recruitment', 'common', 'messages']);
  const { data: me } = useCurrentUser();
  const bank = useQuestionBank();
  const remove = useDeleteQuestion();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<{ question?: BankQuestion } | null>(null);
  const canEdit = hasPermission(me, 'recruitment.edit');
  const lang = (['ja', 'vi'].includes(i18n.language) ? i18n.language : 'en') as 'en' | 'ja' | 'vi';
  const contentOf = (q: BankQuestion) => q[`content_${lang}`];
  const table = useResponsiveColumns<BankQuestion>([
    { title: t('bank.columns.order'), dataIndex: 'sort_order', width: 80, secondary: true },
    { title: t('bank.columns.content'), key: 'content', render: (_, q) => contentOf(q) },
    {
      title: t('bank.columns.kind'),
      dataIndex: 'question_kind',
      width: 110,
      secondary: true,
      render: (kind: number) => t(`bank.kind.${kind}`),
    },
    {
      title: t('bank.columns.answers'),
      key: 'answers',
      secondary: true,
      render: (_, q) => q.choices.map((c) => `${c[`content_${lang}`]} (${c.score})`).join(', '),
    },
    {
      title: t('bank.columns.state'),
      key: 'state',
      width: 160,
      secondary: true,
      render: (_, q) => (
        <Space wrap>
          <Tag>{q.active ? t('bank.active') : t('bank.retired')}</Tag>
          {q.used > 0 && <span>{t('bank.used', { count: q.used })}</span>}
        </Space>
      ),
    },
    ...(canEdit
      ? [
          {
            title: t('common:table.action'),
            key: 'action',
            width: 110,
            render: (_: unknown, q: BankQuestion) => (
              <Space>
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('bank.edit', { name: contentOf(q) })}
                  onClick={() => setEditing({ question: q })}
                />
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('bank.delete', { name: contentOf(q) })}
                  onClick={() =>
                    confirmDelete({
                      title: t('bank.delete_title'),
                      content: contentOf(q),
                      remove: () => remove.mutateAsync(q.id),
                      deleted: t('messages:success.delete_success'),
                      failed: t('messages:errors.delete_fail'),
                    })
                  }
                />
              </Space>
            ),
          },
        ]
      : []),
  ]);
  return (
    <Card title={<PageHeading title={t('bank.title')} />}>
      {canEdit && (
        <Flex justify="flex-end" style={{ marginBottom: 16 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('bank.add')}
          </Button>
        </Flex>
      )}
      <Table<BankQuestion>
        rowKey="id"
        size="middle"
        loading={bank.isFetching}
        dataSource={bank.data}
        pagination={false}
        {...table}
      />
      <QuestionFormModal open={editing !== null} question={editing?.question} onClose={() => setEditing(null)} />
    </Card>
  );
}
