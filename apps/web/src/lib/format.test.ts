import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import {
  DATE_FORMAT,
  datePickerProps,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatMoney,
  formatPeriod,
  formatRate,
  formatTime,
  fromApiTime,
  fromIsoDate,
  moneyInputProps,
  rateFromText,
  rateInputProps,
  rateInputText,
  currentApiMonth,
  isoDayFromToday,
  setCompanyTimeZone,
  fromCompanyPicker,
  toCompanyPicker,
  timePickerProps,
  toApiTime,
  toIsoDate,
  toMonthDay,
  toSlashDate,
} from './format';

const notTyping = { userTyping: false, input: '' };

describe('display formats', () => {
  it('dates read YYYY/MM/DD, from an ISO day, a slashed day, an ISO moment or a picker value', () => {
    expect(formatDate('2026-05-01')).toBe('2026/05/01');
    expect(formatDate('2026/05/01')).toBe('2026/05/01');
    expect(formatDate(dayjs('2026-12-31'))).toBe('2026/12/31');
    expect(formatDate('2026-05-01T10:00:00+07:00')?.slice(0, 7)).toBe('2026/05');
    expect(formatDate(null)).toBeUndefined();
    expect(formatDate('not a date')).toBeUndefined();
    expect(formatPeriod('2026-05-01', '2026-05-31')).toBe('2026/05/01 - 2026/05/31');
    expect(formatPeriod('2026-05-01', null)).toBe('2026/05/01 -');
  });

  it("counts days and months from the company's today, not the browser's", () => {
    // 20:30 UTC on 31 October is already 1 November in Ho Chi Minh City (UTC+7).
    vi.useFakeTimers({ now: new Date('2026-10-31T20:30:00Z'), toFake: ['Date'] });
    try {
      expect(isoDayFromToday()).toBe('2026-11-01');
      expect(isoDayFromToday(-1)).toBe('2026-10-31');
      expect(currentApiMonth()).toBe('2026-11');
    } finally {
      vi.useRealTimers();
    }
  });

  it("moments read YYYY/MM/DD HH:mm:ss and times HH:mm, in the company's time zone whatever the browser's", () => {
    // 01:05:09 UTC is 08:05:09 in Ho Chi Minh City (the default) and 10:05:09 in Tokyo.
    const moment = '2026-05-01T01:05:09Z';
    expect(formatDateTime(moment)).toBe('2026/05/01 08:05:09');
    expect(formatTime(moment)).toBe('08:05');
    expect(formatTime('2026-04-30T23:30:00+00:00')).toBe('06:30');
    setCompanyTimeZone('Asia/Tokyo');
    try {
      expect(formatDateTime(moment)).toBe('2026/05/01 10:05:09');
      expect(formatTime(moment)).toBe('10:05');
    } finally {
      setCompanyTimeZone('Asia/Ho_Chi_Minh');
    }
    // A zone with summer time takes the offset of the moment itself (New York: -04:00 in July, -05:00 in January).
    setCompanyTimeZone('America/New_York');
    try {
      expect(formatDateTime('2026-07-01T12:00:00Z')).toBe('2026/07/01 08:00:00');
      expect(formatDateTime('2026-01-15T12:00:00Z')).toBe('2026/01/15 07:00:00');
      expect(formatDateTime('2026-03-08T07:30:00Z')).toBe('2026/03/08 03:30:00');
      expect(formatTime('2026-01-01T04:59:59Z')).toBe('23:59');
      expect(toCompanyPicker('2026-07-01T12:00:00Z')?.format('YYYY-MM-DD HH:mm')).toBe('2026-07-01 08:00');
      expect(fromCompanyPicker(dayjs('2026-07-01T08:00:00'))).toBe('2026-07-01T08:00:00-04:00');
      expect(fromCompanyPicker(dayjs('2026-01-15T07:00:00'))).toBe('2026-01-15T07:00:00-05:00');
      // The morning after the clocks went forward (02:00 to 03:00 on 8 March): summer time already.
      expect(fromCompanyPicker(dayjs('2026-03-08T09:00:00'))).toBe('2026-03-08T09:00:00-04:00');
    } finally {
      setCompanyTimeZone('Asia/Ho_Chi_Minh');
    }
    expect(formatDateTime(undefined)).toBeUndefined();
    expect(formatDateTime('not a moment')).toBeUndefined();
    // A picker shows and takes the company's wall clock (an interview's time), whatever the browser's zone.
    expect(toCompanyPicker(moment)?.format('HH:mm:ss')).toBe('08:05:09');
    expect(fromCompanyPicker(toCompanyPicker(moment))).toBe('2026-05-01T08:05:09+07:00');
    setCompanyTimeZone('Asia/Tokyo');
    try {
      expect(fromCompanyPicker(toCompanyPicker('2026-12-01T09:00:00+07:00'))).toBe('2026-12-01T11:00:00+09:00');
    } finally {
      setCompanyTimeZone('Asia/Ho_Chi_Minh');
    }
    expect(toCompanyPicker(null)).toBeNull();
    expect(formatDate('Tomorrow')).toBeUndefined();
    expect(formatTime('22:00:00')).toBe('22:00');
    expect(formatTime('7:30')).toBe('07:30');
    expect(formatTime('')).toBeUndefined();
  });

  it('money is whole VND with dots between the thousands, the same in every language', () => {
    expect(formatMoney(1_000_000)).toBe('1.000.000 VND');
    expect(formatMoney(300_000)).toBe('300.000 VND');
    expect(formatMoney(999)).toBe('999 VND');
    expect(formatMoney(0)).toBe('0 VND');
    expect(formatMoney(-4_400_000)).toBe('-4.400.000 VND');
    expect(formatMoney(999_999_999)).toBe('999.999.999 VND');
    expect(formatMoney('15500000')).toBe('15.500.000 VND');
    expect(formatMoney(null)).toBeUndefined();
    expect(formatMoney(Number.NaN)).toBeUndefined();
  });

  it('rates have a decimal comma, at most two decimals, and % right after', () => {
    expect(formatRate(17.5)).toBe('17,5%');
    expect(formatRate(0.5)).toBe('0,5%');
    expect(formatRate(8)).toBe('8%');
    expect(formatRate('1,5')).toBe('1,5%');
    expect(formatRate(12.345)).toBe('12,35%');
    expect(formatRate(undefined)).toBeUndefined();
    expect(formatDecimal(1.5)).toBe('1,5');
    expect(formatDecimal('abc')).toBeUndefined();
  });
});

