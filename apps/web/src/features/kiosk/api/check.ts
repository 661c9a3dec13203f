import type { KioskCheckAnswer } from '@hr/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /attendance/kiosk/check: in or out by staff ID or badge QR content (a repeat within seconds adds nothing). */
export const kioskCheck = (code: string) =>
  api<KioskCheckAnswer>('attendance/kiosk/check', { method: 'POST', body: { code } });

export function useKioskCheck() {
  return useMutation({ mutationFn: kioskCheck });
}
