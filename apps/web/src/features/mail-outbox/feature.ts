import type { Feature } from '../../lib/feature';

/** The mail outbox (docs/mail.md): ICT reads what the product mailed, or would have without an SMTP server. */
export const mailOutboxFeature: Feature = {
  routes: [
    {
      path: 'settings/mail-outbox',
      page: () => import('./pages/MailOutboxPage'),
      permission: 'mail.view',
      texts: ['mailOutbox'],
      data: ['mail-outbox?page=1'],
      menu: { section: 'settings', labelKey: 'menu.mail_outbox', order: 40 },
    },
  ],
};
