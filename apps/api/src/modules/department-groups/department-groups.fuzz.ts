import { departmentGroupBody } from '../../test/factories/department-group';
import { defineFuzz, helpers, letters, RUNS, tag } from '../../test/fuzz-kit';

/**
 * Department groups. A leader cannot move to another group, so each new group gets a person of its own as member
 * and leader: RUNS + 10 people of production made for the purpose; the last one leads the fixed group the update edits.
 */
export const fuzz = defineFuzz({
  setUp: async (base) => {
    const { t, org } = base;
    const rows = await t.pool.query(
      `insert into users (alias_id, username, first_name, last_name, full_name, role_id, department_id)
       select 'GP' || n, 'gp' || n, 'Group', 'Person ' || n, 'Group Person ' || n, 9, $1
       from generate_series(1, $2) n returning id`,
      [org.departments.production, RUNS + 10],
    );
    const people: number[] = rows.rows.map((row: { id: number }) => row.id);
    await helpers(base).api(
      'POST',
      '/api/department_group/create',
      departmentGroupBody(
        { department_id: org.departments.production, members: [people.at(-1)!] },
        { group_code: 'FIXG', group_name: 'Fixed group', confirm_move: true },
      ),
    );
    return { people, group: await helpers(base).lastId('department_groups') };
  },
  routes: (base, fixed) => {
    const { api, lastId, updateOf, deleteOf } = helpers(base);
    let taken = 0;
    /** The next group person (the fixed group's leader excluded). */
    const person = () => fixed.people[taken++ % (fixed.people.length - 1)]!;
    const groupName = (name: string) => `${name.replace(/[^A-Za-z]/g, '') || 'Group'} ${tag()}`;
    /** A new group of production whose one member (a group person of its own) leads it. */
    const newGroup = (group_name?: string) =>
      departmentGroupBody(
        { department_id: base.org.departments.production, members: [person()] },
        { ...(group_name ? { group_name } : {}), confirm_move: true },
      );
    return {
      'POST /api/department_group/create': {
        file: 2,
        valid: () =>
          letters.map((name) => ({
            method: 'POST',
            url: '/api/department_group/create',
            body: newGroup(groupName(name)),
          })),
      },
      'PUT /api/department_group/:id': updateOf(
        3,
        'department_groups',
        () => fixed.group,
        (id) => `/api/department_group/${id}`,
        () =>
          letters.map((name) =>
            departmentGroupBody(
              { department_id: base.org.departments.production, members: [fixed.people.at(-1)!] },
              { id: fixed.group, group_code: 'FIXG', group_name: groupName(name) },
            ),
          ),
      ),
      'DELETE /api/department_group/:id': deleteOf(
        1,
        'DELETE',
        (id) => `/api/department_group/${id}`,
        async () => {
          await api('POST', '/api/department_group/create', newGroup());
          return lastId('department_groups');
        },
      ),
    };
  },
});
