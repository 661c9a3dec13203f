import fc from 'fast-check';
import { staffBaseBody, staffBody } from '../../test/factories/staff';
import { defineFuzz, FRESH, freshOrJunk, helpers, letters, type Request, tag } from '../../test/fuzz-kit';

/** A person made in `prepare` (each history create gets a person of their own: a new start must follow the latest). */
const FRESH_PERSON = -424242;

/**
 * Staff records: one fixed person whose tabs are saved (their version read before each request), fresh deleted
 * people to restore, fresh people to add a work history to, one active history to edit and fresh ones to delete.
 */
export const fuzz = defineFuzz({
  setUp: async (base) => {
    const { api, insertId } = helpers(base);
    const body = staffBody({ department_id: base.org.departments.production });
    const record = (await api('POST', '/api/users', body)) as { id: number };
    const history = await insertId(
      `insert into staff_work_histories (user_id, title, start_date) values ($1, 'Gia nhập công ty', '2024-03-01') returning id`,
      [record.id],
    );
    return { id: record.id, body, history };
  },
  routes: (base, fixed) => {
    const { org } = base;
    const { insertId, updateOf, deleteOf } = helpers(base);
    const freshPerson = () => {
      const code = `FZ${tag()}`;
      return insertId(
        `insert into users (alias_id, username, first_name, last_name, full_name, role_id, department_id)
         values ($1, $2, 'Fresh', 'Person', 'Fresh Person', 9, $3) returning id`,
        [code, code.toLowerCase(), org.departments.production],
      );
    };
    return {
      'PUT /api/user/information/base/:id': updateOf(
        1,
        'users',
        () => fixed.id,
        (id) => `/api/user/information/base/${id}`,
        () =>
          fc
            .record({ name: letters, address: letters, status: fc.integer({ min: 1, max: 6 }) })
            .map(({ name, address, status }) => {
              const { version: _version, ...body } = staffBaseBody(fixed.body, 1, {
                full_name: `Nguyễn ${name}`,
                address,
                status,
              });
              return body;
            }),
      ),
      'PUT /api/user/information/salary_config/:id': updateOf(
        2,
        'users',
        () => fixed.id,
        (id) => `/api/user/information/salary_config/${id}`,
        () =>
          fc
            .record({
              day: fc.integer({ min: 1, max: 28 }),
              salary: fc.integer({ min: 0, max: 200_000_000 }),
              rate: fc.integer({ min: 0, max: 10_000 }),
              meal: fc.integer({ min: 0, max: 2_000_000 }),
            })
            .map(({ day, salary, rate, meal }) => ({
              pay_config: {
                effective_date: `2025-06-${String(day).padStart(2, '0')}`,
                basic_salary: salary,
                salary_rate: rate / 100,
              },
              allowances: [{ allowances_code: 'meal', quantity: meal }],
            })),
      ),
      'PUT /api/user/information/income_tax/:id': updateOf(
        2,
        'users',
        () => fixed.id,
        (id) => `/api/user/information/income_tax/${id}`,
        () =>
          fc
            .record({ name: letters, join: fc.boolean(), deduction: fc.integer({ min: 0, max: 50_000_000 }) })
            .map(({ name, join, deduction }) => ({
              personal_income_tax: {
                ...fixed.body.personal_income_tax,
                insurance_status: join ? 1 : 0,
                personal_deduction: deduction,
              },
              dependents: [{ full_name: `Nguyễn ${name}`, relationship: 'Con gái', birth_date: '2019-05-01' }],
            })),
      ),
      'POST /api/users/restore/:aliasId': {
        file: 3,
        valid: () => freshOrJunk.map((alias) => ({ method: 'POST', url: `/api/users/restore/${alias}` })),
        prepare: async (request: Request) => {
          if (!request.url.includes(FRESH)) return;
          const code = `RS${tag()}`;
          await insertId(
            `insert into users (alias_id, username, first_name, last_name, full_name, role_id, department_id, deleted_at)
             values ($1, $2, 'Gone', 'Person', 'Gone Person', 9, $3, now()) returning id`,
            [code, code.toLowerCase(), org.departments.production],
          );
          request.url = request.url.replace(FRESH, code);
        },
      },
      'POST /api/user/history': {
        file: 3,
        valid: () =>
          fc.record({ title: letters, note: letters }).map(({ title, note }) => ({
            method: 'POST',
            url: '/api/user/history',
            body: { user_id: FRESH_PERSON, title, start_date: '2024-03-01', end_date: null, note },
          })),
        prepare: async (request: Request) => {
          if (request.body?.user_id === FRESH_PERSON) request.body.user_id = await freshPerson();
        },
      },
      'PUT /api/user/history/:id': updateOf(
        1,
        'staff_work_histories',
        () => fixed.history,
        (id) => `/api/user/history/${id}`,
        () =>
          fc
            .record({ title: letters, note: letters })
            .map(({ title, note }) => ({ title, note, start_date: '2024-03-01', end_date: null })),
      ),
      'DELETE /api/user/history/:id': deleteOf(
        3,
        'DELETE',
        (id) => `/api/user/history/${id}`,
        () =>
          insertId(
            `insert into staff_work_histories (user_id, title, start_date) values ($1, 'Tạm thời', '2024-03-01') returning id`,
            [fixed.id],
          ),
      ),
    };
  },
  notFuzzed: {
    // Starts a job (a status row and a queue entry) and writes no data of the area; limited to a few a minute.
    'POST /api/staff/export': 'starts a job writing nothing of the area: route guards and staff-io tests',
    // A multipart upload whose writes happen in the job, all or nothing: staff-io tests (bad rows, fake files).
    'POST /api/staff/import': 'an upload whose job writes all rows or none: route guards and staff-io tests',
  },
});
