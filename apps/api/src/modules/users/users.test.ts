import { can, ROLE_IDS, ROLES } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, authTokens, users } from '../../db/schema/index';
import { fileLinkSecret, fileLinks } from '../../lib/file-links';
import { createTestApp, type Organisation, type TestApp } from '../../test/harness';
import { waitForJob } from '../../test/jobs';

let t: TestApp;
let admin: string;
let adminId: number;
let leader: string;
let org: Organisation;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(field: string, fileName: string, bytes: Buffer) {
  const boundary = '----test-boundary-7MA4YWxk';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const upload = (token: string, fileName: string, bytes: Buffer, lang = 'en') => {
  const { payload, contentType } = multipart('avatar', fileName, bytes);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload-avatar',
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'accept-language': lang },
  });
};

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } });

let avatar: string;
let counter = 0;
const valid = () => {
  counter += 1;
  return {
    alias_id: `NV${String(counter).padStart(4, '0')}`,
    first_name: 'Nguyễn',
    last_name: `Văn An ${counter}`,
    role_id: ROLES.LEADER,
    department_id: org.departments.production,
    shift_id: org.shifts.night,
    gender: 1,
    email: `user${counter}@example.test`,
    phone_number: `090${String(counter).padStart(7, '0')}`,
    dob: '1990/05/17',
    date_of_join: '2020/04/01',
    avatar,
  };
};

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await t.tokenFor(ROLES.HR);
  admin = signedIn.token;
  adminId = signedIn.person.id;
  leader = (await t.tokenFor(ROLES.LEADER)).token;
  org = await t.seedOrganisation();
  avatar = (await upload(admin, 'me.png', PNG)).json().data.path;
});
afterAll(() => t?.close());

describe('avatar upload', () => {
  it('stores a PNG under a generated name, served only through a short-lived signed link', async () => {
    const response = await upload(admin, '../../evil name.png', PNG);
    expect(response.statusCode).toBe(200);
    const { path, url }: { path: string; url: string } = response.json().data;
    expect(path).toMatch(/^\/api\/files\/avatars\/[a-f0-9]{32}\.png$/);
    expect(url.startsWith(`${path}?s=`)).toBe(true);
    // The link works in an <img>: no bearer header.
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="avatar\.png"$/);
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The stored path alone, a changed signature, another file's name: never the file.
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(400);
    const tampered = url.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const other = url.replace(/[a-f0-9]{32}/, '0'.repeat(32));
    expect((await t.app.inject({ method: 'GET', url: other })).statusCode).toBe(403);
    const trick = await t.app.inject({ method: 'GET', url: '/api/files/avatars/..%2f..%2fpackage.json' });
    expect(trick.statusCode).toBe(400);
    // The path's `name` is a file's name, not the shift group name of a form.
    expect(trick.json().errors.name).toEqual(['File name is not valid']);
  });

  it('makes links that stop working after their expiry and once the session signs out', async () => {
    const { token } = await t.tokenFor(ROLES.HR);
    const { path, url } = (await upload(token, 'me.png', PNG)).json().data as { path: string; url: string };
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // The same link made with the server's own secret, but already expired.
    const links = fileLinks(fileLinkSecret(t.config.dataDir), 1, () => Date.now() - 5 * 60_000);
    const session = Number(new URL(url, 'http://x').searchParams.get('s'));
    const expired = links.sign('avatars', path.split('/').pop() ?? '', session);
    expect(expired).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    // Signed out: the session the link was made for has ended.
    expect((await call(token, 'POST', '/api/auth/logout', {})).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url });
    expect(after.statusCode).toBe(403);
    expect(after.json()).toMatchObject({ code: 'forbidden' });
  });

  it("gives each reader a link bound to their own session in the person's answers", async () => {
    const created = await call(admin, 'POST', '/api/users', valid());
    expect(created.statusCode).toBe(200);
    const item = created.json().data as { id: number; avatar: string; avatar_url: string };
    expect(item.avatar).toBe(avatar);
    expect((await t.app.inject({ method: 'GET', url: item.avatar_url })).statusCode).toBe(200);
    const reader = (await t.tokenFor(ROLES.HR)).token;
    const asReader = (await call(reader, 'GET', `/api/users/${item.id}`)).json().data as { avatar_url: string };
    expect(asReader.avatar_url).not.toBe(item.avatar_url);
    expect((await t.app.inject({ method: 'GET', url: asReader.avatar_url })).statusCode).toBe(200);
  });

  it('refuses a file over 1 MB with 413 and a message that says 1 MB', async () => {
    const response = await upload(admin, 'big.png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), 'vi');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'avatar_too_large', message: 'Ảnh phải có dung lượng tối đa 1 MB.' });
  });

  it('refuses text named .png (by content) and a PNG named .gif (by extension)', async () => {
    const text = await upload(admin, 'photo.png', Buffer.from('just some text, not an image'), 'ja');
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({
      code: 'avatar_type',
      message: 'アップロードできるのは JPEG または PNG の画像のみです。',
    });
    expect((await upload(admin, 'photo.gif', PNG)).statusCode).toBe(422);
    expect((await upload(admin, 'photo.jpg', PNG)).statusCode).toBe(422);
  });

  it('needs user.create or user.update, for each of the nine roles', async () => {
    for (const role of ROLE_IDS) {
      const { token } = await t.tokenFor(role);
      const expected = can(role, 'user.create') || can(role, 'user.update') ? 200 : 403;
      expect((await upload(token, 'me.png', PNG)).statusCode, `role ${role}`).toBe(expected);
    }
  });
});

