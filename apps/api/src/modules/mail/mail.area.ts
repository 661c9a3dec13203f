import type { Area } from '../../lib/area';
import { mailDeliveryJob, startMailSweep } from './mail.jobs';
import { mailRoutes } from './mail.routes';
import { mailService } from './mail.service';

/**
 * The mail outbox (docs/mail.md): other areas queue mails through mail.api.ts; this area reads the outbox (ICT) and
 * sends it through `mail-deliver` jobs, with a sweep that hands every mail without a job to one, from when the app is ready until it closes.
 */
export const mailArea: Area = {
  name: 'mail',
  async routes(api, { database, config, jobs }) {
    await api.register(mailRoutes, { service: mailService(database.db) });
    let sweep: ReturnType<typeof startMailSweep> | undefined;
    api.addHook('onReady', async () => {
      sweep = startMailSweep(database.db, { jobs, config });
    });
    api.addHook('onClose', async () => sweep?.stop());
  },
  tables: { versioned: [], counted: ['mail_outbox'] },
  jobs: [mailDeliveryJob],
};
