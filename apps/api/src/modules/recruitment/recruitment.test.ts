import { ROLES } from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, interviews } from '../../db/schema/index';
import { candidateBody, candidateUpdate, interviewBody, questionBody } from '../../test/factories/candidate';
import { createTestApp, type TestApp } from '../../test/harness';
import { readPdf } from '../../test/pdf-reader';
import { seedRecruitment } from './recruitment.seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', RATE_LIMIT_EXPORTS_PER_MINUTE: '1000' } });
  // What every start does (the area's seed): company types and the default question sheet.
  await seedRecruitment(t.db);
});
afterAll(() => t?.close());

const hr = () => t.as(ROLES.HR);
type Detail = { id: number; version: number; [key: string]: unknown };
type Question = { id: number; content: string; question_kind: number; answer: { id: number; score: number }[] };

async function newCandidate(overrides: Record<string, unknown> = {}) {
  const { id } = (await hr().post<{ id: number }>('/api/admin/candidates', candidateBody(overrides))).ok();
  return id;
}
const detail = async (id: number) =>
  (await hr().get<{ data: Detail }>(`/api/admin/candidates/${id}`)).ok().data as Detail &
    // biome-ignore lint/suspicious/noExplicitAny: a test reads the nested lists loosely
    Record<string, any>;
const snapshot = async (id: number) => (await t.db.select().from(candidates).where(eq(candidates.id, id)))[0];

