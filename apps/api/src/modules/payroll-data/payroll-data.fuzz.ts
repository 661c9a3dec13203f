import fc from 'fast-check';
import { uniqueFarDay } from '../../test/factories/days';
import { orderBody, orderComponentBody } from '../../test/factories/payroll-order';
import { defineFuzz, helpers, letters } from '../../test/fuzz-kit';

/**
 * Payroll data: orders for the base's five employees, each in a month of its own (a person gets a component once a
 * month); shift changes of a person whose own shift group is the day shift, each on a day of its own.
 */
export const fuzz = defineFuzz({
  setUp: async (base) => {
    const { api, lastId } = helpers(base);
    const bonus = (await api('POST', '/api/salary_component', orderComponentBody('bonus'))).id as number;
    const deduction = (await api('POST', '/api/salary_component', orderComponentBody('deduction'))).id as number;
    const ids = base.staff.map((p) => p.id);
    await base.t.pool.query('update users set shift_id = $1 where id = any($2)', [base.org.shifts.day, ids]);
    const change = async (userId: number) =>
      (
        await api('POST', '/api/shift_change', {
          user_id: userId,
          shift_id: base.org.shifts.day,
          shift_id_change: base.org.shifts.night,
          date_change: uniqueFarDay(),
          reason: 'Fuzz',
        })
      ).id as number;
    const order = async (kind: 'bonus' | 'deduction', userId: number) => {
      await api('POST', `/api/management-${kind}`, orderBody(kind === 'bonus' ? bonus : deduction, [userId]));
      return lastId('payroll_order_recipients');
    };
    return { bonus, deduction, ids, change, order, changeToEdit: await change(ids[0]!) };
  },
  routes: (base, fixed) => {
    const { deleteOf, version } = helpers(base);
    const person = () => fc.integer({ min: 0, max: 4 }).map((i) => fixed.ids[i]!);
    const orderRoute = (kind: 'bonus' | 'deduction') => ({
      file: 2 as const,
      valid: () =>
        fc.record({ userId: person(), value: fc.integer({ min: 0, max: 50_000_000 }), note: letters }).map((r) => ({
          method: 'POST' as const,
          url: `/api/management-${kind}`,
          body: orderBody(kind === 'bonus' ? fixed.bonus : fixed.deduction, [r.userId], {
            value: r.value,
            note: r.note,
          }),
        })),
    });
    return {
      'POST /api/management-bonus': orderRoute('bonus'),
      'POST /api/management-deduction': orderRoute('deduction'),
      'DELETE /api/management-bonus/delete/:id': deleteOf(
        3,
        'DELETE',
        (id) => `/api/management-bonus/delete/${id}`,
        () => fixed.order('bonus', fixed.ids[1]!),
      ),
      'DELETE /api/management-deduction/delete/:id': deleteOf(
        3,
        'DELETE',
        (id) => `/api/management-deduction/delete/${id}`,
        () => fixed.order('deduction', fixed.ids[2]!),
      ),
      'POST /api/shift_change': {
        file: 1,
        valid: () =>
          fc.record({ userId: person(), reason: letters }).map((r) => ({
            method: 'POST',
            url: '/api/shift_change',
            body: {
              user_id: r.userId,
              shift_id: base.org.shifts.day,
              shift_id_change: base.org.shifts.night,
              date_change: uniqueFarDay(),
              reason: r.reason,
            },
          })),
      },
      'PUT /api/shift_change/:id': {
        file: 1,
        valid: () =>
          letters.map((reason) => ({
            method: 'PUT',
            url: `/api/shift_change/${fixed.changeToEdit}`,
            body: { shift_id_change: base.org.shifts.night, reason },
          })),
        prepare: async (request) => {
          if (request.body && !('version' in request.body))
            request.body.version = await version('shift_changes', fixed.changeToEdit);
        },
      },
      'DELETE /api/shift_change/delete/:id': deleteOf(
        3,
        'DELETE',
        (id) => `/api/shift_change/delete/${id}`,
        () => fixed.change(fixed.ids[3]!),
      ),
      'POST /api/shift_change/search': {
        file: 3,
        valid: () =>
          fc
            .record({ full_name: letters })
            .map((b) => ({ method: 'POST', url: '/api/shift_change/search', body: { ...b, page: 1 } })),
      },
    };
  },
});
