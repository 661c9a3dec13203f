import { sql } from 'drizzle-orm';
import { FOLD } from '../fold';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './organisation';

/** Introducing company types (`GET /company_types?lang=`), named in the three languages. Seeded. */
export const companyTypes = pgTable('company_types', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name_en: varchar('name_en', { length: 128 }).notNull(),
  name_ja: varchar('name_ja', { length: 128 }).notNull(),
  name_vi: varchar('name_vi', { length: 128 }).notNull(),
});

/**
 * A candidate and the one-value parts of the profile (basic information, referral, self-promotion, hope/comment,
 * skills, note). Personal fields are nullable because an erased candidate keeps the row (anonymous interview
 * statistics) with them removed (`erased_at`). Every profile edit (lists included) bumps `version`.
 */
export const candidates = pgTable(
  'candidates',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }),
    name_kana: varchar('name_kana', { length: 100 }),
    /** Name and kana lower-cased without diacritics (db/fold.ts), kept by the database: "nguyen" finds "Nguyễn". */
    name_search: text('name_search').generatedAlwaysAs(
      sql.raw(`lower(translate(coalesce(name, '') || ' ' || coalesce(name_kana, ''), '${FOLD.from}', '${FOLD.to}'))`),
    ),
    country: varchar('country', { length: 64 }),
    phone: varchar('phone', { length: 20 }),
    birthday: date('birthday'),
    age: integer('age'),
    gender: smallint('gender'),
    email: varchar('email', { length: 255 }),
    married_status: smallint('married_status'),
    zip_code: varchar('zip_code', { length: 7 }),
    zip_code_contact: varchar('zip_code_contact', { length: 16 }),
    near_train_station: varchar('near_train_station', { length: 100 }),
    japan_visa: smallint('japan_visa'),
    japan_visa_date_expired: date('japan_visa_date_expired'),
    japan_visa_type: varchar('japan_visa_type', { length: 100 }),
    address: varchar('address', { length: 255 }),
    address_contact: varchar('address_contact', { length: 255 }),
    japan_language_level: smallint('japan_language_level'),
    english_language_level: smallint('english_language_level'),
    korean_language_level: smallint('korean_language_level'),
    self_pr: text('self_pr'),
    applicant_comment: text('applicant_comment'),
    applicant_advantage_skill_explanation: text('applicant_advantage_skill_explanation'),
    note: text('note'),
    remark: text('remark'),
    status: smallint('status').notNull().default(9),
    introduce_company_type_id: integer('introduce_company_type_id').references(() => companyTypes.id, {
      onDelete: 'restrict',
    }),
    company_referral: varchar('company_referral', { length: 255 }),
    /** The application date (the specification's `created_at`). */
    application_date: date('application_date').notNull(),
    /** The language of the candidate's mails. */
    language: varchar('language', { length: 2 }).notNull().default('ja'),
    /** Consent to the processing of personal data (Decree 13/2023), recorded with the profile. */
    consent_at: timestamp('consent_at', { withTimezone: true }).notNull(),
    consent_by: integer('consent_by').references(() => users.id, { onDelete: 'restrict' }),
    /** Stored (generated) file names under DATA_DIR/files; the CV's original name is kept to show. */
    cv_file: varchar('cv_file', { length: 64 }),
    cv_filename: varchar('cv_filename', { length: 255 }),
    picture_file: varchar('picture_file', { length: 64 }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    erased_at: timestamp('erased_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('candidates_status_check', sql`${t.status} in (0, 9, 10, 4, 11, 12, 13)`),
    check('candidates_language_check', sql`${t.language} in ('ja', 'en', 'vi')`),
    // The list: newest applications first, among the candidates not deleted; filters by status and nationality.
    // Ascending on purpose: read backwards they give `order by application_date desc, id desc` (DESC NULLS FIRST)
    // exactly; a `desc()` column is DESC NULLS LAST, which that order cannot use (it sorted every row).
    index('candidates_list_idx').on(t.application_date, t.id).where(sql`${t.deleted_at} is null`),
    index('candidates_status_idx').on(t.status, t.application_date, t.id).where(sql`${t.deleted_at} is null`),
    index('candidates_country_idx')
      .on(sql`lower(${t.country})`, t.application_date, t.id)
      .where(sql`${t.deleted_at} is null`),
    // "contains" searches of the name and kana, accents folded (pg_trgm).
    index('candidates_name_search_trgm').using('gin', sql`${t.name_search} gin_trgm_ops`),
    index('candidates_company_type_idx').on(t.introduce_company_type_id),
    index('candidates_consent_by_idx').on(t.consent_by),
  ],
);

const candidateRef = () =>
  integer('candidate_id')
    .notNull()
    .references(() => candidates.id, { onDelete: 'cascade' });

/** Language ability and licenses (tabs 4 and 5): the pre-seeded rows and at most 5 'other' ones. */
export const candidateLanguages = pgTable(
  'candidate_languages',
  {
    id: serial('id').primaryKey(),
    candidate_id: candidateRef(),
    kind: varchar('kind', { length: 16 }).notNull().default('other'),
    name: varchar('name', { length: 100 }),
    level: varchar('level', { length: 50 }),
    year: smallint('year'),
    month: smallint('month'),
  },
  (t) => [
    index('candidate_languages_candidate_idx').on(t.candidate_id),
    check('candidate_languages_kind_check', sql`${t.kind} in ('japanese', 'english', 'car_license', 'other')`),
  ],
);

