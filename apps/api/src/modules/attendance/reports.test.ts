import {
  companyToday,
  type Dashboard,
  DEVICE_KEY_HEADER,
  type JobStarted,
  type KioskCheckAnswer,
  ROLES,
  type TimekeepingPerson,
  type TimekeepingRow,
} from '@hr/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceBody, ingestEvent, placeBody } from '../../test/factories/attendance';
import { wholeDayEntry } from '../../test/factories/attendance-registration';
import { createTestApp, type Organisation, type Person, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';
import { addDays, zonedMoment } from './working-day';

/**
 * Reports, timekeeping and the home dashboard (docs/attendance.md "Reports, timekeeping, home dashboard"): figures
 * against hand-computed days, each report read back from its xlsx, read scopes, and the kiosk account's limits.
 */
const TZ = 'Asia/Ho_Chi_Minh';
let t: TestApp;
let org: Organisation;
let worker: Person;
let forgetful: Person;
let elsewhere: Person;
let nightWorker: Person;
let traveller: Person;
let placeId: number;
let otherPlaceId: number;
let deviceKey: string;
let deviceId: number;
let wednesday: string;
let thursday: string;
let friday: string;
let saturday: string;

const hr = () => t.as(ROLES.HR);
const at = (date: string, time: string) => new Date(zonedMoment(date, time, TZ)).toISOString();
type Page = { items: TimekeepingRow[]; total: number; date_from: string; date_to: string; last_page: number };

async function workbook(body: unknown) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as ArrayBuffer);
  return book;
}
/** A sheet's rows as objects keyed by the header row's texts. */
function rowsOf(sheet: ExcelJS.Worksheet) {
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((h, i) => [h, values[i] ?? null])));
  });
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  const production = org.departments.production;
  worker = await t.createPerson({
    staff_record: true,
    role_id: ROLES.EMPLOYEE,
    department_id: production,
    shift_id: org.shifts.day,
  });
  forgetful = await t.createPerson({
    staff_record: true,
    role_id: ROLES.EMPLOYEE,
    department_id: production,
    shift_id: org.shifts.day,
  });
  elsewhere = await t.createPerson({
    staff_record: true,
    role_id: ROLES.EMPLOYEE,
    department_id: org.departments.hr,
    shift_id: org.shifts.day,
  });
  nightWorker = await t.createPerson({
    role_id: ROLES.EMPLOYEE,
    department_id: production,
    shift_id: org.shifts.night,
    staff_record: true,
  });
  traveller = await t.createPerson({
    role_id: ROLES.EMPLOYEE,
    department_id: org.departments.hr,
    shift_id: org.shifts.day,
    staff_record: true,
  });
  await t.setPerson(ROLES.MANAGER, { staff_record: true, department_id: production });
  await t.setPerson(ROLES.EMPLOYEE, { staff_record: true });
  placeId = (await hr().post<{ id: number }>('/api/attendance/places', placeBody())).ok().id;
  otherPlaceId = (await hr().post<{ id: number }>('/api/attendance/places', placeBody())).ok().id;
  const created = (
    await hr().post<{ api_key: string; device: { id: number } }>('/api/attendance/devices', deviceBody(placeId))
  ).ok();
  deviceKey = created.api_key;
  deviceId = created.device.id;
  // A Wednesday 7 to 13 days ago and the Thursday after it: two working days of the day shift (08:00-17:00).
  wednesday = addDays(companyToday(TZ), -7);
  while (new Date(`${wednesday}T00:00:00Z`).getUTCDay() !== 3) wednesday = addDays(wednesday, -1);
  thursday = addDays(wednesday, 1);
  friday = addDays(wednesday, 2);
  saturday = addDays(wednesday, 3);
  const events = [
    ingestEvent(worker.alias_id, at(wednesday, '08:10'), 'in'),
    ingestEvent(worker.alias_id, at(wednesday, '17:30'), 'out'),
    ingestEvent(worker.alias_id, at(thursday, '07:55'), 'in'),
    ingestEvent(worker.alias_id, at(thursday, '17:00'), 'out'),
    ingestEvent(forgetful.alias_id, at(wednesday, '08:00'), 'in'),
    ingestEvent(elsewhere.alias_id, at(wednesday, '09:00'), 'in'),
    ingestEvent(elsewhere.alias_id, at(wednesday, '17:00'), 'out'),
    // The night shift (22:00-06:00) of Thursday, and of Friday with an hour more on Saturday, a weekly rest day.
    ingestEvent(nightWorker.alias_id, at(thursday, '21:58'), 'in'),
    ingestEvent(nightWorker.alias_id, at(friday, '06:00'), 'out'),
    ingestEvent(nightWorker.alias_id, at(friday, '22:00'), 'in'),
    ingestEvent(nightWorker.alias_id, at(saturday, '07:00'), 'out'),
  ];
  (
    await t.anonymous().post('/api/attendance/events', { events }, { headers: { [DEVICE_KEY_HEADER]: deviceKey } })
  ).ok();
  // A business trip Wednesday and Thursday, annual leave on Friday (whole days).
  (
    await hr().post('/api/staff-working-plan-store', {
      user_id: traveller.id,
      working_plans: [wholeDayEntry(wednesday, thursday, 5), wholeDayEntry(friday, friday, 4)],
      date: wednesday,
    })
  ).ok();
});
afterAll(() => t?.close());

