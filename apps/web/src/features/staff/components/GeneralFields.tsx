import { ROLE_IDS, WORKING_STATUSES } from '@hr/contracts';
import { Col, DatePicker, Input, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/schema-form';
import { genderKey, roleKey } from '../../../lib/access';
import { datePickerProps } from '../../../lib/format';
import { useDepartmentOptions } from '../../../lib/lookups/department-options';

/** The general information fields the general tab and quick add share (the same input for each). */
export type GeneralField =
  | 'alias_id'
  | 'full_name'
  | 'gender'
  | 'dob'
  | 'citize_id_card'
  | 'phone_number'
  | 'email'
  | 'educational_level'
  | 'bank_name'
  | 'bank_account_number'
  | 'status'
  | 'department_id'
  | 'role_id';

/** Each named field in a column `md` wide (of 24) at desktop width, full width on a phone, in the order given. */
export function GeneralFields({ names, md }: { names: GeneralField[]; md: number }) {
  const { t } = useTranslation(['staff', 'common', 'messages']);
  const departments = useDepartmentOptions();
  const inputs: Record<GeneralField, () => ReactNode> = {
    alias_id: () => <Input maxLength={16} />,
    full_name: () => <Input maxLength={128} />,
    gender: () => <Radio.Group options={[1, 2, 0].map((g) => ({ value: g, label: t(`common:${genderKey(g)}`) }))} />,
    dob: () => <DatePicker {...datePickerProps} style={{ width: '100%' }} maxDate={dayjs()} />,
    citize_id_card: () => <Input maxLength={16} />,
    phone_number: () => <Input maxLength={20} />,
    email: () => <Input maxLength={255} />,
    educational_level: () => <Input maxLength={128} />,
    bank_name: () => <Input maxLength={100} />,
    bank_account_number: () => <Input maxLength={16} />,
    status: () => (
      <Select options={WORKING_STATUSES.map((s) => ({ value: s, label: t(`messages:staff.statuses.${s}`) }))} />
    ),
    department_id: () => (
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
      />
    ),
    role_id: () => <Select options={ROLE_IDS.map((id) => ({ value: id, label: t(`common:${roleKey(id)}`) }))} />,
  };
  return names.map((name) => (
    <Col key={name} xs={24} md={md}>
      <Field name={name}>{inputs[name]()}</Field>
    </Col>
  ));
}
