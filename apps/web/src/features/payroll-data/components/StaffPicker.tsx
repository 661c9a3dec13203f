import { Select } from 'antd';
import { useRef, useState } from 'react';
import { useStaffSearch } from '../api/staff-search';

/**
 * Search-and-pick of people ('code - name'): one person, or several as removable chips (`multiple`). The labels of
 * the people picked are kept while the search shows others.
 */
export function StaffPicker({
  id,
  value,
  onChange,
  multiple,
  placeholder,
  disabled,
}: {
  id?: string;
  value?: number | number[];
  onChange?: (value: number | number[] | undefined) => void;
  multiple?: boolean;
  placeholder?: string;
  disabled?: boolean;
}) {
  const [keyword, setKeyword] = useState('');
  const search = useStaffSearch(keyword);
  const labels = useRef(new Map<number, string>());
  for (const person of search.data ?? []) labels.current.set(person.id, `${person.alias_id} - ${person.full_name}`);
  const picked = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const ids = new Set([...(search.data ?? []).map((p) => p.id), ...picked]);
  return (
    <Select
      id={id}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      disabled={disabled}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      loading={search.isFetching}
      options={[...ids].map((id) => ({ value: id, label: labels.current.get(id) ?? String(id) }))}
      style={{ width: '100%' }}
    />
  );
}
