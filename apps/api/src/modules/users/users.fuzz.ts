import fs from 'node:fs';
import path from 'node:path';
import { ROLES } from '@hr/contracts';
import fc from 'fast-check';
import { personBody, phoneNumber } from '../../test/factories/person';
import { staffBody } from '../../test/factories/staff';
import { defineFuzz, helpers, letters, password, tag } from '../../test/fuzz-kit';

const AVATAR_NAME = `${'c'.repeat(32)}.png`;
const avatar = `/api/files/avatars/${AVATAR_NAME}`;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** People: creates with fresh codes, one fixed person to update, avatars as multipart files. */
export const fuzz = defineFuzz({
  setUp: async (base) => {
    const { t, org } = base;
    // The avatar every valid body names must exist as a stored file.
    fs.mkdirSync(path.join(t.config.dataDir, 'files', 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(t.config.dataDir, 'files', 'avatars', AVATAR_NAME), Buffer.alloc(8));
    const phone = phoneNumber();
    const user = await t.createPerson({
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.production,
      phone_number: phone,
    });
    return { user, phone };
  },
  routes: (base, fixed) => {
    const { org, staff } = base;
    const { insertId, updateOf, deleteOf } = helpers(base);
    const refs = () => ({ department_id: org.departments.production, shift_id: org.shifts.day });
    return {
      'POST /api/users': {
        file: 1,
        valid: () =>
          fc
            .record({
              first: letters,
              last: letters,
              role: fc.constantFrom(2, 3, 4, 5, 6, 7, 8, 9),
              gender: fc.constantFrom(0, 1, 2),
              // The same route takes the staff create form (form: 'staff', every tab) about one time in three.
              staff: fc.integer({ min: 0, max: 2 }).map((n) => n === 0),
            })
            .map(({ first, last, role, gender, staff: asStaff }) => ({
              method: 'POST',
              url: '/api/users',
              body: asStaff
                ? staffBody(refs(), { full_name: `${first} ${last}`, role_id: role as 2, gender: gender as 1 })
                : personBody(refs(), {
                    first_name: first,
                    last_name: last,
                    role_id: role as 2,
                    gender: gender as 1,
                    phone_number: phoneNumber(),
                    dob: '1990/01/31',
                    date_of_join: '2020-04-01',
                    avatar,
                  }),
            })),
      },
      'PUT /api/users/:id': updateOf(
        1,
        'users',
        () => fixed.user.id,
        (id) => `/api/users/${id}`,
        () =>
          fc
            .record({
              first: letters,
              last: letters,
              gender: fc.constantFrom(0, 1, 2),
              // The staff list's row edit on the same route (form: 'staff') about one time in three.
              row: fc.integer({ min: 0, max: 2 }).map((n) => n === 0),
              salary: fc.integer({ min: 0, max: 100_000_000 }),
            })
            .map(({ first, last, gender, row, salary }) =>
              row
                ? {
                    form: 'staff',
                    full_name: `${first} ${last}`,
                    department_id: org.departments.production,
                    role_id: ROLES.EMPLOYEE,
                    gender,
                    basic_salary: salary,
                    phone_number: fixed.phone,
                  }
                : personBody(refs(), {
                    alias_id: fixed.user.alias_id,
                    first_name: first,
                    last_name: last,
                    role_id: ROLES.EMPLOYEE,
                    gender: gender as 1,
                    email: `${fixed.user.alias_id.toLowerCase()}@example.test`,
                    phone_number: fixed.phone,
                    dob: '1990/01/31',
                    date_of_join: '2020-04-01',
                    avatar,
                  }),
            ),
      ),
      'DELETE /api/users/:id': deleteOf(
        3,
        'DELETE',
        (id) => `/api/users/${id}`,
        () => {
          const code = `DU${tag()}`;
          return insertId(
            `insert into users (alias_id, username, first_name, last_name, full_name, role_id, department_id)
             values ($1, $2, 'Fresh', 'Person', 'Fresh Person', 9, $3) returning id`,
            [code, code.toLowerCase(), org.departments.production],
          );
        },
      ),
      'POST /api/users/:id/reset-password': {
        file: 3,
        valid: () =>
          password.map((secret) => ({
            method: 'POST',
            url: `/api/users/${staff[1]!.id}/reset-password`,
            body: { id: staff[1]!.id, password: secret, password_confirmation: secret },
          })),
      },
      'POST /api/upload-avatar': {
        file: 1,
        unaudited: 'stores a file under a generated name and changes no record; the user form that links it is audited',
        // PNG files of random content and name, mixed with files that are not images, a wrong field and hostile names.
        valid: () =>
          fc
            .oneof(
              {
                arbitrary: fc
                  .record({
                    name: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
                    bytes: fc.uint8Array({ maxLength: 2000 }),
                  })
                  .map(({ name, bytes }) => ({
                    field: 'avatar',
                    fileName: `${name}.png`,
                    bytes: Buffer.concat([PNG, bytes]),
                  })),
                weight: 3,
              },
              {
                arbitrary: fc
                  .record({
                    field: fc.constantFrom('avatar', 'file', ''),
                    fileName: fc.oneof(fc.string({ maxLength: 300 }), fc.constantFrom('../../x.png', 'a.exe', '.png')),
                    bytes: fc.uint8Array({ maxLength: 2000 }),
                  })
                  .map(({ field, fileName, bytes }) => ({
                    field,
                    fileName: fileName.replace(/["\r\n]/g, ''),
                    bytes: Buffer.from(bytes),
                  })),
                weight: 2,
              },
            )
            .map((file) => ({ method: 'POST', url: '/api/upload-avatar', file })),
      },
    };
  },
  notFuzzed: {
    // A read sent as POST (its body is a list of up to 500 ids): it writes nothing, so there is no state for the fuzz
    // to compare, and as an export it is limited to a few a minute. Random and malformed input: route-guards test;
    // its rules: modules/users/badges.test.ts.
    'POST /api/users/badges': 'writes nothing (a PDF of staff badges): route guards and badges tests',
    // Starts a job (a status row and a queue entry) and writes no data of the area; limited to a few a minute.
    'POST /api/users/export': 'starts a job writing nothing of the area: route guards, users and read-scope tests',
  },
});
