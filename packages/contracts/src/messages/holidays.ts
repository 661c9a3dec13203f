import type { HolidayCode } from '../settings';
import type { Same } from './compose';

/**
 * Names of the public holidays the product adds itself (holidays.<code>, HOLIDAY_CODES), shown in the reader's
 * language; holidays a person typed keep their one typed name. Each name passes the holiday form's own rule
 * (holiday-names.test.ts), so saving such a holiday unchanged keeps its code.
 * Hooked into en.ts, ja.ts and vi.ts by one line each; ja and vi have exactly the English keys (the type says so).
 */
export const holidaysEn = {
  holidays: {
    new_year: "New Year's Day",
    tet_1: 'Lunar New Year (Tet) 1/5',
    tet_2: 'Lunar New Year (Tet) 2/5',
    tet_3: 'Lunar New Year (Tet) 3/5',
    tet_4: 'Lunar New Year (Tet) 4/5',
    tet_5: 'Lunar New Year (Tet) 5/5',
    hung_kings: 'Hung Kings Commemoration Day',
    reunification_day: 'Reunification Day',
    labour_day: 'International Labour Day',
    national_day: 'National Day',
    national_day_2: 'National Day 2/2',
    culture_day: 'Vietnamese Culture Day',
  } satisfies Record<HolidayCode, string>,
};

export const holidaysJa: Same<typeof holidaysEn> = {
  holidays: {
    new_year: '元日 (新年)',
    tet_1: '旧正月 (テト) 1/5',
    tet_2: '旧正月 (テト) 2/5',
    tet_3: '旧正月 (テト) 3/5',
    tet_4: '旧正月 (テト) 4/5',
    tet_5: '旧正月 (テト) 5/5',
    hung_kings: 'フン王の命日',
    reunification_day: '南部解放記念日',
    labour_day: '国際労働者の日',
    national_day: '国慶節 (建国記念日)',
    national_day_2: '国慶節 2/2',
    culture_day: 'ベトナム文化の日',
  },
};

export const holidaysVi: Same<typeof holidaysEn> = {
  holidays: {
    new_year: 'Tết Dương lịch',
    tet_1: 'Tết Nguyên Đán 1/5',
    tet_2: 'Tết Nguyên Đán 2/5',
    tet_3: 'Tết Nguyên Đán 3/5',
    tet_4: 'Tết Nguyên Đán 4/5',
    tet_5: 'Tết Nguyên Đán 5/5',
    hung_kings: 'Giỗ Tổ Hùng Vương',
    reunification_day: 'Ngày Giải phóng miền Nam',
    labour_day: 'Ngày Quốc tế Lao động',
    national_day: 'Quốc khánh',
    national_day_2: 'Quốc khánh 2/2',
    culture_day: 'Ngày Văn hóa Việt Nam',
  },
};
