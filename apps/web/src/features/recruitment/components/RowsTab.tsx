import {
  CAR_LICENSE_LEVELS,
  type CandidateDetail,
  candidateLanguageBody,
  candidateSchoolBody,
  candidateSoftwareBody,
  candidateWorkBody,
  JAPANESE_LEVELS,
  MAX_OTHER_LICENSES,
} from '@hr/contracts';
import { App, Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DeleteOutlined, PlusOutlined } from '../../../components/icons';
import { ApiError } from '../../../lib/api-client';
import { useGuardedSave } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-form';
import { type RowSave, useSaveRows } from '../api/candidates';
import { CHOICES, choiceKey, MONTHS, NEW_OTHER_LICENSE, yearsDown } from '../lib/candidate-form';
import type { TabProps } from './ProfileTab';
import { TabActions } from './TabActions';

type RowValues = Record<string, unknown> & { id?: number | string; kind?: string };
type ListTab = '5' | '6' | '7' | '8';
type Config = {
  list: RowSave['list'];
  rows: (candidate: CandidateDetail) => RowValues[];
  fields: string[];
  schema: z.ZodType;
  /** What a row sends (its fields, without the version). */
  body: (row: RowValues) => Record<string, unknown>;
  /** A row worth sending (software: a name or a year). */
  send?: (row: RowValues) => boolean;
  blank?: () => RowValues;
};

const pick = (row: RowValues, fields: string[]) =>
  Object.fromEntries(fields.map((f) => [f, row[f] === undefined || row[f] === '' ? null : row[f]]));
const FROM_TO = ['from_month', 'from_year', 'to_month', 'to_year'];

const CONFIGS: Record<ListTab, Config> = {
  '5': {
    list: 'language',
    rows: (c) => c.languages,
    fields: ['name', 'level', 'year', 'month'],
    schema: candidateLanguageBody,
    body: (row) => ({ kind: row.kind, ...pick(row, ['name', 'level', 'year', 'month']) }),
  },
  '6': {
    list: 'software',
    rows: (c) => c.software,
    fields: ['software', 'year'],
    schema: candidateSoftwareBody,
    body: (row) => pick(row, ['software', 'year']),
    send: (row) => Boolean(row.software || row.year),
  },
  '7': {
    list: 'school',
    rows: (c) => c.schools,
    fields: [...FROM_TO, 'school_name', 'faculty', 'study_skills'],
    schema: candidateSchoolBody,
    body: (row) => pick(row, [...FROM_TO, 'school_name', 'faculty', 'study_skills']),
    blank: () => ({}),
  },
  '8': {
    list: 'work',
    rows: (c) => c.works,
    fields: [...FROM_TO, 'company', 'contract_type', 'work_place_type', 'work_content', 'work_skill'],
    schema: candidateWorkBody,
    body: (row) => pick(row, [...FROM_TO, 'company', 'contract_type', 'work_place_type', 'work_content', 'work_skill']),
    blank: () => ({}),
  },
};
const LONG = new Set(['study_skills', 'work_content', 'work_skill']);

/**
 * The profile's lists (5 licenses, 6 software, 7 education, 8 work history): every row editable after Edit; Save
 * sends each new or changed row (software placeholders `fake_N` by POST), one after another with the candidate's
 * version; a refused row keeps edit mode with the server's messages under its fields.
 */
