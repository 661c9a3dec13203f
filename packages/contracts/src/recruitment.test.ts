import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import {
  candidateCreateBody,
  candidateSoftwareBody,
  candidateUpdateBody,
  interviewSaveBody,
  questionCreateBody,
} from './recruitment';

const valid = {
  email: 'an@example.com',
  name: 'Nguyễn An',
  name_kana: 'グエン・アン',
  country: 'Vietnam',
  age: 28,
  year_birthday: 1998,
  month_birthday: 1,
  day_birthday: 31,
  address: 'Hà Nội',
  status: 9,
  created_at: '2026-11-01',
  language: 'vi',
  version: 1,
};
const errorsOf = (body: Record<string, unknown>, lang: 'en' | 'ja' | 'vi' = 'en') =>
  fieldErrorsOf(lang, candidateUpdateBody.safeParse(body));

describe('candidate basic information (specification 002 section 5)', () => {
  it('accepts a valid profile', () => expect(errorsOf(valid)).toEqual({}));

  it.each([
    ['email', '', 'This field is required'],
    ['email', undefined, 'This field is required'],
    ['email', 'an@', 'The e-mail address is not valid'],
    ['email', 'a b@example.com', 'The e-mail address is not valid'],
    ['name', '', 'This field is required'],
    ['name', '  ab ', 'At least 3 characters'],
    ['name', 'x'.repeat(101), 'At most 100 characters'],
    ['name_kana', '', 'This field is required'],
    ['country', undefined, 'This field is required'],
    ['age', '', 'This field is required'],
    ['age', '2a', 'Digits only'],
    ['age', -1, 'Digits only'],
    ['age', 1265, 'At most 1264'],
    ['age', '99999', 'At most 1264'],
    ['zip_code', '123456', 'Exactly 7 characters'],
    ['zip_code', '12345678', 'Exactly 7 characters'],
    ['address', ' ', 'This field is required'],
  ])('%s = %j: %s', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toEqual([message]);
  });

  it('accepts ages written as digits, 1264 at most, and an absent or 7-character zip code', () => {
    expect(candidateUpdateBody.parse({ ...valid, age: '1264' }).age).toBe(1264);
    expect(errorsOf({ ...valid, zip_code: '' })).toEqual({});
    expect(errorsOf({ ...valid, zip_code: '1000001' })).toEqual({});
  });

  it.each([
    [2023, 2, 29, false],
    [2024, 2, 29, true],
    [1900, 2, 29, false],
    [2000, 2, 29, true],
    [2025, 4, 31, false],
    [2025, 12, 31, true],
  ])('birth date %i-%i-%i real: %s (dayInvalid on the day)', (y, m, d, real) => {
    const errors = errorsOf({ ...valid, year_birthday: y, month_birthday: m, day_birthday: d });
    expect(errors.day_birthday).toEqual(real ? undefined : ['This date does not exist']);
  });

  it('shows the birth-date message beside other field errors, in Japanese and Vietnamese', () => {
    const body = { ...valid, name: 'ab', year_birthday: 2023, month_birthday: 2, day_birthday: 29 };
    expect(errorsOf(body, 'ja')).toEqual({
      name: ['3文字以上で入力してください'],
      day_birthday: ['この日付は存在しません'],
    });
    expect(errorsOf(body, 'vi')).toEqual({ name: ['Tối thiểu 3 ký tự'], day_birthday: ['Ngày này không tồn tại'] });
  });

  it('refuses a birth year after the current year', () => {
    expect(errorsOf({ ...valid, year_birthday: new Date().getUTCFullYear() + 1 }).year_birthday).toEqual([
      'This date does not exist',
    ]);
  });

  it('needs the version on edits and the consent on creation', () => {
    const { version: _v, ...body } = valid;
    expect(errorsOf(body).version).toEqual([
      'The version of the record you edited is missing. Reload it and try again.',
    ]);
    expect(fieldErrorsOf('en', candidateCreateBody.safeParse(body)).consent).toEqual([
      "The candidate's consent to the processing of their personal data is required",
    ]);
    expect(candidateCreateBody.safeParse({ ...body, consent: true }).success).toBe(true);
  });
});

describe('interview sheet', () => {
  const round = { method: 1, round_interview: 1, result: 0, answers: [] };
  const errors = (body: Record<string, unknown>) => fieldErrorsOf('en', interviewSaveBody.safeParse(body));

  it('takes at most 12 rows (validMaxRow)', () => {
    expect(errors({ ...round, answers: Array.from({ length: 12 }, () => ({ question_id: -1 })) })).toEqual({});
    expect(errors({ ...round, answers: Array.from({ length: 13 }, () => ({ question_id: -1 })) }).answers).toEqual([
      'At most 12 rows',
    ]);
  });

  it('a row without a question (-1) has no answer; 0 is no question id', () => {
    expect(errors({ ...round, answers: [{ question_id: -1, comment: 'x' }] })['answers.0.question_id']).toEqual([
      'This field is required',
    ]);
    expect(errors({ ...round, answers: [{ question_id: 0 }] })['answers.0.question_id']).toBeDefined();
  });

  it('has no pass in round 2 and ends after it starts', () => {
    expect(errors({ ...round, round_interview: 2, result: 1 }).result).toEqual([
      'Round 2 has no "pass" result: choose fail or pass and finish',
    ]);
    expect(errors({ ...round, round_interview: 2, result: 3 })).toEqual({});
    expect(
      errors({ ...round, start_time: '2030-01-01T10:00:00+07:00', end_time: '2030-01-01T09:00:00+07:00' }).end_time,
    ).toEqual(['The end time must be after the start time']);
  });
});

describe('software and question bank', () => {
  it('software years are digits only; an empty row is refused', () => {
    expect(fieldErrorsOf('en', candidateSoftwareBody.safeParse({ year: '20y', version: 1 })).year).toEqual([
      'Digits only',
    ]);
    expect(fieldErrorsOf('en', candidateSoftwareBody.safeParse({ version: 1 })).software).toEqual([
      'This field is required',
    ]);
  });

  it('a choice question has at least 2 scored answers; a free-text question none', () => {
    const base = { question_kind: 2, content_en: 'a', content_ja: 'あ', content_vi: 'a' };
    const choice = { score: 1, content_en: 'x', content_ja: 'x', content_vi: 'x' };
    expect(fieldErrorsOf('en', questionCreateBody.safeParse({ ...base, choices: [choice] })).choices).toEqual([
      'A choice question needs at least 2 answers',
    ]);
    expect(
      fieldErrorsOf('en', questionCreateBody.safeParse({ ...base, question_kind: 1, choices: [choice] })).choices,
    ).toEqual(['A free-text question has no answers to choose from']);
    expect(questionCreateBody.safeParse({ ...base, choices: [choice, choice] }).success).toBe(true);
  });
});
