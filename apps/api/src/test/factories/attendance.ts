import type { DeviceBody, IngestBody, ManualEventBody, PlaceBody } from '@hr/contracts';
import { tag } from './sequence';

/** A valid place body (`POST /api/attendance/places`), unique in name. */
export function placeBody(overrides: Partial<PlaceBody> = {}): PlaceBody {
  return { place_name: `Gate ${tag()}`, ...overrides };
}

/** A valid device body (`POST /api/attendance/devices`), unique in name. */
export function deviceBody(place_id: number, overrides: Partial<DeviceBody> = {}): DeviceBody {
  return { device_name: `Reader ${tag()}`, place_id, ...overrides };
}

/** `minutesAgo` minutes before now, as the ISO moment devices send. */
export const minutesAgo = (minutes: number, now = Date.now()) => new Date(now - minutes * 60_000).toISOString();

/** One device event with an event_id no other call got. */
export function ingestEvent(staff_id: string, occurred_at: string, direction?: 'in' | 'out') {
  return { event_id: `ev-${tag()}`, staff_id, occurred_at, ...(direction ? { direction } : {}) };
}

/** A device batch (`POST /api/attendance/events`). */
export function ingestBody(events: IngestBody['events']): IngestBody {
  return { events };
}

/** A valid manual event (`POST /api/attendance/corrections`). */
export function manualEventBody(user_id: number, overrides: Partial<ManualEventBody> = {}): ManualEventBody {
  return { user_id, occurred_at: minutesAgo(60), direction: 'in', reason: `Forgot the badge ${tag()}`, ...overrides };
}
