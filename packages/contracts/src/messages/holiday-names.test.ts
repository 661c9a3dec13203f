import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { HOLIDAY_CODES, holidayBody } from '../settings';
import { MESSAGES } from './index';

describe('names of the holidays the product adds', () => {
  it.each(LANGUAGES)('%s names every holiday code, each a name the holiday form accepts', (lang) => {
    const names = MESSAGES[lang].holidays as Record<string, string>;
    expect(Object.keys(names).sort()).toEqual([...HOLIDAY_CODES].sort());
    for (const code of HOLIDAY_CODES) {
      const parsed = holidayBody.shape.holiday_name.safeParse(names[code]);
      expect(parsed.success, `${lang} ${code}: ${names[code]}`).toBe(true);
    }
  });

  it('reads differently in each language', () => {
    expect(MESSAGES.ja.holidays.tet_1).not.toBe(MESSAGES.en.holidays.tet_1);
    expect(MESSAGES.vi.holidays.tet_1).not.toBe(MESSAGES.en.holidays.tet_1);
  });
});
