/** 'YYYY-MM-DD' shown as the product writes dates (YYYY/MM/DD) inside messages. */
export const displayDate = (date: string) => date.replaceAll('-', '/');
