import { STAFF_CREATE_REDIRECT_MS } from '@hr/contracts';
import { Alert, App, Button, Card, Form, type FormInstance, Skeleton, Space, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '../../../lib/router';
import { ArrowLeftOutlined } from '../../../components/icons';
import { lazyPart } from '../../../components/lazy-part';
import { PageHeading } from '../../../components/PageHeading';
import { hasPermission } from '../../../lib/access';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/lookups/current-user';
import { isFormCheckFailure, placeFieldErrors, useSaveError } from '../../../lib/save-error';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import { useCreateStaff, useSaveStaffTab, useStaffRecord } from '../api/staff';
import { GeneralTab } from '../components/GeneralTab';
import { useRestoreOffer } from '../components/use-restore-offer';
import {
  formPathOf,
  type GeneralValues,
  NEW_GENERAL,
  NEW_SALARY,
  NEW_TAX,
  recordToGeneral,
  recordToSalary,
  recordToTax,
  type SalaryValues,
  type StaffTab,
  seesPay,
  type TaxValues,
  tabOfError,
  tabOfPath,
  toCreateBody,
  toGeneralEdit,
  toSalaryBody,
  toTaxBody,
} from '../lib/staff-form';
import { STAFF_LIST_PATH } from './StaffListPage';
import './staff-tabs.css';

// Every tab but the first loads when first shown (components/lazy-part.tsx).
const tabPart = <P extends object>(load: () => Promise<React.ComponentType<P>>) =>
  lazyPart(load, () => true, <Skeleton active />);
const SalaryTab = tabPart(() => import('../components/SalaryTab').then((m) => m.SalaryTab));
const TaxTab = tabPart(() => import('../components/TaxTab').then((m) => m.TaxTab));
const HistoriesTab = tabPart(() => import('../components/HistoriesTab').then((m) => m.HistoriesTab));
const ChangeLogTab = tabPart(() => import('../components/ChangeLogTab').then((m) => m.ChangeLogTab));

type FormTab = 'general' | 'salary' | 'tax';
const CLEAN: Record<FormTab, boolean> = { general: false, salary: false, tax: false };

/**
 * /staff/create and /staff/{id} (specification 001 sections 2 to 5, 8): tabs general information, current salary,
 * insurance and tax, and (a saved record) work histories and, for pay readers, the change log. Creating saves every
 * tab in one call; a saved record saves one tab at a time (a new pay configuration or tax profile each time). A
 * reader without the pay-view flag gets the record without its pay class: those tabs and fields are not shown.
 */
export default function StaffDetailPage() {
  const { t } = useTranslation(['staff', 'common', 'messages']);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const saveError = useSaveError();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : undefined;
  const creating = params.id === undefined;
  const { data: me } = useCurrentUser();
  const record = useStaffRecord(id);
  const create = useCreateStaff();
  const saveTab = useSaveStaffTab();
  const [generalForm] = Form.useForm<GeneralValues>();
  const [salaryForm] = Form.useForm<SalaryValues>();
  const [taxForm] = Form.useForm<TaxValues>();
  const forms: Record<FormTab, FormInstance> = { general: generalForm, salary: salaryForm, tax: taxForm };
  const [tab, setTab] = useState<StaffTab>('general');
  const [dirty, setDirty] = useState(CLEAN);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const unsaved = useUnsavedChanges(dirty.general || dirty.salary || dirty.tax);
  const [createdId, setCreatedId] = useState<number>();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Leaving before the redirect (Return) cancels it.
  useEffect(() => () => clearTimeout(redirect.current), []);
  const data = record.data;
  const pay = creating || seesPay(data);
  const canUpdate = hasPermission(me, creating ? 'staff.create' : 'staff.update');
  // Citizen ID and bank (pay class) only when the server sent them; the server keeps them otherwise.
  const payFields = creating || (data !== undefined && 'citize_id_card' in data);
  const locked = createdId !== undefined;
  const edited = (which: FormTab) => () => {
    if (!dirtyRef.current[which]) setDirty((current) => ({ ...current, [which]: true }));
  };
  const offerRestore = useRestoreOffer(
    () => generalForm.getFieldValue('alias_id'),
    () => unsaved.saved(),
  );

  useEffect(() => {
    if (params.id && !creating && id === undefined) navigate(STAFF_LIST_PATH, { replace: true });
  }, [params.id, creating, id, navigate]);
  useEffect(() => {
    if (!record.isError) return;
    void message.error(t('messages.load_failed'));
    navigate(STAFF_LIST_PATH, { replace: true });
  }, [record.isError, message, navigate, t]);
  // The saved record fills each tab the person is not editing (a save of one tab reloads the record).
  useEffect(() => {
    if (!data) return;
    const today = dayjs().startOf('day');
    if (!dirtyRef.current.general) generalForm.setFieldsValue(recordToGeneral(data));
    if (seesPay(data)) {
      if (!dirtyRef.current.salary) salaryForm.setFieldsValue(recordToSalary(data, today));
      if (!dirtyRef.current.tax) taxForm.setFieldsValue(recordToTax(data, today));
    }
  }, [data, generalForm, salaryForm, taxForm]);

  /** A refused save: field errors under their tabs' fields, the tab of the code or first error shown, a toast. */
  const showSaveError = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status >= 500 || Object.keys(error.fieldErrors).length === 0)
      return saveError(error, { fallback: t('messages.save_failed') });
    const paths = Object.keys(error.fieldErrors);
    for (const which of ['general', 'salary', 'tax'] as const) {
      const errors = Object.fromEntries(
        paths.filter((p) => tabOfPath(p) === which).map((p) => [p, error.fieldErrors[p] ?? []]),
      );
      if (Object.keys(errors).length > 0)
        placeFieldErrors(forms[which], new ApiError(error.status, { ...error.body, errors }), (path) =>
          formPathOf(path.join('.')),
        );
    }
    const target = tabOfError(error.code, paths);
    if (target) setTab(target);
    if (error.code === 'alias_id_deleted') return void offerRestore(error);
    void message.error(error.status === 400 ? t('messages.invalid') : error.message);
  };

  /** The form's own check of each tab; the first tab with a problem is shown. */
  const checkTabs = async (which: FormTab[]): Promise<boolean> => {
    for (const name of which) {
      try {
        await forms[name].validateFields();
      } catch (error) {
        if (!isFormCheckFailure(error)) throw error;
        setTab(name);
        void message.error(t('messages.invalid'));
        return false;
      }
    }
    return true;
  };
  const valuesOf = <V,>(form: { getFieldsValue: (all: true) => V }) => form.getFieldsValue(true);

  const saveNew = async () => {
    try {
      if (!(await checkTabs(['general', 'salary', 'tax']))) return;
      const created = await create.mutateAsync(
        toCreateBody(valuesOf(generalForm), valuesOf(salaryForm), valuesOf(taxForm)),
      );
      void message.success(t('messages.created'));
      unsaved.saved();
      setDirty(CLEAN);
      setCreatedId(created.id);
      redirect.current = setTimeout(
        () => navigate(`${STAFF_LIST_PATH}/${created.id}`, { replace: true }),
        STAFF_CREATE_REDIRECT_MS,
      );
    } catch (error) {
      showSaveError(error);
    }
  };

  const saveGeneral = async () => {
    if (!data || !(await checkTabs(['general']))) return;
    const values = valuesOf(generalForm);
    const run = async () => {
      try {
        await saveTab.mutateAsync({
          tab: 'base',
          id: data.id,
          body: { ...toGeneralEdit(values, payFields), version: data.version },
        });
        setDirty((current) => ({ ...current, general: false }));
        void message.success(t('messages.updated'));
      } catch (error) {
        showSaveError(error);
      }
    };
    // A new department removes the person's future shift assignments and group membership: asked first.
    if (values.department_id !== data.department_id)
      return void modal.confirm({
        title: t('confirm.department_title'),
        content: t('confirm.department_content'),
        okText: t('confirm.department_ok'),
        cancelText: t('common:actions.cancel'),
        onOk: run,
      });
    await run();
  };

  const saveSalary = async () => {
    if (!data || !(await checkTabs(['salary']))) return;
    try {
      const body = { ...toSalaryBody(valuesOf(salaryForm)), version: data.version };
      await saveTab.mutateAsync({ tab: 'salary_config', id: data.id, body });
      setDirty((current) => ({ ...current, salary: false }));
      void message.success(t('messages.config_saved'));
    } catch (error) {
      showSaveError(error);
    }
  };

  const saveTax = async () => {
    if (!data || !(await checkTabs(['tax']))) return;
    try {
      const body = { ...toTaxBody(valuesOf(taxForm)), version: data.version };
      await saveTab.mutateAsync({ tab: 'income_tax', id: data.id, body });
      setDirty((current) => ({ ...current, tax: false }));
      void message.success(t('messages.updated'));
    } catch (error) {
      showSaveError(error);
    }
  };

  const disabled = !canUpdate || locked;
  const items = [
    {
      key: 'general',
      label: t('tabs.general'),
      forceRender: true,
      children: (
        <GeneralTab
          form={generalForm}
          disabled={disabled}
          payFields={payFields}
          spouse={
            data?.marital_id ? { id: data.marital_id, name: data.marital_name ?? String(data.marital_id) } : undefined
          }
          selfId={data?.id}
          onEdited={edited('general')}
          initialValues={creating ? NEW_GENERAL : undefined}
        />
      ),
    },
    ...(pay
      ? [
          {
            key: 'salary',
            label: t('tabs.salary'),
            forceRender: creating,
            children: (
              <SalaryTab
                form={salaryForm}
                disabled={disabled}
                userId={id}
                onEdited={edited('salary')}
                initialValues={creating ? NEW_SALARY : undefined}
              />
            ),
          },
          {
            key: 'tax',
            label: t('tabs.tax'),
            forceRender: creating,
            children: (
              <TaxTab
                form={taxForm}
                disabled={disabled}
                saved={!creating}
                userId={id}
                onEdited={edited('tax')}
                initialValues={creating ? NEW_TAX : undefined}
              />
            ),
          },
        ]
      : []),
    ...(!creating && id !== undefined
      ? [
          {
            key: 'histories',
            label: t('tabs.histories'),
            children: <HistoriesTab userId={id} officialStart={data?.official_start_date} canChange={canUpdate} />,
          },
        ]
      : []),
    ...(!creating && id !== undefined && hasPermission(me, 'staff.pay_view') && pay
      ? [{ key: 'changes', label: t('tabs.changes'), children: <ChangeLogTab userId={id} /> }]
      : []),
  ];
  const save = creating
    ? saveNew
    : tab === 'general'
      ? saveGeneral
      : tab === 'salary'
        ? saveSalary
        : tab === 'tax'
          ? saveTax
          : undefined;
  // The general tab saves without the pay class too (the server keeps citizen ID and bank); the pay tabs need it.
  const showSave = canUpdate && save !== undefined && (creating || pay || tab === 'general');

  return (
    <Card
      title={
        <PageHeading
          title={
            creating ? t('detail.create_title') : t('detail.edit_title', { name: data?.full_name ?? data?.name ?? '' })
          }
        />
      }
      loading={!creating && record.isLoading}
    >
      {locked && <Alert type="success" showIcon title={t('detail.redirecting')} style={{ marginBottom: 16 }} />}
      {/* Only the rendered tabs' forms exist: creating renders them all, so one save checks and sends every tab. */}
      {(creating || data) && (
        <Tabs className="staff-tabs" activeKey={tab} onChange={(key) => setTab(key as StaffTab)} items={items} />
      )}
      <Space style={{ marginTop: 24 }} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(STAFF_LIST_PATH)}>
          {t('actions.back')}
        </Button>
        {showSave && (
          <Button
            type="primary"
            onClick={() => void save()}
            loading={create.isPending || saveTab.isPending}
            disabled={locked}
          >
            {creating ? t('actions.save_new') : t('actions.save_changes')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
