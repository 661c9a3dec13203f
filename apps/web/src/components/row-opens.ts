import type { MouseEvent } from 'react';

/**
 * A list row that opens its detail when clicked, except on its own controls (the selection box, the action buttons):
 * those do their own thing. The row's View or Edit button is the keyboard's way to the same page.
 */
export const rowOpens = (open: () => void) => ({
  onClick: (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('button, a, input, label, .ant-checkbox-wrapper')) return;
    open();
  },
  style: { cursor: 'pointer' },
});
