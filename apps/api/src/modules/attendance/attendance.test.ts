import {
  type AttendanceEventItem,
  companyToday,
  DEVICE_KEY_HEADER,
  type IngestAnswer,
  type KioskCheckAnswer,
  ROLES,
  translate,
  type WorkingDayItem,
} from '@hr/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceBody, ingestEvent, manualEventBody, placeBody } from '../../test/factories/attendance';
import { noHolidaysOn } from '../../test/factories/days';
import { createTestApp, type Organisation, type Person, type TestApp } from '../../test/harness';
import { addDays, zonedMoment } from './working-day';
import { lockedPayrollMonth } from '../../test/factories/payroll';

const TZ = 'Asia/Ho_Chi_Minh';
let t: TestApp;
let org: Organisation;
let dayWorker: Person;
let nightWorker: Person;
let elsewhere: Person;
let deviceKey: string;
let deviceId: number;

const hr = () => t.as(ROLES.HR);
const at = (date: string, time: string) => new Date(zonedMoment(date, time, TZ)).toISOString();
const push = (events: unknown[], key = deviceKey) =>
  t.anonymous().post<IngestAnswer>('/api/attendance/events', { events }, { headers: { [DEVICE_KEY_HEADER]: key } });
const eventCount = async () => Number((await t.pool.query('select count(*) n from attendance_events')).rows[0].n);
type PersonDays = { days: WorkingDayItem[]; events: AttendanceEventItem[] };
const daysOf = (userId: number, from: string, to = from, client = hr()) =>
  client.get<PersonDays>(`/api/attendance/people/${userId}/days?date_from=${from}&date_to=${to}`);

/** A Wednesday 7 to 13 days before today (inside the ingest window, well in the past). */
function recentWednesday() {
  let date = addDays(companyToday(TZ), -7);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 3) date = addDays(date, -1);
  return date;
}

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  // The Wednesday the tests work on and its neighbours are working days, whatever the calendar says.
  await noHolidaysOn(
    t.pool,
    [-1, 0, 1].map((days) => addDays(recentWednesday(), days)),
  );
  const production = org.departments.production;
  dayWorker = await t.createPerson({
    staff_record: true,
    role_id: ROLES.EMPLOYEE,
    department_id: production,
    shift_id: org.shifts.day,
  });
  nightWorker = await t.createPerson({
    staff_record: true,
    role_id: ROLES.EMPLOYEE,
    department_id: production,
    shift_id: org.shifts.night,
  });
  elsewhere = await t.createPerson({
    staff_record: true,
    role_id: ROLES.EMPLOYEE,
    department_id: org.departments.hr,
    shift_id: org.shifts.day,
  });
  await t.setPerson(ROLES.MANAGER, { staff_record: true, department_id: production });
  await t.setPerson(ROLES.EMPLOYEE, { staff_record: true, department_id: production, shift_id: org.shifts.day });
  const place = (await hr().post<{ id: number }>('/api/attendance/places', placeBody())).ok();
  const created = (
    await hr().post<{ api_key: string; device: { id: number } }>('/api/attendance/devices', deviceBody(place.id))
  ).ok();
  deviceKey = created.api_key;
  deviceId = created.device.id;
});
afterAll(() => t?.close());

