import type { ForgotPasswordBody, PasswordResetBody } from '@hr/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Asks for a reset link; the server answers the same whether or not the account exists. */
export const forgotPassword = (body: ForgotPasswordBody) => api<null>('auth/forgot-password', { method: 'POST', body });

/** Sets a new password with the mailed link's token (no session needed). */
export const resetPassword = (body: PasswordResetBody) => api<null>('auth/reset-password', { method: 'POST', body });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