describe('timekeeping', () => {
  it('sums each person’s days as computed by hand, paged by staff ID', async () => {
    const page = (
      await hr().get<Page>(`/api/timekeeping?date_from=${wednesday}&date_to=${thursday}&keyword=${worker.alias_id}`)
    ).ok();
    expect(page.total).toBe(1);
    // Wednesday: late 10; 08:10-12:00 (230) + 13:00-17:00 (240) normal, 17:00-17:30 overtime type 1.
    // Thursday: 08:00-12:00 + 13:00-17:00 (480) normal (the 5 minutes before the shift are not counted).
    expect(page.items[0]).toMatchObject({
      user_id: worker.id,
      days_present: 2,
      days_late: 1,
      late_minutes: 10,
      normal_minutes: 950,
      worked_minutes: 980,
      overtime_minutes: 30,
      days_missing_checkout: 0,
    });
    expect(page.items[0]!.overtime['1']).toBe(30);
    const forgot = (
      await hr().get<Page>(`/api/timekeeping?date_from=${wednesday}&date_to=${wednesday}&keyword=${forgetful.alias_id}`)
    ).ok();
    // A day without a check-out is not a day present: it is counted apart, for HR to correct.
    expect(forgot.items[0]).toMatchObject({ days_present: 0, days_missing_checkout: 1, worked_minutes: 0 });
  });

  it('night work inside the shift is a night premium (type 7), not overtime; the hour on a rest day is type 2', async () => {
    const page = (
      await hr().get<Page>(`/api/timekeeping?date_from=${thursday}&date_to=${friday}&keyword=${nightWorker.alias_id}`)
    ).ok();
    // Thursday 22:00-06:00 and Friday 22:00-06:00: 960 normal minutes, all at night (type 7). Saturday 06:00-07:00
    // is after Friday's shift on the weekly rest day: rest-day overtime (type 2), the only overtime.
    expect(page.items[0]).toMatchObject({
      days_present: 2,
      normal_minutes: 960,
      worked_minutes: 1020,
      overtime_minutes: 60,
      night_minutes: 960,
      late_minutes: 0,
    });
    expect(page.items[0]!.overtime).toEqual({ '1': 0, '2': 60, '3': 0, '4': 0, '5': 0, '6': 0, '7': 960 });
  });

  it('counts a business trip apart from leave', async () => {
    const page = (
      await hr().get<Page>(`/api/timekeeping?date_from=${wednesday}&date_to=${friday}&keyword=${traveller.alias_id}`)
    ).ok();
    expect(page.items[0]).toMatchObject({ days_business_trip: 2, days_leave: 1, days_absent: 0, days_present: 0 });
  });

  it('defaults to the last 15 days and 20 a page, and pages', async () => {
    const page = (await hr().get<Page>('/api/timekeeping')).ok();
    expect(page.date_to).toBe(companyToday(TZ));
    expect(page.date_from).toBe(addDays(companyToday(TZ), -14));
    expect(page.items.length).toBeLessThanOrEqual(20);
    const second = (await hr().get<Page>('/api/timekeeping?limit=2&page=2')).ok();
    expect(second.items).toHaveLength(Math.min(2, page.total - 2));
    expect(second.last_page).toBe(Math.ceil(page.total / 2));
  });

  it('keeps each reader to their scope', async () => {
    const ids = async (role: (typeof ROLES)[keyof typeof ROLES]) =>
      (await t.as(role).get<Page>('/api/timekeeping?limit=100')).ok().items.map((r) => r.user_id);
    const managerSees = await ids(ROLES.MANAGER);
    expect(managerSees).toEqual(expect.arrayContaining([worker.id, forgetful.id]));
    expect(managerSees).not.toContain(elsewhere.id);
    expect(await ids(ROLES.EMPLOYEE)).toEqual([(await t.personOf(ROLES.EMPLOYEE)).id]);
    (await t.as(ROLES.MANAGER).get(`/api/timekeeping/${elsewhere.id}`)).refused(404, 'not_found');
  });

  it('answers one person’s totals, days and events', async () => {
    const person = (
      await t
        .as(ROLES.MANAGER)
        .get<TimekeepingPerson>(`/api/timekeeping/${worker.id}?date_from=${wednesday}&date_to=${thursday}`)
    ).ok();
    expect(person.totals).toMatchObject({ staff_id: worker.alias_id, worked_minutes: 980, late_minutes: 10 });
    expect(person.days.map((d) => d.work_date)).toEqual([wednesday, thursday]);
    expect(person.events).toHaveLength(4);
  });

  it('refuses a start after the end, a date after today and a range over 62 days, in the reader’s language', async () => {
    const after = await hr().in('ja').get(`/api/timekeeping?date_from=${thursday}&date_to=${wednesday}`);
    after.refused(400);
    expect(after.errors.date_from).toEqual(['開始日は終了日より後にできません']);
    const future = await hr().get(`/api/timekeeping?date_to=${addDays(companyToday(TZ), 1)}`);
    future.refused(400);
    expect(future.errors.date_to?.[0]).toContain('cannot be after today');
    const long = `/api/timekeeping?date_from=${addDays(wednesday, -70)}&date_to=${wednesday}`;
    expect((await hr().get(long)).refused(400, 'invalid_input').errors.date_to).toEqual([
      'At most 62 days can be read at a time',
    ]);
    expect((await hr().in('ja').get(long)).refused(400).errors.date_to?.[0]).toContain('62');
    expect((await hr().in('vi').get(long)).refused(400).errors.date_to?.[0]).toContain('62');
  });
});

