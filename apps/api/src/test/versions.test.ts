import { ROLES } from '@hr/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/**
 * Stale edits never overwrite: every update names the version it started from. Without it the request is refused
 * with 400 and a message under `version` in the request's language (the schema checks before anything is read).
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  token = (await t.tokenFor(ROLES.ICT)).token;
});
afterAll(() => t.close());

const updates: [string, object][] = [
  ['/api/shifts/1', { name: 'Day', normal_checkin_time: '08:00', normal_checkout_time: '17:00' }],
  ['/api/departments/1', { department_id: 'D1', name: 'One', department_type_id: 1, shift_ids: [1] }],
  ['/api/departments/1/working-plans/1', { date: '2099-01-01', shift_id: 1, user_ids: [1] }],
  [
    '/api/department_group/1',
    { group_code: 'G1', group_name: 'Group one', members: [1], group_leader: 1, department_id: 1 },
  ],
  ['/api/member_group/member_shift/1/1', { start_date: '2099-01-01', end_date: '2099-01-02', shift_id: 1 }],
  [
    '/api/users/1',
    {
      staff_id: 'X1',
      username: 'x1',
      first_name: 'A',
      last_name: 'B',
      role_id: ROLES.EMPLOYEE,
      department_id: 1,
      shift_id: 1,
    },
  ],
];

const messages = {
  en: 'The version of the record you edited is missing. Reload it and try again.',
  ja: '編集したデータのバージョンがありません。再読み込みしてからもう一度お試しください。',
  vi: 'Thiếu phiên bản của bản ghi bạn đã sửa. Hãy tải lại rồi thử lại.',
};

describe('version is required on every update', () => {
  it.each(updates)('PUT %s without version: 400 with a field message in three languages', async (url, body) => {
    for (const [lang, message] of Object.entries(messages)) {
      const response = await t.app.inject({
        method: 'PUT',
        url,
        payload: body,
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      });
      expect(response.statusCode).toBe(400);
      const errors = response.json<{ errors: Record<string, string[]> }>().errors;
      expect(errors.version).toEqual([message]);
    }
  });
});
