import { z } from 'zod';
import { newPassword, present } from './auth';
import { envelope, required } from './common';

/**
 * "Forgot password" (docs/mail.md, docs/api.md): the person names their account the way they sign in (user name,
 * staff ID or e-mail; the field is `email` as on the sign-in form). The answer is the same whether or not it exists.
 */
export const forgotPasswordBody = z.strictObject({
  email: present('validation.login_username_required', 255),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** The link's token and the new password, with the rules of the change-password form. */
export const passwordResetBody = z
  .strictObject({
    token: z.string(required('validation.required')).min(1).max(200),
    password: newPassword,
    password_confirmation: z
      .string(required('validation.password_confirmation_required'))
      .min(1, { error: 'validation.password_confirmation_required' })
      .max(1024),
  })
  .refine((body) => body.password === body.password_confirmation, {
    error: 'validation.password_confirmation_mismatch',
    path: ['password_confirmation'],
    when: ({ value }) => {
      const body = value as { password?: unknown; password_confirmation?: unknown };
      return (
        typeof body?.password === 'string' &&
        typeof body.password_confirmation === 'string' &&
        body.password_confirmation !== ''
      );
    },
  });
export type PasswordResetBody = z.infer<typeof passwordResetBody>;
export const forgotPasswordResponse = envelope(z.null());
