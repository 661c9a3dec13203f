import { createHash, randomBytes } from 'node:crypto';
import {
  type AttendanceEventItem,
  companyToday,
  type DateDaysQuery,
  type DeviceBody,
  type DeviceItem,
  formatApiDate,
  type IngestAnswer,
  type IngestBody,
  type IngestRefusal,
  isMoment,
  KIOSK_REPEAT_SECONDS,
  type KioskCheckAnswer,
  type ManualEventBody,
  PERSON_DAYS_MAX_RANGE,
  type PersonDaysQuery,
  type PlaceBody,
  type PlaceItem,
  type PlaceUpdateBody,
  type WorkingDayItem,
} from '@hr/contracts';
import type { Db } from '../../db/client';
import { inScope, readerOf, visibleClasses } from '../../lib/access';
import { audit } from '../../lib/audit';
import { AppError, notFound, staleVersion, uniqueViolation } from '../../lib/errors';
import { pagedResult, pageOf } from '../../lib/paging';
import type { Actor } from '../../types';
import { cachedRules, settingsRules } from '../settings/settings.api';
import { attendanceRepository, type DayRow, scopeColumns } from './attendance.repository';
import { affectedDays, inLockedMonth, recomputeDays } from './recompute';
import { addDays, candidateDates, localDate, MINUTE, zonedMoment } from './working-day';

/** A device's clock may run this far ahead of the server's; later events are refused as future ones. */
export const INGEST_FUTURE_SKEW_MS = 5 * MINUTE;
/** Events older than this many days are refused (a device that was offline longer is read from its own export). */
export const INGEST_MAX_AGE_DAYS = 90;

export const hashDeviceKey = (key: string) => createHash('sha256').update(key).digest('hex');

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** A device found by its key (id and whether it was revoked). */
export type Device = { id: number; revoked_at: Date | null };

export function toDayItem(row: DayRow): WorkingDayItem {
  return {
    user_id: row.user_id,
    work_date: row.work_date,
    shift_id: row.shift_id,
    shift_source: row.shift_source,
    planned_start: iso(row.planned_start),
    planned_end: iso(row.planned_end),
    first_in: iso(row.first_in),
    last_out: iso(row.last_out),
    late_minutes: row.late_minutes,
    early_leave_minutes: row.early_leave_minutes,
    break_minutes: row.break_minutes,
    worked_minutes: row.worked_minutes,
    normal_minutes: row.normal_minutes,
    overtime: {
      '1': row.overtime_1,
      '2': row.overtime_2,
      '3': row.overtime_3,
      '4': row.overtime_4,
      '5': row.overtime_5,
      '6': row.overtime_6,
      '7': row.overtime_7,
    },
    night_minutes: row.night_minutes,
    leave_minutes: row.leave_minutes,
    absence_types: row.absence_types,
    holiday: row.holiday,
    rest_day: row.rest_day,
    status: row.status as WorkingDayItem['status'],
    settings_id: row.settings_id,
    settings_effective_from: row.settings_effective_from,
    computed_at: row.computed_at.toISOString(),
  };
}

type EventLike = {
  id: number;
  user_id: number;
  occurred_at: Date;
  direction: string | null;
  source: string;
  device_id: number | null;
  device_name?: string | null;
  actor_id: number | null;
  reason: string | null;
  voided_at: Date | null;
  voided_by: number | null;
  void_reason: string | null;
};
export function toEventItem(row: EventLike): AttendanceEventItem {
  return {
    id: row.id,
    user_id: row.user_id,
    occurred_at: row.occurred_at.toISOString(),
    direction: row.direction as AttendanceEventItem['direction'],
    source: row.source as AttendanceEventItem['source'],
    device_id: row.device_id,
    device_name: row.device_name ?? null,
    actor_id: row.actor_id,
    reason: row.reason,
    voided_at: iso(row.voided_at),
    voided_by: row.voided_by,
    void_reason: row.void_reason,
  };
}

const deviceKeyInvalid = () => new AppError(401, 'device_key_invalid', 'errors.device_key_invalid');

export type AttendanceOptions = { timeZone: string };

