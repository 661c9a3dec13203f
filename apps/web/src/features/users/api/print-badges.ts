import type { UserBadgesBody } from '@hr/contracts';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-files';

/** The staff badges of the chosen people, as Staff_Badges.pdf (docs/pdf.md). */
export const printBadges = (body: UserBadgesBody) =>
  download('users/badges', 'Staff_Badges.pdf', { method: 'POST', body });

export function usePrintBadges() {
  return useMutation({ mutationFn: printBadges });
}
