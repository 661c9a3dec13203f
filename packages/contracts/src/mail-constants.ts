// Plain constants of the mail outbox, apart from the zod schemas of mail.ts so that the web's list page can import them
// without loading zod at first paint (mail.ts re-exports them).

/** The states of a mail in the outbox (docs/mail.md). `not_configured`: no SMTP server was set, nothing was sent. */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed', 'not_configured'] as const;
export type MailState = (typeof MAIL_STATES)[number];