describe('candidates', () => {
  it('creates a candidate with consent and the pre-seeded rows, reads it back as written', async () => {
    const id = await newCandidate({ name: 'Trần Thị Hường', country: 'Vietnam', created_at: '2026-10-02' });
    const data = await detail(id);
    expect(data).toMatchObject({
      name: 'Trần Thị Hường',
      country: 'Vietnam',
      age: 28,
      year_birthday: 1998,
      month_birthday: 2,
      day_birthday: 28,
      birthday: '1998-02-28',
      created_at: '2026-10-02',
      version: 1,
      cv_url: null,
    });
    expect(typeof data.consent_at).toBe('string');
    expect(data.languages.map((l: { kind: string }) => l.kind)).toEqual([
      'japanese',
      'english',
      'car_license',
      'other',
    ]);
    // Software: 4 named tools and 2 blank rows as fake_ placeholders.
    expect(data.software.map((s: { id: unknown }) => s.id)).toEqual([
      'fake_1',
      'fake_2',
      'fake_3',
      'fake_4',
      'fake_5',
      'fake_6',
    ]);
    expect(await t.auditActions('candidate', id)).toEqual(['create']);
  });

  it('refuses a candidate without consent', async () => {
    const answer = (await hr().post('/api/admin/candidates', candidateBody({ consent: false }))).refused(
      400,
      'invalid_input',
    );
    expect(answer.errors.consent).toEqual([
      "The candidate's consent to the processing of their personal data is required",
    ]);
  });

  it('enforces section 5 with its keys in two languages and saves nothing', async () => {
    const id = await newCandidate();
    const before = await snapshot(id);
    const bad = candidateUpdate(1, {
      email: 'not-an-address',
      name: 'Ab',
      name_kana: '',
      country: '  ',
      age: 1265,
      zip_code: '123',
      address: '',
      year_birthday: 2023,
      month_birthday: 2,
      day_birthday: 29,
    });
    const en = (await hr().put(`/api/admin/candidates/${id}`, bad)).refused(400, 'invalid_input').errors;
    expect(en).toMatchObject({
      email: ['The e-mail address is not valid'],
      name: ['At least 3 characters'],
      name_kana: ['This field is required'],
      country: ['This field is required'],
      age: ['At most 1264'],
      zip_code: ['Exactly 7 characters'],
      address: ['This field is required'],
      day_birthday: ['This date does not exist'],
    });
    const ja = (
      await hr()
        .in('ja')
        .put(`/api/admin/candidates/${id}`, { ...bad, name: 'x'.repeat(101), email: '' })
    ).refused(400, 'invalid_input').errors;
    expect(ja.name).toEqual(['100文字以内で入力してください']);
    expect(ja.email).toEqual(['この項目は必須です']);
    expect(ja.day_birthday).toEqual(['この日付は存在しません']);
    const vi = (
      await hr()
        .in('vi')
        .put(`/api/admin/candidates/${id}`, { ...bad, age: '12a' })
    ).refused(400, 'invalid_input').errors;
    expect(vi.age).toEqual(['Chỉ được nhập chữ số']);
    expect(await snapshot(id)).toEqual(before);
    // An application date in the future is refused like an impossible one.
    const future = (await hr().post('/api/admin/candidates', candidateBody({ created_at: '2099-01-01' }))).refused(
      400,
      'invalid_input',
    );
    expect(future.errors.created_at).toEqual(['The application date cannot be in the future']);
    const futureVi = (
      await hr()
        .in('vi')
        .post('/api/admin/candidates', candidateBody({ created_at: '2099-01-01' }))
    ).refused(400);
    expect(futureVi.errors.created_at).toEqual(['Ngày ứng tuyển không được là ngày trong tương lai']);
    // 29 February of a leap year is a real date.
    (
      await hr().put(
        `/api/admin/candidates/${id}`,
        candidateUpdate(1, { year_birthday: 2000, month_birthday: 2, day_birthday: 29 }),
      )
    ).ok();
  });

  it('updates with its version, refuses a stale edit with 409 and audits which fields changed (not their values)', async () => {
    const id = await newCandidate();
    const saved = (
      await hr().put<{ data: Detail }>(
        `/api/admin/candidates/${id}`,
        candidateUpdate(1, { note: 'Strong CAD', status: 4 }),
      )
    ).ok().data;
    expect(saved).toMatchObject({ note: 'Strong CAD', status: 4, version: 2 });
    (await hr().put(`/api/admin/candidates/${id}`, candidateUpdate(1, { note: 'Lost' }))).refused(409, 'stale_version');
    expect((await snapshot(id))?.note).toBe('Strong CAD');
    const entries = await t.pool.query(
      `select action, after from audit_logs where entity = 'candidate' and entity_id = $1 order by id`,
      [id],
    );
    const update = entries.rows.find((row) => row.action === 'update');
    expect(update.after.fields).toEqual(expect.arrayContaining(['note', 'status']));
    expect(JSON.stringify(update.after)).not.toContain('Strong CAD');
  });

  it('lists with filters and paging, newest application first', async () => {
    const country = `Laos${Date.now() % 1000}`;
    const a = await newCandidate({ name: 'Filter Alpha', country, created_at: '2025-01-10', status: 10 });
    const b = await newCandidate({ name: 'Filter Beta', country, created_at: '2025-03-10', status: 9 });
    type Page = { total: number; items: { id: number; name: string; last_round: number | null }[] };
    const all = (await hr().get<Page>(`/api/admin/candidates?country=${country.toLowerCase()}`)).ok();
    expect(all.items.map((i) => i.id)).toEqual([b, a]);
    const byStatus = (await hr().get<Page>(`/api/admin/candidates?country=${country}&status=10`)).ok();
    expect(byStatus.items.map((i) => i.id)).toEqual([a]);
    const byDates = (await hr().get<Page>(`/api/admin/candidates?from=2025-02-01&to=2025-12-31&name=filter`)).ok();
    expect(byDates.items.map((i) => i.id)).toEqual([b]);
    const paged = (await hr().get<Page>(`/api/admin/candidates?country=${country}&limit=1&page=2`)).ok();
    expect(paged).toMatchObject({ total: 2, current_page: 2, last_page: 2 });
    expect(paged.items.map((i) => i.id)).toEqual([a]);
    (await hr().get('/api/admin/candidates?status=5')).refused(400, 'invalid_input');
  });

  it('pages across anchors exactly, also right after a delete and an insert (anchored pages, migration 0016)', async () => {
    const country = `Anchorland${Date.now() % 100000}`;
    // 130 candidates over 7 application dates: many share a date, so the id decides their order.
    await t.pool.query(
      `insert into candidates (name, name_kana, country, email, age, address, status, application_date, language,
                               consent_at)
       select 'Anchor ' || i, 'カナ', $1, 'anchor' || i || '@example.com', 30, 'Address', 9,
              date '2025-01-01' + (i % 7), 'en', now()
       from generate_series(1, 130) i`,
      [country],
    );
    type Page = { total: number; last_page: number; items: { id: number }[] };
    const expected = async () =>
      (
        await t.pool.query<{ id: number }>(
          `select id from candidates where country = $1 and deleted_at is null
           order by application_date desc, id desc`,
          [country],
        )
      ).rows.map((row) => row.id);
    const pages = async () => {
      const ids: number[] = [];
      let total = 0;
      for (let page = 1; page <= 7; page += 1) {
        const answer = (await hr().get<Page>(`/api/admin/candidates?country=${country}&page=${page}`)).ok();
        total = answer.total;
        ids.push(...answer.items.map((item) => item.id));
      }
      return { ids, total };
    };
    const first = await pages();
    expect(first).toEqual({ ids: await expected(), total: 130 });
    // The latest round is the row's own (a lookup by the candidate's id, not the interview's).
    await t.pool.query('insert into interviews (candidate_id, round, method, result) values ($1, 1, 2, 2)', [
      first.ids[0],
    ]);
    type Item = { id: number; last_round: number | null; last_result: number | null };
    const top = (await hr().get<{ items: Item[] }>(`/api/admin/candidates?country=${country}&limit=2`)).ok();
    expect(top.items).toMatchObject([
      { id: first.ids[0], last_round: 1, last_result: 2 },
      { id: first.ids[1], last_round: null, last_result: null },
    ]);
    // A deep page alone (from its anchor) reads the same rows as the walk through every page.
    const page6 = (await hr().get<Page>(`/api/admin/candidates?country=${country}&page=6`)).ok();
    expect(page6.items.map((item) => item.id)).toEqual(first.ids.slice(100, 120));

    (await hr().delete(`/api/admin/candidates/${first.ids[60]}`)).ok();
    await t.pool.query(
      `insert into candidates (name, name_kana, country, email, age, address, status, application_date, language,
                               consent_at)
       values ('Anchor late', 'カナ', $1, 'anchor-late@example.com', 30, 'Address', 9, '2025-01-04', 'en', now())`,
      [country],
    );
    const second = await pages();
    expect(second).toEqual({ ids: await expected(), total: 130 });
    expect(second.ids).not.toContain(first.ids[60]);
    expect((await hr().get<Page>(`/api/admin/candidates?country=${country}&page=8`)).ok()).toMatchObject({
      items: [],
      total: 130,
    });
  });

  it('deletes a candidate (404 afterwards)', async () => {
    const id = await newCandidate();
    (await hr().delete(`/api/admin/candidates/${id}`)).ok();
    (await hr().get(`/api/admin/candidates/${id}`)).refused(404, 'not_found');
  });

  it('keeps the recruitment flags to ICT and HR', async () => {
    const id = await newCandidate();
    (await t.as(ROLES.LEADER).get(`/api/admin/candidates/${id}`)).refused(403, 'forbidden');
    (await t.as(ROLES.DIRECTOR).get('/api/admin/candidates')).refused(403, 'forbidden');
    (await t.as(ROLES.EMPLOYEE).post(`/api/candidates/${id}/sendMailResult`, { result: 2 })).refused(403, 'forbidden');
    (await t.as(ROLES.ICT).get(`/api/admin/candidates/${id}`)).ok();
  });
});

