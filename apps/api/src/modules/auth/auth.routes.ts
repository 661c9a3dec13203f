import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  currentUserResponse,
  emptyData,
  envelope,
  loginBody,
  loginResponse,
  logoutBody,
} from '@hr/contracts';
import { ok } from '../../lib/reply';
import type { AuthService } from './auth.service';

const context = (request: { ip: string; headers: Record<string, string | string[] | undefined> }) => ({
  address: request.ip,
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
});

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.post(
    '/auth/login',
    {
      config: {
        errors: {
          401: 'Wrong name or password, or the account cannot sign in (code login_failed)',
          429: 'Too many failed sign-ins for this account or address: wait the seconds `Retry-After` says (code too_many_attempts)',
        },
      },
      schema: { tags: ['auth'], summary: 'Sign in', body: loginBody, response: { 200: loginResponse } },
    },
    async (request) => ok(request, await service.login(request.body, context(request)), 'success.login'),
  );

  app.get(
    '/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in person with their permission object',
        response: { 200: currentUserResponse },
      },
    },
    async (request) => ok(request, await service.currentUser(request.actor!)),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End this token (body `{}`)',
        body: logoutBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await service.logout(request.actor!);
      return ok(request, null, 'success.logout');
    },
  );

  app.post(
    '/change-password',
    {
      config: {
        errors: {
          429: 'Too many wrong current passwords for this account: wait the seconds `Retry-After` says (code too_many_attempts)',
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Change own password; ends the other sessions',
        body: changePasswordBody,
        response: { 200: envelope(emptyData) },
      },
    },
    async (request) => {
      await service.changePassword(request.actor!, request.body, context(request));
      return ok(request, null, 'success.password_changed');
    },
  );
};