export function RowsTab({ tab, ...props }: TabProps & { tab: ListTab }) {
  const { candidate, editing, setEditing, canEdit, onDelete, reload } = props;
  const config = CONFIGS[tab];
  const { t } = useTranslation(['recruitment', 'messages']);
  const { message } = App.useApp();
  const [form] = Form.useForm<{ rows: RowValues[] }>();
  const saveRows = useSaveRows(candidate.id);
  const guarded = useGuardedSave();
  const saved = config.rows(candidate) as RowValues[];
  useEffect(() => {
    if (!editing) form.setFieldsValue({ rows: saved.map((row) => ({ ...row })) });
  }, [saved, editing, form]);
  // `preserve`: the rows with their id and kind, which no field holds (without it a row lost both: its title, its
  // name field and the count of 'other' licenses read nothing).
  const rows = Form.useWatch('rows', { form, preserve: true }) ?? [];
  const others = rows.filter((row) => row?.kind === 'other').length;
  // The form index of the row the server refused (its field errors go under that row).
  const failed = useRef(0);

  const rule = (index: number, field: string) =>
    zodRule(config.schema, field, t, (values: { rows?: RowValues[] }) => ({
      ...config.body(values.rows?.[index] ?? {}),
      version: 1,
    }));

  const submit = () =>
    guarded(
      async () => {
        // validateFields answers only the fields on the form: without their id and kind every saved row went out as a
        // new one (a duplicate) and a license as an 'other'. The store keeps them.
        await form.validateFields();
        const values = (form.getFieldsValue(true) as { rows?: RowValues[] }).rows ?? [];
        const changes: (RowSave & { index: number })[] = [];
        values.forEach((row, index) => {
          const before = saved.find((s) => s.id === row.id);
          const body = config.body(row);
          if (before && JSON.stringify(config.body(before)) === JSON.stringify(body)) return;
          if (config.send && !config.send(row)) return;
          const fake = typeof row.id === 'string';
          const rowId = typeof row.id === 'number' && row.id > 0 ? row.id : undefined;
          changes.push({ list: config.list, rowId, method: fake ? 'POST' : 'PUT', body, index });
        });
        try {
          await saveRows.mutateAsync({ rows: changes, version: candidate.version });
        } catch (error) {
          if (error instanceof ApiError)
            failed.current = changes[(error as { rowIndex?: number }).rowIndex ?? 0]?.index ?? 0;
          throw error;
        }
        void message.success(t('messages:success.update_success'));
        setEditing(false);
      },
      {
        form,
        fallback: t('messages:errors.update_fail'),
        fields: (path) => ['rows', failed.current, ...path],
      },
    );

  const control = (field: string, row: RowValues | undefined) => {
    // The Japanese license's level is N1 to N5, the car license's yes or no (the contract's rule); others free text.
    if (tab === '5' && field === 'level' && row?.kind === 'japanese')
      return <Select allowClear options={JAPANESE_LEVELS.map((level) => ({ value: level, label: level }))} />;
    if (tab === '5' && field === 'level' && row?.kind === 'car_license')
      return (
        <Select
          allowClear
          options={CAR_LICENSE_LEVELS.map((level) => ({ value: level, label: t(`license_levels.${level}`) }))}
        />
      );
    if (field.endsWith('_month') || field === 'month')
      return <Select allowClear options={MONTHS.map((m) => ({ value: m, label: String(m) }))} />;
    if (field.endsWith('_year') || (field === 'year' && tab === '5'))
      return (
        <Select
          allowClear
          showSearch
          options={yearsDown(new Date().getFullYear() + 5).map((y) => ({ value: y, label: String(y) }))}
        />
      );
    if (CHOICES[field])
      return <Select allowClear options={CHOICES[field]!.map((c) => ({ value: c, label: t(choiceKey(field, c)) }))} />;
    if (LONG.has(field)) return <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} />;
    return <Input />;
  };
  const rowTitle = (row: RowValues | undefined, index: number) => {
    if (tab === '5' && row?.kind && row.kind !== 'other') return t(`licenses.${row.kind}`);
    return `${index + 1}`;
  };
  const fieldLabel = (field: string) =>
    tab === '5' && field === 'name' ? t('fields.license_name') : t(`fields.${field}`);

  return (
    <>
      <Form form={form} name={`candidate-rows-${tab}`} layout="vertical" disabled={!editing}>
        <Form.List name="rows">
          {(items, { add, remove }) => (
            <>
              {items.length === 0 && <Typography.Paragraph>{t('detail.empty')}</Typography.Paragraph>}
              {items.map((item) => {
                const row = rows[item.name];
                // Only new 'other' licenses (and new rows) can be removed: saved rows have no delete call.
                const removable = editing && (row?.id === undefined || (typeof row.id === 'number' && row.id < 0));
                return (
                  <Card
                    key={item.key}
                    size="small"
                    title={rowTitle(row, item.name)}
                    style={{ marginBottom: 12 }}
                    extra={
                      removable && (
                        <Button
                          size="small"
                          icon={<DeleteOutlined />}
                          aria-label={t('detail.remove_row', { index: item.name + 1 })}
                          onClick={() => remove(item.name)}
                        />
                      )
                    }
                  >
                    <Row gutter={12}>
                      {config.fields
                        .filter((field) => !(tab === '5' && field === 'name' && row?.kind !== 'other'))
                        .map((field) => (
                          <Col key={field} xs={24} sm={LONG.has(field) ? 24 : 12}>
                            <Form.Item
                              name={[item.name, field]}
                              label={fieldLabel(field)}
                              rules={
                                editing && (!config.send || config.send(row ?? {})) ? [rule(item.name, field)] : []
                              }
                            >
                              {control(field, row)}
                            </Form.Item>
                          </Col>
                        ))}
                    </Row>
                  </Card>
                );
              })}
              {editing && tab === '5' && (
                <Button
                  icon={<PlusOutlined />}
                  disabled={others >= MAX_OTHER_LICENSES}
                  onClick={() => add({ id: -Date.now(), kind: 'other', name: NEW_OTHER_LICENSE })}
                >
                  {t('detail.add_other')}
                </Button>
              )}
              {editing && tab === '5' && others >= MAX_OTHER_LICENSES && (
                <Typography.Text type="secondary"> {t('detail.max_other')}</Typography.Text>
              )}
              {editing && config.blank && (
                <Button icon={<PlusOutlined />} onClick={() => add(config.blank!())}>
                  {t('detail.add_row')}
                </Button>
              )}
            </>
          )}
        </Form.List>
      </Form>
      <TabActions
        editing={editing}
        canEdit={canEdit}
        saving={saveRows.isPending}
        onEdit={() => setEditing(true)}
        onSave={() => void submit()}
        onCancel={() => void reload().then(() => setEditing(false))}
        onDelete={onDelete}
      />
    </>
  );
}
