import { leaveTypeFields, shiftBody, taxInsuranceBody, workScheduleBody } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../test/i18n';
import { checkBody, isRequiredField, schemaFields } from './zod-form';

describe('reading a contract schema for a form', () => {
  it('finds the fields through refinements, pipes and transforms', () => {
    expect(Object.keys(schemaFields(shiftBody))).toContain('normal_checkout_time');
    expect(Object.keys(schemaFields(workScheduleBody))).toEqual(
      expect.arrayContaining(['standard_working_time', 'schedule_week', 'annual_vacation_days']),
    );
  });

  it('a field is required when neither absent, nor null, nor an empty text passes', () => {
    expect(isRequiredField(shiftBody, 'name')).toBe(true);
    expect(isRequiredField(shiftBody, 'normal_checkin_time')).toBe(true);
    expect(isRequiredField(shiftBody, 'description')).toBe(false);
    expect(isRequiredField(shiftBody, 'version')).toBe(false);
    expect(isRequiredField(leaveTypeFields, 'salary_rate')).toBe(true);
    expect(isRequiredField(leaveTypeFields, 'description_vie')).toBe(false);
    expect(isRequiredField(leaveTypeFields, 'active')).toBe(false);
  });
});

describe('checkBody: the browser refuses a body the way the server would', () => {
  it('answers a 400 with each problem under its path, in the interface language', async () => {
    const { t } = await englishI18n();
    const shift = { name: 'Early', normal_checkin_time: '08:00', normal_checkout_time: '08:00' };
    const equalTimes = checkBody(shiftBody, shift, t, 'Please check the form');
    expect(equalTimes?.status).toBe(400);
    expect(equalTimes?.message).toBe('Please check the form');
    expect(Object.keys(equalTimes?.fieldErrors ?? {})).toEqual(['normal_checkout_time']);
    const noName = checkBody(shiftBody, { ...shift, name: '' }, t, 'Please check the form');
    expect(noName?.fieldErrors.name).toEqual(['Shift group name has not been entered']);
  });

  it('names a list row by its field (a tax step rate), and passes a good body', async () => {
    const { t } = await englishI18n();
    const refused = checkBody(taxInsuranceBody, { config_progressive_tax_schedule: [{ rate_of_tax: 'x' }] }, t, '!');
    const stepRate = refused?.fieldErrors['config_progressive_tax_schedule.0.rate_of_tax'];
    expect(stepRate?.[0]).toMatch(/^Tax rate/);
    expect(
      checkBody(shiftBody, { name: 'Early', normal_checkin_time: '06:00', normal_checkout_time: '14:00' }, t, '!'),
    ).toBeUndefined();
  });
});
