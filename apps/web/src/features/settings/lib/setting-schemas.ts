// The dated settings' body schemas (zod and the contracts' rules), imported only by `import()` when a form is first
// changed or saved (DatedSettingForm's `schema`), so they stay out of the settings page's first paint.
export { defaultSalaryBody, taxInsuranceBody, workScheduleBody } from '@hr/contracts';
