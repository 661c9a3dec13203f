import type { ShiftItem } from '@hr/contracts';
import type { Dayjs } from 'dayjs';
import { fromApiTime, toApiTime } from '../../../lib/format';

export type ShiftValues = {
  name?: string;
  normal_checkin_time?: Dayjs | null;
  normal_checkout_time?: Dayjs | null;
  description?: string;
};

/** The form values as the API takes them (times as 'HH:mm'). */
export const shiftToBody = (values: ShiftValues, version?: number) => ({
  name: values.name ?? '',
  description: values.description || null,
  normal_checkin_time: toApiTime(values.normal_checkin_time) ?? '',
  normal_checkout_time: toApiTime(values.normal_checkout_time) ?? '',
  ...(version ? { version } : {}),
});

/** A shift group as the form shows it. */
export const shiftToValues = (shift: ShiftItem): ShiftValues => ({
  name: shift.name,
  description: shift.description ?? undefined,
  normal_checkin_time: fromApiTime(shift.normal_checkin_time),
  normal_checkout_time: fromApiTime(shift.normal_checkout_time),
});
