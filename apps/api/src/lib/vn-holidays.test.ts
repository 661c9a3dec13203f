import { describe, expect, it } from 'vitest';
import { lunarToSolar, movingHolidays, seedHolidays, weekdayOf } from './vn-holidays';

describe("Vietnam's public holidays", () => {
  it('computes Tet and Hung Kings day at UTC+7 with the Vietnamese lunar calendar', () => {
    expect(lunarToSolar(1, 1, 2026)).toBe('2026-02-17');
    expect(lunarToSolar(1, 1, 2027)).toBe('2027-02-06');
    expect(lunarToSolar(10, 3, 2026)).toBe('2026-04-26');
    expect(lunarToSolar(10, 3, 2027)).toBe('2027-04-16');
    // Vietnam's Tet 2007 was a day before China's.
    expect(lunarToSolar(1, 1, 2007)).toBe('2007-02-17');
    expect(weekdayOf('2026-02-17')).toBe(2); // Tuesday
    expect(weekdayOf('2027-02-06')).toBe(6); // Saturday
    expect(weekdayOf('2026-04-26')).toBe(0); // Sunday
  });

  it('seeds exactly these dates for 2026 and 2027', () => {
    const rows = seedHolidays([2026, 2027]).map((h) => `${h.holiday_date} ${h.repeat_year}`);
    expect(rows).toEqual([
      '2026-01-01 1',
      '2026-02-16 0',
      '2026-02-17 0',
      '2026-02-18 0',
      '2026-02-19 0',
      '2026-02-20 0',
      '2026-04-26 0',
      '2026-04-30 1',
      '2026-05-01 1',
      '2026-09-01 0',
      '2026-09-02 1',
      '2026-11-24 1',
      '2027-02-05 0',
      '2027-02-06 0',
      '2027-02-07 0',
      '2027-02-08 0',
      '2027-02-09 0',
      '2027-04-16 0',
      '2027-09-03 0',
    ]);
  });

  it('keeps Culture Day from 2026 on, never before', () => {
    const culture = seedHolidays([2025]).filter((h) => h.holiday_name.includes('Culture'));
    expect(culture.map((h) => h.holiday_date)).toEqual(['2026-11-24']);
  });

  it('gives five Tet days around lunar new year and one Hung Kings day each year', () => {
    for (const year of [2026, 2027, 2030]) {
      const rows = movingHolidays(year);
      expect(rows.filter((h) => h.holiday_name.startsWith('Tết Nguyên Đán'))).toHaveLength(5);
      expect(rows.filter((h) => h.holiday_name.includes('Hung Kings'))).toHaveLength(1);
    }
  });
});
