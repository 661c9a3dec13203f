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
