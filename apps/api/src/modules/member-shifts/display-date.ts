/** 'YYYY-MM-DD' shown as specification 001 shows dates (DD/MM/YYYY) inside its messages (docs/spec-decisions.md). */
export const displayDate = (date: string) => date.split('-').reverse().join('/');
