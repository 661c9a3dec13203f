/** The company's default time zone; the server's COMPANY_TIME_ZONE setting starts from it. */
export const COMPANY_DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Today's date ('YYYY-MM-DD') in a time zone: a working day belongs to the company's calendar, not the server's. */
export function companyToday(timeZone: string = COMPANY_DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
