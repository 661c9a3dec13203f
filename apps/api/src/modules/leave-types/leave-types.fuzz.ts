import fc from 'fast-check';
import { defineFuzz, helpers, letters, tag } from '../../test/fuzz-kit';

const leaveType = (code: string) => ({
  leave_code: code,
  leave_name_vie: 'Nghỉ ốm đau',
  leave_name_jp: '病気休暇',
  description_vie: 'Nghỉ khi ốm',
  description_jp: '病気のとき',
  salary_rate: 75,
  is_deduct_leave: 0,
  is_deduct_attendance: 1,
});
const leaveReason = (name: string) => ({
  reason_name_vie: name,
  reason_name_jp: '病気休暇',
  description_vie: null,
  description_jp: null,
  max_absent_days: 30,
});

/** Leave types and their reasons: fresh codes for creates, one fixed type and reason for the updates. */
export const fuzz = defineFuzz({
  setUp: async (base) => {
    const { api } = helpers(base);
    const leaveTypeId: number = (await api('POST', '/api/config/management_leave_type', leaveType('FIXEDTYPE'))).id;
    const reason: number = (
      await api('POST', '/api/config/leave_type_item', {
        ...leaveReason('Fixed reason'),
        management_leave_type_id: leaveTypeId,
      })
    ).id;
    return { leaveType: leaveTypeId, reason };
  },
  routes: (base, fixed) => {
    const { api, updateOf, deleteOf } = helpers(base);
    return {
      'POST /api/config/management_leave_type': {
        file: 1,
        valid: () =>
          fc.nat({ max: 100 }).map((rate) => ({
            method: 'POST',
            url: '/api/config/management_leave_type',
            body: { ...leaveType(`LT${tag()}`), salary_rate: rate },
          })),
      },
      'PUT /api/config/management_leave_type/:id': updateOf(
        2,
        'management_leave_types',
        () => fixed.leaveType,
        (id) => `/api/config/management_leave_type/${id}`,
        () =>
          fc.record({ rate: fc.nat({ max: 100 }), status: fc.constantFrom(0, 1), name: letters }).map((r) => ({
            ...leaveType('FIXEDTYPE'),
            leave_name_vie: r.name,
            salary_rate: r.rate,
            status: r.status,
            id: fixed.leaveType,
          })),
      ),
      'DELETE /api/config/management_leave_type/:id': deleteOf(
        3,
        'DELETE',
        (id) => `/api/config/management_leave_type/${id}`,
        async () => (await api('POST', '/api/config/management_leave_type', leaveType(`DL${tag()}`))).id,
      ),
      'POST /api/config/leave_type_item': {
        file: 1,
        valid: () =>
          fc.record({ name: letters, days: fc.integer({ min: 0, max: 365 }) }).map((r) => ({
            method: 'POST',
            url: '/api/config/leave_type_item',
            body: { ...leaveReason(r.name), max_absent_days: r.days, management_leave_type_id: fixed.leaveType },
          })),
      },
      'PUT /api/config/leave_type_item/:id': updateOf(
        2,
        'leave_type_items',
        () => fixed.reason,
        (id) => `/api/config/leave_type_item/${id}`,
        () =>
          fc
            .record({ name: letters, days: fc.integer({ min: 0, max: 365 }), status: fc.constantFrom(0, 1) })
            .map((r) => ({ ...leaveReason(r.name), max_absent_days: r.days, status: r.status })),
      ),
      'DELETE /api/config/leave_type_item/:id': deleteOf(
        3,
        'DELETE',
        (id) => `/api/config/leave_type_item/${id}`,
        async () =>
          (
            await api('POST', '/api/config/leave_type_item', {
              ...leaveReason(`Fresh ${tag()}`),
              management_leave_type_id: fixed.leaveType,
            })
          ).id,
      ),
    };
  },
});
