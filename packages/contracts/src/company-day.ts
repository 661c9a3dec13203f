// Kept apart from dates.ts (which builds zod schemas) so that the web's format module, loaded by every page at first
// paint, does not bring zod with it.

/** The company's default time zone; the server's COMPANY_TIME_ZONE setting starts from it. */
export const COMPANY_DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** One formatter per time zone: making an Intl.DateTimeFormat costs far more than using one (dates are checked often). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The last answer, by time zone and second: a day changes on a whole second, and an import checks 50,000 dates. */
let lastDay: { timeZone: string; second: number; day: string } | undefined;

/** Today's date ('YYYY-MM-DD') in a time zone: a working day belongs to the company's calendar, not the server's. */
export function companyToday(timeZone: string = COMPANY_DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  const second = Math.floor(now.getTime() / 1000);
  if (lastDay?.second === second && lastDay.timeZone === timeZone) return lastDay.day;
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const day = format.format(now);
  lastDay = { timeZone, second, day };
  return day;
}

// ---------------------------------------------------------------- offsets of a time zone

const MINUTE = 60_000;
const partFormats = new Map<string, Intl.DateTimeFormat>();
function formatOf(timeZone: string) {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(timeZone, format);
  }
  return format;
}

/**
 * Offsets already worked out, per time zone and quarter hour (offsets change on quarter hours at most): asking Intl
 * costs microseconds, and a batch of events asks thousands of times. (The server's attendance and the web's display
 * of moments both read zones here; dayjs's timezone plugin made a new ICU formatter per call.)
 */
const offsets = new Map<string, Map<number, number>>();

/** The time zone's offset from UTC at a moment, in milliseconds (Asia/Ho_Chi_Minh: +7 h). */
export function offsetAt(ms: number, timeZone: string): number {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const quarter = Math.floor(ms / (15 * MINUTE));
  let offset = zone.get(quarter);
  if (offset === undefined) {
    offset = intlOffset(quarter * 15 * MINUTE, timeZone);
    if (zone.size > 100_000) zone.clear();
    zone.set(quarter, offset);
  }
  return offset;
}

function intlOffset(ms: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatOf(timeZone)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The moment a local date and clock time ('HH:mm' or 'HH:mm:ss') denote in the time zone. */
export function zonedMoment(date: string, time: string, timeZone: string): number {
  const naive = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  const first = naive - offsetAt(naive, timeZone);
  // Around an offset change the first guess can be off by the change; a second pass settles it.
  return naive - offsetAt(first, timeZone);
}

/** The local date ('YYYY-MM-DD') of a moment in the time zone. */
export function localDate(ms: number, timeZone: string): string {
  return new Date(ms + offsetAt(ms, timeZone)).toISOString().slice(0, 10);
}