describe('profile lists', () => {
  it("adds at most 5 'other' licenses and edits a row, each with the candidate's version", async () => {
    const id = await newCandidate();
    let version = 1;
    for (let i = 0; i < 4; i += 1) {
      const answer = (
        await hr().put<{ version: number; languages: unknown[] }>(`/api/admin/candidates/${id}/language`, {
          name: `Cert ${i}`,
          level: 'A',
          year: 2020,
          month: 5,
          version,
        })
      ).ok();
      version = answer.version;
    }
    const refused = (
      await hr().in('ja').put(`/api/admin/candidates/${id}/language`, { name: 'Sixth', version })
    ).refused(422, 'too_many_other_licenses');
    expect(refused.message).toBe('「その他」の資格は最大5件までです。');
    (await hr().put(`/api/admin/candidates/${id}/language`, { name: 'Late', version: 1 })).refused(
      409,
      'stale_version',
    );
    const japanese = (await detail(id)).languages[0];
    const edited = (
      await hr().put<{ languages: { id: number; level: string | null }[] }>(
        `/api/admin/candidates/${id}/language/${japanese.id}`,
        { level: 'N2', year: 2024, month: 7, version },
      )
    ).ok();
    expect(edited.languages.find((l) => l.id === japanese.id)?.level).toBe('N2');
  });

  it('checks education rows (notEmpty), saves work and software (fake_ rows by POST)', async () => {
    const id = await newCandidate();
    const empty = (await hr().put(`/api/admin/candidates/${id}/school`, { version: 1 })).refused(400, 'invalid_input');
    expect(empty.errors).toMatchObject({
      from_month: ['This field is required'],
      from_year: ['This field is required'],
      to_month: ['This field is required'],
      to_year: ['This field is required'],
      school_name: ['This field is required'],
    });
    const school = (
      await hr().put<{ version: number; schools: { id: number }[] }>(`/api/admin/candidates/${id}/school`, {
        from_month: 9,
        from_year: 2016,
        to_month: 6,
        to_year: 2020,
        school_name: 'Đại học Bách khoa',
        version: 1,
      })
    ).ok();
    const work = (
      await hr().put<{ version: number; works: { id: number }[] }>(`/api/admin/candidates/${id}/work`, {
        company: 'ABC',
        contract_type: 4,
        work_place_type: 2,
        work_skill: 'x'.repeat(900),
        version: school.version,
      })
    ).ok();
    (
      await hr().put(`/api/admin/candidates/${id}/work/${work.works[0]!.id}`, {
        work_skill: 'x'.repeat(901),
        version: work.version,
      })
    ).refused(400, 'invalid_input');
    const soft = (
      await hr().post<{ version: number; software: { id: number | string; software: string | null }[] }>(
        `/api/admin/candidates/${id}/software`,
        { software: 'AutoCAD', year: '3', version: work.version },
      )
    ).ok();
    const saved = soft.software.find((s) => s.software === 'AutoCAD');
    expect(typeof saved?.id).toBe('number');
    // AutoCAD is no longer a placeholder: 3 named tools and 2 blank rows remain.
    expect(soft.software.filter((s) => typeof s.id === 'string')).toHaveLength(5);
    (
      await hr().put(`/api/admin/candidates/${id}/software/${saved!.id}`, { year: '3y', version: soft.version })
    ).refused(400, 'invalid_input');
  });
});

