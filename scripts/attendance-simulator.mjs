#!/usr/bin/env node
/**
 * Pushes a realistic month of check-ins of the demo company through the device ingest route
 * (POST /api/attendance/events, docs/attendance.md), as a gate device would.
 *
 *   node scripts/attendance-simulator.mjs --url http://localhost:3000 --user admin --password '...' [--days 30]
 *   DEVICE_KEY=hrd_... node scripts/attendance-simulator.mjs --url ... --user ... --password ...
 *
 * Signs in (to list the people and their shifts, and to create a device when DEVICE_KEY is not given), then for
 * each person and each working day (Monday to Friday) of the last `--days` days sends a check-in around their
 * shift's start and a check-out around its end: most on time, some late, some leaving early, some absent, some
 * overtime; the night shift checks out the next morning. Batches of 500, sent in a shuffled order (devices
 * reconnecting send late), then the first batch again: the answer shows it added nothing.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string' },
    days: { type: 'string', default: '30' },
    batch: { type: 'string', default: '500' },
    seed: { type: 'string', default: '28' },
  },
});
const base = values.url.replace(/\/$/, '');
const days = Math.min(85, Number(values.days));
const batchSize = Math.min(1000, Number(values.batch));

let state = Number(values.seed) >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const between = (min, max) => min + Math.floor(random() * (max - min + 1));

async function call(method, path, body, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

if (!values.password) {
  console.error('--password is required (the account signs in to list people and, without DEVICE_KEY, add a device)');
  process.exit(2);
}
const login = await call('POST', '/api/auth/login', { email: values.user, password: values.password });
const auth = { authorization: `Bearer ${login.access_token}` };

let deviceKey = process.env.DEVICE_KEY;
if (!deviceKey) {
  const place = await call('POST', '/api/attendance/places', { place_name: `Simulator gate ${Date.now()}` }, auth);
  const created = await call(
    'POST',
    '/api/attendance/devices',
    { device_name: `Simulator ${Date.now()}`, place_id: place.id },
    auth,
  );
  deviceKey = created.api_key;
  console.log(`Created device ${created.device.device_name} (key ${created.device.key_prefix}...)`);
}

const shifts = new Map((await call('GET', '/api/get-shifts', undefined, auth)).map((s) => [s.id, s.working_time]));
const people = [];
for (let page = 1; ; page++) {
  const list = await call('GET', `/api/users?page=${page}&limit=100`, undefined, auth);
  people.push(...list.items);
  if (page >= list.last_page) break;
}

/** The moment of a local date and 'HH:mm' in Vietnam (UTC+7, no daylight saving), shifted by minutes. */
const moment = (date, hhmm, minutes) => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.parse(`${date}T00:00:00Z`) + ((h - 7) * 60 + m + minutes) * 60_000 + between(0, 59) * 1000);
};
const events = [];
const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
for (let d = days; d >= 1; d--) {
  const date = new Date(Date.parse(`${today}T00:00:00Z`) - d * 86_400_000).toISOString().slice(0, 10);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) continue;
  for (const person of people) {
    if (random() < 0.05) continue; // absent
    const [start, end] = (shifts.get(person.shift_id) ?? '08:00 - 17:00').split(' - ');
    const overnight = end <= start;
    const late = random() < 0.12 ? between(3, 45) : -between(1, 15);
    const leave = random() < 0.07 ? -between(5, 60) : random() < 0.2 ? between(30, 150) : between(0, 10);
    const tag = `${person.staff_id}-${date}`;
    events.push({
      event_id: `sim-${tag}-in`,
      staff_id: person.staff_id,
      occurred_at: moment(date, start, late).toISOString(),
      direction: 'in',
    });
    if (random() < 0.02) continue; // forgot to check out
    const outDate = overnight
      ? new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
      : date;
    events.push({
      event_id: `sim-${tag}-out`,
      staff_id: person.staff_id,
      occurred_at: moment(outDate, end, leave).toISOString(),
      direction: 'out',
    });
  }
}
// Out of order: batches are shuffled.
const batches = [];
for (let i = 0; i < events.length; i += batchSize) batches.push(events.slice(i, i + batchSize));
for (let i = batches.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [batches[i], batches[j]] = [batches[j], batches[i]];
}

const totals = { new: 0, duplicate: 0, refused: 0, recomputed_days: 0 };
const started = performance.now();
for (const batch of batches) {
  const answer = await call('POST', '/api/attendance/events', { events: batch }, { 'x-device-key': deviceKey });
  for (const key of Object.keys(totals)) totals[key] += answer[key];
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `${people.length} people, ${days} days: ${events.length} events in ${batches.length} batches, ${seconds.toFixed(1)} s ` +
    `(${Math.round(events.length / seconds)} events/s): ${JSON.stringify(totals)}`,
);
if (batches.length > 0) {
  const replay = await call('POST', '/api/attendance/events', { events: batches[0] }, { 'x-device-key': deviceKey });
  console.log(`Replayed the first batch: new ${replay.new}, duplicate ${replay.duplicate}, refused ${replay.refused}`);
}