describe('the Ant Design controls', () => {
  it('pickers show the display formats', () => {
    expect(datePickerProps.format).toBe(DATE_FORMAT);
    expect(timePickerProps.format).toBe('HH:mm');
  });

  it('a money box shows dots and reads digits back, with or without the dots', () => {
    const { formatter, parser } = moneyInputProps;
    expect(formatter?.(15_500_000, notTyping)).toBe('15.500.000');
    expect(formatter?.(undefined, notTyping)).toBe('');
    // While typing, what was typed stays as it is.
    expect(formatter?.(1234, { userTyping: true, input: '1234' })).toBe('1234');
    expect(parser?.('15.500.000')).toBe(15_500_000);
    expect(parser?.('300000')).toBe(300_000);
    expect(parser?.('')).toBe('');
  });

  it('a rate box shows a comma and reads a comma or a dot back', () => {
    const { formatter, parser } = rateInputProps;
    expect(formatter?.(80, notTyping)).toBe('80');
    expect(formatter?.(12.5, notTyping)).toBe('12,5');
    expect(formatter?.(12.5, { userTyping: true, input: '12.' })).toBe('12.');
    expect(Number(parser?.('12,5'))).toBe(12.5);
    expect(Number(parser?.('12.5 %'))).toBe(12.5);
  });

  it('a rate text box shows the API number with a comma and reads it back', () => {
    expect(rateInputText(1.5)).toBe('1,5');
    expect(rateInputText(null)).toBe('');
    expect(rateFromText('30,5')).toBe(30.5);
    expect(rateFromText('')).toBeNaN();
  });
});

describe('what the API sends and takes', () => {
  it('days go as YYYY-MM-DD (or YYYY/MM/DD where the specification says so) and come back as picker values', () => {
    const day = dayjs('2026-05-01');
    expect(toIsoDate(day)).toBe('2026-05-01');
    expect(toSlashDate(day)).toBe('2026/05/01');
    expect(toMonthDay(day)).toBe('05-01');
    expect(toIsoDate(null)).toBeUndefined();
    expect(fromIsoDate('2026-05-01')?.format('YYYY-MM-DD')).toBe('2026-05-01');
    expect(fromIsoDate('2026/05/01')?.date()).toBe(1);
    expect(fromIsoDate('2026-02-30')).toBeNull();
    expect(fromIsoDate('yesterday')).toBeNull();
  });

  it('times go as HH:mm and come back from HH:mm or HH:mm:ss', () => {
    const time = fromApiTime('22:15:00');
    expect(time?.hour()).toBe(22);
    expect(time?.minute()).toBe(15);
    expect(toApiTime(time)).toBe('22:15');
    expect(fromApiTime(null)).toBeNull();
  });
});
