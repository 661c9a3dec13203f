/**
 * The one rounding rule of payroll (docs/payroll.md "Rounding"): every money line is computed from unrounded
 * figures and rounded once to a whole đồng, halves away from zero; totals are sums of rounded lines, so a payslip
 * always adds up.
 */
export function vnd(amount: number): number {
  // Rates like 10.5 % give binary fractions such as 2099999.9999999998: trim them before rounding.
  const trimmed = Math.round(amount * 1e6) / 1e6;
  return Math.sign(trimmed) * Math.round(Math.abs(trimmed));
}

/** `amount` x `percent` %, unrounded. */
export const percentOf = (amount: number, percent: number) => (amount * percent) / 100;

/** The settings version as a line records it: 'tax_insurance#12@2026-07-01' or 'tax_insurance#statutory@...'. */
export const versionTag = (kind: string, v: { id: number | null; effective_from: string }) =>
  `${kind}#${v.id ?? 'statutory'}@${v.effective_from}`;
