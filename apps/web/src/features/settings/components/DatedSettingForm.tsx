import { companyToday, type SettingKind, type SettingVersionSummary, statutoryInForce } from '@hr/contracts';
import {
  App,
  Button,
  Card,
  DatePicker,
  Flex,
  Form,
  type FormInstance,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useResponsiveColumns } from '../../../components/responsive-table';
import { datePickerProps, formatDate, formatDateTime, fromIsoDate, toIsoDate } from '../../../lib/format';
import { type FieldPath, useGuardedSave } from '../../../lib/save-error';
import { useConfirmDiscard } from '../../../lib/use-unsaved-changes';
import { checkBody } from '../../../lib/zod-form';
import { useSaveSetting, useSetting, useSettingVersions } from '../api/dated-settings';
import { type ChangeRow, describeChanges, versionDiff } from '../lib/version-diff';
import { Later } from './Later';

type Values = Record<string, unknown>;
type Loaded = NonNullable<ReturnType<typeof useSetting>['data']>;

export type DatedSettingFormProps = {
  kind: SettingKind;
  /**
   * The server's schema of the body, loaded when first needed (the first change or the save): zod and the contracts'
   * rules stay out of the page's first paint.
   */
  schema: () => Promise<z.ZodType>;
  /** Server fields (or the built-in statutory ones) to form values. */
  fromData: (data: Values) => Values;
  /** Form values to the API's body (without id, version, effective_from). */
  toBody: (values: Values) => Values;
  /** Error paths of the body to form name paths (lists kept apart in the form). */
  remap?: (path: FieldPath, form: FormInstance) => FieldPath;
  canUpdate: boolean;
  onDirtyChange: (dirty: boolean) => void;
  /** Called after every programmatic change of the values (load, restore), for derived fields. */
  onValuesSet?: (form: FormInstance) => void;
  onValuesChange?: (changed: Values, form: FormInstance) => void;
  children: (form: FormInstance) => ReactNode;
  /**
   * Fields below the fold: mounted after the others when the browser is idle (with Restore and Save under them, so
   * nothing shown moves when they come).
   */
  below?: (form: FormInstance) => ReactNode;
};

/**
 * One dated settings form (salary, tax and insurance, working time): the version in force on a date loaded into the
 * form, "applies from" (default today: a new date adds a version, an existing one replaces it), save-all,
 * restore-defaults (the statutory values in force on the form's date, no server call), and the history of versions
 * with a comparison of two of them.
 */