describe('reports', () => {
  const report = (type: string, query: string, role: (typeof ROLES)[keyof typeof ROLES] = ROLES.HR) =>
    t.as(role).get(`/api/report/${type}?${query}`);

  it('writes the summary: a row per person per day and a per-person total, as Report_summary_{timestamp}.xlsx', async () => {
    const answer = await report('summary', `start_date=${wednesday}&end_date=${thursday}`);
    answer.ok();
    expect(answer.headers['content-disposition']).toMatch(/filename="Report_summary_\d{14}\.xlsx"/);
    const book = await workbook(answer.raw.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Days', 'Totals']);
    const days = rowsOf(book.worksheets[0]!).filter((r) => r['Staff ID'] === worker.alias_id);
    expect(
      days.map((d) => [
        d.Date,
        d['First check-in'],
        d['Last check-out'],
        d['Late (min)'],
        d['Worked (min)'],
        d['Normal (min)'],
        d['Overtime 1 Normal day (min)'],
        d['Overtime total 1-6 (min)'],
      ]),
    ).toEqual([
      [wednesday, '08:10', '17:30', 10, 500, 470, 30, 30],
      [thursday, '07:55', '17:00', 0, 480, 480, 0, 0],
    ]);
    const header = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 2)).toEqual(['No', 'Staff ID']);
    expect(header.filter((h) => String(h).startsWith('Overtime ')).slice(0, 7)).toEqual([
      'Overtime 1 Normal day (min)',
      'Overtime 2 Rest day (min)',
      'Overtime 3 Holiday (min)',
      'Overtime 4 Normal day, night (min)',
      'Overtime 5 Rest day, night (min)',
      'Overtime 6 Holiday, night (min)',
      'Overtime 7 Night work (min)',
    ]);
    // The night worker (absent on Wednesday, the night shift on Thursday): type 7 outside the overtime total, on the
    // Days sheet as on the Totals sheet.
    const nights = rowsOf(book.worksheets[0]!).filter((r) => r['Staff ID'] === nightWorker.alias_id);
    expect(
      nights.map((d) => [
        d.Date,
        d['Normal (min)'],
        d['Overtime 7 Night work (min)'],
        d['Overtime total 1-6 (min)'],
        typeof d.No,
      ]),
    ).toEqual([
      [wednesday, 0, 0, 0, 'number'],
      [thursday, 480, 480, 0, 'number'],
    ]);
    const totals = rowsOf(book.worksheets[1]!);
    expect(totals.find((r) => r['Staff ID'] === worker.alias_id)).toMatchObject({
      'Days present': 2,
      'Days late': 1,
      'Worked (min)': 980,
      'Overtime 1 Normal day (min)': 30,
      'Overtime total 1-6 (min)': 30,
    });
    expect(totals.find((r) => r['Staff ID'] === nightWorker.alias_id)).toMatchObject({
      'Overtime 7 Night work (min)': 480,
      'Overtime total 1-6 (min)': 0,
    });
    expect(totals.find((r) => r['Staff ID'] === traveller.alias_id)).toMatchObject({
      'Days on business trip': 2,
      'Days on leave': 0,
    });
    expect(totals.find((r) => r['Staff ID'] === elsewhere.alias_id)).toMatchObject({ 'Late (min)': 60 });
  });

  it('reads only the reader’s scope, in their language', async () => {
    const answer = await t
      .as(ROLES.MANAGER)
      .in('ja')
      .get(`/api/report/summary?start_date=${wednesday}&end_date=${thursday}`);
    answer.ok();
    const book = await workbook(answer.raw.rawPayload);
    expect(book.worksheets.map((s) => s.name)).toEqual(['日別', '合計']);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(
      expect.arrayContaining(['番号', '所定内（分）', '残業1 平日（分）', '残業7 深夜勤務（分）']),
    );
    const staff = rowsOf(book.worksheets[1]!).map((r) => r.社員ID);
    expect(staff).toEqual(expect.arrayContaining([worker.alias_id, forgetful.alias_id]));
    expect(staff).not.toContain(elsewhere.alias_id);
    (await report('summary', `start_date=${wednesday}`, ROLES.EMPLOYEE)).refused(403, 'forbidden');
  });

  it('writes the registration report: every event, with its device and place, filtered by place and device', async () => {
    const answer = await report('registration', `start_date=${wednesday}&end_date=${thursday}&place=${placeId}`);
    answer.ok();
    expect(answer.headers['content-disposition']).toMatch(/Report_registration_\d{14}\.xlsx/);
    const events = rowsOf((await workbook(answer.raw.rawPayload)).worksheets[0]!);
    const mine = events.filter((e) => e['Staff ID'] === worker.alias_id);
    expect(mine.map((e) => [e.Time, e['In or out'], e.Device !== null, e.Source])).toEqual([
      [`${wednesday} 08:10:00`, 'In', true, 'Device'],
      [`${wednesday} 17:30:00`, 'Out', true, 'Device'],
      [`${thursday} 07:55:00`, 'In', true, 'Device'],
      [`${thursday} 17:00:00`, 'Out', true, 'Device'],
    ]);
    const elsewhereRows = rowsOf(
      (await workbook((await report('registration', `start_date=${wednesday}&place=${otherPlaceId}`)).raw.rawPayload))
        .worksheets[0]!,
    );
    expect(elsewhereRows).toEqual([]);
    const byDevice = rowsOf(
      (
        await workbook(
          (
            await report('registration', `start_date=${wednesday}&end_date=${wednesday}&camera_device=${deviceId}`)
          ).raw.rawPayload,
        )
      ).worksheets[0]!,
    );
    expect(byDevice.length).toBe(5);
  });

  it('lists the places and devices to choose from, for report readers only', async () => {
    const options = (
      await t
        .as(ROLES.MANAGER)
        .get<{ places: { id: number }[]; devices: { id: number; place_id: number }[] }>('/api/report-options')
    ).ok();
    expect(options.places.map((p) => p.id)).toEqual(expect.arrayContaining([placeId, otherPlaceId]));
    expect(options.devices).toContainEqual(expect.objectContaining({ id: deviceId, place_id: placeId }));
    (await t.as(ROLES.LEADER).get('/api/report-options')).refused(403, 'forbidden');
  });

  it('writes the working-plan report: the days excused by an absence, its types by name in each language', async () => {
    // Each language read by another role that sees everyone (exports are limited per person and minute).
    const readers = { en: ROLES.HR, ja: ROLES.DIRECTOR, vi: ROLES.HEAD_OF_FACTORY } as const;
    const sheetIn = async (lang: 'en' | 'ja' | 'vi') => {
      const answer = await t
        .as(readers[lang])
        .in(lang)
        .get(`/api/report/working-plan?start_date=${wednesday}&end_date=${friday}`);
      answer.ok();
      return (await workbook(answer.raw.rawPayload)).worksheets[0]!;
    };
    const sheet = await sheetIn('en');
    expect(sheet.name).toBe('Working plans');
    // Only the traveller's days are excused by an absence; the device days are not listed.
    expect(rowsOf(sheet).map((r) => [r['Staff ID'], r.Date, r['Absence types'], r['Leave (min)']])).toEqual([
      [traveller.alias_id, wednesday, 'Business trip (whole day)', 480],
      [traveller.alias_id, thursday, 'Business trip (whole day)', 480],
      [traveller.alias_id, friday, 'Annual leave (whole day)', 480],
    ]);
    expect(rowsOf(await sheetIn('ja')).map((r) => r.不在種別)).toEqual([
      '出張（終日）',
      '出張（終日）',
      '年次有給休暇（終日）',
    ]);
    expect(rowsOf(await sheetIn('vi')).map((r) => r['Loại vắng mặt'])).toEqual([
      'Công tác (cả ngày)',
      'Công tác (cả ngày)',
      'Nghỉ phép năm (cả ngày)',
    ]);
  });

  it('refuses bad input with a localized message and writes nothing', async () => {
    const missing = await report('summary', '');
    missing.refused(400);
    expect(missing.errors.start_date).toEqual(['Start date has not been entered']);
    (await report('weekly', `start_date=${wednesday}`)).refused(400);
    (await report('summary', `start_date=${thursday}&end_date=${wednesday}`)).refused(400);
    const place = await report('summary', `start_date=${wednesday}&place=999999`);
    place.refused(422, 'place_not_found');
    (await report('summary', `start_date=${wednesday}&camera_device=999999`)).refused(422, 'device_not_found');
    (await report('summary', `start_date=${wednesday}&report_type=registration`)).refused(400, 'invalid_input');
    const long = await report('summary', `start_date=${addDays(wednesday, -400)}&end_date=${wednesday}`);
    expect(long.refused(400, 'invalid_input').errors.end_date).toEqual(['At most 366 days can be read at a time']);
    const future = await hr()
      .in('vi')
      .get(`/api/report/summary?start_date=${addDays(companyToday(TZ), 1)}`);
    future.refused(400);
    expect(future.errors.start_date?.[0]).toContain('không được sau hôm nay');
  });

  it('makes a large report as a job and offers the file when it is done', async () => {
    // 366 days x the people of this file (more than 27) is over the 10,000 rows answered at once.
    for (let i = 0; i < 28; i += 1)
      await t.createPerson({ staff_record: true, role_id: ROLES.EMPLOYEE, department_id: org.departments.hr });
    const start = addDays(companyToday(TZ), -365);
    const answer = await hr().get<JobStarted>(`/api/report/summary?start_date=${start}`);
    const job = await waitForJob(hr(), answer.ok(202).job_id);
    expect(job).toMatchObject({ state: 'done', progress: 100 });
    expect(job.file_name).toMatch(/^Report_summary_\d{14}\.xlsx$/);
    const file = await hr().get(job.download_url!);
    file.ok();
    const totals = rowsOf((await workbook(file.raw.rawPayload)).worksheets[1]!);
    expect(totals.find((r) => r['Staff ID'] === worker.alias_id)).toMatchObject({ 'Worked (min)': 980 });
  });
});

