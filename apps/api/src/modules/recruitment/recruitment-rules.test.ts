import { ROLES } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateLanguages } from '../../db/schema/index';
import { candidateBody, candidateUpdate, interviewBody, questionBody } from '../../test/factories/candidate';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedRecruitment } from './recruitment.seed';

/** The rules of the outside test's round (docs/recruitment.md): license levels, ranges, order and duplicates. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedRecruitment(t.db);
});
afterAll(() => t?.close());

const hr = () => t.as(ROLES.HR);
type Language = { id: number; kind: string; level: string | null };

async function newCandidate(overrides: Record<string, unknown> = {}) {
  const { id } = (await hr().post<{ id: number }>('/api/admin/candidates', candidateBody(overrides))).ok();
  return id;
}
const languages = async (id: number) =>
  (await hr().get<{ data: { languages: Language[]; version: number } }>(`/api/admin/candidates/${id}`)).ok().data;
const storedLevels = async (id: number) =>
  (await t.db.select().from(candidateLanguages).where(eq(candidateLanguages.candidate_id, id)))
    .sort((a, b) => a.id - b.id)
    .map((row) => row.level);

describe('license levels', () => {
  it('a Japanese row takes N1 to N5 and a car license yes or no, by the stored kind on update', async () => {
    const id = await newCandidate();
    const { languages: rows, version } = await languages(id);
    const [japanese, english, car] = rows as [Language, Language, Language];
    const before = await storedLevels(id);

    const n7 = (
      await hr().in('ja').put(`/api/admin/candidates/${id}/language/${japanese.id}`, { level: 'N7', version })
    ).refused(400, 'invalid_input');
    expect(n7.errors).toEqual({ level: ['N1〜N5から選んでください'] });
    const maybe = (
      await hr().put(`/api/admin/candidates/${id}/language/${car.id}`, { level: 'maybe', kind: 'other', version })
    ).refused(400, 'invalid_input');
    expect(maybe.errors).toEqual({ level: ['Choose yes or no'] });
    expect(await storedLevels(id)).toEqual(before);
    expect((await languages(id)).version).toBe(version);

    let next = (
      await hr().put<{ version: number }>(`/api/admin/candidates/${id}/language/${japanese.id}`, {
        level: 'N3',
        version,
      })
    ).ok().version;
    next = (
      await hr().put<{ version: number }>(`/api/admin/candidates/${id}/language/${car.id}`, {
        level: 'yes',
        version: next,
      })
    ).ok().version;
    // TOEIC and 'other' rows keep free text.
    next = (
      await hr().put<{ version: number }>(`/api/admin/candidates/${id}/language/${english.id}`, {
        level: '850 points',
        version: next,
      })
    ).ok().version;
    const levels = (await languages(id)).languages.map((row) => row.level);
    expect(levels.slice(0, 3)).toEqual(['N3', '850 points', 'yes']);
  });

  it('a new row is checked by the kind of its body', async () => {
    const id = await newCandidate();
    const { version } = await languages(id);
    const refused = (
      await hr().in('vi').put(`/api/admin/candidates/${id}/language`, { kind: 'japanese', level: 'N0', version })
    ).refused(400, 'invalid_input');
    expect(refused.errors).toEqual({ level: ['Chọn một cấp độ từ N1 đến N5'] });
    (await hr().put(`/api/admin/candidates/${id}/language`, { kind: 'other', level: 'N0', version })).ok();
  });
});

describe('ranges', () => {
  it('a month, a year or a score out of its range says the range, in each language, and saves nothing', async () => {
    const id = await newCandidate();
    const { version } = await languages(id);
    const school = { from_month: 13, from_year: 2016, to_month: 6, to_year: 2020, school_name: 'Đại học Huế', version };
    const month = (await hr().put(`/api/admin/candidates/${id}/school`, school)).refused(400, 'invalid_input');
    expect(month.errors).toEqual({ from_month: ['From month must be between 1 and 12'] });
    const ja = (await hr().in('ja').put(`/api/admin/candidates/${id}/school`, school)).refused(400, 'invalid_input');
    expect(ja.errors).toEqual({ from_month: ['開始月は1から12の範囲で入力してください'] });

    const birth = (
      await hr()
        .in('vi')
        .put(`/api/admin/candidates/${id}`, candidateUpdate(version, { month_birthday: 13, year_birthday: 1899 }))
    ).refused(400, 'invalid_input');
    expect(birth.errors?.month_birthday).toEqual([expect.stringMatching(/ phải từ 1 đến 12$/)]);
    expect(birth.errors?.year_birthday).toEqual([expect.stringMatching(/ phải từ 1900 đến 9999$/)]);
    expect((await languages(id)).version).toBe(version);

    const question = questionBody({
      choices: [
        { score: 101, content_en: 'Low', content_ja: '低い', content_vi: 'Thấp' },
        { score: 5, content_en: 'High', content_ja: '高い', content_vi: 'Cao' },
      ],
    });
    const score = (await hr().post('/api/questions', question)).refused(400, 'invalid_input');
    expect(score.errors).toEqual({ 'choices.0.score': ['Score must be between 0 and 100'] });
    // A missing value is still "required", not a range.
    const { from_month: _m, ...noMonth } = school;
    const missing = (await hr().put(`/api/admin/candidates/${id}/school`, noMonth)).refused(400, 'invalid_input');
    expect(missing.errors).toEqual({ from_month: ['This field is required'] });
  });
});

describe('gaps of the outside test', () => {
  it('a contact zip code of other than 7 characters, a period ending before it starts, a question twice', async () => {
    const id = await newCandidate();
    const { version } = await languages(id);
    const zip = (
      await hr().put(`/api/admin/candidates/${id}`, candidateUpdate(version, { zip_code_contact: '123456' }))
    ).refused(400, 'invalid_input');
    expect(zip.errors).toEqual({ zip_code_contact: ['Exactly 7 characters'] });
    (await hr().put(`/api/admin/candidates/${id}`, candidateUpdate(version, { zip_code_contact: '1234567' }))).ok();
    const { version: next } = await languages(id);

    const school = { from_month: 9, from_year: 2020, to_month: 6, to_year: 2020, school_name: 'Đại học Huế' };
    const order = (
      await hr()
        .in('ja')
        .put(`/api/admin/candidates/${id}/school`, { ...school, version: next })
    ).refused(400, 'invalid_input');
    expect(order.errors).toEqual({ to_year: ['終了は開始より前にできません'] });
    expect((await hr().get<{ data: { schools: unknown[] } }>(`/api/admin/candidates/${id}`)).ok().data.schools).toEqual(
      [],
    );
    (await hr().put(`/api/admin/candidates/${id}/school`, { ...school, to_month: 9, version: next })).ok();

    const [question] = (await hr().get<{ id: number; question_kind: number }[]>('/api/questions?lang=en'))
      .ok()
      .filter((q) => q.question_kind === 1);
    const row = { question_id: question!.id, answer_content: 'Yes' };
    const twice = (
      await hr().post(`/api/result-interviews/save/${id}`, interviewBody({ answers: [row, row] }))
    ).refused(400, 'invalid_input');
    expect(twice.errors).toEqual({ 'answers.1.question_id': ['This question is already on the sheet'] });
    expect((await hr().get<unknown[]>(`/api/result-interviews/view/${id}`)).ok()).toEqual([]);
  });
});

describe('mail server', () => {
  it('the candidate says whether a mail server is set up now (none here: SMTP_URL unset)', async () => {
    const id = await newCandidate();
    const data = (await hr().get<{ data: { mail_server: boolean } }>(`/api/admin/candidates/${id}`)).ok().data;
    expect(data.mail_server).toBe(false);
  });
});

describe('list search', () => {
  it('a name typed without Vietnamese accents finds the accented name', async () => {
    const id = await newCandidate({ name: 'Nguyễn Đức Thắng' });
    const found = async (name: string) =>
      (await hr().get<{ items: { id: number }[] }>(`/api/admin/candidates?name=${encodeURIComponent(name)}`))
        .ok()
        .items.map((row) => row.id);
    expect(await found('nguyen duc')).toContain(id);
    expect(await found('THẮNG')).toContain(id);
    expect(await found('nguyen xyz')).not.toContain(id);
  });
});