export function DatedSettingForm(props: DatedSettingFormProps) {
  const { kind, schema, fromData, toBody, remap, canUpdate, onDirtyChange, children } = props;
  const { t } = useTranslation(['settings', 'common', 'messages']);
  const { message, modal } = App.useApp();
  const guardedSave = useGuardedSave();
  const confirmDiscard = useConfirmDiscard();
  const [form] = Form.useForm();
  /** The date whose version is in the form; undefined: today's. */
  const [loadedDate, setLoadedDate] = useState<string | undefined>(undefined);
  /** The version in the form: set with the form's values in one transition, so its hint and the values show together. */
  const [data, setData] = useState<Loaded>();
  /** The fields mount once, with the first version's values (or empty if it could not be loaded): one render, not two. */
  const [failed, setFailed] = useState(false);
  const ready = data !== undefined || failed;
  const save = useSaveSetting(kind);
  const [dirty, setDirty] = useState(false);
  const [compare, setCompare] = useState<{ a?: number; b?: number }>({});
  const versions = useSettingVersions(kind, compare.a !== undefined && compare.b !== undefined);
  const schemaLoad = useRef<Promise<z.ZodType>>(undefined);
  const loadSchema = () => {
    schemaLoad.current ??= schema().catch((error: unknown) => {
      schemaLoad.current = undefined;
      throw error;
    });
    return schemaLoad.current;
  };
  const markDirty = (value: boolean) => {
    setDirty(value);
    onDirtyChange(value);
  };

  // The version's answer fills the form in a transition: React renders the fields in slices instead of one long
  // task (the query's answer is an urgent update; on a slow phone that render was 0.3 to 0.5 s of blocking time).
  const loaded = (next: Loaded) =>
    startTransition(() => {
      form.resetFields();
      form.setFieldsValue({ ...fromData(next), effective_from: fromIsoDate(loadedDate ?? companyToday()) });
      props.onValuesSet?.(form);
      markDirty(false);
      setData(next);
    });

  const effectiveDate = (): string =>
    toIsoDate(form.getFieldValue('effective_from') as Dayjs | undefined) ?? companyToday();

  const restore = () =>
    modal.confirm({
      title: t('restore.title'),
      content: t('restore.content', { date: formatDate(effectiveDate()) }),
      okText: t('restore.ok'),
      cancelText: t('common:actions.cancel'),
      onOk: () => {
        form.setFieldsValue(fromData(statutoryInForce(kind, effectiveDate()).data as unknown as Values));
        props.onValuesSet?.(form);
        markDirty(true);
        message.success(t('restore.done'));
      },
    });

  const fields = remap && ((path: FieldPath) => remap(path, form));
  // The browser checks the whole body with the server's schema first; its problems and the server's take one path.
  const submit = () =>
    guardedSave(
      async () => {
        const values = form.getFieldsValue(true) as Values;
        const body = {
          ...toBody(values),
          effective_from: effectiveDate(),
          ...(data ? { id: data.id, version: data.version } : {}),
        };
        form.setFields(form.getFieldsError().map(({ name }) => ({ name, errors: [] })));
        const refused = checkBody(await loadSchema(), body, t, t('invalid'));
        if (refused) throw refused;
        const saved = await save.mutateAsync({ body, loadedId: data?.id });
        markDirty(false);
        message.success(t(saved.created ? 'saved_new_version' : 'saved', { date: formatDate(saved.effective_from) }));
        setLoadedDate(saved.effective_from);
      },
      { form, fields, fallback: t('save_failed'), invalidToast: t('invalid') },
    );

  const open = (version: SettingVersionSummary) => confirmDiscard(dirty, () => setLoadedDate(version.effective_from));

  const list = data?.versions ?? [];
  const today = companyToday();
  const inForceId = [...list].reverse().find((v) => v.effective_from <= today)?.id;
  const diff = useMemo(() => {
    const a = versions.data?.find((v) => v.id === compare.a);
    const b = versions.data?.find((v) => v.id === compare.b);
    return a && b ? describeChanges(t, kind, versionDiff(a, b)) : undefined;
  }, [versions.data, compare.a, compare.b, t, kind]);
  const versionOptions = list.map((v) => ({ value: v.id, label: formatDate(v.effective_from) }));
  // At phone width the state and the time of the last save move into the row's expanded part.
  const versionTable = useResponsiveColumns<SettingVersionSummary>([
    {
      title: t('versions.effective_from'),
      dataIndex: 'effective_from',
      render: (value: string) => formatDate(value),
    },
    {
      title: t('versions.state'),
      key: 'state',
      secondary: true,
      render: (_, v) => (
        <Space wrap>
          {v.id === inForceId && <Tag color="blue">{t('versions.in_force')}</Tag>}
          {v.effective_from > today && <Tag>{t('versions.future')}</Tag>}
          {v.locked && <Tag color="red">{t('versions.locked')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('versions.updated_at'),
      dataIndex: 'updated_at',
      secondary: true,
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('common:table.action'),
      key: 'open',
      render: (_, v) => (
        <Button size="small" disabled={false} onClick={() => open(v)}>
          {t('versions.open')}
        </Button>
      ),
    },
  ]);
  const diffTable = useResponsiveColumns<ChangeRow>([
    { title: t('versions.field'), dataIndex: 'label' },
    { title: t('versions.before'), dataIndex: 'before' },
    { title: t('versions.after'), dataIndex: 'after' },
  ]);

  return (
    <Form
      form={form}
      name={`setting-${kind}`}
      layout="vertical"
      disabled={!canUpdate}
      onValuesChange={(changed) => {
        props.onValuesChange?.(changed as Values, form);
        markDirty(true);
        // A change means a save may follow: its schema starts loading now.
        loadSchema().catch(() => undefined);
      }}
    >
      <Flex gap={16} align="end" wrap style={{ marginBottom: 16 }}>
        <Form.Item
          name="effective_from"
          label={t('effective_from')}
          extra={data ? t('loaded_version', { date: formatDate(data.effective_from) }) : undefined}
          style={{ marginBottom: 0 }}
        >
          <DatePicker {...datePickerProps} allowClear={false} aria-label={t('effective_from')} />
        </Form.Item>
        {data?.locked && <Tag color="red">{t('versions.locked')}</Tag>}
      </Flex>
      <LoadedSetting kind={kind} date={loadedDate} onLoaded={loaded} onFailed={() => setFailed(true)} />
      {ready && children(form)}
      {/* What is below the fold mounts when the browser is idle after the fill, in renders and commits of its own: the
          fields of `below` with Restore and Save under them, then (once more idle) the history of versions. */}
      {ready && (
        <Later>
          {props.below?.(form)}
          {canUpdate && (
            <Space style={{ marginTop: 16 }}>
              <Button onClick={restore}>{t('restore.button')}</Button>
              <Button type="primary" onClick={submit} loading={save.isPending}>
                {save.isPending ? t('saving') : t('save_all')}
              </Button>
            </Space>
          )}
          {data && (
            <Later>
              <Card
                size="small"
                title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('versions.title')}</h2>}
                style={{ marginTop: 24 }}
              >
                <Table<SettingVersionSummary>
                  rowKey="id"
                  size="small"
                  pagination={false}
                  dataSource={list}
                  {...versionTable}
                />
                <Flex gap={12} wrap align="center" style={{ marginTop: 12 }}>
                  <Typography.Text>{t('versions.compare')}</Typography.Text>
                  <Select
                    aria-label={t('versions.compare_from')}
                    placeholder={t('versions.compare_from')}
                    style={{ minWidth: 160 }}
                    disabled={false}
                    options={versionOptions}
                    value={compare.a}
                    onChange={(a) => setCompare((c) => ({ ...c, a }))}
                  />
                  <Select
                    aria-label={t('versions.compare_to')}
                    placeholder={t('versions.compare_to')}
                    style={{ minWidth: 160 }}
                    disabled={false}
                    options={versionOptions}
                    value={compare.b}
                    onChange={(b) => setCompare((c) => ({ ...c, b }))}
                  />
                </Flex>
                {diff && (
                  <Table<ChangeRow>
                    style={{ marginTop: 12 }}
                    size="small"
                    rowKey="key"
                    pagination={false}
                    locale={{ emptyText: t('versions.no_difference') }}
                    dataSource={diff}
                    aria-label={t('versions.differences')}
                    {...diffTable}
                  />
                )}
              </Card>
            </Later>
          )}
        </Later>
      )}
    </Form>
  );
}

/**
 * The query of the version on a date, in a leaf of its own: its answer re-renders only this (urgently, as every
 * query answer), and the form follows in the transition of `onLoaded`.
 */
function LoadedSetting({
  kind,
  date,
  onLoaded,
  onFailed,
}: {
  kind: SettingKind;
  date?: string;
  onLoaded: (data: Loaded) => void;
  onFailed: () => void;
}) {
  const { data, isError } = useSetting(kind, date);
  useEffect(() => {
    if (data) onLoaded(data);
  }, [data]);
  useEffect(() => {
    if (isError) onFailed();
  }, [isError]);
  return null;
}
