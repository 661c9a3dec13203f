import { COMPANY_DEFAULT_TIME_ZONE, companyToday, offsetAt, zonedMoment } from '@hr/contracts/company-day';
import { asNumber, formatDecimal, groupThousands } from '@hr/contracts/display';
import type { InputNumberProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';

// Strict parsing of the API's dates and times (antd's pickers add the same plugin; this module does not rely on it).
// Not dayjs's timezone plugin: with it every date picker asks `dayjs().tz()` for "now" when it mounts, which makes
// a new ICU formatter each time (offsetAt of the contracts reads the company's zone without it).
dayjs.extend(customParseFormat);
dayjs.extend(utc);

/**
 * The company's time zone (`time_zone` of GET /auth/user, the server's COMPANY_TIME_ZONE). A moment (a check-in, a
 * sent mail) is shown in it whatever the browser's zone: a manager reading the timekeeping from Tokyo sees the
 * factory's 07:49, not 09:49.
 */
let companyTimeZone = COMPANY_DEFAULT_TIME_ZONE;
export function setCompanyTimeZone(zone: string): void {
  companyTimeZone = zone;
}
/** Today in the company's time zone as YYYY/MM/DD (the kiosk's date). */
export const formatCompanyToday = (): string | undefined => formatDate(companyToday(companyTimeZone));
const inCompanyZone = (value: string): Dayjs => {
  const moment = dayjs(value);
  return moment.isValid() ? moment.utcOffset(offsetAt(moment.valueOf(), companyTimeZone) / 60_000) : moment;
};

/*
 * The one place the web app turns dates, times, money and rates into text and back (docs/web-parts.md). Every
 * screen shows each kind the same way in ja, en and vi; a test (format-boundary.test.ts) fails when a format is
 * written anywhere else.
 *
 * - Money is integer VND: dots group the thousands and " VND" follows, "1.000.000 VND", in every language. The
 *   company pays in dong and its payslips, bank files and tax forms write amounts the Vietnamese way; one text in
 *   all three languages means a figure read aloud or pasted from a screenshot is the same for everyone (an English
 *   "1,000,000" beside a Vietnamese "1.000.000" would read as two conventions for one amount).
 * - Rates and percentages: a decimal comma, at most two decimals, "%" right after: "17,5%". That is how the forms
 *   take them (the specification's "decimal with comma separator, 90,5") and how the payroll milestones describe
 *   themselves ("3+: 30,5%", packages/contracts), so a field, its hint and its description agree.
 * - Dates: YYYY/MM/DD, the display default of specification 000 section 9 (its registration picker is yyyy/MM/dd),
 *   used by every area, pickers included; moments YYYY/MM/DD HH:mm:ss (same section); times of day HH:mm.
 * - What the API takes (ISO dates, times, month-days) is written here too, next to what the screen shows.
 */

// ------------------------------------------------------------------------------------------------ display formats

export const DATE_FORMAT = 'YYYY/MM/DD';
export const DATE_TIME_FORMAT = 'YYYY/MM/DD HH:mm:ss';
export const TIME_FORMAT = 'HH:mm';
/** Months (payroll): YYYY/MM on screen, YYYY-MM to the API. */
export const MONTH_FORMAT = 'YYYY/MM';

/** What a screen shows where there is no value. */
export const NO_VALUE = '—';

const parsed = (value: string | Dayjs | null | undefined): Dayjs | undefined => {
  if (!value) return undefined;
  // A moment (with its time) is a day of the company's calendar; a plain day stays the day it names.
  const date = dayjs.isDayjs(value)
    ? value
    : value.includes('T')
      ? inCompanyZone(value)
      : dayjs(value.replaceAll('/', '-'));
  return date.isValid() ? date : undefined;
};

/** A calendar day ('2026-05-01', or a picker's value) as YYYY/MM/DD; undefined when there is none. */
export function formatDate(value: string | Dayjs | null | undefined): string | undefined {
  return parsed(value)?.format(DATE_FORMAT);
}

/** A period of two days, "2026/05/01 - 2026/05/31" (an open end stays empty). */
export function formatPeriod(start: string | null | undefined, end: string | null | undefined): string {
  return `${formatDate(start) ?? ''} - ${formatDate(end) ?? ''}`.trim();
}

/** A moment (an ISO timestamp) as YYYY/MM/DD HH:mm:ss in the company's time zone. */
export function formatDateTime(value: string | null | undefined): string | undefined {
  if (!value || !dayjs(value).isValid()) return undefined;
  return inCompanyZone(value).format(DATE_TIME_FORMAT);
}

/** The company's time zone (an IANA name), for a label that says in which zone times are shown and entered. */
export const companyZone = (): string => companyTimeZone;

/**
 * A moment (ISO) as a date-time picker's value showing the company's wall clock, whatever the browser's zone (the
 * picker knows only the browser's): an interview at 09:00 in Ho Chi Minh City reads 09:00 from Tokyo too.
 */
export function toCompanyPicker(value: string | null | undefined): Dayjs | null {
  if (!value || !dayjs(value).isValid()) return null;
  return dayjs(inCompanyZone(value).format('YYYY-MM-DDTHH:mm:ss'));
}

/** A picker's wall clock read in the company's time zone, as the API takes a moment (ISO with the company's offset). */
export function fromCompanyPicker(value: Dayjs | null | undefined): string | null {
  if (!value?.isValid()) return null;
  const at = zonedMoment(value.format('YYYY-MM-DD'), value.format('HH:mm:ss'), companyTimeZone);
  return dayjs(at)
    .utcOffset(offsetAt(at, companyTimeZone) / 60_000)
    .format();
}

/** A time of day ('22:00:00', '22:00') or the time of a moment (an ISO timestamp, in the company's zone) as HH:mm. */
export function formatTime(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const clock = /^(\d{1,2}):(\d{2})(:\d{2})?$/.exec(value);
  if (clock) return `${clock[1]?.padStart(2, '0')}:${clock[2]}`;
  return dayjs(value).isValid() ? inCompanyZone(value).format(TIME_FORMAT) : undefined;
}

/** Money, decimals and rates read the same on the server's files and PDFs: one definition (contracts display.ts). */
export { formatDecimal, formatMoney, formatRate } from '@hr/contracts/display';

// --------------------------------------------------------------------------------------- the Ant Design controls

/** DatePicker and RangePicker: `<DatePicker {...datePickerProps} />`. */
export const datePickerProps = { format: DATE_FORMAT } as const;
/** A month DatePicker: `<DatePicker {...monthPickerProps} />`. */
export const monthPickerProps = { picker: 'month', format: MONTH_FORMAT } as const;
/** A picked month as the API takes it ('2026-07'). */
export const toApiMonth = (value: Dayjs | null | undefined): string | undefined => value?.format('YYYY-MM');
/** Is this text a month as the API takes it ('2026-07')? */
export const isApiMonth = (value: string): boolean => dayjs(value, 'YYYY-MM', true).isValid();
/** The company's month of today, as the API takes it. */
export const currentApiMonth = (): string => companyToday(companyTimeZone).slice(0, 7);
/** A month the API takes ('2026-07') as a picker's value. */
export const fromApiMonth = (value: string): Dayjs => dayjs(value, 'YYYY-MM', true);
/** A month the API answers ('2026-07-01') as YYYY/MM. */
export const formatMonth = (value: string | null | undefined): string | undefined =>
  parsed(value)?.format(MONTH_FORMAT);
/** TimePicker: `<TimePicker {...timePickerProps} />`. */
export const timePickerProps = { format: TIME_FORMAT } as const;

/** What a person typed, kept while they type (no jumping cursor); formatted once they leave the field. */
const typed = (info: { userTyping: boolean; input: string }) => (info.userTyping ? info.input : undefined);

/** Money in an InputNumber: shown "1.000.000" with "VND" after it, whole dong, typed with or without the dots. */
export const moneyInputProps: InputNumberProps<number> = {
  min: 0,
  precision: 0,
  suffix: 'VND',
  style: { width: '100%' },
  formatter: (value, info) => typed(info) ?? (asNumber(value) === undefined ? '' : groupThousands(Number(value))),
  parser: (text) => {
    const digits = (text ?? '').replace(/[^\d-]/g, '');
    return (digits === '' || digits === '-' ? '' : Number(digits)) as number;
  },
};

/** A rate in an InputNumber: shown "17,5" with "%" after it, typed with a comma or a dot. */
export const rateInputProps: InputNumberProps<number> = {
  min: 0,
  suffix: '%',
  style: { width: '100%' },
  formatter: (value, info) => typed(info) ?? formatDecimal(value) ?? '',
  parser: (text) => {
    const number = (text ?? '').replace(/[\s%]/g, '').replace(',', '.');
    return (number === '' ? '' : number) as unknown as number;
  },
};

/** A decimal number (a coefficient) in an InputNumber: shown "1,5", typed with a comma or a dot. */
export const decimalInputProps: InputNumberProps<number> = {
  min: 0,
  style: { width: '100%' },
  formatter: rateInputProps.formatter,
  parser: rateInputProps.parser,
};

/** A rate in a text box (the settings take "90,5" as typed, and the server checks it): its "%" mark. */
export const rateTextInputProps = { suffix: '%' } as const;
/** A rate from the API (a number) as a rate text box shows it: "90,5". */
export const rateInputText = (value: unknown): string =>
  value === null || value === undefined ? '' : (formatDecimal(value as number | string) ?? String(value));
/** A rate text box's content as a number (NaN when it is not one). */
export const rateFromText = (value: string | number | null | undefined): number =>
  value === null || value === undefined || value === '' ? Number.NaN : Number(String(value).replace(',', '.'));

// ------------------------------------------------------------------------------------- what the API sends and takes

const ISO_DATE = 'YYYY-MM-DD';

/** A picked day as the API takes it ('2026-05-01'); undefined for none. */
export const toIsoDate = (value: Dayjs | null | undefined): string | undefined => value?.format(ISO_DATE);
/**
 * A picked day as YYYY/MM/DD: specification 000 section 9 sends user and department work-plan dates that way
 * (the server takes both forms).
 */
export const toSlashDate = (value: Dayjs | null | undefined): string | undefined => value?.format(DATE_FORMAT);
/** A day from the API or the address ('2026-05-01' or '2026/05/01') for a picker; null when it is not a date. */
export function fromIsoDate(value: string | null | undefined): Dayjs | null {
  if (!value || !/^\d{4}[-/]\d{2}[-/]\d{2}/.test(value)) return null;
  const date = dayjs(value.slice(0, 10).replaceAll('/', '-'), ISO_DATE, true);
  return date.isValid() ? date : null;
}
/** The company's today (its time zone, not the browser's) plus `days`, as the API takes it. */
export const isoDayFromToday = (days = 0): string =>
  dayjs(companyToday(companyTimeZone), ISO_DATE).add(days, 'day').format(ISO_DATE);

/** A picked time as the API takes it ('08:30'). */
export const toApiTime = (value: Dayjs | null | undefined): string | undefined => value?.format(TIME_FORMAT);
/** A time from the API ('08:30' or '08:30:00') for a TimePicker. */
export const fromApiTime = (value: string | null | undefined): Dayjs | null => {
  const time = formatTime(value);
  return time ? dayjs(time, TIME_FORMAT) : null;
};
/** A day as the holidays API takes it: month and day ('09-02') beside the year. */
export const toMonthDay = (value: Dayjs): string => value.format('MM-DD');

/** A count of minutes as hours and minutes, "8:05" (attendance's worked, late and overtime figures). */
export function formatMinutes(value: number | null | undefined): string {
  if (value === null || value === undefined) return NO_VALUE;
  const sign = value < 0 ? '-' : '';
  const minutes = Math.abs(Math.trunc(value));
  return `${sign}${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
