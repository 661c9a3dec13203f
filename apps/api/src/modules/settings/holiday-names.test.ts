import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HolidayItem, ROLES } from '@hr/contracts';
import { holidays } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { ensureHolidays } from './holiday-seed';

/**
 * The public holidays the product adds itself read in the reader's language (their code names them in the message
 * catalog); a holiday a person typed, or renamed, keeps its one typed name.
 */
let t: TestApp;
const list = (lang: 'en' | 'ja' | 'vi', year = 2027) =>
  t
    .as(ROLES.HR)
    .in(lang)
    .get<HolidayItem[]>(`/api/config/holiday?year=${year}`)
    .then((a) => a.ok());
const tet1 = (rows: HolidayItem[]) => rows.find((row) => row.code === 'tet_1');

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  // The start-up's seed: the rows migration 0006 wrote (without codes) are recognised by name and get theirs.
  await ensureHolidays(t.db, [2026, 2027]);
});
afterAll(() => t.close());

describe('holiday names', () => {
  it('names the seeded holidays in the language of the request, with their code', async () => {
    const [en, ja, vi] = await Promise.all([list('en'), list('ja'), list('vi')]);
    expect(tet1(en)?.holiday_name).toBe('Lunar New Year (Tet) 1/5');
    expect(tet1(ja)?.holiday_name).toBe('旧正月 (テト) 1/5');
    expect(tet1(vi)?.holiday_name).toBe('Tết Nguyên Đán 1/5');
    expect(ja.find((row) => row.date === '09-02')).toMatchObject({
      code: 'national_day',
      holiday_name: '国慶節 (建国記念日)',
    });
    expect(en.every((row) => row.code !== null)).toBe(true);
  });

  it('codes the holidays of a year it adds later at once', async () => {
    await ensureHolidays(t.db, [2026, 2031]);
    const ja = await list('ja', 2031);
    expect(ja.filter((row) => row.code?.startsWith('tet_')).map((row) => row.holiday_name)).toEqual([
      '旧正月 (テト) 1/5',
      '旧正月 (テト) 2/5',
      '旧正月 (テト) 3/5',
      '旧正月 (テト) 4/5',
      '旧正月 (テト) 5/5',
    ]);
  });

  it('keeps a typed holiday as typed in every language', async () => {
    const hr = t.as(ROLES.HR);
    const body = { holiday_name: 'Ngày hội công ty', date: '06-15', year: 2027, type: 2, repeat_year: 0 };
    const created = await hr
      .in('ja')
      .post<HolidayItem>('/api/config/holiday/create', body)
      .then((a) => a.ok());
    expect(created).toMatchObject({ holiday_name: 'Ngày hội công ty', code: null });
    for (const lang of ['en', 'ja', 'vi'] as const)
      expect((await list(lang)).find((row) => row.id === created.id)?.holiday_name).toBe('Ngày hội công ty');
  });

  it('saved with the name it was shown with, a product holiday stays one; renamed, it becomes typed for good', async () => {
    const shown = tet1(await list('ja'))!;
    const body = { holiday_name: shown.holiday_name, date: shown.date, year: 2027, type: 1, repeat_year: 0 };
    const notes = 'Moved by the company';
    const same = await t
      .as(ROLES.HR)
      .in('ja')
      .put<HolidayItem>(`/api/config/holiday/${shown.id}`, { ...body, notes, version: shown.version })
      .then((a) => a.ok());
    expect(same).toMatchObject({ code: 'tet_1', holiday_name: '旧正月 (テト) 1/5', notes });
    expect(tet1(await list('vi'))?.holiday_name).toBe('Tết Nguyên Đán 1/5');

    const renamed = await t
      .as(ROLES.HR)
      .in('vi')
      .put<HolidayItem>(`/api/config/holiday/${shown.id}`, {
        ...body,
        holiday_name: 'Tết công ty ngày đầu',
        version: same.version,
      })
      .then((a) => a.ok());
    expect(renamed).toMatchObject({ code: null, holiday_name: 'Tết công ty ngày đầu' });
    expect((await list('en')).find((row) => row.id === shown.id)?.holiday_name).toBe('Tết công ty ngày đầu');

    // The next start does not take the company's name back.
    await ensureHolidays(t.db, [2026, 2027]);
    const [row] = await t.db.select().from(holidays).where(eq(holidays.id, shown.id));
    expect(row).toMatchObject({ code: null, holiday_name: 'Tết công ty ngày đầu' });
  });
});
