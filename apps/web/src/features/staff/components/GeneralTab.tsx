import { MARITAL_STATUS, SPOUSE_SEARCH_DEBOUNCE_MS, staffBaseBody, staffMaxDate } from '@hr/contracts';
import { Col, DatePicker, Form, type FormInstance, Input, Radio, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SchemaForm } from '../../../components/schema-form';
import { datePickerProps } from '../../../lib/format';
import { useSpouseSearch } from '../api/staff';
import { type GeneralValues, NEW_GENERAL, toGeneralEdit } from '../lib/staff-form';
import { GeneralFields } from './GeneralFields';

/**
 * The general information tab (specification 001 sections 3 and 5). Pay-class fields (citizen ID, bank) the server
 * did not send are not shown at all (`payFields` false). The spouse search shows only when married; single clears it.
 */
export function GeneralTab({
  form,
  disabled,
  payFields,
  spouse,
  selfId,
  onEdited,
  initialValues,
}: {
  form: FormInstance<GeneralValues>;
  disabled: boolean;
  payFields: boolean;
  /** The saved spouse, so the picker can name them before any search. */
  spouse?: { id: number; name: string };
  selfId?: number;
  onEdited: () => void;
  /** A new staff's defaults. */
  initialValues?: GeneralValues;
}) {
  const { t } = useTranslation(['staff', 'common', 'messages']);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const married = (Form.useWatch('marital_status', form) ?? NEW_GENERAL.marital_status) === MARITAL_STATUS.married;
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SPOUSE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useSpouseSearch(keyword, married);
  const spouseOptions = [
    ...(spouse ? [{ value: spouse.id, label: spouse.name }] : []),
    ...(found.data ?? [])
      .filter((person) => person.id !== selfId && person.id !== spouse?.id)
      .map((person) => ({ value: person.id, label: `${person.full_name} (${person.alias_id})` })),
  ];
  const maxDate = dayjs(staffMaxDate());
  const dateField = (name: keyof GeneralValues) => (
    <Col xs={24} md={8}>
      <Field name={name}>
        <DatePicker {...datePickerProps} style={{ width: '100%' }} maxDate={maxDate} />
      </Field>
    </Col>
  );

  return (
    <SchemaForm
      name="staff-general"
      form={form}
      schema={staffBaseBody}
      namespace="staff"
      toInput={(v: GeneralValues) => ({ ...toGeneralEdit(v, payFields), version: 1 })}
      disabled={disabled}
      initialValues={initialValues}
      onValuesChange={(changed: GeneralValues) => {
        if (changed.marital_status === MARITAL_STATUS.single) form.setFieldValue('marital_id', null);
        onEdited();
      }}
    >
      <Row gutter={16}>
        <GeneralFields
          md={8}
          names={[
            'alias_id',
            'full_name',
            'gender',
            'dob',
            ...(payFields ? (['citize_id_card'] as const) : []),
            'phone_number',
            'email',
            'educational_level',
            ...(payFields ? (['bank_name', 'bank_account_number'] as const) : []),
            'status',
            'department_id',
            'role_id',
          ]}
        />
        {dateField('probation_start_date')}
        {dateField('official_start_date')}
        {dateField('termination_date')}
        <Col xs={24} md={8}>
          <Field name="marital_status">
            <Radio.Group
              options={[MARITAL_STATUS.single, MARITAL_STATUS.married].map((m) => ({
                value: m,
                label: t(`marital.${m}`),
              }))}
            />
          </Field>
        </Col>
        {married && (
          <Col xs={24} md={8}>
            <Field name="marital_id">
              <Select
                showSearch={{ filterOption: false, onSearch: setTyped }}
                allowClear
                placeholder={t('detail.spouse_placeholder')}
                loading={found.isFetching}
                options={spouseOptions}
              />
            </Field>
          </Col>
        )}
        <Col xs={24} md={married ? 8 : 16}>
          <Field name="address">
            <Input maxLength={256} />
          </Field>
        </Col>
      </Row>
    </SchemaForm>
  );
}