describe('home dashboard', () => {
  it('counts today by department (each person in one bucket) and a 30-day trend, within scope', async () => {
    const board = (await hr().get<Dashboard>('/api/dashboard/attendance')).ok();
    expect(board.date).toBe(companyToday(TZ));
    for (const d of board.departments)
      expect(d.present + d.late + d.on_leave + d.absent + d.not_yet + d.off).toBe(d.total);
    expect(board.trend).toHaveLength(30);
    expect(board.trend.at(-1)!.date).toBe(companyToday(TZ));
    // Wednesday: the worker and the forgetful one (production) and the one elsewhere checked in; two were late.
    expect(board.trend.find((d) => d.date === wednesday)).toMatchObject({ present: 3, late: 2 });
    const managers = (await t.as(ROLES.MANAGER).get<Dashboard>('/api/dashboard/attendance')).ok();
    expect(managers.departments.map((d) => d.department_id)).toEqual([org.departments.production]);
    expect(managers.trend.find((d) => d.date === wednesday)).toMatchObject({ present: 2, late: 1 });
    const own = (await t.as(ROLES.EMPLOYEE).get<Dashboard>('/api/dashboard/attendance')).ok();
    expect(own.departments.reduce((sum, d) => sum + d.total, 0)).toBe(1);
  });

  it('leaves kiosk accounts out of the head counts and the timekeeping list', async () => {
    const production = org.departments.production;
    const totalOf = async () =>
      (await hr().get<Dashboard>('/api/dashboard/attendance'))
        .ok()
        .departments.find((d) => d.department_id === production)?.total;
    const before = await totalOf();
    const tablet = await t.createPerson({ role_id: ROLES.KIOSK, department_id: production });
    expect(await totalOf()).toBe(before);
    const today = companyToday(TZ);
    const list = (
      await hr().get<{ items: { user_id: number }[] }>(`/api/timekeeping?date_from=${today}&date_to=${today}&limit=100`)
    ).ok();
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.map((p) => p.user_id)).not.toContain(tablet.id);
  });
});

