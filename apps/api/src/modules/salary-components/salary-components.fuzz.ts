import fc from 'fast-check';
import { defineFuzz, helpers, letters, tag } from '../../test/fuzz-kit';

const component = (name: string) => ({
  salary_component_type: 'bonus',
  salary_component_name_vie: name,
  salary_component_name_jp: 'テト賞与',
  description_vie: null,
  description_jp: null,
  application_method: 1,
  apply_by_formula: 'month',
  fix_money: 2_000_000,
  tax_calculation: 1,
  attendance_condition: 0,
  overtime_condition: 0,
  scope_of_application: 1,
});

/** Salary components: fresh names for creates, one fixed component for the updates. */
export const fuzz = defineFuzz({
  setUp: async (base) => ({
    component: (await helpers(base).api('POST', '/api/salary_component', component('Fixed component'))).id as number,
  }),
  routes: (base, fixed) => {
    const { api, updateOf, deleteOf } = helpers(base);
    const named = () => fc.record({ name: letters, money: fc.integer({ min: 0, max: 100_000_000 }) });
    return {
      'POST /api/salary_component': {
        file: 2,
        valid: () =>
          named().map((r) => ({
            method: 'POST',
            url: '/api/salary_component',
            body: { ...component(`${r.name} ${tag()}`), fix_money: r.money },
          })),
      },
      'PUT /api/salary_component/update/:id': updateOf(
        1,
        'salary_components',
        () => fixed.component,
        (id) => `/api/salary_component/update/${id}`,
        () => named().map((r) => ({ ...component(`${r.name} ${tag()}`), fix_money: r.money })),
      ),
      'GET /api/salary_component/delete/:id': deleteOf(
        3,
        'GET',
        (id) => `/api/salary_component/delete/${id}`,
        async () => (await api('POST', '/api/salary_component', component(`Fresh ${tag()}`))).id,
      ),
    };
  },
});
