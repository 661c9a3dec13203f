import { next, tag } from './sequence';

/**
 * A valid candidate body (`POST /api/admin/candidates`): basic information that passes every rule of section 5,
 * a unique e-mail address, consent given. `PUT /api/admin/candidates/{id}` takes the same without `consent` and
 * with the version.
 */
export function candidateBody(overrides: Record<string, unknown> = {}) {
  const n = next();
  return {
    email: `candidate.${n}@example.com`,
    name: `Nguyễn Văn ${tag()}`,
    name_kana: 'グエン・ヴァン',
    country: 'Vietnam',
    age: 28,
    gender: 0,
    year_birthday: 1998,
    month_birthday: 2,
    day_birthday: 28,
    zip_code: '1000001',
    address: 'Số 1 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    status: 9,
    created_at: '2026-11-01',
    language: 'vi',
    consent: true,
    ...overrides,
  } as Record<string, unknown>;
}

/** The same profile as an update body (no consent; the version it started from). */
export function candidateUpdate(version: number, overrides: Record<string, unknown> = {}) {
  const { consent: _consent, ...body } = candidateBody(overrides);
  return { ...body, version };
}

/** A valid interview round body (`POST /api/result-interviews/save/{id}`), meeting tomorrow 09:00-10:00 UTC. */
export function interviewBody(overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + 86_400_000);
  start.setUTCHours(9, 0, 0, 0);
  const end = new Date(start.getTime() + 3_600_000);
  return {
    method: 1,
    round_interview: 1,
    result: 0,
    interviewer: 'Yamada',
    evaluate: null,
    start_time: start.toISOString(),
    end_time: end.toISOString(),
    place: null,
    answers: [],
    ...overrides,
  } as Record<string, unknown>;
}

/** A question of the bank (`POST /api/questions`): a choice question with two scored answers. */
export function questionBody(overrides: Record<string, unknown> = {}) {
  const t = tag();
  return {
    question_kind: 2,
    content_en: `Question ${t}`,
    content_ja: `質問 ${t}`,
    content_vi: `Câu hỏi ${t}`,
    choices: [
      { score: 1, content_en: 'Low', content_ja: '低い', content_vi: 'Thấp' },
      { score: 5, content_en: 'High', content_ja: '高い', content_vi: 'Cao' },
    ],
    ...overrides,
  } as Record<string, unknown>;
}
