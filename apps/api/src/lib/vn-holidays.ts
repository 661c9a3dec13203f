import { getSolarDate } from '@dqcai/vn-lunar';
import { addDays, type HolidayCode } from '@hr/contracts';

/**
 * A public holiday as a fresh install seeds it: name, date, and whether it repeats on the same day every year. `code`
 * names it in the message catalog (`holidays.<code>`), which readers see in their language; `holiday_name` is the
 * stored fallback (and how rows seeded before codes existed are recognised).
 */
export type SeedHoliday = {
  code: HolidayCode;
  holiday_name: string;
  holiday_date: string;
  type: 1;
  repeat_year: 0 | 1;
  notes: string;
};

const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

export { addDays };

/** 0 Sunday ... 6 Saturday. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A lunar date of the Vietnamese calendar (UTC+7) as a solar 'YYYY-MM-DD'. */
export function lunarToSolar(day: number, month: number, lunarYear: number): string {
  const s = getSolarDate(day, month, lunarYear) as { day: number; month: number; year: number };
  return iso(s.year, s.month, s.day);
}

const LAW = 'Labour Code 2019 art. 112';

/**
 * Fixed-date public holidays: seeded once with repeat_year 1, from the year they start. Vietnamese Culture Day
 * (24 November) is a paid holiday from 2026 (National Assembly Resolution 28/2026/QH16).
 */
export function fixedHolidays(fromYear: number): SeedHoliday[] {
  const rows: SeedHoliday[] = [
    {
      code: 'new_year',
      holiday_name: 'Tết Dương lịch (New Year)',
      holiday_date: iso(fromYear, 1, 1),
      type: 1,
      repeat_year: 1,
      notes: LAW,
    },
    {
      code: 'reunification_day',
      holiday_name: 'Ngày Giải phóng miền Nam (Reunification Day)',
      holiday_date: iso(fromYear, 4, 30),
      type: 1,
      repeat_year: 1,
      notes: LAW,
    },
    {
      code: 'labour_day',
      holiday_name: 'Ngày Quốc tế Lao động (Labour Day)',
      holiday_date: iso(fromYear, 5, 1),
      type: 1,
      repeat_year: 1,
      notes: LAW,
    },
    {
      code: 'national_day',
      holiday_name: 'Quốc khánh (National Day)',
      holiday_date: iso(fromYear, 9, 2),
      type: 1,
      repeat_year: 1,
      notes: LAW,
    },
  ];
  rows.push({
    code: 'culture_day',
    holiday_name: 'Ngày Văn hóa Việt Nam (Culture Day)',
    holiday_date: iso(Math.max(fromYear, 2026), 11, 24),
    type: 1,
    repeat_year: 1,
    notes: 'Resolution 28/2026/QH16',
  });
  return rows;
}

/**
 * The holidays of one year that move: Lunar New Year (5 days: the last day of the lunar year and the first four
 * days of the new one, the usual choice; the employer may move them), Hung Kings day (10th day of the 3rd lunar
 * month), and the day next to National Day (the day before when 2 September is Monday to Wednesday, the day after
 * when it is Thursday or Friday, the day before on a weekend; the government names it each year).
 */
export function movingHolidays(year: number): SeedHoliday[] {
  const tet = lunarToSolar(1, 1, year);
  const rows: SeedHoliday[] = [];
  for (let i = -1; i <= 3; i++)
    rows.push({
      code: `tet_${i + 2}` as HolidayCode,
      holiday_name: `Tết Nguyên Đán (Lunar New Year) ${i + 2}/5`,
      holiday_date: addDays(tet, i),
      type: 1,
      repeat_year: 0,
      notes: `${LAW}; Tet ${tet}`,
    });
  rows.push({
    code: 'hung_kings',
    holiday_name: 'Giỗ Tổ Hùng Vương (Hung Kings Commemoration)',
    holiday_date: lunarToSolar(10, 3, year),
    type: 1,
    repeat_year: 0,
    notes: `${LAW}; 10/3 lunar`,
  });
  const national = iso(year, 9, 2);
  const wd = weekdayOf(national);
  rows.push({
    code: 'national_day_2',
    holiday_name: 'Quốc khánh (National Day) 2/2',
    holiday_date: wd === 4 || wd === 5 ? addDays(national, 1) : addDays(national, -1),
    type: 1,
    repeat_year: 0,
    notes: LAW,
  });
  return rows;
}

/** Everything a fresh install holds for `years` (the first of them starts the repeating ones). */
export function seedHolidays(years: number[]): SeedHoliday[] {
  const [first] = years;
  if (first === undefined) return [];
  return [...fixedHolidays(first), ...years.flatMap(movingHolidays)].sort((a, b) =>
    a.holiday_date.localeCompare(b.holiday_date),
  );
}