describe('device ingest', () => {
  it('takes new events, and a replayed batch adds nothing and says so', async () => {
    const day = recentWednesday();
    const batch = [
      ingestEvent(dayWorker.alias_id, at(day, '07:58'), 'in'),
      ingestEvent(dayWorker.alias_id.toLowerCase(), at(day, '17:03'), 'out'),
    ];
    const first = (await push(batch)).ok();
    expect(first).toMatchObject({ new: 2, duplicate: 0, refused: 0 });
    expect(first.results.map((r) => r.outcome)).toEqual(['new', 'new']);
    expect(first.recomputed_days).toBeGreaterThan(0);
    const stored = await eventCount();
    const again = (await push(batch)).ok();
    expect(again).toMatchObject({ new: 0, duplicate: 2, refused: 0, recomputed_days: 0 });
    expect(await eventCount()).toBe(stored);
    const { days } = (await daysOf(dayWorker.id, day)).ok();
    expect(days[0]).toMatchObject({ status: 'present', late_minutes: 0, normal_minutes: 480, worked_minutes: 483 });
    expect(days[0]!.overtime['1']).toBe(3);
  });

  it('refuses unknown staff, impossible times and a repeated event_id one by one, never the batch', async () => {
    const day = recentWednesday();
    const good = ingestEvent(elsewhere.alias_id, at(day, '08:30'), 'in');
    const answer = (
      await push([
        ingestEvent('NOBODY-1', at(day, '08:00')),
        ingestEvent(elsewhere.alias_id, new Date(Date.now() + 3_600_000).toISOString()),
        ingestEvent(elsewhere.alias_id, new Date(Date.now() - 200 * 86_400_000).toISOString()),
        good,
        { ...good, occurred_at: at(day, '09:00') },
        ingestEvent(elsewhere.alias_id, '2026-02-30T08:10:00+07:00'),
        ingestEvent(elsewhere.alias_id, `${day}T08:10:00`),
      ])
    ).ok();
    expect(answer.results.map((r) => [r.outcome, r.reason])).toEqual([
      ['refused', 'unknown_staff'],
      ['refused', 'future_time'],
      ['refused', 'too_old'],
      ['new', null],
      ['refused', 'repeated_in_batch'],
      ['refused', 'invalid_time'],
      ['refused', 'invalid_time'],
    ]);
    expect(answer).toMatchObject({ new: 1, refused: 6 });
    const { days } = (await daysOf(elsewhere.id, day)).ok();
    expect(days[0]).toMatchObject({ late_minutes: 30, status: 'missing_checkout' });
  });

  it('refuses, one by one, events of a payroll-locked month (a paid month never changes), taking the others', async () => {
    const old = addDays(recentWednesday(), -70);
    const month = `${old.slice(0, 7)}-01`;
    await t.pool.query('insert into payroll_locks (month) values ($1) on conflict do nothing', [month]);
    try {
      const before = await eventCount();
      const answer = (
        await push([
          ingestEvent(elsewhere.alias_id, at(old, '08:00'), 'in'),
          ingestEvent(elsewhere.alias_id, at(recentWednesday(), '07:58'), 'in'),
        ])
      ).ok();
      expect(answer.results.map((r) => [r.outcome, r.reason])).toEqual([
        ['refused', 'payroll_month_locked'],
        [expect.stringMatching(/^(new|duplicate)$/), null],
      ]);
      expect(await eventCount()).toBe(before + answer.new);
    } finally {
      await t.pool.query('delete from payroll_locks where month = $1', [month]);
    }
  });

  it('out of order: a check-out that arrives before its check-in closes the same day', async () => {
    const day = addDays(recentWednesday(), 1);
    (await push([ingestEvent(elsewhere.alias_id, at(day, '17:00'), 'out')])).ok();
    expect((await daysOf(elsewhere.id, day)).ok().days[0]?.first_in).toBeNull();
    (await push([ingestEvent(elsewhere.alias_id, at(day, '08:05'), 'in')])).ok();
    const { days } = (await daysOf(elsewhere.id, day)).ok();
    expect(days[0]).toMatchObject({ status: 'present', late_minutes: 5, normal_minutes: 475 });
  });

  it('two batches at once for the same day: the day is computed with both', async () => {
    const day = addDays(recentWednesday(), -1);
    const person = await t.createPerson({
      staff_record: true,
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.production,
      shift_id: org.shifts.day,
    });
    const answers = await Promise.all([
      push([ingestEvent(person.alias_id, at(day, '08:00'), 'in')]),
      push([ingestEvent(person.alias_id, at(day, '17:00'), 'out')]),
    ]);
    for (const answer of answers) expect(answer.ok().new).toBe(1);
    const { days } = (await daysOf(person.id, day)).ok();
    expect(days[0]).toMatchObject({ status: 'present', normal_minutes: 480 });
  });

  it('a night shift: the 06:05 check-out closes the day it started', async () => {
    const day = recentWednesday();
    const next = addDays(day, 1);
    (await push([ingestEvent(nightWorker.alias_id, at(next, '06:05'), 'out')])).ok();
    (await push([ingestEvent(nightWorker.alias_id, at(day, '21:55'), 'in')])).ok();
    const { days } = (await daysOf(nightWorker.id, day, next)).ok();
    const started = days.find((d) => d.work_date === day)!;
    expect(started).toMatchObject({ status: 'present', normal_minutes: 480, night_minutes: 480 });
    expect(started.overtime['7']).toBe(480);
    expect(started.last_out).toBe(at(next, '06:05'));
    expect(days.find((d) => d.work_date === next)?.first_in ?? null).toBeNull();
  });

  it("a range's events are its days' own: not the evening before nor the morning after, but a night's check-out", async () => {
    const day = addDays(recentWednesday(), -1);
    const before = addDays(day, -1);
    const after = addDays(day, 1);
    (
      await push([
        ingestEvent(dayWorker.alias_id, at(before, '08:01'), 'in'),
        ingestEvent(dayWorker.alias_id, at(before, '17:04'), 'out'),
        ingestEvent(dayWorker.alias_id, at(day, '07:59'), 'in'),
        ingestEvent(dayWorker.alias_id, at(day, '17:02'), 'out'),
        ingestEvent(dayWorker.alias_id, at(after, '07:57'), 'in'),
        ingestEvent(nightWorker.alias_id, at(day, '21:58'), 'in'),
        ingestEvent(nightWorker.alias_id, at(after, '06:04'), 'out'),
      ])
    ).ok();
    const own = (await daysOf(dayWorker.id, day)).ok();
    expect(own.events.map((e) => e.occurred_at)).toEqual([at(day, '07:59'), at(day, '17:02')]);
    const night = (await daysOf(nightWorker.id, day)).ok();
    expect(night.events.map((e) => e.occurred_at)).toEqual([at(day, '21:58'), at(after, '06:04')]);
  });

  it('an unknown key is refused; a revoked device has each event refused and nothing stored', async () => {
    (await push([ingestEvent(dayWorker.alias_id, at(recentWednesday(), '08:00'))], 'hrd_not-a-key')).refused(
      401,
      'device_key_invalid',
    );
    const place = (await hr().post<{ id: number }>('/api/attendance/places', placeBody())).ok();
    const created = (
      await hr().post<{ api_key: string; device: { id: number } }>('/api/attendance/devices', deviceBody(place.id))
    ).ok();
    const revoked = (
      await hr().post<{ revoked_at: string }>(`/api/attendance/devices/${created.device.id}/revoke`)
    ).ok();
    expect(revoked.revoked_at).not.toBeNull();
    const before = await eventCount();
    const answer = (
      await push([ingestEvent(dayWorker.alias_id, at(recentWednesday(), '08:00'))], created.api_key)
    ).ok();
    expect(answer.results).toEqual([expect.objectContaining({ outcome: 'refused', reason: 'device_revoked' })]);
    expect(await eventCount()).toBe(before);
    (await hr().post(`/api/attendance/devices/${created.device.id}/revoke`)).refused(409, 'device_already_revoked');
  });

  it('a malformed batch is refused whole with 400 and nothing stored; without a valid key, 401 before the body', async () => {
    const before = await eventCount();
    (await push([{ event_id: 'x', staff_id: dayWorker.alias_id, occurred_at: 1 }])).refused(400);
    (await push([{ event_id: 'x', staff_id: dayWorker.alias_id, extra: true }])).refused(400);
    // A stranger learns nothing of the batch's rules: the key is checked first.
    (await push([{ junk: true }], 'hrd_not-a-key')).refused(401, 'device_key_invalid');
    (await t.anonymous().post('/api/attendance/events', { junk: true })).refused(401, 'device_key_invalid');
    expect(await eventCount()).toBe(before);
  });

  it('an oversized body: 401 without a valid key (the key is checked before the body is read), 413 with one', async () => {
    // Over the 1 MB body limit: with a bad or no key the answer is 401 all the same, never 413.
    const payload = JSON.stringify({ events: [{ event_id: 'x'.repeat(2 * 1024 * 1024) }] });
    const send = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/attendance/events',
        payload,
        headers: { 'content-type': 'application/json', ...headers },
      });
    for (const headers of [{ [DEVICE_KEY_HEADER]: 'hrd_not-a-key' }, {} as Record<string, string>]) {
      const refused = await send(headers);
      expect([refused.statusCode, refused.json().code]).toEqual([401, 'device_key_invalid']);
    }
    expect((await send({ [DEVICE_KEY_HEADER]: deviceKey })).statusCode).toBe(413);
  });
});

