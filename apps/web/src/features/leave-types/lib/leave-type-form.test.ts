import { type LeaveTypeDetail, leaveTypeCreateBody, leaveTypeFields } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { leaveTypeToValues, NEW_LEAVE_TYPE, reasonRows, reasonsToCreate, toLeaveTypeFields } from './leave-type-form';

const annual: LeaveTypeDetail = {
  id: 9,
  leave_code: 'ANNUAL',
  leave_name_vie: 'Nghỉ phép năm',
  leave_name_jp: '年次有給休暇',
  description_vie: null,
  description_jp: 'テスト',
  salary_rate: 100,
  is_deduct_leave: 1,
  is_deduct_attendance: 0,
  status: 0,
  version: 5,
  reasons_count: 1,
  leave_type_items: [
    {
      id: 31,
      management_leave_type_id: 9,
      reason_name_vie: 'Khám bệnh',
      reason_name_jp: '通院のため',
      description_vie: null,
      description_jp: null,
      max_absent_days: 2,
      status: 1,
      version: 2,
    },
  ],
};

describe('the leave type form and the API', () => {
  it('a saved type fills the form and comes back unchanged as the fields the server takes', () => {
    const values = leaveTypeToValues(annual);
    expect(values.active).toBe(false);
    expect(values.description_vie).toBeUndefined();
    const fields = toLeaveTypeFields(values);
    expect(fields).toEqual({
      leave_code: 'ANNUAL',
      leave_name_vie: 'Nghỉ phép năm',
      leave_name_jp: '年次有給休暇',
      description_vie: null,
      description_jp: 'テスト',
      salary_rate: 100,
      is_deduct_leave: 1,
      is_deduct_attendance: 0,
      status: 0,
    });
    expect(leaveTypeFields.safeParse(fields).success).toBe(true);
  });

  it('a new type starts active, deducting nothing; emptied descriptions are no description', () => {
    expect(toLeaveTypeFields({ ...NEW_LEAVE_TYPE, description_vie: '' })).toMatchObject({
      status: 1,
      is_deduct_leave: 0,
      is_deduct_attendance: 0,
      description_vie: null,
    });
  });

  it('saved reasons become rows keyed by id; rows kept on the page go with the create call without their keys', () => {
    const rows = reasonRows(annual);
    expect(rows).toEqual([expect.objectContaining({ key: '31', id: 31, version: 2, status: 1 })]);
    expect(rows[0]).not.toHaveProperty('management_leave_type_id');
    const local = [{ ...rows[0]!, key: 'local-1', id: undefined, version: undefined }];
    const items = reasonsToCreate(local);
    expect(items[0]).not.toHaveProperty('key');
    expect(
      leaveTypeCreateBody.safeParse({ ...toLeaveTypeFields(leaveTypeToValues(annual)), leave_type_items: items })
        .success,
    ).toBe(true);
    expect(reasonRows(undefined)).toEqual([]);
  });
});
