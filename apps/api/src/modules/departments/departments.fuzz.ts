import { departmentBody } from '../../test/factories/department';
import { defineFuzz, helpers, letters, tag } from '../../test/fuzz-kit';

/** Departments: a fresh code for each create; the update edits one fixed department. */
export const fuzz = defineFuzz({
  setUp: async (base) => ({
    department: await helpers(base).insertId(
      `insert into departments (department_id, name, department_type_id) values ('FIXED', 'Fixed', $1) returning id`,
      [base.departmentType],
    ),
  }),
  routes: (base, fixed) => {
    const { insertId, updateOf, deleteOf } = helpers(base);
    const refs = () => ({ department_type_id: base.departmentType, shift_ids: [base.org.shifts.day] });
    return {
      'POST /api/departments': {
        file: 2,
        valid: () =>
          letters.map((name) => ({
            method: 'POST',
            url: '/api/departments',
            body: departmentBody(refs(), { name: `${name} ${tag()}` }),
          })),
      },
      'PUT /api/departments/:id': updateOf(
        2,
        'departments',
        () => fixed.department,
        (id) => `/api/departments/${id}`,
        () => letters.map((name) => departmentBody(refs(), { department_id: 'FIXED', name: `${name} ${tag()}` })),
      ),
      'DELETE /api/departments/:id': deleteOf(
        3,
        'DELETE',
        (id) => `/api/departments/${id}`,
        () =>
          insertId('insert into departments (department_id, name) values ($1, $2) returning id', [
            `X${tag()}`,
            `Fresh ${tag()}`,
          ]),
      ),
    };
  },
});