describe('user form rules', () => {
  it('creates a person, derives the user name from the staff ID and lists them', async () => {
    const body = valid();
    const created = await call(admin, 'POST', '/api/users', body);
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      staff_id: body.alias_id,
      username: body.alias_id.toLowerCase(),
      name: `Nguyễn ${body.last_name}`,
      role_text: 'Leader',
      gender_text: 'Male',
      department_name: 'Production',
      shift_name: 'Night',
      dob: '1990-05-17',
      version: 1,
    });
    const ja = await call(admin, 'GET', `/api/users/${created.json().data.id}`, undefined, 'ja');
    expect(ja.json().data).toMatchObject({
      role_text: 'リーダー',
      gender_text: '男性',
      phone_number: expect.stringMatching(/^090\d{7}$/),
    });
    // A leader outside the person's groups reads the directory fields only: personal ones are absent.
    const byLeader = (await call(leader, 'GET', `/api/users/${created.json().data.id}`, undefined, 'ja')).json().data;
    expect(byLeader).toMatchObject({ role_text: 'リーダー', name: `Nguyễn ${body.last_name}` });
    expect('phone_number' in byLeader || 'gender_text' in byLeader || 'dob' in byLeader).toBe(false);
  });

  it('refuses missing required fields with localized messages and stores nothing', async () => {
    const before = await t.db.select().from(users);
    const response = await call(admin, 'POST', '/api/users', { alias_id: '', first_name: ' ', email: 'x@y.z' }, 'ja');
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors.alias_id).toEqual(['社員IDが入力されていません']);
    expect(errors.first_name).toEqual(['姓が入力されていません']);
    expect(errors.last_name).toEqual(['名が入力されていません']);
    expect(errors.role_id).toEqual(['役割が入力されていません']);
    expect(errors.department_id).toEqual(['部署が入力されていません']);
    expect(errors.shift_id).toEqual(['シフトグループが入力されていません']);
    expect(errors.avatar).toEqual(['アバターが入力されていません']);
    expect(await t.db.select().from(users)).toEqual(before);
  });

  it('checks email, phone, birth date, staff ID and user name with the catalog messages', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const response = await call(admin, 'POST', '/api/users', {
      ...valid(),
      email: 'not-an-email',
      phone_number: '090-123',
      dob: tomorrow,
      alias_id: 'NV 01!',
      username: 'bad name',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      email: ['Incorrect email format'],
      phone_number: ['Phone number contains only numbers'],
      dob: ['Date of birth must be before today'],
      alias_id: ['Staff ID contains only letters and digits'],
      username: ['User name just contains A-Z, a-z, 0-9 and dot'],
    });
    const long = await call(admin, 'POST', '/api/users', { ...valid(), alias_id: 'A'.repeat(17) });
    expect(long.json().errors.alias_id).toEqual(['Staff ID must be at most 16 characters']);
  });

  it('requires an email on create except for the employee role', async () => {
    const { email: _email, ...noEmail } = valid();
    const refused = await call(admin, 'POST', '/api/users', noEmail, 'vi');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.email).toEqual(['Địa chỉ email chưa được nhập']);
    const employee = await call(admin, 'POST', '/api/users', { ...noEmail, role_id: ROLES.EMPLOYEE });
    expect(employee.statusCode).toBe(200);
    expect(employee.json().data.email).toBeNull();
  });

  it('answers duplicate_email and duplicate_alias_id', async () => {
    const first = valid();
    expect((await call(admin, 'POST', '/api/users', first)).statusCode).toBe(200);
    const sameEmail = await call(admin, 'POST', '/api/users', { ...valid(), email: first.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(422);
    expect(sameEmail.json()).toMatchObject({
      code: 'duplicate_email',
      message: 'email exists',
      errors: { email: ['Email has already been taken'] },
    });
    const sameId = await call(admin, 'POST', '/api/users', { ...valid(), alias_id: first.alias_id.toLowerCase() });
    expect(sameId.statusCode).toBe(422);
    expect(sameId.json().code).toBe('duplicate_alias_id');
    const samePhone = await call(admin, 'POST', '/api/users', { ...valid(), phone_number: first.phone_number }, 'ja');
    expect(samePhone.statusCode).toBe(422);
    expect(samePhone.json()).toMatchObject({
      code: 'duplicate_phone_number',
      message: 'この電話番号は既に登録されています',
      errors: { phone_number: ['この電話番号は既に使われています'] },
    });
  });

  it('lets only one of two people saved at once with the same phone number in (the database decides the race)', async () => {
    const phone = '0987654321';
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(admin, 'POST', '/api/users', { ...valid(), phone_number: phone })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422))
      expect(refused.json().code).toBe('duplicate_phone_number');
  });

  it('refuses a shift group that is not one of the department’s, an unknown department and an avatar never uploaded', async () => {
    const response = await call(admin, 'POST', '/api/users', {
      ...valid(),
      department_id: org.departments.hr,
      shift_id: org.shifts.night,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.shift_id).toEqual(["This shift group is not one of the department's shift groups"]);
    const unknown = await call(admin, 'POST', '/api/users', {
      ...valid(),
      department_id: 999_999,
      avatar: '/api/files/avatars/0123456789abcdef0123456789abcdef.png',
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors).sort()).toEqual(['avatar', 'department_id']);
  });

  it('updates with the version it started from; a stale edit gets 409 and changes nothing', async () => {
    const body = valid();
    const id = (await call(admin, 'POST', '/api/users', body)).json().data.id;
    const first = await call(admin, 'PUT', `/api/users/${id}`, { ...body, last_name: 'Edited A', version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ name: 'Nguyễn Edited A', version: 2 });
    const stale = await call(admin, 'PUT', `/api/users/${id}`, { ...body, last_name: 'Edited B', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale_version');
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row?.last_name).toBe('Edited A');
    expect((await call(admin, 'PUT', '/api/users/999999', { ...body, version: 1 })).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/users/999999')).statusCode).toBe(404);
  });

  it('keeps the optional fields an update leaves out, and clears those sent as null or empty', async () => {
    const body = valid();
    const id = (await call(admin, 'POST', '/api/users', body)).json().data.id;
    const { email, phone_number, dob, date_of_join, ...rest } = body;
    const kept = await call(admin, 'PUT', `/api/users/${id}`, { ...rest, last_name: 'Kept', version: 1 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ email, phone_number, dob: '1990-05-17', date_of_join: '2020-04-01' });
    const cleared = await call(admin, 'PUT', `/api/users/${id}`, { ...body, phone_number: '', dob: null, version: 2 });
    expect(cleared.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect([row?.phone_number, row?.dob, row?.email]).toEqual([null, null, email]);
  });

  it('lets a leader read but not create, edit, delete or reset', async () => {
    const id = (await call(admin, 'POST', '/api/users', valid())).json().data.id;
    expect((await call(leader, 'GET', '/api/users')).statusCode).toBe(200);
    expect((await call(leader, 'POST', '/api/users', valid())).statusCode).toBe(403);
    expect((await call(leader, 'PUT', `/api/users/${id}`, { ...valid(), version: 1 })).statusCode).toBe(403);
    expect((await call(leader, 'DELETE', `/api/users/${id}`)).statusCode).toBe(403);
    expect(
      (
        await call(leader, 'POST', `/api/users/${id}/reset-password`, {
          password: 'secret1',
          password_confirmation: 'secret1',
        })
      ).statusCode,
    ).toBe(403);
    const employee = (await t.tokenFor(ROLES.EMPLOYEE)).token;
    expect((await call(employee, 'GET', '/api/users')).statusCode).toBe(403);
  });
});

describe('list filters', () => {
  it('filters by staff ID, by name without accents and by role, 20 a page, without deleted people', async () => {
    for (let i = 0; i < 22; i++)
      await call(admin, 'POST', '/api/users', {
        ...valid(),
        alias_id: `FLT${String(i).padStart(3, '0')}`,
        first_name: 'Trần',
        last_name: `Thị Đào ${i}`,
        role_id: i % 2 ? ROLES.MANAGER : ROLES.LEADER,
      });
    const byStaff = await call(admin, 'GET', '/api/users?staff_id=flt');
    expect(byStaff.json().data).toMatchObject({ total: 22, per_page: 20, last_page: 2 });
    expect(byStaff.json().data.items).toHaveLength(20);
    const byName = await call(admin, 'GET', `/api/users?name=${encodeURIComponent('tran thi dao')}`);
    expect(byName.json().data.total).toBe(22);
    const byRole = await call(admin, 'GET', `/api/users?staff_id=FLT&role_id=${ROLES.MANAGER}`);
    expect(byRole.json().data.total).toBe(11);
    const victim = byStaff.json().data.items[0].id;
    await call(admin, 'DELETE', `/api/users/${victim}`);
    expect((await call(admin, 'GET', '/api/users?staff_id=flt')).json().data.total).toBe(21);
  });

  it('answers /user/all for pickers by department and key word', async () => {
    const response = await call(
      leader,
      'GET',
      `/api/user/all?department_id=${org.departments.production}&key_word=FLT001`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { id: expect.any(Number), alias_id: 'FLT001', full_name: 'Trần Thị Đào 1', group_id: null, group_name: null },
    ]);
  });
});

describe('export', () => {
  it('writes every matching row (more than a page) to user_list.xlsx, escaping formula-like cells', async () => {
    for (let i = 0; i < 25; i++) {
      await call(admin, 'POST', '/api/users', {
        ...valid(),
        alias_id: `EXP${String(i).padStart(3, '0')}`,
        first_name: i === 0 ? '=HYPERLINK("x")' : 'Lê',
        last_name: `Export ${i}`,
      });
    }
    const started = await call(leader, 'POST', '/api/users/export?staff_id=EXP', undefined, 'ja');
    expect(started.statusCode).toBe(202);
    const job = await waitForJob(t.withToken(leader), started.json().data.job_id);
    expect(job).toMatchObject({ state: 'done', file_name: 'user_list.xlsx' });
    const response = await t.withToken(leader).get(job.download_url!);
    response.ok();
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('filename="user_list.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(26);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '番号',
      '社員名',
      '社員ID',
      '部署',
      '役割',
      '性別',
      'メールアドレス',
      '電話番号',
      'シフトグループ',
    ]);
    expect(sheet.getRow(2).getCell(2).value).toBe('\'=HYPERLINK("x") Export 0');
    expect(sheet.getRow(2).getCell(3).value).toBe('EXP000');
    expect(sheet.getRow(26).getCell(1).value).toBe(25);
    expect(sheet.getRow(26).getCell(5).value).toBe('リーダー');
  });
});

