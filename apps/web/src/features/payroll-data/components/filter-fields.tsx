import { DatePicker, Form, type FormItemProps, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { clearable } from '../../../components/icons';
import { datePickerProps, fromIsoDate, toIsoDate } from '../../../lib/format';

/** A filter bar's text box with a pattern it must match (checked when the filter is applied). */
export function PatternFilter({
  name,
  label,
  pattern,
  message,
}: {
  name: string;
  label: string;
  pattern: RegExp;
  message: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label} rules={[{ pattern, message }]} style={{ marginBottom: 0 }}>
      <Input
        maxLength={128}
        allowClear={clearable(t('common:actions.clear_text'))}
        style={{ width: 180, maxWidth: '100%' }}
      />
    </Form.Item>
  );
}

/** A filter bar's date, kept as 'YYYY-MM-DD' text in the address. */
export function DateFilter({ name, label, rules }: { name: string; label: string; rules?: FormItemProps['rules'] }) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={rules}
      style={{ marginBottom: 0 }}
      getValueProps={(value?: string) => ({ value: fromIsoDate(value) })}
      normalize={(value) => toIsoDate(value) ?? ''}
    >
      <DatePicker {...datePickerProps} />
    </Form.Item>
  );
}

export const ALPHANUMERIC = /^[A-Za-z0-9]*$/;
export const LETTERS = /^[\p{L}\p{M} ]*$/u;
export const DIGITS = /^\d{0,12}$/;