describe('question bank', () => {
  it('answers the seeded sheet in each language', async () => {
    const ja = (await hr().get<Question[]>('/api/questions?lang=ja')).ok();
    const vi = (await hr().get<Question[]>('/api/questions?lang=vi')).ok();
    expect(ja.length).toBeGreaterThanOrEqual(6);
    expect(ja[0]?.content).toBe('自己紹介をしてください。');
    expect(vi[0]?.content).toBe('Hãy giới thiệu về bản thân bạn.');
    expect(ja.find((q) => q.question_kind === 2)?.answer.length).toBeGreaterThan(1);
    const types = (await hr().get<{ data: { name: string }[] }>('/api/company_types?lang=vi')).ok().data;
    expect(types.map((x) => x.name)).toContain('Trường học');
  });

  it('adds, edits and deletes questions; a used one is refused deletion', async () => {
    const created = (
      await hr().post<{ id: number; version: number; choices: { id: number }[] }>('/api/questions', questionBody())
    ).ok();
    (await hr().post('/api/questions', questionBody({ choices: [] }))).refused(400, 'invalid_input');
    const edited = await hr().put<{ version: number; choices: unknown[] }>(`/api/questions/${created.id}`, {
      ...questionBody(),
      choices: [{ id: created.choices[0]!.id, score: 2, content_en: 'Low', content_ja: '低い', content_vi: 'Thấp' }],
      version: created.version,
    });
    expect(edited.refused(400, 'invalid_input').errors.choices).toBeDefined();
    (await hr().delete(`/api/questions/${created.id}`)).ok();
    (await hr().delete(`/api/questions/${created.id}`)).refused(404, 'not_found');
  });
});

