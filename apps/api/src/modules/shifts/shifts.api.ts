/** The public face of shift groups: what other modules may use. */

const hhmm = (time: string) => time.slice(0, 5);

/** '08:00:00' and '17:00:00' to '08:00 - 17:00': how shift groups show their hours everywhere. */
export const workingTime = (checkin: string, checkout: string) => `${hhmm(checkin)} - ${hhmm(checkout)}`;
