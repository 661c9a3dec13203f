import { PlusOutlined } from '../../../components/icons';
import { companyToday, type HolidayBody, type HolidayItem } from '@hr/contracts';
import { App, Button, DatePicker, Flex, Form, Input, Modal, Select, Switch, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResponsiveColumns } from '../../../components/responsive-table';
import { RowActions } from '../../../components/RowActions';
import { datePickerProps, formatDate, fromIsoDate, toIsoDate, toMonthDay } from '../../../lib/format';
import { useSaveError } from '../../../lib/save-error';
import { useConfirmDelete } from '../../../lib/use-confirm';
import { useDeleteHoliday, useHolidays, useSaveHoliday } from '../api/holidays';

const TYPE_COLORS: Record<number, string> = { 1: 'red', 2: 'blue', 3: 'default' };
type FormValues = { holiday_name: string; day: Dayjs; type: 1 | 2 | 3; repeat: boolean; notes?: string };

function HolidayDialog({ holiday, open, onClose }: { holiday?: HolidayItem; open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveHoliday();
  const saveError = useSaveError();
  const today = companyToday();

  const submit = async (values: FormValues) => {
    const body: HolidayBody = {
      holiday_name: values.holiday_name?.trim() ?? '',
      date: toMonthDay(values.day),
      year: values.day.year(),
      type: values.type,
      repeat_year: values.repeat ? 1 : 0,
      notes: values.notes?.trim() || null,
      ...(holiday ? { version: holiday.version } : {}),
    };
    try {
      await save.mutateAsync({ id: holiday?.id, body });
      message.success(t(holiday ? 'holidays.updated' : 'holidays.created'));
      onClose();
    } catch (error) {
      // The server's date and year both belong to the one date picker of the form.
      saveError(error, { form, fallback: t('holidays.save_failed'), fields: { date: 'day', year: 'day' } });
    }
  };

  return (
    <Modal
      open={open}
      title={t(holiday ? 'holidays.edit_title' : 'holidays.add_title')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        name="holiday"
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={
          holiday
            ? {
                holiday_name: holiday.holiday_name,
                day: fromIsoDate(holiday.full_date) ?? undefined,
                type: holiday.type as 1 | 2 | 3,
                repeat: holiday.repeat_year === 1,
                notes: holiday.notes ?? undefined,
              }
            : { type: 2, repeat: false }
        }
      >
        <Form.Item
          name="holiday_name"
          label={t('holidays.name')}
          rules={[{ required: true, whitespace: true, min: 3, max: 128, message: t('holidays.name_rule') }]}
        >
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="day" label={t('holidays.date')} rules={[{ required: true, message: t('holidays.date_rule') }]}>
          <DatePicker
            {...datePickerProps}
            disabledDate={(d) => (toIsoDate(d) ?? '') < today}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="type" label={t('holidays.type')} rules={[{ required: true }]}>
          <Select options={[1, 2, 3].map((v) => ({ value: v, label: t(`holidays.types.${v}`) }))} />
        </Form.Item>
        <Form.Item name="repeat" label={t('holidays.repeat_year')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="notes" label={t('holidays.notes')} rules={[{ max: 256 }]}>
          <Input.TextArea maxLength={256} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Holidays: year filter (this year +5 down to -5), table, add/edit dialog, delete confirmation. */
export function HolidaysTab({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation(['settings', 'common']);
  const confirmDelete = useConfirmDelete();
  const current = Number(companyToday().slice(0, 4));
  const [year, setYear] = useState(current);
  const list = useHolidays(year);
  const remove = useDeleteHoliday();
  const [editing, setEditing] = useState<{ holiday?: HolidayItem } | null>(null);
  const years = Array.from({ length: 11 }, (_, i) => current + 5 - i);

  const askDelete = (holiday: HolidayItem) =>
    confirmDelete({
      title: t('holidays.delete_title'),
      content: t('holidays.delete_content', { name: holiday.holiday_name }),
      remove: () => remove.mutateAsync(holiday.id),
      deleted: t('holidays.deleted'),
      failed: t('holidays.delete_failed'),
    });

  // At phone width the name, the date and the actions stay in the row; the rest moves into its expanded part.
  const table = useResponsiveColumns<HolidayItem>([
    { title: t('holidays.no'), key: 'no', width: 60, secondary: true, render: (_, __, i) => i + 1 },
    { title: t('holidays.name'), dataIndex: 'holiday_name' },
    { title: t('holidays.date'), dataIndex: 'full_date', render: (d: string) => formatDate(d) },
    {
      title: t('holidays.type'),
      dataIndex: 'type',
      secondary: true,
      render: (type: number) => <Tag color={TYPE_COLORS[type]}>{t(`holidays.types.${type}`)}</Tag>,
    },
    {
      title: t('holidays.repeat_year'),
      dataIndex: 'repeat_year',
      secondary: true,
      render: (r: number) => (r === 1 ? t('holidays.yes') : t('holidays.no_repeat')),
    },
    {
      title: t('holidays.day_off_in_lieu'),
      dataIndex: 'day_off_in_lieu',
      secondary: true,
      render: (d: string | null) => formatDate(d) ?? '',
    },
    {
      title: t('common:table.action'),
      key: 'action',
      width: 120,
      render: (_, h) =>
        canUpdate ? <RowActions onEdit={() => setEditing({ holiday: h })} onDelete={() => askDelete(h)} /> : null,
    },
  ]);

  return (
    <>
      <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('holidays.year')}
          value={year}
          onChange={setYear}
          style={{ width: 140 }}
          options={years.map((y) => ({ value: y, label: String(y) }))}
        />
        {canUpdate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('holidays.add')}
          </Button>
        )}
      </Flex>
      <Table<HolidayItem>
        rowKey={(h) => `${h.id}-${h.full_date}`}
        loading={list.isFetching}
        dataSource={list.data}
        pagination={false}
        aria-label={t('holidays.table')}
        {...table}
      />
      {editing && (
        <HolidayDialog
          key={editing.holiday ? `${editing.holiday.id}-${editing.holiday.version}` : 'new'}
          open
          holiday={editing.holiday}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
