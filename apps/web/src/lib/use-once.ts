import { useState } from 'react';

/**
 * True from the first render where `value` is true, for good. Lazily loaded dialogs mount when first needed and then
 * stay mounted, so their closing animation runs and they give the focus back to the control that opened them.
 */
export function useOnce(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
