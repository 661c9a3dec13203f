import { type ShiftItem, shiftUpdateBody } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { shiftToBody, shiftToValues } from './shift-form';

const night: ShiftItem = {
  id: 4,
  name: 'Night shift',
  description: null,
  normal_checkin_time: '22:00:00',
  normal_checkout_time: '06:00:00',
  working_time: '22:00 - 06:00',
  overnight: true,
  version: 3,
};

describe('the shift group form and the API', () => {
  it('an answer becomes form values and back the body the server takes (times HH:mm, the version kept)', () => {
    const values = shiftToValues(night);
    expect(values.normal_checkin_time?.hour()).toBe(22);
    expect(values.description).toBeUndefined();
    const body = shiftToBody(values, night.version);
    expect(body).toEqual({
      name: 'Night shift',
      description: null,
      normal_checkin_time: '22:00',
      normal_checkout_time: '06:00',
      version: 3,
    });
    expect(shiftUpdateBody.safeParse(body).success).toBe(true);
  });

  it('an empty form is a body the server refuses field by field (no version on create)', () => {
    const body = shiftToBody({});
    expect(body).toEqual({ name: '', description: null, normal_checkin_time: '', normal_checkout_time: '' });
    const issues = shiftUpdateBody.safeParse(body).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues).toEqual(expect.arrayContaining(['name', 'normal_checkin_time', 'normal_checkout_time']));
  });
});
