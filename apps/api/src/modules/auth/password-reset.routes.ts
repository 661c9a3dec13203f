import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyData, envelope, forgotPasswordBody, passwordResetBody } from '@hr/contracts';
import { ok } from '../../lib/reply';
import type { PasswordResetService } from './password-reset.service';

/** "Forgot password" (public routes: public-routes.ts, docs/api.md). */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ service: PasswordResetService }> = async (
  app,
  { service },
) => {
  app.post(
    '/auth/forgot-password',
    {
      config: {
        errors: {
          429: 'Too many requests from this address: wait the seconds `Retry-After` says (code too_many_attempts)',
          409: 'No mail server is set up (`SMTP_URL`), so no link can be sent, whatever the name (code mail_not_configured)',
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password-reset link by mail; the same answer whether or not the account exists',
        body: forgotPasswordBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await service.forgot(request.body, { address: request.ip, language: request.lang });
      return ok(request, null, 'mail.success.reset_link_sent');
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: {
        errors: {
          422: 'The link is used, older than 30 minutes, or the password changed since (code reset_link_invalid)',
        },
      },
      schema: {
        tags: ['auth'],
        summary: "Set a new password with a mailed link's token; ends every session of the person",
        body: passwordResetBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await service.reset(request.body, { address: request.ip, language: request.lang });
      return ok(request, null, 'mail.success.password_reset');
    },
  );
};
