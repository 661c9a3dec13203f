import { randomBytes } from 'node:crypto';
import { companyToday } from '@hr/contracts';
import type { Db } from '../../db/client';
import { seededRandom } from '../../db/seed/random';
import { isRestDay, settingsRules } from '../settings/settings.api';
import { attendanceRepository, type NewEvent } from './attendance.repository';
import { hashDeviceKey } from './attendance.service';
import { type PersonDate, recomputeDays } from './recompute';
import { addDays, MINUTE, shiftMoments } from './working-day';

/** The first day of the demo's check-ins: the first of last month, so last month is whole for a first payroll run. */
export const demoFirstDay = (today: string) => `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;

/**
 * The demo company's check-ins at one gate device from the first of last month to yesterday, and their working days
 * computed: most people on time, some late or leaving early, some absent, some overtime, a few working a weekly rest
 * day, the night shift checking out the next morning (and a holiday when one falls in those days). Seeded: the same
 * every time. (With 30 days only, a first run of last month found most of it unpaid absence: found from outside.)
 */
export async function seedAttendanceDemo(db: Db, timeZone: string, today = companyToday(timeZone)) {
  const random = seededRandom(20_261_126);
  const repo = attendanceRepository(db);
  const rules = settingsRules(db);
  const first = demoFirstDay(today);
  const people = await repo.activePeople(first, today);
  if (people.length === 0) return undefined;
  const planning = new Map((await repo.planningPeople(people.map((p) => p.id))).map((p) => [p.id, p]));
  const events: NewEvent[] = [];
  const pairs: PersonDate[] = [];
  const place = await repo.insertPlace('Main gate');
  const deviceId = await repo.insertDevice({
    name: 'Gate 1 (demo)',
    place_id: place.id,
    // A key nobody knows: the demo device never pushes; real devices get theirs from POST /attendance/devices.
    key_hash: hashDeviceKey(randomBytes(24).toString('base64url')),
    key_prefix: 'hrd_demo',
    created_by: null,
  });
  let n = 0;
  const scheduleOn = await rules.workSchedules();
  for (let date = first; date < today; date = addDays(date, 1)) {
    const schedule = scheduleOn(date);
    const rest = isRestDay(schedule.data.schedule_week, date);
    for (const person of people) {
      pairs.push({ user_id: person.id, date });
      const plan = planning.get(person.id);
      const hours = {
        start: (plan?.start ?? schedule.data.standard_working_time.start_time).slice(0, 5),
        end: (plan?.end ?? schedule.data.standard_working_time.end_time).slice(0, 5),
      };
      if (rest ? !random.chance(0.05) : random.chance(0.06)) continue; // a day off, or absent
      const { start, end } = shiftMoments(date, hours, timeZone);
      const late = random.chance(0.15) ? random.int(3, 40) : -random.int(2, 15);
      const leave = random.chance(0.08)
        ? -random.int(5, 60)
        : random.chance(0.2)
          ? random.int(30, 150)
          : random.int(0, 10);
      const push = (at: number, direction: 'in' | 'out') =>
        events.push({
          user_id: person.id,
          occurred_at: new Date(at + random.int(0, 59) * 1000),
          direction,
          source: 'device',
          device_id: deviceId,
          device_event_id: `demo-${++n}`,
          payload: { staff_id: person.alias_id, demo: true },
        });
      push(start + late * MINUTE, 'in');
      // Now and then a forgotten check-out.
      if (!random.chance(0.02)) push(end + leave * MINUTE, 'out');
    }
  }
  await db.transaction(async (tx) => {
    const txRepo = attendanceRepository(tx);
    for (let i = 0; i < events.length; i += 2000) await txRepo.insertEvents(events.slice(i, i + 2000));
    await recomputeDays(tx, pairs, { timeZone });
  });
  return `Added ${events.length} demo check-ins since ${first} and ${pairs.length} working days.`;
}
