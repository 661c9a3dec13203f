import { staffRowBody } from '@hr/contracts';
import { InputNumber, type InputNumberProps } from 'antd';
import type { TFunction } from 'i18next';
import { moneyInputProps } from '../../../lib/format';
import { zodRule } from '../../../lib/zod-form';
import { type RowValues, rowToValues, toRowBody } from '../lib/staff-form';

/**
 * What the staff list's inline row editor needs beyond the list itself: the row's values and body, the contract's
 * rules (zod) and the money input. Loaded when a row's Edit is first pressed (StaffListPage), not with the list.
 */
export const rowEditor = {
  rowToValues,
  toRowBody,
  rule: (field: keyof RowValues, t: TFunction) =>
    zodRule(staffRowBody, field, t, (values: RowValues) => toRowBody(values, 1)),
  MoneyInput: (props: InputNumberProps<number>) => <InputNumber<number> {...moneyInputProps} {...props} />,
};

export type RowEditor = typeof rowEditor;
