import { z } from 'zod';
import { envelope, required } from './common';
import { ROLE_IDS } from './roles';

/** A string that must be present and not blank; `key` is the message shown when it is missing. */
export function present(key: string, max: number) {
  return z
    .string(required(key))
    .max(max)
    .refine((value) => value.trim().length > 0, { error: key });
}

/**
 * Sign-in (specification 000 sections 5 and 7). The field is named `email` but carries what the person signs in
 * with: their username, their staff ID or their email address (README, "Signing in").
 */
export const loginBody = z.strictObject({
  email: present('validation.login_username_required', 255),
  password: present('validation.login_password_required', 1024),
  remember_me: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;
/**
 * Logout's body is `{}` (docs/api.md) or none: a sign-out never fails for want of a body (found from outside: without
 * one the token stayed valid). A field in it is refused (400), so a client never believes it asked for more, e.g.
 * every session.
 */
export const logoutBody = z.strictObject({}).nullish();

export const permissionObjectSchema = z.record(z.string(), z.record(z.string(), z.boolean()));

/** The signed-in person as `GET /auth/user` returns it (and `data.user` of the sign-in answer). */
export const currentUser = z
  .object({
    id: z.number().int(),
    username: z.string(),
    staff_id: z.string(),
    name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    role_id: z
      .number()
      .int()
      .refine((value) => (ROLE_IDS as number[]).includes(value)),
    department_id: z.number().int().nullable(),
    department_name: z.string().nullable(),
    gender: z.number().int(),
    dob: z.string().nullable(),
    date_of_join: z.string().nullable(),
    avatar: z.string().max(255).nullable(),
    /** A short-lived signed link to show the avatar (null without one); ends with the session. */
    avatar_url: z.string().nullable(),
    permissions: permissionObjectSchema,
    /** The company's time zone (the server's COMPANY_TIME_ZONE): every moment on screen is shown in it. */
    time_zone: z.string(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUser>;

export const loginData = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the token ends; the browser gives its cookies the same life. */
  expires: z.number().int(),
  user: currentUser,
});
export type LoginData = z.infer<typeof loginData>;
export const loginResponse = envelope(loginData);
export const currentUserResponse = envelope(currentUser);

/** The rules of a new password: the change-password form's, also those of "forgot password" (password-reset.ts). */
export const newPassword = z
  .string(required('validation.new_password_required'))
  .min(1, { error: 'validation.new_password_required', abort: true })
  .min(8, { error: 'validation.password_min_8' })
  .max(1024);

/** Change password (specification 000 section 5): every rule here is checked by the server as well. */
export const changePasswordBody = z
  .strictObject({
    current_password: present('validation.current_password_required', 1024),
    new_password: newPassword,
    password_confirmation: z
      .string(required('validation.password_confirmation_required'))
      .min(1, { error: 'validation.password_confirmation_required' })
      .max(1024),
  })
  .refine((body) => body.new_password === body.password_confirmation, {
    error: 'validation.password_confirmation_mismatch',
    path: ['password_confirmation'],
    // Compare as soon as both are typed, even while another field still has an error.
    when: ({ value }) => {
      const body = value as { new_password?: unknown; password_confirmation?: unknown };
      return (
        typeof body?.new_password === 'string' &&
        typeof body.password_confirmation === 'string' &&
        body.password_confirmation !== ''
      );
    },
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** A sign-in block in force (`GET /login-blocks`): one address for one account, or one address for every account. */
export const loginBlock = z.object({
  key: z.string(),
  kind: z.enum(['account_address', 'address']),
  account: z.string().nullable(),
  address: z.string(),
  failures: z.number().int(),
  blocked_until: z.string(),
});
export type LoginBlock = z.infer<typeof loginBlock>;
export const loginBlocksResponse = envelope(z.array(loginBlock));
export const liftLoginBlockBody = z.strictObject({ key: z.string(required()).min(1).max(255) });
export type LiftLoginBlockBody = z.infer<typeof liftLoginBlockBody>;