describe('interview rounds', () => {
  let questions: Question[];
  beforeAll(async () => {
    questions = (await hr().get<Question[]>('/api/questions?lang=en')).ok();
  });
  const free = () => questions.find((q) => q.question_kind === 1)!;
  const choice = () => questions.find((q) => q.question_kind === 2)!;
  const other = () => questions.filter((q) => q.question_kind === 2)[1]!;

  it('checks the sheet: 12 rows at most, kind 1 needs its text, kind 2 one of its own answers, empty rows stay empty', async () => {
    const id = await newCandidate();
    const rows = Array.from({ length: 13 }, () => ({ question_id: -1 }));
    const tooMany = (await hr().post(`/api/result-interviews/save/${id}`, interviewBody({ answers: rows }))).refused(
      400,
      'invalid_input',
    );
    expect(tooMany.errors.answers).toEqual(['At most 12 rows']);
    // A start without its offset is its own error only: the valid end is not also said to be before it.
    const noOffset = (
      await hr().post(
        `/api/result-interviews/save/${id}`,
        interviewBody({ start_time: '2026-12-01T09:00:00', end_time: '2026-12-01T10:00:00+07:00' }),
      )
    ).refused(400, 'invalid_input');
    expect(Object.keys(noOffset.errors)).toEqual(['start_time']);
    const bad = (
      await hr()
        .in('vi')
        .post(
          `/api/result-interviews/save/${id}`,
          interviewBody({
            answers: [
              { question_id: -1, answer_content: 'orphan' },
              { question_id: free().id },
              { question_id: choice().id },
              // The answer of another question, as left behind when the question was changed.
              { question_id: choice().id, answer_id: other().answer[0]!.id },
            ],
          }),
        )
    ).refused(400, 'invalid_input');
    expect(bad.errors['answers.0.question_id']).toEqual(['Trường này là bắt buộc']);
    // The zod rules answer first; send the valid rows again for the service's checks.
    const deeper = (
      await hr().post(
        `/api/result-interviews/save/${id}`,
        interviewBody({
          answers: [
            { question_id: free().id },
            // Each question once (questionTwice): a choice question without its choice, another with a wrong one.
            { question_id: other().id },
            { question_id: choice().id, answer_id: other().answer[0]!.id },
            { question_id: 999999, answer_content: 'x' },
          ],
        }),
      )
    ).refused(400, 'invalid_input');
    expect(deeper.errors).toEqual({
      'answers.0.answer_content': ['Write the answer to this question'],
      'answers.1.answer_id': ['This field is required'],
      'answers.2.answer_id': ['Choose one of the answers of this question'],
      'answers.3.question_id': ['This question does not exist or is no longer used'],
    });
    expect(await t.db.select().from(interviews).where(eq(interviews.candidate_id, id))).toEqual([]);
  });

  it('runs round 1 then round 2 with every state rule of section 4', async () => {
    const id = await newCandidate();
    // Round 2 before round 1 was continued: refused.
    (await hr().post(`/api/result-interviews/save/${id}`, interviewBody({ round_interview: 2, result: 3 }))).refused(
      422,
      'round_2_not_open',
    );
    const first = (
      await hr().post<{ version: number; total_score: number; locked: boolean }>(
        `/api/result-interviews/save/${id}`,
        interviewBody({
          result: 1,
          answers: [
            { question_id: free().id, answer_content: 'Tôi là kỹ sư cơ khí' },
            { question_id: -1 },
            { question_id: choice().id, answer_id: choice().answer.at(-1)!.id, comment: 'fluent' },
          ],
        }),
      )
    ).ok();
    expect(first).toMatchObject({ total_score: choice().answer.at(-1)!.score, locked: false, version: 1 });
    // Stale save of the round.
    (await hr().post(`/api/result-interviews/save/${id}`, interviewBody({ result: 2, version: 7 }))).refused(
      409,
      'stale_version',
    );
    // Send-result refused for result 1.
    (await hr().post(`/api/candidates/${id}/sendMailResult`, { result: 1 })).refused(422, 'result_not_sendable');
    // Next round.
    const second = (
      await hr().post<{ round: number; result: number }>(`/api/result-interviews/continue-interview/${id}`)
    ).ok();
    expect(second).toMatchObject({ round: 2, result: 0 });
    (await hr().post(`/api/result-interviews/continue-interview/${id}`)).refused(422, 'cannot_continue');
    // Round 1 is now locked: its method and result cannot change, no invitation for it.
    const views = (
      await hr().get<{ round: number; locked: boolean; version: number }[]>(`/api/result-interviews/view/${id}`)
    ).ok();
    expect(views.map((v) => [v.round, v.locked])).toEqual([
      [1, true],
      [2, false],
    ]);
    (
      await hr().post(`/api/result-interviews/save/${id}`, interviewBody({ result: 2, version: views[0]!.version }))
    ).refused(422, 'round_locked');
    (await hr().post(`/api/candidates/${id}/sendMailInterview`, { type_interview: 1, round: 1 })).refused(
      422,
      'invite_not_possible',
    );
    // No pass option in round 2.
    const pass = (
      await hr().post(
        `/api/result-interviews/save/${id}`,
        interviewBody({ round_interview: 2, result: 1, version: views[1]!.version }),
      )
    ).refused(400, 'invalid_input');
    expect(pass.errors.result).toEqual(['Round 2 has no "pass" result: choose fail or pass and finish']);
    // Round 2: offline, fail.
    (
      await hr().post(
        `/api/result-interviews/save/${id}`,
        interviewBody({
          round_interview: 2,
          method: 2,
          place: 'Office, 3rd floor',
          result: 2,
          version: views[1]!.version,
        }),
      )
    ).ok();
    const time = (
      await hr().get<{ method: number; place: string; email: string }>(`/api/candidates/${id}/getTimeInterview/2`)
    ).ok();
    expect(time).toMatchObject({ method: 2, place: 'Office, 3rd floor' });
    (await hr().get(`/api/candidates/${id}/getTimeInterview/3`)).refused(400, 'invalid_input');
    const profile = await detail(id);
    expect(profile.interviews.map((i: { round: number; result: number }) => [i.round, i.result])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('refuses an invitation for a round without a method, an ended meeting or no interview', async () => {
    const id = await newCandidate();
    (await hr().post(`/api/candidates/${id}/sendMailInterview`, { type_interview: 1, round: 1 })).refused(
      422,
      'invite_not_possible',
    );
    const past = new Date(Date.now() - 7_200_000);
    (
      await hr().post(
        `/api/result-interviews/save/${id}`,
        interviewBody({ start_time: past.toISOString(), end_time: new Date(past.getTime() + 3_600_000).toISOString() }),
      )
    ).ok();
    (await hr().post(`/api/candidates/${id}/sendMailInterview`, { type_interview: 1, round: 1 })).refused(
      422,
      'invite_not_possible',
    );
  });
});

describe('files', () => {
  const multipart = (field: string, fileName: string, bytes: Buffer) => {
    const boundary = '----recruitment-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };
  const upload = async (id: number, field: string, fileName: string, bytes: Buffer, role = ROLES.HR) => {
    const { payload, headers } = multipart(field, fileName, bytes);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/candidates/${id}/${field}`,
      payload,
      headers: { ...headers, authorization: `Bearer ${await tokenOf(role)}` },
    });
  };
  const tokens = new Map<number, string>();
  const tokenOf = async (role: number) => {
    if (!tokens.has(role)) tokens.set(role, (await t.tokenFor(role as 2)).token);
    return tokens.get(role)!;
  };
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);

  it('stores a CV and a photo under generated names, downloadable by recruitment readers only', async () => {
    const id = await newCandidate();
    const cv = await upload(id, 'cv', 'Lý lịch ứng viên.pdf', PDF);
    expect(cv.statusCode, cv.body).toBe(200);
    expect(cv.json().data).toMatchObject({
      cv_filename: 'Lý lịch ứng viên.pdf',
      cv_url: `/api/admin/candidates/${id}/cv`,
    });
    const row = await snapshot(id);
    expect(row?.cv_file).toMatch(/^[a-f0-9]{32}\.pdf$/);
    const pic = await upload(id, 'picture', 'me.png', PNG);
    expect(pic.statusCode, pic.body).toBe(200);
    const download = await hr().get(`/api/admin/candidates/${id}/cv`);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(download.raw.rawPayload).equals(PDF)).toBe(true);
    expect(String(download.headers['content-disposition'])).toContain("filename*=UTF-8''L%C3%BD");
    (await t.anonymous().get(`/api/admin/candidates/${id}/cv`)).refused(401, 'unauthenticated');
    (await t.as(ROLES.MANAGER).get(`/api/admin/candidates/${id}/picture`)).refused(403, 'forbidden');
  });

  it('refuses fake types, oversize files and keeps path-like names out of the disk', async () => {
    const id = await newCandidate();
    const before = await snapshot(id);
    // An executable named .pdf; a PDF named .docx; a PNG as a CV; HTML named .png.
    expect((await upload(id, 'cv', 'cv.pdf', Buffer.from('MZ\x90\x00 this is an exe'))).statusCode).toBe(422);
    expect((await upload(id, 'cv', 'cv.docx', PDF)).statusCode).toBe(422);
    expect((await upload(id, 'cv', 'cv.png', PNG)).statusCode).toBe(422);
    expect((await upload(id, 'picture', 'x.png', Buffer.from('<html><script>alert(1)</script>'))).statusCode).toBe(422);
    const big = await upload(id, 'picture', 'big.png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('file_too_large');
    const tooBigCv = await upload(id, 'cv', 'big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect(tooBigCv.statusCode).toBe(413);
    expect(await snapshot(id)).toEqual(before);
    const traversal = await upload(id, 'cv', '../../../etc/passwd.pdf', PDF);
    expect(traversal.statusCode, traversal.body).toBe(200);
    const row = await snapshot(id);
    expect(row?.cv_file).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(row?.cv_filename).toBe('passwd.pdf');
  });
});

describe('profile PDF and erasure', () => {
  it('prints the profile and interview results in Japanese and Vietnamese, read back from the PDF', async () => {
    const id = await newCandidate({
      name: 'Nguyễn Thị Hường',
      name_kana: 'グエン・ティ・フオン',
      self_pr: '機械設計が得意です',
    });
    const q = (await hr().get<Question[]>('/api/questions?lang=ja')).ok();
    (
      await hr().post(
        `/api/result-interviews/save/${id}`,
        interviewBody({ result: 3, answers: [{ question_id: q[0]!.id, answer_content: 'Tôi là kỹ sư' }] }),
      )
    ).ok();
    const ja = await hr().in('ja').get(`/api/result-interviews/download/${id}`);
    expect(ja.status).toBe(200);
    expect(ja.headers['content-type']).toBe('application/pdf');
    const text = (await readPdf(Buffer.from(ja.raw.rawPayload))).text.join('\n');
    for (const expected of [
      '候補者プロフィール',
      'メールアドレス',
      'Nguyễn Thị Hường',
      'グエン・ティ・フオン',
      '機械設計が得意です',
      '面接結果',
      '自己紹介をしてください。',
      'Tôi là kỹ sư',
      '合格（終了）',
      // The birth date's label, the kinds of the pre-seeded license rows, every date as the screens write it.
      '生年月日',
      '1998/02/28',
      '2026/11/01',
      '日本語能力（JLPT）',
      '日本の運転免許',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('2026-11-01');
    const vi = await hr().in('vi').get(`/api/result-interviews/download/${id}`);
    const viText = (await readPdf(Buffer.from(vi.raw.rawPayload))).text.join('\n');
    expect(viText).toContain('Hồ sơ ứng viên');
    expect(viText).toContain('Kết quả phỏng vấn');
    (await hr().get('/api/result-interviews/download/999999')).refused(404, 'not_found');
  });

  it("erases a not-hired candidate's personal data, keeps the anonymous interview figures, refuses a hired one", async () => {
    const hired = await newCandidate({ status: 12 });
    (await hr().in('ja').post(`/api/admin/candidates/${hired}/erase`)).refused(422, 'candidate_hired');
    const id = await newCandidate({ status: 13, note: 'private' });
    (await hr().post(`/api/result-interviews/save/${id}`, interviewBody({ result: 2, evaluate: 'nervous' }))).ok();
    (await t.as(ROLES.LEADER).post(`/api/admin/candidates/${id}/erase`)).refused(403, 'forbidden');
    (await hr().post(`/api/admin/candidates/${id}/erase`)).ok();
    const row = await snapshot(id);
    expect(row).toMatchObject({ name: null, email: null, note: null, address: null, status: 13, country: 'Vietnam' });
    expect(row?.erased_at).not.toBeNull();
    const [round] = await t.db.select().from(interviews).where(eq(interviews.candidate_id, id));
    expect(round).toMatchObject({ result: 2, method: 1, evaluate: null, interviewer: null });
    (await hr().get(`/api/admin/candidates/${id}`)).refused(404, 'not_found');
    (await hr().post(`/api/admin/candidates/${id}/erase`)).refused(409, 'candidate_erased');
    expect(await t.auditActions('candidate', id)).toContain('erase');
  });
});