describe('kiosk account', () => {
  it('checks people in and out and reads nothing else', async () => {
    const kiosk = t.as(ROLES.KIOSK);
    const check = (
      await kiosk.post<KioskCheckAnswer>('/api/attendance/kiosk/check', { code: forgetful.alias_id })
    ).ok();
    expect(check).toMatchObject({ user_id: forgetful.id, repeated: false });
    const again = (
      await kiosk.post<KioskCheckAnswer>('/api/attendance/kiosk/check', { code: forgetful.alias_id })
    ).ok();
    expect(again).toMatchObject({ event_id: check.event_id, repeated: true });
    // The scan's working day is computed with it: the timekeeping shows the check-in (seconds dropped). Today's
    // day, or yesterday's just after midnight (a scan before the boundary between the two days is yesterday's).
    const today = companyToday(TZ);
    const person = (
      await hr().get<TimekeepingPerson>(
        `/api/timekeeping/${forgetful.id}?date_from=${addDays(today, -1)}&date_to=${today}`,
      )
    ).ok();
    expect(person.days.map((d) => d.first_in?.slice(0, 16))).toContain(check.occurred_at.slice(0, 16));
    for (const url of ['/api/timekeeping', '/api/dashboard/attendance', '/api/attendance/days', '/api/users'])
      (await kiosk.get(url)).refused(403, 'forbidden');
    (await kiosk.get(`/api/report/summary?start_date=${wednesday}`)).refused(403, 'forbidden');
    (
      await kiosk.get(`/api/attendance/people/${forgetful.id}/days?date_from=${wednesday}&date_to=${wednesday}`)
    ).refused(403, 'forbidden');
  });
});