export function attendanceService(db: Db, options: AttendanceOptions) {
  const repo = attendanceRepository(db);
  const { timeZone } = options;
  // Made once: making one per scan was 3.6 % of the server's CPU time under kiosk scans (a CPU profile).
  const clockFormat = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

  /** Refuses a correction touching a working day of a payroll-locked month. */
  async function assertUnlocked(at: Date) {
    await settingsRules(db).assertMonthsOpen(candidateDates(at.getTime(), timeZone));
  }

  /** The person, when the reader may read their attendance (the `personal` read scope); else 404. */
  async function visibleSubject(actor: Actor, userId: number) {
    const subject = await repo.subject(userId);
    if (!subject) throw notFound();
    const reader = await readerOf(db, actor);
    if (!visibleClasses(reader, subject).has('personal')) throw notFound();
    return subject;
  }

  /**
   * The device of a key, or 401 `device_key_invalid`: the route looks it up before reading the body (a stranger
   * learns nothing of the batch's rules) and hands it to `ingest`.
   */
  async function deviceOfKey(deviceKey: string | undefined) {
    if (!deviceKey || deviceKey.length > 200) throw deviceKeyInvalid();
    const device = await repo.deviceByKeyHash(hashDeviceKey(deviceKey));
    if (!device) throw deviceKeyInvalid();
    return device;
  }

  return {
    // ------------------------------------------------------------ device ingest

    deviceOfKey,

    /**
     * A device's batch. Each event is taken or refused on its own; the new ones and the days they change are
     * written in one transaction (the database down: 503 and nothing written).
     */
    async ingest(device: Device, body: IngestBody, now = new Date()): Promise<IngestAnswer> {
      const results: IngestAnswer['results'] = [];
      const refuse = (event_id: string, reason: IngestRefusal) =>
        results.push({ event_id, outcome: 'refused', reason });
      if (device.revoked_at) {
        for (const e of body.events) refuse(e.event_id, 'device_revoked');
        return { new: 0, duplicate: 0, refused: results.length, recomputed_days: 0, results };
      }
      // Each event's person on its local date: only the people the payroll pays then take part (`not_staff`).
      const dateOf = (occurredAt: string) => localDate(new Date(occurredAt).getTime(), timeZone);
      const people = await repo.peopleByStaffId(
        body.events
          .filter((e) => isMoment(e.occurred_at))
          .map((e) => ({ staff_id: e.staff_id, date: dateOf(e.occurred_at) })),
      );
      // An event that could belong to a working day of a payroll-locked month would change a paid month: refused.
      // The locked months come from memory, as for the kiosk (`cachedRules`: one statement, the settings' stamp).
      const locked = (await cachedRules(db)).lockedMonths;
      const inLocked = (at: Date) => candidateDates(at.getTime(), timeZone).some((date) => inLockedMonth(date, locked));
      const oldest = now.getTime() - INGEST_MAX_AGE_DAYS * 24 * 60 * MINUTE;
      const seen = new Set<string>();
      const candidates: {
        event_id: string;
        user_id: number;
        at: Date;
        direction: 'in' | 'out' | null;
        raw: unknown;
      }[] = [];
      for (const e of body.events) {
        const at = new Date(e.occurred_at);
        const valid = isMoment(e.occurred_at);
        const person = valid ? people.get(`${e.staff_id.toLowerCase()}|${dateOf(e.occurred_at)}`) : undefined;
        if (seen.has(e.event_id)) refuse(e.event_id, 'repeated_in_batch');
        else if (!valid) refuse(e.event_id, 'invalid_time');
        else if (!person) refuse(e.event_id, 'unknown_staff');
        else if (!person.takes_part) refuse(e.event_id, 'not_staff');
        else if (at.getTime() > now.getTime() + INGEST_FUTURE_SKEW_MS) refuse(e.event_id, 'future_time');
        else if (at.getTime() < oldest) refuse(e.event_id, 'too_old');
        else if (inLocked(at)) refuse(e.event_id, 'payroll_month_locked');
        else {
          candidates.push({ event_id: e.event_id, user_id: person.id, at, direction: e.direction ?? null, raw: e });
          results.push({ event_id: e.event_id, outcome: 'duplicate', reason: null });
        }
        seen.add(e.event_id);
      }
      const { inserted, recomputed } = await db.transaction(async (tx) => {
        const stored = await attendanceRepository(tx).insertDeviceEvents(
          candidates.map((c) => ({
            user_id: c.user_id,
            occurred_at: c.at,
            direction: c.direction,
            source: 'device',
            device_id: device.id,
            device_event_id: c.event_id,
            payload: c.raw,
          })),
        );
        const days = affectedDays(
          stored.map((s) => ({ user_id: s.user_id, at: s.occurred_at })),
          timeZone,
        );
        const count = await recomputeDays(tx, days, { timeZone, now });
        return { inserted: new Set(stored.map((s) => s.device_event_id)), recomputed: count };
      });
      for (const r of results) if (r.outcome === 'duplicate' && inserted.has(r.event_id)) r.outcome = 'new';
      const tally = (o: string) => results.filter((r) => r.outcome === o).length;
      return {
        new: tally('new'),
        duplicate: tally('duplicate'),
        refused: tally('refused'),
        recomputed_days: recomputed,
        results,
      };
    },

    // ------------------------------------------------------------ kiosk

    /**
     * A check-in or check-out at a kiosk by staff ID or badge QR content. In or out follows the person's last event
     * of the last 16 hours (an open check-in is closed); a second scan within KIOSK_REPEAT_SECONDS answers the first.
     */
    async kioskCheck(actor: Actor, code: string, now = new Date()): Promise<KioskCheckAnswer> {
      // Four statements in the transaction: the person with their lock, the scan (last event and the new one), then
      // the day's inputs with its events and the upsert (recomputeDays). Two tablets scanning one badge at once are
      // serialised by the lock; the scan's statement starts once it is held, so it sees the other tablet's event.
      return db.transaction(async (tx) => {
        const txRepo = attendanceRepository(tx);
        const person = await txRepo.lockPersonByStaffId(code.trim(), localDate(now.getTime(), timeZone));
        if (!person) throw new AppError(422, 'kiosk_unknown_staff', 'errors.kiosk_unknown_staff');
        // An account the payroll does not pay (no staff record: the administrator) takes no part in attendance.
        if (!person.takes_part)
          throw new AppError(422, 'kiosk_not_staff', 'errors.kiosk_not_staff', { name: person.full_name });
        const event = await txRepo.kioskScan({
          userId: person.id,
          since: new Date(now.getTime() - 16 * 60 * MINUTE),
          at: now,
          repeatSeconds: KIOSK_REPEAT_SECONDS,
          actorId: actor.id,
          payload: { code },
        });
        if (event.added)
          await recomputeDays(tx, affectedDays([{ user_id: person.id, at: now }], timeZone), {
            timeZone,
            now,
            peopleLocked: true,
          });
        return {
          event_id: event.id,
          user_id: person.id,
          staff_id: person.alias_id,
          name: person.full_name,
          avatar: person.avatar,
          occurred_at: event.occurred_at.toISOString(),
          direction: (event.direction ?? 'in') as 'in' | 'out',
          repeated: !event.added,
        };
      });
    },

    /** 'HH:mm' of a moment in the company's time zone, for the kiosk's message. */
    clock: (isoMoment: string) => clockFormat.format(new Date(isoMoment)),

    // ------------------------------------------------------------ corrections

    async addEvent(actor: Actor, body: ManualEventBody, now = new Date()) {
      const at = new Date(body.occurred_at);
      if (at.getTime() > now.getTime() + INGEST_FUTURE_SKEW_MS)
        throw new AppError(
          422,
          'event_in_future',
          'errors.event_in_future',
          {},
          { occurred_at: ['errors.event_in_future'] },
        );
      const subject = await repo.subject(body.user_id);
      if (!subject) throw notFound();
      // As the kiosk and the devices: only the people the payroll pays on that date have attendance.
      const date = localDate(at.getTime(), timeZone);
      if (!(await repo.takesPart(body.user_id, date)))
        throw new AppError(422, 'event_not_staff', 'errors.event_not_staff', {
          name: subject.full_name,
          date: formatApiDate(date),
        });
      await assertUnlocked(at);
      const event = await db.transaction(async (tx) => {
        const inserted = await attendanceRepository(tx).insertEvent({
          user_id: body.user_id,
          occurred_at: at,
          direction: body.direction ?? null,
          source: 'manual',
          actor_id: actor.id,
          payload: body,
          reason: body.reason,
        });
        await audit(tx, {
          actorId: actor.id,
          action: 'create',
          entity: 'attendance_event',
          entityId: inserted.id,
          after: toEventItem(inserted),
        });
        await recomputeDays(tx, affectedDays([{ user_id: body.user_id, at }], timeZone), { timeZone, now });
        return inserted;
      });
      return toEventItem(event);
    },

    async voidEvent(actor: Actor, id: number, reason: string, now = new Date()) {
      const before = await repo.findEvent(id);
      if (!before) throw notFound();
      if (before.voided_at) throw new AppError(409, 'event_already_voided', 'errors.event_already_voided');
      await assertUnlocked(before.occurred_at);
      const event = await db.transaction(async (tx) => {
        const txRepo = attendanceRepository(tx);
        const voided = await txRepo.voidEvent(id, actor.id, reason);
        if (!voided) throw new AppError(409, 'event_already_voided', 'errors.event_already_voided');
        await audit(tx, {
          actorId: actor.id,
          action: 'void',
          entity: 'attendance_event',
          entityId: id,
          before: toEventItem(before),
          after: { voided_at: iso(voided.voided_at), void_reason: reason },
        });
        await recomputeDays(tx, affectedDays([{ user_id: voided.user_id, at: voided.occurred_at }], timeZone), {
          timeZone,
          now,
        });
        return voided;
      });
      return toEventItem(event);
    },

    // ------------------------------------------------------------ reads

    async personDays(actor: Actor, userId: number, query: PersonDaysQuery) {
      const days = (Date.parse(query.date_to) - Date.parse(query.date_from)) / 86_400_000 + 1;
      if (days > PERSON_DAYS_MAX_RANGE)
        throw new AppError(
          400,
          'invalid_input',
          'errors.invalid_input',
          { max: PERSON_DAYS_MAX_RANGE },
          {
            date_to: ['validation.attendance.range_too_long'],
          },
        );
      const subject = await visibleSubject(actor, userId);
      // Events near the range: from the evening before the first date to the morning after the last, with the days
      // on either side, so that each event goes with the day whose check-in to check-out holds it.
      const from = new Date(zonedMoment(query.date_from, '00:00', timeZone) - 12 * 60 * MINUTE);
      const to = new Date(zonedMoment(addDays(query.date_to, 1), '00:00', timeZone) + 12 * 60 * MINUTE);
      const [near, events] = await Promise.all([
        repo.personDays(userId, addDays(query.date_from, -1), addDays(query.date_to, 1)),
        repo.events([userId], from, to, true),
      ]);
      const inRange = (date: string) => date >= query.date_from && date <= query.date_to;
      const rows = near.filter((row) => inRange(row.work_date));
      const neighbours = near.filter((row) => !inRange(row.work_date));
      const spans = (row: DayRow, at: Date) =>
        row.first_in !== null && at >= row.first_in && at <= (row.last_out ?? row.first_in);
      // An event of the range: within a range day's span (a night shift's check-out the next morning), or on a
      // date of the range and not within a neighbouring day's span (the previous night's check-out).
      const ofRange = (at: Date) =>
        rows.some((row) => spans(row, at)) ||
        (inRange(localDate(at.getTime(), timeZone)) && !neighbours.some((row) => spans(row, at)));
      return {
        user_id: subject.id,
        staff_id: subject.alias_id,
        name: subject.full_name,
        days: rows.map(toDayItem),
        events: events.filter((event) => ofRange(event.occurred_at)).map(toEventItem),
      };
    },

    async dateDays(actor: Actor, query: DateDaysQuery) {
      const page = pageOf(query);
      const reader = await readerOf(db, actor);
      const date = query.date ?? companyToday(timeZone);
      const { rows, total } = await repo.dateDays(date, inScope(reader, 'personal', scopeColumns), page);
      return pagedResult(
        rows.map((r) => ({
          user_id: r.user_id,
          staff_id: r.staff_id,
          name: r.name,
          department_id: r.department_id,
          day: r.day ? toDayItem(r.day) : null,
        })),
        total,
        page,
      );
    },

    // ------------------------------------------------------------ places and devices

    async places(): Promise<PlaceItem[]> {
      return repo.places();
    },

    async createPlace(actor: Actor, body: PlaceBody): Promise<PlaceItem> {
      const row = await db.transaction(async (tx) => {
        const inserted = await placeWrite(() => attendanceRepository(tx).insertPlace(body.place_name));
        await audit(tx, {
          actorId: actor.id,
          action: 'create',
          entity: 'attendance_place',
          entityId: inserted.id,
          after: body,
        });
        return inserted;
      });
      return { id: row.id, place_name: row.name, device_count: 0, version: row.version };
    },

    async updatePlace(actor: Actor, id: number, body: PlaceUpdateBody): Promise<PlaceItem> {
      const before = await repo.findPlace(id);
      if (!before) throw notFound();
      await db.transaction(async (tx) => {
        const txRepo = attendanceRepository(tx);
        const updated = await placeWrite(() => txRepo.updatePlace(id, body.version, body.place_name));
        if (!updated) throw (await txRepo.findPlace(id)) ? staleVersion() : notFound();
        await audit(tx, {
          actorId: actor.id,
          action: 'update',
          entity: 'attendance_place',
          entityId: id,
          before: { place_name: before.name },
          after: { place_name: body.place_name },
        });
      });
      const place = (await repo.places()).find((p) => p.id === id);
      if (!place) throw notFound();
      return place;
    },

    devices: async (): Promise<DeviceItem[]> => (await repo.devices()).map(toDeviceItem),

    /** A new device and its key, shown this once (only its SHA-256 is kept). */
    async createDevice(actor: Actor, body: DeviceBody) {
      if (!(await repo.findPlace(body.place_id)))
        throw new AppError(422, 'invalid_input', 'errors.invalid_input', {}, { place_id: ['validation.invalid'] });
      const apiKey = `hrd_${randomBytes(24).toString('base64url')}`;
      const id = await db.transaction(async (tx) => {
        const deviceId = await deviceWrite(() =>
          attendanceRepository(tx).insertDevice({
            name: body.device_name,
            place_id: body.place_id,
            key_hash: hashDeviceKey(apiKey),
            key_prefix: apiKey.slice(0, 10),
            created_by: actor.id,
          }),
        );
        await audit(tx, {
          actorId: actor.id,
          action: 'create',
          entity: 'attendance_device',
          entityId: deviceId,
          after: body,
        });
        return deviceId;
      });
      const [device] = await repo.devices(id);
      return { device: toDeviceItem(device!), api_key: apiKey };
    },

    async revokeDevice(actor: Actor, id: number) {
      const [before] = await repo.devices(id);
      if (!before) throw notFound();
      if (before.revoked_at) throw new AppError(409, 'device_already_revoked', 'errors.device_already_revoked');
      await db.transaction(async (tx) => {
        if (!(await attendanceRepository(tx).revokeDevice(id, actor.id)))
          throw new AppError(409, 'device_already_revoked', 'errors.device_already_revoked');
        await audit(tx, { actorId: actor.id, action: 'revoke', entity: 'attendance_device', entityId: id });
      });
      const [device] = await repo.devices(id);
      return toDeviceItem(device!);
    },
  };
}
export type AttendanceService = ReturnType<typeof attendanceService>;

function toDeviceItem(row: {
  id: number;
  device_name: string;
  place_id: number;
  place_name: string;
  key_prefix: string;
  revoked_at: Date | null;
  created_at: Date;
  version: number;
}): DeviceItem {
  return { ...row, revoked_at: iso(row.revoked_at), created_at: row.created_at.toISOString() };
}

async function placeWrite<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (uniqueViolation(error) === 'attendance_places_name_unique')
      throw new AppError(
        422,
        'place_name_exists',
        'errors.place_name_exists',
        {},
        { place_name: ['errors.place_name_exists'] },
      );
    throw error;
  }
}

async function deviceWrite<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (uniqueViolation(error) === 'attendance_devices_name_unique')
      throw new AppError(
        422,
        'device_name_exists',
        'errors.device_name_exists',
        {},
        {
          device_name: ['errors.device_name_exists'],
        },
      );
    throw error;
  }
}
