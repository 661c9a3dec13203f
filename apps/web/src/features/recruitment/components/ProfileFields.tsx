import { LANGUAGES } from '@hr/contracts';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { datePickerProps, formatDate } from '../../../lib/format';
import { CHOICES, choiceKey, DATE_FIELDS, LONG_TEXTS, MONTHS, yearsDown } from '../lib/candidate-form';

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const REQUIRED = new Set([
  'name',
  'name_kana',
  'email',
  'country',
  'age',
  'address',
  'year_birthday',
  'month_birthday',
  'day_birthday',
  'status',
  'created_at',
  'language',
]);

/**
 * The form items of profile fields (section 3), each with the control its kind needs; `rule` is the contract's
 * check of the field (lib/zod-form.ts zodRule), so the browser shows the server's keys (notEmpty, min3, ...).
 */
export function ProfileFields({
  fields,
  rule,
  companyTypes,
  disabled,
  columns = 2,
}: {
  fields: readonly string[];
  rule: (field: string) => Rule;
  companyTypes: { id: number; name: string }[];
  disabled?: boolean;
  columns?: 1 | 2;
}) {
  const { t } = useTranslation(['recruitment', 'common']);
  const control = (field: string) => {
    const choices = CHOICES[field];
    if (choices)
      return (
        <Select
          allowClear={!REQUIRED.has(field)}
          options={choices.map((code) => ({ value: code, label: t(choiceKey(field, code)) }))}
        />
      );
    if (field === 'introduce_company_type_id')
      return <Select allowClear options={companyTypes.map((type) => ({ value: type.id, label: type.name }))} />;
    if (field === 'language')
      return <Select options={LANGUAGES.map((code) => ({ value: code, label: t(`choices.language.${code}`) }))} />;
    if (field === 'year_birthday')
      return <Select showSearch options={yearsDown().map((y) => ({ value: y, label: String(y) }))} />;
    if (field === 'month_birthday') return <Select options={MONTHS.map((m) => ({ value: m, label: String(m) }))} />;
    if (field === 'day_birthday')
      return <Select showSearch options={DAYS.map((d) => ({ value: d, label: String(d) }))} />;
    if (DATE_FIELDS.has(field)) return <DatePicker {...datePickerProps} style={{ width: '100%' }} />;
    if (LONG_TEXTS.has(field)) return <Input.TextArea autoSize={{ minRows: 4, maxRows: 16 }} />;
    return <Input />;
  };
  const span = columns === 2 && !LONG_TEXTS.has(fields[0] ?? '') ? 12 : 24;
  return (
    <Row gutter={16}>
      {fields.map((field) => (
        <Col key={field} xs={24} md={LONG_TEXTS.has(field) ? 24 : span}>
          <Form.Item
            name={field}
            label={t(`fields.${field}`)}
            required={REQUIRED.has(field)}
            rules={disabled ? [] : [rule(field)]}
          >
            {disabled ? <ReadOnly field={field} companyTypes={companyTypes} /> : control(field)}
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/** A field's saved value as text (tabs are read-only until Edit). */
function ReadOnly({
  field,
  value,
  companyTypes,
}: {
  field: string;
  value?: unknown;
  companyTypes: { id: number; name: string }[];
}) {
  const { t } = useTranslation(['recruitment', 'common']);
  let text: string;
  if (value === null || value === undefined || value === '') text = t('common:empty');
  else if (CHOICES[field]) text = t(choiceKey(field, Number(value)));
  else if (field === 'language') text = t(`choices.language.${String(value)}`);
  else if (field === 'introduce_company_type_id')
    text = companyTypes.find((type) => type.id === value)?.name ?? String(value);
  else if (DATE_FIELDS.has(field)) text = formatDate(value as Dayjs) ?? '';
  else text = String(value);
  return <div style={{ whiteSpace: 'pre-wrap', minHeight: 22 }}>{text}</div>;
}
