// Plain constants of salary components, apart from the zod schemas of salary-components.ts so that the web's list page can import them
// without loading zod at first paint (salary-components.ts re-exports them).

export const SALARY_COMPONENT_TYPES = ['allowance', 'bonus', 'deduction'] as const;
export type SalaryComponentType = (typeof SALARY_COMPONENT_TYPES)[number];
export const SALARY_COMPONENT_PAGE_SIZE = 10;
export const SALARY_COMPONENT_TEXT_MAX = 256;

export const APPLICATION_METHOD = { FIXED: 1, FORMULA: 2, FLEXIBLE: 3 } as const;
export const TAX_CALCULATION = { TAXABLE: 1, PARTIALLY_TAXABLE: 2, EXEMPT: 3 } as const;
export const SCOPE_OF_APPLICATION = { NO_AUTO_APPLY: 1, ENTIRE_COMPANY: 2, SPECIFIC_CONDITIONS: 3 } as const;
/** The period a fixed amount or a formula is counted for: the nc allowance is 150,000 a day, others a month. */
export const APPLY_BY_FORMULA = ['month', 'day', 'hour'] as const;
/** '1' base salary, '2' daily salary, '3' hourly salary: what the coefficient of a formula multiplies. */
export const STANDARD_AMOUNTS = ['1', '2', '3'] as const;
/** Sex criterion as the specification codes it: 1 male, 0 female. */
export const COMPONENT_SEX = { MALE: 1, FEMALE: 0 } as const;