describe('the database going away in the middle of a batch', () => {
  it('answers 503 and writes nothing: the events and the days are one transaction', async () => {
    const day = recentWednesday();
    const before = await eventCount();
    // Another session holds the days table, so the batch stops after inserting its events; then the server's
    // connection is ended, as when PostgreSQL restarts.
    const holder = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table attendance_days in access exclusive mode');
      const pending = push([ingestEvent(dayWorker.alias_id, at(day, '12:34'), 'in')]);
      let waiting: number | undefined;
      for (let i = 0; i < 100 && waiting === undefined; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const { rows } = await holder.query(
          `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        waiting = rows[0]?.pid;
      }
      expect(waiting).toBeDefined();
      await holder.query('select pg_terminate_backend($1)', [waiting]);
      const answer = await pending;
      answer.refused(503, 'database_unavailable');
      await holder.query('rollback');
    } finally {
      await holder.end();
    }
    expect(await eventCount()).toBe(before);
    // The device sends the batch again once the database is back: it is taken.
    (await push([ingestEvent(dayWorker.alias_id, at(day, '12:35'), 'in')])).ok();
  });
});

describe('devices and places', () => {
  it('shows the key once: the list has only its prefix, and stores only its hash', async () => {
    const devices = (await hr().get<{ id: number; key_prefix: string }[]>('/api/attendance/devices')).ok();
    const mine = devices.find((d) => d.id === deviceId)!;
    expect(deviceKey.startsWith(mine.key_prefix)).toBe(true);
    expect(JSON.stringify(devices)).not.toContain(deviceKey);
    const { rows } = await t.pool.query('select key_hash from attendance_devices where id = $1', [deviceId]);
    expect(rows[0].key_hash).not.toContain(deviceKey);
  });

  it('is ICT and HR work', async () => {
    (await t.as(ROLES.MANAGER).get('/api/attendance/devices')).refused(403, 'forbidden');
    (await t.as(ROLES.EMPLOYEE).post('/api/attendance/places', placeBody())).refused(403, 'forbidden');
    (await t.as(ROLES.ICT).get('/api/attendance/places')).ok();
  });

  it('refuses a place name twice, in the reader’s language', async () => {
    const body = placeBody();
    (await hr().post('/api/attendance/places', body)).ok();
    const refused = (await hr().in('vi').post('/api/attendance/places', body)).refused(422, 'place_name_exists');
    expect(refused.message).toBe('Đã có địa điểm với tên này.');
  });
});

describe('manual corrections: the working day by hand', () => {
  // Wednesday 4 March 2026: a working day of the built-in working week, no holiday. Day shift 08:00-17:00 with
  // the standard 8 hours, so 12:00-13:00 is its break.
  const DAY = '2026-03-04';

  it('computes late minutes, normal minutes and overtime, then again after a void and an added event', async () => {
    const checkIn = (
      await hr().post<AttendanceEventItem>(
        '/api/attendance/corrections',
        manualEventBody(dayWorker.id, { occurred_at: at(DAY, '08:12'), direction: 'in' }),
      )
    ).ok();
    (
      await hr().post(
        '/api/attendance/corrections',
        manualEventBody(dayWorker.id, { occurred_at: at(DAY, '19:00'), direction: 'out' }),
      )
    ).ok();
    let day = (await daysOf(dayWorker.id, DAY)).ok().days[0]!;
    // 08:12-12:00 (228) + 13:00-17:00 (240) normal; 17:00-19:00 overtime on a working day (type 1).
    expect(day).toMatchObject({ late_minutes: 12, early_leave_minutes: 0, normal_minutes: 468, worked_minutes: 588 });
    expect(day.overtime).toEqual({ '1': 120, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0 });
    expect(day.shift_source).toBe('person');

    const voided = (
      await hr().post<AttendanceEventItem>(`/api/attendance/events/${checkIn.id}/void`, { reason: 'Wrong person' })
    ).ok();
    expect(voided.voided_at).not.toBeNull();
    (
      await hr().post(
        '/api/attendance/corrections',
        manualEventBody(dayWorker.id, { occurred_at: at(DAY, '07:58'), direction: 'in' }),
      )
    ).ok();
    const read = (await daysOf(dayWorker.id, DAY)).ok();
    day = read.days[0]!;
    expect(day).toMatchObject({ late_minutes: 0, normal_minutes: 480, worked_minutes: 600 });
    // The original stays, marked, with who voided it and why; both writes are audited.
    expect(read.events.find((e) => e.id === checkIn.id)).toMatchObject({
      void_reason: 'Wrong person',
      source: 'manual',
    });
    expect(await t.auditActions('attendance_event', checkIn.id)).toEqual(['create', 'void']);
    (await hr().post(`/api/attendance/events/${checkIn.id}/void`, { reason: 'Again' })).refused(
      409,
      'event_already_voided',
    );
  });

  it('refuses a time in the future and a payroll-locked month, leaving everything as it was', async () => {
    const before = await eventCount();
    (
      await hr().post(
        '/api/attendance/corrections',
        manualEventBody(dayWorker.id, { occurred_at: new Date(Date.now() + 86_400_000).toISOString() }),
      )
    ).refused(422, 'event_in_future');
    await lockedPayrollMonth(hr(), '2026-02');
    const locked = (
      await hr()
        .in('ja')
        .post('/api/attendance/corrections', manualEventBody(dayWorker.id, { occurred_at: at('2026-02-10', '08:00') }))
    ).refused(422, 'payroll_month_locked');
    expect(locked.message).toBe(translate('ja', 'errors.payroll_month_locked', { month: '2026/02' }));
    expect(await eventCount()).toBe(before);
  });

  it('needs the correction flag', async () => {
    (await t.as(ROLES.MANAGER).post('/api/attendance/corrections', manualEventBody(dayWorker.id))).refused(403);
    (await t.as(ROLES.EMPLOYEE).post('/api/attendance/events/1/void', { reason: 'x' })).refused(403);
  });
});

describe('kiosk', () => {
  it('checks in by staff ID, and a second scan within seconds is not a second event', async () => {
    const first = (await hr().post<KioskCheckAnswer>('/api/attendance/kiosk/check', { code: elsewhere.alias_id })).ok();
    expect(first).toMatchObject({ user_id: elsewhere.id, repeated: false });
    const count = await eventCount();
    const second = await hr()
      .in('vi')
      .post<KioskCheckAnswer>('/api/attendance/kiosk/check', { code: ` ${elsewhere.alias_id} ` });
    expect(second.ok()).toMatchObject({ event_id: first.event_id, repeated: true, direction: first.direction });
    expect(second.message).toMatch(/^Đã (vào|ra) ca: /);
    expect(await eventCount()).toBe(count);
  });

  it('ten tablets scanning one badge at once store one event, and every tablet answers that one', async () => {
    // Each scan takes the person's lock, then reads their last event in a statement of its own: a statement that
    // read it while waiting for the lock would not see the event the tablet before it committed, and add another.
    const person = await t.createPerson({
      staff_record: true,
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.hr,
      shift_id: org.shifts.day,
    });
    const before = await eventCount();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        hr().post<KioskCheckAnswer>('/api/attendance/kiosk/check', { code: person.alias_id }),
      ),
    );
    const scans = answers.map((answer) => answer.ok());
    expect(await eventCount()).toBe(before + 1);
    const added = scans.filter((scan) => !scan.repeated);
    expect(added).toHaveLength(1);
    expect(new Set(scans.map((scan) => scan.event_id))).toEqual(new Set([added[0]!.event_id]));
    expect(new Set(scans.map((scan) => scan.direction))).toEqual(new Set([added[0]!.direction]));
    // Just after midnight a scan belongs to the day before (the day shift's window reaches past midnight).
    const { days, events } = (await daysOf(person.id, addDays(companyToday(TZ), -1), companyToday(TZ))).ok();
    expect(events.map((event) => event.id)).toEqual([added[0]!.event_id]);
    expect(days.filter((day) => day.first_in !== null)).toHaveLength(1);
  });

  it('people scanning at once at several tablets each get their own event and day', async () => {
    const people = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.createPerson({
          staff_record: true,
          role_id: ROLES.EMPLOYEE,
          department_id: org.departments.hr,
          shift_id: org.shifts.day,
        }),
      ),
    );
    const before = await eventCount();
    const scans = (
      await Promise.all(
        people.map((who) => hr().post<KioskCheckAnswer>('/api/attendance/kiosk/check', { code: who.alias_id })),
      )
    ).map((answer) => answer.ok());
    expect(scans.map((scan) => [scan.user_id, scan.repeated, scan.direction])).toEqual(
      people.map((who) => [who.id, false, 'in']),
    );
    expect(await eventCount()).toBe(before + people.length);
    // Today's day or, just after midnight, the day before (see above).
    for (const who of people) {
      const { days } = (await daysOf(who.id, addDays(companyToday(TZ), -1), companyToday(TZ))).ok();
      expect(days.filter((day) => day.first_in !== null)).toHaveLength(1);
    }
  });

  it('refuses an unknown code, and accounts without the kiosk flag', async () => {
    (await hr().post('/api/attendance/kiosk/check', { code: 'NO-SUCH-BADGE' })).refused(422, 'kiosk_unknown_staff');
    (await t.as(ROLES.EMPLOYEE).post('/api/attendance/kiosk/check', { code: dayWorker.alias_id })).refused(403);
  });

  it("refuses a kiosk account's own code, at the kiosk and from a device: a tablet is nobody", async () => {
    const tablet = await t.createPerson({ role_id: ROLES.KIOSK, department_id: org.departments.production });
    const before = await eventCount();
    const refused = (await hr().in('ja').post('/api/attendance/kiosk/check', { code: tablet.alias_id })).refused(
      422,
      'kiosk_unknown_staff',
    );
    expect(refused.message).not.toMatch(/errors\./);
    const answer = (await push([ingestEvent(tablet.alias_id, at(recentWednesday(), '08:00'))])).ok();
    expect(answer.results.map((r) => [r.outcome, r.reason])).toEqual([['refused', 'unknown_staff']]);
    expect(await eventCount()).toBe(before);
  });
});

describe('who takes part: the people the payroll pays (db/person.ts paidInPeriod)', () => {
  it('an account without a staff record (the administrator) is refused at the kiosk in its language and by devices', async () => {
    const admin = await t.createPerson({
      role_id: ROLES.ICT,
      department_id: org.departments.production,
      first_name: 'Ada',
      last_name: 'Admin',
    });
    const before = await eventCount();
    const kiosk = (code: string) => hr().post('/api/attendance/kiosk/check', { code });
    const en = (await kiosk(admin.alias_id)).refused(422, 'kiosk_not_staff');
    expect(en.message).toBe(
      'Ada Admin has no staff record or is not employed today: this account does not check in or out.',
    );
    const ja = (await hr().in('ja').post('/api/attendance/kiosk/check', { code: admin.alias_id })).refused(422);
    expect(ja.message).toBe(
      'Ada Adminには社員情報がないか、本日は在籍していないため、このアカウントでは出退勤を打刻できません。',
    );
    const vi = (await hr().in('vi').post('/api/attendance/kiosk/check', { code: admin.alias_id })).refused(422);
    expect(vi.message).toBe(
      'Ada Admin không có hồ sơ nhân viên hoặc hôm nay không còn làm việc: tài khoản này không chấm công vào ra.',
    );

    // A device's batch: the administrator's event refused with its reason, the staff member's taken.
    const day = recentWednesday();
    const answer = (
      await push([
        ingestEvent(admin.alias_id, at(day, '07:55'), 'in'),
        ingestEvent(dayWorker.alias_id, at(day, '07:56')),
      ])
    ).ok();
    expect(answer.results.map((r) => [r.outcome, r.reason])).toEqual([
      ['refused', 'not_staff'],
      ['new', null],
    ]);
    expect(await eventCount()).toBe(before + 1);
    // Nor does HR's correction record one for it: refused with the day, nothing stored.
    const corrected = (
      await hr().post('/api/attendance/corrections', manualEventBody(admin.id, { occurred_at: at(day, '08:00') }))
    ).refused(422, 'event_not_staff');
    expect(corrected.message).toContain(
      `Ada Admin has no staff record or is not employed on ${day.replaceAll('-', '/')}`,
    );
    expect(await eventCount()).toBe(before + 1);
    // Nor is the account listed with the people of a date.
    const list = (await hr().get<{ items: { user_id: number }[] }>(`/api/attendance/days?date=${day}&limit=100`)).ok();
    expect(list.items.map((i) => i.user_id)).toContain(dayWorker.id);
    expect(list.items.map((i) => i.user_id)).not.toContain(admin.id);
  });

  it('a person who left takes part up to their last day only: a device event after it is refused', async () => {
    const day = recentWednesday();
    const leaver = await t.createPerson({
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.production,
      shift_id: org.shifts.day,
      staff_record: { official_start_date: '2020-01-01', termination_date: addDays(day, -1) },
    });
    const answer = (
      await push([
        ingestEvent(leaver.alias_id, at(addDays(day, -1), '08:00'), 'in'),
        ingestEvent(leaver.alias_id, at(day, '08:00'), 'in'),
      ])
    ).ok();
    expect(answer.results.map((r) => [r.outcome, r.reason])).toEqual([
      ['new', null],
      ['refused', 'not_staff'],
    ]);
    (await hr().post('/api/attendance/kiosk/check', { code: leaver.alias_id })).refused(422, 'kiosk_not_staff');
  });
});

describe('settings kept in memory between scans', () => {
  it('a holiday added, then deleted, is used by the very next scan', async () => {
    const today = companyToday(TZ);
    const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
    // Today is no listed holiday to start with, whatever day the test runs on.
    await t.pool.query(
      `delete from holidays where to_char(holiday_date, 'MM-DD') = $1
         and (repeat_year = 1 or extract(year from holiday_date) = $2)`,
      [monthDay, year],
    );
    const person = () =>
      t.createPerson({
        staff_record: true,
        role_id: ROLES.EMPLOYEE,
        department_id: org.departments.hr,
        shift_id: org.shifts.day,
      });
    const [before, during, after] = [await person(), await person(), await person()];
    const scannedDay = async (who: Person) => {
      (await hr().post<KioskCheckAnswer>('/api/attendance/kiosk/check', { code: who.alias_id })).ok();
      return (await daysOf(who.id, today)).ok().days[0];
    };
    expect((await scannedDay(before))?.holiday).toBe(false);
    const holiday = (
      await hr().post<{ id: number }>('/api/config/holiday/create', {
        holiday_name: 'Company day',
        date: monthDay,
        year,
        type: 2,
        repeat_year: 0,
      })
    ).ok();
    expect((await scannedDay(during))?.holiday).toBe(true);
    (await hr().delete(`/api/config/holiday/${holiday.id}`)).ok();
    expect((await scannedDay(after))?.holiday).toBe(false);
  });
});

describe('who reads whose days', () => {
  it('an employee reads their own days only', async () => {
    const me = await t.personOf(ROLES.EMPLOYEE);
    (await daysOf(me.id, '2026-03-04', '2026-03-04', t.as(ROLES.EMPLOYEE))).ok();
    (await daysOf(dayWorker.id, '2026-03-04', '2026-03-04', t.as(ROLES.EMPLOYEE))).refused(404);
    const list = (
      await t.as(ROLES.EMPLOYEE).get<{ items: { user_id: number }[] }>('/api/attendance/days?date=2026-03-04')
    ).ok();
    expect(list.items.map((i) => i.user_id)).toEqual([me.id]);
  });

  it('a manager reads their department', async () => {
    (await daysOf(dayWorker.id, '2026-03-04', '2026-03-04', t.as(ROLES.MANAGER))).ok();
    (await daysOf(elsewhere.id, '2026-03-04', '2026-03-04', t.as(ROLES.MANAGER))).refused(404);
    const list = (
      await t
        .as(ROLES.MANAGER)
        .get<{ items: { user_id: number; day: WorkingDayItem | null }[] }>(
          '/api/attendance/days?date=2026-03-04&limit=100',
        )
    ).ok();
    const ids = list.items.map((i) => i.user_id);
    expect(ids).toContain(dayWorker.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(list.items.find((i) => i.user_id === dayWorker.id)?.day?.normal_minutes).toBe(480);
  });

  it('HR reads everyone; a range longer than 62 days is refused', async () => {
    const list = (await hr().get<{ total: number }>('/api/attendance/days?date=2026-03-04')).ok();
    expect(list.total).toBeGreaterThanOrEqual(4);
    expect((await daysOf(dayWorker.id, '2026-01-01', '2026-03-31')).refused(400).errors.date_to?.[0]).toContain('62');
  });
});
