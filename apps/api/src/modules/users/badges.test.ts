import { createCanvas } from '@napi-rs/canvas';
import { ROLES } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { fileStorage } from '../../lib/files';
import type { Client } from '../../test/client';
import { createTestApp, type Organisation, type Person, type TestApp } from '../../test/harness';
import { readPdf, readQr, renderPage } from '../../test/pdf-reader';
import { badgeOrigin, QR_BOX } from './badge-sheet';
import { badgesService, COMPANY_NAME } from './badges.service';

let t: TestApp;
let org: Organisation;
let people: Person[];
let elsewhere: Person;

/** A photo of one colour, as a person would upload it. */
function photo(colour: string) {
  const canvas = createCanvas(300, 400);
  const context = canvas.getContext('2d');
  context.fillStyle = colour;
  context.fillRect(0, 0, 300, 400);
  return canvas.toBuffer('image/jpeg');
}

const hr = () => t.as(ROLES.HR);
/** Asks for the badge sheet of these people (a PDF, or a refusal in JSON). */
const print = (client: Client, user_ids: unknown) => client.post('/api/users/badges', { user_ids });

/** The text pdf.js reads, with letters and their marks composed as they were written. */
const plain = (text: string) => text.normalize('NFC');

beforeAll(async () => {
  t = await createTestApp();
  org = await t.seedOrganisation();
  const stored = await fileStorage(t.config.dataDir).save('avatars', photo('#00c000'), 'jpg');
  const person = (alias_id: string, first_name: string, last_name: string, avatar: string | null = null) =>
    t.createPerson({
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.production,
      alias_id,
      first_name,
      last_name,
      avatar: avatar && `/api/files/avatars/${avatar}`,
    });
  people = [
    await person('NV0001', '山田', '太郎', stored),
    await person('NV0002', 'Nguyễn Thị', 'Hường'),
    await person('nv0003x', 'Đặng Văn', 'Mười'),
  ];
  elsewhere = await t.createPerson({ role_id: ROLES.EMPLOYEE, department_id: org.departments.hr, alias_id: 'HR0009' });
});
afterAll(() => t?.close());

describe('POST /api/users/badges', () => {
  it('answers a PDF of the badges: names, staff IDs and department read back, each QR code holds the staff ID', async () => {
    const response = await print(
      hr(),
      people.map((p) => p.id),
    );
    response.ok();
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Staff_Badges\.pdf"/);
    const bytes = response.raw.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeLessThan(200_000);

    const read = await readPdf(bytes);
    expect(read.pages).toBe(1);
    expect(read.embedded).toBe(true);
    const text = plain(read.text[0]!);
    for (const name of ['山田 太郎', 'Nguyễn Thị Hường', 'Đặng Văn Mười', 'NV0001', 'NV0002', 'nv0003x'])
      expect(text).toContain(name);
    expect(text.split(COMPANY_NAME)).toHaveLength(4);
    expect(text).toContain('Staff ID');
    expect(text).toContain('Production');

    const page = await renderPage(bytes, 1);
    people.forEach((person, slot) => {
      const { x, y } = badgeOrigin(slot);
      const box = { x: x + QR_BOX.x, y: y + QR_BOX.y, width: QR_BOX.size, height: QR_BOX.size };
      expect(readQr(page, box), person.alias_id).toBe(person.alias_id);
    });
    // The first badge shows the stored photo (green); the others an empty grey frame.
    const pixel = (px: number, py: number) => {
      const at = (Math.round(py * 3) * page.width + Math.round(px * 3)) * 4;
      return [...page.data.subarray(at, at + 3)];
    };
    const first = badgeOrigin(0);
    const [r, g, b] = pixel(first.x + 40, first.y + 60);
    expect(g).toBeGreaterThan(150);
    expect(r! + b!).toBeLessThan(80);
    const second = badgeOrigin(1);
    expect(pixel(second.x + 40, second.y + 60)).toEqual([230, 233, 238]);
  });

  it('prints the labels in the language asked for, eight badges to a page', async () => {
    const more = [];
    for (let i = 0; i < 6; i += 1) more.push((await t.createPerson({ role_id: ROLES.EMPLOYEE })).id);
    const response = await print(hr().in('ja'), [...people.map((p) => p.id), ...more]);
    response.ok();
    const read = await readPdf(response.raw.rawPayload);
    expect(read.pages).toBe(2);
    expect(read.text[0]).toContain('社員ID');
    expect(read.text[1]).toContain('社員ID');
    expect(response.raw.rawPayload.toString('latin1')).toContain('/Lang (ja)');
  });

  it('is refused to roles without user.badge', async () => {
    for (const role of [ROLES.DIRECTOR, ROLES.MANAGER, ROLES.LEADER, ROLES.EMPLOYEE]) {
      await t.setPerson(role, { department_id: org.departments.production });
      const response = await print(t.as(role), [people[0]!.id]);
      expect(response.status, `role ${role}`).toBe(403);
      expect(response.code).toBe('forbidden');
    }
  });

  it('prints nothing when one person is unknown or deleted, and names them (404, localized)', async () => {
    const deleted = await t.createPerson({ role_id: ROLES.EMPLOYEE, alias_id: 'DEL001' });
    await t.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, deleted.id));
    const response = await print(hr().in('vi'), [people[0]!.id, 999_999, deleted.id]);
    const { message } = response.refused(404, 'not_found');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(message).toContain('Không thể in thẻ');
    expect(message).toContain(`999999, ${deleted.id}`);
    // The id as a whole number, not a digit of another id (id 1 is not in "16").
    expect(message).not.toMatch(new RegExp(`\\b${people[0]!.id}\\b`));
  });

  it('refuses people outside the reader scope like unknown ones (the scope rule, for a narrower reader)', async () => {
    // Only ICT and HR hold user.badge, and both read the whole directory: the rule is the service's, whatever the
    // role, so it is shown here for an employee, whose directory scope is themselves.
    const reader = people[1]!;
    const service = badgesService(t.db, fileStorage(t.config.dataDir));
    const actor = {
      id: reader.id,
      role_id: ROLES.EMPLOYEE,
      department_id: org.departments.production,
      tokenHash: '',
      session_id: 0,
    };
    await expect(
      service.print(actor, { user_ids: [reader.id, people[2]!.id, elsewhere.id] }, 'en', () => {}),
    ).rejects.toMatchObject({ statusCode: 404, params: { ids: `${people[2]!.id}, ${elsewhere.id}` } });
    const stream = await service.print(actor, { user_ids: [reader.id] }, 'en', () => {});
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(plain((await readPdf(Buffer.concat(chunks))).text[0]!)).toContain('Nguyễn Thị Hường');
  });

  it('answers invalid lists with 400 and a localized message', async () => {
    const empty = await print(hr().in('ja'), []);
    expect(empty.refused(400).errors.user_ids).toEqual(['社員証を印刷する社員を 1 人以上選択してください']);
    const tooMany = await print(
      hr(),
      Array.from({ length: 501 }, (_, i) => i + 1),
    );
    expect(tooMany.refused(400).errors.user_ids).toEqual(['At most 500 badges can be printed at once']);
    for (const wrong of [['1'], [0], [1.5], 'all', null]) (await print(hr(), wrong)).refused(400);
  });
});
