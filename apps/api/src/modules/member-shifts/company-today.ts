/** Today's date ('YYYY-MM-DD') in the company's time zone: a working day belongs to the company's calendar. */
export function companyToday(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** 'YYYY-MM-DD' shown as the product writes dates (YYYY/MM/DD) inside messages. */
export const displayDate = (date: string) => date.replaceAll('-', '/');
