// Apart from staff-form.ts (which imports the contract's zod schemas), so that the list loads no zod.

/**
 * The badge colour of each working status 1 to 6 (the specification gives each its own colour), from the palettes
 * whose tag text reads at 4.5:1 at least (app/theme/accessibility.css; the preset green's derived background does not).
 */
export const STATUS_COLORS: Record<number, string> = {
  1: 'orange',
  2: 'success',
  3: 'magenta',
  4: 'geekblue',
  5: 'default',
  6: 'purple',
};
