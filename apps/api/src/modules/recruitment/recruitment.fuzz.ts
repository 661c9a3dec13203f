import fc from 'fast-check';
import { CAR_LICENSE_LEVELS, JAPANESE_LEVELS } from '@hr/contracts';
import { candidateBody, candidateUpdate, interviewBody, questionBody } from '../../test/factories/candidate';
import { defineFuzz, freshOrJunk, helpers, letters, type Request, withFresh } from '../../test/fuzz-kit';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Recruitment: fixed candidates for the edits (each route its own, so one route's changes never make another's
 * valid requests refusable), fresh candidates for deletes, erasures and next rounds, a free-text and a choice
 * question for the answer sheets.
 */
export const fuzz = defineFuzz({
  setUp: async (base) => {
    const { api } = helpers(base);
    // Ids start high (as the people's do, test/fuzz-kit.ts): a junk id like "5" sent to the delete and erase routes
    // must not hit the fixed candidates and questions the other routes edit.
    for (const table of ['candidates', 'interview_questions'])
      await base.t.pool.query(`select setval(pg_get_serial_sequence('${table}', 'id'), 1000000)`);
    const candidate = async (overrides: Record<string, unknown> = {}) =>
      (await api('POST', '/api/admin/candidates', candidateBody(overrides))).id as number;
    const free = (await api('POST', '/api/questions', questionBody({ question_kind: 1, choices: [] }))).id as number;
    const choice = await api('POST', '/api/questions', questionBody());
    const profile = await candidate();
    const lists = await candidate();
    const detail = await base.t.pool.query('select id from candidate_languages where candidate_id = $1 order by id', [
      lists,
    ]);
    const school = await candidate();
    const schoolRow = (await api('PUT', `/api/admin/candidates/${school}/school`, {
      from_month: 1,
      from_year: 2010,
      to_month: 6,
      to_year: 2014,
      school_name: 'Fixed school',
      version: 1,
    })) as { schools: { id: number }[] };
    const work = await candidate();
    const workRow = (await api('PUT', `/api/admin/candidates/${work}/work`, { company: 'Fixed', version: 1 })) as {
      works: { id: number }[];
    };
    const software = await candidate();
    const softwareRow = (await api('PUT', `/api/admin/candidates/${software}/software`, {
      software: 'CAD',
      version: 1,
    })) as {
      software: { id: number | string }[];
    };
    const interview = await candidate();
    const invite = await candidate();
    await api('POST', `/api/result-interviews/save/${invite}`, interviewBody({ method: 2, place: 'Office' }));
    const result = await candidate();
    await api(
      'POST',
      `/api/result-interviews/save/${result}`,
      interviewBody({ method: 2, place: 'Office', result: 2 }),
    );
    const files = await candidate();
    const question = await api('POST', '/api/questions', questionBody());
    return {
      candidate,
      free,
      choice: choice as { id: number; choices: { id: number }[] },
      profile,
      lists,
      language: Number(detail.rows[0].id),
      school,
      schoolId: schoolRow.schools[0]!.id,
      work,
      workId: workRow.works[0]!.id,
      software,
      softwareId: softwareRow.software.find((row) => typeof row.id === 'number')!.id as number,
      interview,
      invite,
      result,
      files,
      question: question as { id: number },
    };
  },
  routes: (base, fixed) => {
    const { api, updateOf, version } = helpers(base);
    const candidateVersion = (id: () => number) => async (request: Request) => {
      if (request.body && !('version' in request.body)) request.body.version = await version('candidates', id());
    };
    const fresh = (file: 1 | 2 | 3, url: (id: string) => string, create: () => Promise<number>) => ({
      file,
      valid: () => freshOrJunk.map((id) => ({ method: 'POST' as const, url: url(id) })),
      prepare: withFresh(create),
    });
    const schoolBody = () =>
      fc.record({ from: fc.integer({ min: 1990, max: 2020 }), name: letters }).map((r) => ({
        from_month: 4,
        from_year: r.from,
        to_month: 3,
        to_year: r.from + 4,
        school_name: r.name,
      }));
    const workBody = () =>
      fc
        .record({ company: letters, contract: fc.constantFrom(1, 2, 3, 4, 5, 6, 7), place: fc.constantFrom(1, 2, 3) })
        .map((r) => ({ company: r.company, contract_type: r.contract, work_place_type: r.place, work_skill: 'CAD' }));
    const softwareBody = () =>
      fc
        .record({ name: letters, year: fc.integer({ min: 0, max: 40 }) })
        .map((r) => ({ software: r.name, year: String(r.year) }));
    const languageBody = () =>
      fc
        .record({
          kind: fc.constantFrom('japanese', 'english', 'car_license'),
          level: letters,
          year: fc.integer({ min: 1990, max: 2030 }),
        })
        .map((r) => ({
          kind: r.kind,
          // A Japanese row's level is N1 to N5, a car license's yes or no; TOEIC free text.
          level:
            r.kind === 'japanese'
              ? JAPANESE_LEVELS[r.year % 5]!
              : r.kind === 'car_license'
                ? CAR_LICENSE_LEVELS[r.year % 2]!
                : r.level.slice(0, 50),
          year: r.year,
          month: 5,
        }));
    return {
      'POST /api/admin/candidates': {
        file: 1,
        valid: () =>
          fc
            .record({
              name: letters,
              status: fc.constantFrom(0, 9, 10, 4, 11, 12, 13),
              lang: fc.constantFrom('ja', 'en', 'vi'),
            })
            .map((r) => ({
              method: 'POST',
              url: '/api/admin/candidates',
              body: candidateBody({ name: `${r.name} Nguyễn`, status: r.status, language: r.lang }),
            })),
      },
      'PUT /api/admin/candidates/:id': updateOf(
        1,
        'candidates',
        () => fixed.profile,
        (id) => `/api/admin/candidates/${id}`,
        () =>
          fc.record({ name: letters, age: fc.integer({ min: 0, max: 1264 }), note: letters }).map((r) => {
            const { version: _v, ...body } = candidateUpdate(1, { name: `${r.name} Lê`, age: r.age, note: r.note });
            return body;
          }),
      ),
      'DELETE /api/admin/candidates/:id': {
        file: 2,
        valid: () => freshOrJunk.map((id) => ({ method: 'DELETE' as const, url: `/api/admin/candidates/${id}` })),
        prepare: withFresh(() => fixed.candidate()),
      },
      'POST /api/admin/candidates/:id/erase': fresh(
        2,
        (id) => `/api/admin/candidates/${id}/erase`,
        () => fixed.candidate({ status: 13 }),
      ),
      'PUT /api/admin/candidates/:id/language': {
        file: 2,
        valid: () =>
          languageBody().map((body) => ({ method: 'PUT', url: `/api/admin/candidates/${fixed.lists}/language`, body })),
        prepare: candidateVersion(() => fixed.lists),
      },
      'PUT /api/admin/candidates/:id/language/:languageId': updateOf(
        2,
        'candidates',
        () => fixed.lists,
        (id) => `/api/admin/candidates/${id}/language/${fixed.language}`,
        // The fixed row is the candidate's Japanese one: its level is checked as a Japanese row's, whatever the body says.
        () => languageBody().map((body) => ({ ...body, kind: 'japanese' as const, level: 'N2' })),
      ),
      'PUT /api/admin/candidates/:id/school': {
        file: 2,
        valid: () =>
          schoolBody().map((body) => ({ method: 'PUT', url: `/api/admin/candidates/${fixed.school}/school`, body })),
        prepare: candidateVersion(() => fixed.school),
      },
      'PUT /api/admin/candidates/:id/school/:schoolId': updateOf(
        2,
        'candidates',
        () => fixed.school,
        (id) => `/api/admin/candidates/${id}/school/${fixed.schoolId}`,
        schoolBody,
      ),
      'PUT /api/admin/candidates/:id/work': {
        file: 3,
        valid: () =>
          workBody().map((body) => ({ method: 'PUT', url: `/api/admin/candidates/${fixed.work}/work`, body })),
        prepare: candidateVersion(() => fixed.work),
      },
      'PUT /api/admin/candidates/:id/work/:workId': updateOf(
        3,
        'candidates',
        () => fixed.work,
        (id) => `/api/admin/candidates/${id}/work/${fixed.workId}`,
        workBody,
      ),
      'PUT /api/admin/candidates/:id/software': {
        file: 3,
        valid: () =>
          softwareBody().map((body) => ({
            method: 'PUT',
            url: `/api/admin/candidates/${fixed.software}/software`,
            body,
          })),
        prepare: candidateVersion(() => fixed.software),
      },
      'POST /api/admin/candidates/:id/software': {
        file: 3,
        valid: () =>
          softwareBody().map((body) => ({
            method: 'POST',
            url: `/api/admin/candidates/${fixed.software}/software`,
            body,
          })),
        prepare: candidateVersion(() => fixed.software),
      },
      'PUT /api/admin/candidates/:id/software/:softwareId': updateOf(
        3,
        'candidates',
        () => fixed.software,
        (id) => `/api/admin/candidates/${id}/software/${fixed.softwareId}`,
        softwareBody,
      ),
      // Files of random content behind the right magic bytes, mixed with files of another type and hostile names.
      'POST /api/admin/candidates/:id/cv': {
        file: 1,
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
                    field: 'cv',
                    fileName: `${name}.pdf`,
                    bytes: Buffer.concat([PDF, bytes]),
                  })),
                weight: 4,
              },
              {
                arbitrary: fc.constantFrom(
                  { field: 'cv', fileName: 'cv.pdf', bytes: Buffer.from('MZ not a pdf') },
                  { field: 'cv', fileName: '../../cv.exe', bytes: PDF },
                  { field: 'picture', fileName: 'cv.pdf', bytes: PDF },
                ),
                weight: 1,
              },
            )
            .map((file) => ({ method: 'POST', url: `/api/admin/candidates/${fixed.files}/cv`, file })),
      },
      'POST /api/admin/candidates/:id/picture': {
        file: 1,
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
                    field: 'picture',
                    fileName: `${name}.png`,
                    bytes: Buffer.concat([PNG, bytes]),
                  })),
                weight: 4,
              },
              {
                arbitrary: fc.constantFrom(
                  { field: 'picture', fileName: 'x.png', bytes: Buffer.from('<svg onload=alert(1)>') },
                  { field: 'picture', fileName: 'x.pdf', bytes: PNG },
                ),
                weight: 1,
              },
            )
            .map((file) => ({ method: 'POST', url: `/api/admin/candidates/${fixed.files}/picture`, file })),
      },
      'POST /api/questions': {
        file: 1,
        valid: () =>
          letters.map((name) => ({ method: 'POST', url: '/api/questions', body: questionBody({ content_en: name }) })),
      },
      'PUT /api/questions/:id': updateOf(
        1,
        'interview_questions',
        () => fixed.question.id,
        (id) => `/api/questions/${id}`,
        () => letters.map((name) => questionBody({ content_en: name })),
      ),
      'DELETE /api/questions/:id': {
        file: 1,
        valid: () => freshOrJunk.map((id) => ({ method: 'DELETE' as const, url: `/api/questions/${id}` })),
        prepare: withFresh(async () => (await api('POST', '/api/questions', questionBody())).id),
      },
      'POST /api/result-interviews/save/:id': {
        file: 2,
        valid: () =>
          fc
            .record({
              method: fc.constantFrom(0, 1, 2, 3),
              result: fc.constantFrom(0, 2, 3),
              answer: letters,
              pick: fc.nat({ max: 1 }),
            })
            .map((r) => ({
              method: 'POST',
              url: `/api/result-interviews/save/${fixed.interview}`,
              body: interviewBody({
                method: r.method,
                result: r.result,
                answers: [
                  { question_id: fixed.free, answer_content: r.answer },
                  { question_id: -1 },
                  { question_id: fixed.choice.id, answer_id: fixed.choice.choices[r.pick]!.id },
                ],
              }),
            })),
        prepare: async (request) => {
          if (!request.body || 'version' in request.body) return;
          const { rows } = await base.t.pool.query(
            'select version from interviews where candidate_id = $1 and round = 1',
            [fixed.interview],
          );
          request.body.version = rows[0]?.version ?? null;
        },
      },
      'POST /api/result-interviews/continue-interview/:id': fresh(
        3,
        (id) => `/api/result-interviews/continue-interview/${id}`,
        async () => {
          const id = await fixed.candidate();
          await api('POST', `/api/result-interviews/save/${id}`, interviewBody({ result: 1 }));
          return id;
        },
      ),
      'POST /api/candidates/:id/sendMailInterview': {
        file: 3,
        valid: () =>
          fc.constant({
            method: 'POST',
            url: `/api/candidates/${fixed.invite}/sendMailInterview`,
            body: { type_interview: 2, round: 1 },
          }),
      },
      'POST /api/candidates/:id/sendMailResult': {
        file: 3,
        valid: () =>
          fc.constant({ method: 'POST', url: `/api/candidates/${fixed.result}/sendMailResult`, body: { result: 2 } }),
      },
    };
  },
});