describe('who takes part: the people the payroll pays (db/person.ts paidInPeriod)', () => {
  it('a termination entered after days were stored: the days after it are in no total, sheet or person view', async () => {
    const leaver = await t.createPerson({
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.production,
      shift_id: org.shifts.day,
      staff_record: { official_start_date: '2020-01-01' },
    });
    for (const day of [wednesday, thursday])
      (
        await hr().post('/api/attendance/corrections', {
          user_id: leaver.id,
          occurred_at: at(day, '08:00'),
          direction: 'in',
          reason: 'Stored before the termination was entered',
        })
      ).ok();
    const row = async () =>
      (
        await hr().get<Page>(`/api/timekeeping?date_from=${wednesday}&date_to=${thursday}&keyword=${leaver.alias_id}`)
      ).ok().items[0] as unknown as { days_missing_checkout: number } | undefined;
    const days = async () =>
      (
        await hr().get<{ days: { work_date: string }[] }>(
          `/api/attendance/people/${leaver.id}/days?date_from=${wednesday}&date_to=${thursday}`,
        )
      )
        .ok()
        .days.map((d) => d.work_date);
    expect((await row())?.days_missing_checkout).toBe(2);
    expect(await days()).toEqual([wednesday, thursday]);
    // HR enters the termination late: the last day is Wednesday.
    await t.pool.query('update staff_records set termination_date = $1 where user_id = $2', [wednesday, leaver.id]);
    expect((await row())?.days_missing_checkout).toBe(1);
    expect(await days()).toEqual([wednesday]);
    const book = await workbook(
      (await t.as(ROLES.DIRECTOR).get(`/api/report/summary?start_date=${wednesday}&end_date=${thursday}`)).raw
        .rawPayload,
    );
    const daysSheet = rowsOf(book.worksheets[1]!).filter((r) => r['Staff ID'] === leaver.alias_id);
    expect(daysSheet).toHaveLength(1);
  });

  it('an account without a staff record is in no report, timekeeping list or dashboard count, even with a stored day', async () => {
    const dashboardTotal = async () =>
      (await hr().get<Dashboard>('/api/dashboard/attendance')).ok().departments.reduce((sum, d) => sum + d.total, 0);
    const totalBefore = await dashboardTotal();
    const admin = await t.createPerson({
      role_id: ROLES.ICT,
      department_id: org.departments.production,
      staff_record: true,
    });
    // A day stored while the account had a staff record (a correction refuses one without: attendance.test.ts),
    // then the record gone: still nobody's row.
    (
      await hr().post('/api/attendance/corrections', {
        user_id: admin.id,
        occurred_at: at(wednesday, '08:00'),
        direction: 'in',
        reason: 'Stored to prove it is left out',
      })
    ).ok();
    await t.pool.query('delete from staff_records where user_id = $1', [admin.id]);
    const list = (await hr().get<Page>(`/api/timekeeping?date_from=${wednesday}&date_to=${thursday}&limit=100`)).ok();
    expect(list.items.map((r) => r.user_id)).toContain(worker.id);
    expect(list.items.map((r) => r.user_id)).not.toContain(admin.id);
    // Another reader than HR: the export limit counts per person, and HR exported much above.
    const answer = await t.as(ROLES.DIRECTOR).get(`/api/report/summary?start_date=${wednesday}&end_date=${thursday}`);
    answer.ok();
    const book = await workbook(answer.raw.rawPayload);
    for (const sheet of book.worksheets) {
      const staffIds = rowsOf(sheet).map((r) => r['Staff ID']);
      expect(staffIds).toContain(worker.alias_id);
      expect(staffIds).not.toContain(admin.alias_id);
    }
    expect(await dashboardTotal()).toBe(totalBefore);
  });
});