/** Software (tab 6): saved rows only; the placeholders (`fake_`) are made by the service. */
export const candidateSoftware = pgTable(
  'candidate_software',
  {
    id: serial('id').primaryKey(),
    candidate_id: candidateRef(),
    software: varchar('software', { length: 100 }),
    year: varchar('year', { length: 4 }),
  },
  (t) => [index('candidate_software_candidate_idx').on(t.candidate_id)],
);

/** Education (tab 7). */
export const candidateSchools = pgTable(
  'candidate_schools',
  {
    id: serial('id').primaryKey(),
    candidate_id: candidateRef(),
    from_month: smallint('from_month').notNull(),
    from_year: smallint('from_year').notNull(),
    to_month: smallint('to_month').notNull(),
    to_year: smallint('to_year').notNull(),
    school_name: varchar('school_name', { length: 255 }).notNull(),
    faculty: varchar('faculty', { length: 255 }),
    study_skills: varchar('study_skills', { length: 2000 }),
  },
  (t) => [index('candidate_schools_candidate_idx').on(t.candidate_id)],
);

/** Work history (tab 8). */
export const candidateWorks = pgTable(
  'candidate_works',
  {
    id: serial('id').primaryKey(),
    candidate_id: candidateRef(),
    from_month: smallint('from_month'),
    from_year: smallint('from_year'),
    to_month: smallint('to_month'),
    to_year: smallint('to_year'),
    company: varchar('company', { length: 255 }),
    contract_type: smallint('contract_type'),
    work_place_type: smallint('work_place_type'),
    work_content: varchar('work_content', { length: 2000 }),
    work_skill: varchar('work_skill', { length: 900 }),
  },
  (t) => [index('candidate_works_candidate_idx').on(t.candidate_id)],
);

/** The question bank: free text (kind 1) or choice (kind 2, scored answers), in the three languages. */
export const interviewQuestions = pgTable(
  'interview_questions',
  {
    id: serial('id').primaryKey(),
    question_kind: smallint('question_kind').notNull(),
    content_en: varchar('content_en', { length: 1000 }).notNull(),
    content_ja: varchar('content_ja', { length: 1000 }).notNull(),
    content_vi: varchar('content_vi', { length: 1000 }).notNull(),
    suggest_en: varchar('suggest_en', { length: 2000 }),
    suggest_ja: varchar('suggest_ja', { length: 2000 }),
    suggest_vi: varchar('suggest_vi', { length: 2000 }),
    active: boolean('active').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    /** A stable key of the seeded default sheet (null for questions added by people). */
    code: varchar('code', { length: 32 }).unique(),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('interview_questions_kind_check', sql`${t.question_kind} in (1, 2)`)],
);

/** The scored answers of a choice question. */
export const interviewQuestionChoices = pgTable(
  'interview_question_choices',
  {
    id: serial('id').primaryKey(),
    question_id: integer('question_id')
      .notNull()
      .references(() => interviewQuestions.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    content_en: varchar('content_en', { length: 500 }).notNull(),
    content_ja: varchar('content_ja', { length: 500 }).notNull(),
    content_vi: varchar('content_vi', { length: 500 }).notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('interview_question_choices_question_idx').on(t.question_id)],
);

/**
 * Interview rounds 1 and 2 of a candidate, with the meeting (time, place, link) of the round. Kept when a candidate
 * is erased (results, methods and scores are the anonymous statistics; the free texts are removed).
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    candidate_id: candidateRef(),
    round: smallint('round').notNull(),
    method: smallint('method').notNull().default(0),
    result: smallint('result').notNull().default(0),
    is_continue: smallint('is_continue').notNull().default(0),
    interviewer: varchar('interviewer', { length: 100 }),
    evaluate: text('evaluate'),
    start_time: timestamp('start_time', { withTimezone: true }),
    end_time: timestamp('end_time', { withTimezone: true }),
    place: varchar('place', { length: 255 }),
    meeting_provider: varchar('meeting_provider', { length: 16 }),
    meeting_id: varchar('meeting_id', { length: 128 }),
    join_url: varchar('join_url', { length: 1000 }),
    meeting_password: varchar('meeting_password', { length: 64 }),
    version: integer('version').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interviews_candidate_round_unique').on(t.candidate_id, t.round),
    check('interviews_round_check', sql`${t.round} in (1, 2)`),
    check('interviews_method_check', sql`${t.method} between 0 and 3`),
    check('interviews_result_check', sql`${t.result} between 0 and 3 and not (${t.round} = 2 and ${t.result} = 1)`),
  ],
);

/** The answer sheet of an interview: at most 12 rows (the service checks). */
export const interviewAnswers = pgTable(
  'interview_answers',
  {
    id: serial('id').primaryKey(),
    interview_id: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    question_id: integer('question_id')
      .notNull()
      .references(() => interviewQuestions.id, { onDelete: 'restrict' }),
    answer_id: integer('answer_id').references(() => interviewQuestionChoices.id, { onDelete: 'restrict' }),
    answer_content: text('answer_content'),
    comment: text('comment'),
    /** The chosen answer's score when it was saved (kept if the bank changes later). */
    score: integer('score'),
  },
  (t) => [
    index('interview_answers_interview_idx').on(t.interview_id),
    index('interview_answers_question_idx').on(t.question_id),
    index('interview_answers_answer_idx').on(t.answer_id),
  ],
);