describe('delete and reset password', () => {
  it('marks the person deleted, keeps the row, ends their sessions and stops them signing in', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.production });
    const token = await t.signIn(person.username, person.password!);
    const refused = await call(admin, 'DELETE', `/api/users/${adminId}`, undefined, 'vi');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'cannot_delete_self',
      message: 'Bạn không thể xóa tài khoản của chính mình.',
    });

    expect((await call(admin, 'DELETE', `/api/users/${person.id}`)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.deleted_at).toBeInstanceOf(Date);
    expect(await t.db.select().from(authTokens).where(eq(authTokens.user_id, person.id))).toEqual([]);
    expect((await call(token, 'GET', '/api/auth/user')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: person.username, password: person.password },
    });
    expect(login.statusCode).toBe(401);
    expect((await call(admin, 'GET', `/api/users/${person.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `/api/users/${person.id}`)).statusCode).toBe(404);
  });

  it('checks the reset rules with the catalog messages', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const short = await call(admin, 'POST', `/api/users/${person.id}/reset-password`, {
      id: person.id,
      password: '  abc   ',
      password_confirmation: '  abc   ',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toEqual(['Min length is 6']);
    const mismatch = await call(
      admin,
      'POST',
      `/api/users/${person.id}/reset-password`,
      { id: person.id, password: 'abcdef', password_confirmation: 'abcdeg' },
      'ja',
    );
    expect(mismatch.json().errors.password_confirmation).toEqual(['確認用パスワードが一致しません']);
    const otherId = await call(admin, 'POST', `/api/users/${person.id}/reset-password`, {
      id: person.id + 1,
      password: 'abcdef',
      password_confirmation: 'abcdef',
    });
    expect(otherId.statusCode).toBe(400);
  });

  it('sets a new password that signs the person in, ends their other sessions and audits without the password', async () => {
    const person = await t.createPerson({ role_id: ROLES.EMPLOYEE });
    const old = await t.signIn(person.username, person.password!);
    const response = await call(admin, 'POST', `/api/users/${person.id}/reset-password`, {
      id: person.id,
      password: 'Brand-new-1',
      password_confirmation: 'Brand-new-1',
    });
    expect(response.statusCode).toBe(200);
    expect((await call(old, 'GET', '/api/auth/user')).statusCode).toBe(401);
    await t.signIn(person.username, 'Brand-new-1');
    const entries = await t.db.select().from(auditLogs).where(eq(auditLogs.entity_id, person.id));
    const reset = entries.find((e) => e.action === 'reset_password');
    expect(reset).toBeDefined();
    expect(JSON.stringify(entries)).not.toContain('Brand-new-1');
    expect(JSON.stringify(entries)).not.toContain('argon2');
  });
});

describe('kiosk accounts in the staff list', () => {
  it('leaves them out unless their role is asked for', async () => {
    const tablet = await t.createPerson({ role_id: ROLES.KIOSK });
    const ids = async (query: string) =>
      (await t.as(ROLES.ICT).get<{ items: { id: number }[] }>(`/api/users?limit=100${query}`))
        .ok()
        .items.map((u) => u.id);
    const everyone = await ids('');
    expect(everyone.length).toBeGreaterThan(0);
    expect(everyone).not.toContain(tablet.id);
    expect(await ids(`&role_id=${ROLES.KIOSK}`)).toContain(tablet.id);
  });
});

describe('the name filter', () => {
  it("is labelled as the person's name in every language", async () => {
    const query = `/api/users?name=${'x'.repeat(1000)}`;
    const en = (await t.as(ROLES.HR).get(query)).refused(400, 'invalid_input');
    expect(en.errors.name?.[0]).toMatch(/^Name /);
    expect((await t.as(ROLES.HR).in('ja').get(query)).refused(400).errors.name?.[0]).toMatch(/^氏名/);
    expect((await t.as(ROLES.HR).in('vi').get(query)).refused(400).errors.name?.[0]).toMatch(/^Họ tên/);
  });
});
