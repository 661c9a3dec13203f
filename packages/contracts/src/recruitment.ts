import { z } from 'zod';
import {
  createId,
  createVersion,
  emptyData,
  envelope,
  intRange,
  pageQuery,
  paged,
  readOnly,
  versionField,
} from './common';
import { isoDate, DATE_WINDOWS, isRealDate } from './dates';
import { LANGUAGES } from './languages';
import { MAIL_STATES } from './mail';

/**
 * Recruitment (specification 002, "Candidate" parts of sections 2 to 9; docs/recruitment.md). Field names are the
 * specification's. Message keys of section 5 are used as written: `validation.notEmpty`, `validation.emailNotValid`,
 * `validation.max100`, `validation.min3`, `validation.max1264`, `validation.length7`, `validation.dayInvalid`,
 * `validation.validMaxRow`.
 */

// ---------------------------------------------------------------------------------------------------------------
// Enumerations (section 3 "Candidate enumerations")

/** Progress status: 0 none chosen, 9 registered, 10 interviewed, 4 under selection, 11 at work after sales, 12 at
 * work, 13 cannot be introduced. */
export const CANDIDATE_STATUSES = [0, 9, 10, 4, 11, 12, 13] as const;
/** The statuses of a hired candidate: such a candidate cannot be erased (docs/recruitment.md "Erasure"). */
export const HIRED_STATUSES = [11, 12] as const;
/** Interview method: 0 none chosen, 1 online, 2 offline, 3 no interview. */
export const INTERVIEW_METHODS = [0, 1, 2, 3] as const;
/** Interview result: 0 unset, 1 pass (and continue to round 2), 2 fail, 3 pass and finish. */
export const INTERVIEW_RESULTS = [0, 1, 2, 3] as const;
export const INTERVIEW_ROUNDS = [1, 2] as const;
/** Contract type of a work history row. */
export const CONTRACT_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
/** Work place: 1 Japan, 2 Vietnam, 3 other. */
export const WORK_PLACE_TYPES = [1, 2, 3] as const;
/** Question kind: 1 free text, 2 choice among scored answers. */
export const QUESTION_KINDS = [1, 2] as const;
/** Kinds of license rows: the three pre-seeded ones and the 'other' rows (at most MAX_OTHER_LICENSES). */
export const LICENSE_KINDS = ['japanese', 'english', 'car_license', 'other'] as const;
export type LicenseKind = (typeof LICENSE_KINDS)[number];
export const MAX_OTHER_LICENSES = 5;
/** The Japanese license's levels (JLPT) and the car license's answers (section 3): the other kinds take free text. */
export const JAPANESE_LEVELS = ['N1', 'N2', 'N3', 'N4', 'N5'] as const;
export const CAR_LICENSE_LEVELS = ['yes', 'no'] as const;
const LICENSE_LEVELS: Partial<Record<LicenseKind, { values: readonly string[]; key: string }>> = {
  japanese: { values: JAPANESE_LEVELS, key: 'validation.japaneseLevel' },
  car_license: { values: CAR_LICENSE_LEVELS, key: 'validation.carLicenseLevel' },
};
/** The message key when `level` is not one of the kind's levels (empty is allowed), or null. */
export function licenseLevelError(kind: string | undefined, level: string | null | undefined): string | null {
  const rule = LICENSE_LEVELS[kind as LicenseKind];
  return rule && level && !rule.values.includes(level) ? rule.key : null;
}
/** At most 12 question rows per interview (validMaxRow). */
export const MAX_INTERVIEW_ROWS = 12;
/** The four named CAD tools of the pre-seeded software rows (plus two blank rows): section 3. */
export const PRESEEDED_SOFTWARE = ['AutoCAD', 'SolidWorks', 'CATIA', 'Inventor'] as const;
/** A software placeholder row's id (not saved yet): `fake_1` ... */
export const FAKE_SOFTWARE_ID = /^fake_\d{1,3}$/;
export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const PICTURE_MAX_BYTES = 1024 * 1024;
export const CV_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const PICTURE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

const choice = <T extends readonly number[]>(values: T, error = 'validation.invalid') =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? 'validation.notEmpty' : error) })
    .int({ error })
    .refine((value) => (values as readonly number[]).includes(value), { error })
    // The refinement is invisible to JSON Schema: the OpenAPI document lists the values.
    .meta({ enum: [...values] });

// ---------------------------------------------------------------------------------------------------------------
// Text helpers

const NOT_EMPTY = 'validation.notEmpty';
/**
 * A required text with one message at a time (notEmpty, then min, then max). Written as one check without `abort`,
 * so the object's own rules (the birth date) still run when this field is refused: the form shows every message.
 */
const requiredText = (max: number, { min, minKey, maxKey }: { min?: number; minKey?: string; maxKey?: string } = {}) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? NOT_EMPTY : undefined) })
    .trim()
    .normalize('NFC')
    // The bound as the document states it; the check below says it with the form's own message.
    .meta({ maxLength: max })
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: NOT_EMPTY });
      else if (min !== undefined && value.length < min) ctx.addIssue({ code: 'custom', message: minKey! });
      else if (value.length > max)
        ctx.addIssue(
          maxKey
            ? { code: 'custom', message: maxKey }
            : { code: 'too_big', origin: 'string', maximum: max, inclusive: true, input: value },
        );
    });
const notEmptyText = (max: number) => requiredText(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
// Numbers in a range say their range (`intRange`: validation.between), a missing one notEmpty.
const month = intRange(1, 12, NOT_EMPTY);
const year = intRange(1900, 2100, NOT_EMPTY);
const optionalMonth = month.nullish();
const optionalYear = year.nullish();

/** A zip code: exactly 7 characters when given (length7). */
const zipCode = z
  .string()
  .trim()
  .meta({ maxLength: 7 })
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || value.length === 7, { error: 'validation.length7' });

const EMAIL = /^[^\s@<>",;()]+@[^\s@<>",;()]+\.[^\s@<>",;()]+$/;

/** Age: required, digits only, at most 1264 (max1264), as the specification writes it. A number is read as its digits. */
export const candidateAge = z
  .union([z.string().meta({ maxLength: 4 }), z.number()], { error: NOT_EMPTY })
  .transform((value) => String(value).trim())
  .superRefine((value, ctx) => {
    if (value.length === 0) ctx.addIssue({ code: 'custom', message: NOT_EMPTY });
    else if (!/^\d+$/.test(value)) ctx.addIssue({ code: 'custom', message: 'validation.digitsOnly' });
    else if (value.length > 4 || Number(value) > 1264) ctx.addIssue({ code: 'custom', message: 'validation.max1264' });
  })
  .transform(Number);

// ---------------------------------------------------------------------------------------------------------------
// Candidate profile (PUT /admin/candidates/{id}, POST /admin/candidates)

const profileFields = {
  // Basic information (tab 3): section 5's rules.
  email: requiredText(255, { maxKey: 'validation.emailNotValid' }).refine(
    (value) => value.length === 0 || value.length > 255 || EMAIL.test(value),
    { error: 'validation.emailNotValid' },
  ),
  name: requiredText(100, { min: 3, minKey: 'validation.min3', maxKey: 'validation.max100' }),
  name_kana: notEmptyText(100),
  /** Nationality. */
  country: notEmptyText(64),
  phone: optionalText(20),
  age: candidateAge,
  /** 0 male, 1 female (the form's values). */
  gender: z.number().int().min(0).max(1).nullish(),
  married_status: z.number().int().min(0).max(1).nullish(),
  zip_code: zipCode,
  /** The contact address's zip code: the same rule as `zip_code` when given. */
  zip_code_contact: zipCode,
  near_train_station: optionalText(100),
  japan_visa: z.number().int().min(0).max(1).nullish(),
  japan_visa_date_expired: isoDate({ window: DATE_WINDOWS.calendar }).nullish(),
  japan_visa_type: optionalText(100),
  address: notEmptyText(255),
  address_contact: optionalText(255),
  year_birthday: intRange(1900, 9999, NOT_EMPTY),
  month_birthday: month,
  day_birthday: intRange(1, 31, NOT_EMPTY),
  /** 1 daily conversation, 2 business, 3 native. */
  japan_language_level: z.number().int().min(0).max(3).nullish(),
  english_language_level: z.number().int().min(0).max(3).nullish(),
  korean_language_level: z.number().int().min(0).max(3).nullish(),
  // Self-promotion (9), hope/comment (10), skills (11), note (14).
  self_pr: optionalText(5000),
  applicant_comment: optionalText(5000),
  applicant_advantage_skill_explanation: optionalText(5000),
  note: optionalText(5000),
  // Referral (tab 1).
  remark: optionalText(5000),
  status: choice(CANDIDATE_STATUSES),
  introduce_company_type_id: z.number().int().min(1).max(2_147_483_647).nullish(),
  company_referral: optionalText(255),
  /** The application date (the specification's `created_at`, YYYY-MM-DD). */
  created_at: isoDate({
    window: DATE_WINDOWS.untilToday,
    maxError: 'validation.applicationDateFuture',
    slashes: true,
  }),
  /** The language of the candidate's mails (invitation, result). */
  language: z.enum(LANGUAGES),
};

type Birth = { year_birthday?: unknown; month_birthday?: unknown; day_birthday?: unknown };
const birthGiven = ({ value }: { value: unknown }) => {
  const v = value as Birth;
  return (
    typeof v?.year_birthday === 'number' && typeof v.month_birthday === 'number' && typeof v.day_birthday === 'number'
  );
};
/** The birth date must be a real calendar date, leap years included (dayInvalid, shown on the day). */
function birthDateIsReal(v: Birth) {
  const [y, m, d] = [v.year_birthday, v.month_birthday, v.day_birthday].map(Number) as [number, number, number];
  return isRealDate(`${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
}
/** Birth years run from 1900 to the current year. */
const birthYearNotFuture = (v: Birth) => Number(v.year_birthday) <= new Date().getUTCFullYear();
const birthRules = <T extends z.ZodType<Birth>>(schema: T) =>
  schema
    .refine(birthDateIsReal, { error: 'validation.dayInvalid', path: ['day_birthday'], when: birthGiven })
    .refine(birthYearNotFuture, { error: 'validation.dayInvalid', path: ['year_birthday'], when: birthGiven });

const profileObject = z.strictObject({ ...profileFields, id: z.number().int().min(1).max(2_147_483_647).nullish() });

/** `PUT /admin/candidates/{id}`: the whole profile and the version the edit started from. */
export const candidateUpdateBody = birthRules(profileObject.extend({ version: versionField }));
export type CandidateUpdateBody = z.infer<typeof candidateUpdateBody>;

/**
 * `POST /admin/candidates` (not shown in the specification: ours): the profile and the candidate's consent to the
 * processing of their personal data (Decree 13/2023), which must be given. The CV and the photo follow as uploads.
 */
export const candidateCreateBody = birthRules(
  profileObject.extend({
    id: createId,
    version: createVersion,
    consent: z.literal(true, { error: 'validation.consentRequired' }),
  }),
);
export type CandidateCreateBody = z.infer<typeof candidateCreateBody>;

// ---------------------------------------------------------------------------------------------------------------
// Profile lists: language/licenses, schools, works, software

/**
 * `PUT /admin/candidates/{id}/language[/{languageId}]`: a license or language row; the candidate's version. The
 * level of a Japanese row is N1 to N5, of a car license yes or no (by `kind` here; an update is checked by the
 * stored row's kind: the service).
 */
export const candidateLanguageBody = z
  .strictObject({
    /** Which row: the pre-seeded Japanese, English (TOEIC), car license, or an 'other' one (the default). */
    kind: z.enum(LICENSE_KINDS).optional(),
    name: optionalText(100),
    level: optionalText(50),
    year: optionalYear,
    month: optionalMonth,
    version: versionField,
  })
  .superRefine((body, ctx) => {
    const key = licenseLevelError(body.kind, body.level);
    if (key) ctx.addIssue({ code: 'custom', message: key, path: ['level'] });
  });
export type CandidateLanguageBody = z.infer<typeof candidateLanguageBody>;

type Period = { from_year?: unknown; from_month?: unknown; to_year?: unknown; to_month?: unknown };
/** A period's start (year, month) is not after its end, compared when all four are numbers (periodOrder on to_year). */
const periodInOrder = (body: Period, ctx: z.RefinementCtx) => {
  const values = [body.from_year, body.from_month, body.to_year, body.to_month];
  if (!values.every((value) => typeof value === 'number')) return;
  const [fy, fm, ty, tm] = values as number[];
  if (fy! * 12 + fm! > ty! * 12 + tm!)
    ctx.addIssue({ code: 'custom', message: 'validation.periodOrder', path: ['to_year'] });
};

/**
 * `PUT /admin/candidates/{id}/school/{schoolId}` (and `/school` for a new row): section 5's education rules, and the
 * start not after the end.
 */
export const candidateSchoolBody = z
  .strictObject({
    from_month: month,
    from_year: year,
    to_month: month,
    to_year: year,
    school_name: notEmptyText(255),
    faculty: optionalText(255),
    study_skills: optionalText(2000),
    version: versionField,
  })
  .superRefine(periodInOrder);
export type CandidateSchoolBody = z.infer<typeof candidateSchoolBody>;

/** `PUT /admin/candidates/{id}/work/{workId}` (and `/work` for a new row): no rule but the lengths (work_skill 900). */
export const candidateWorkBody = z.strictObject({
  from_month: optionalMonth,
  from_year: optionalYear,
  to_month: optionalMonth,
  to_year: optionalYear,
  company: optionalText(255),
  contract_type: choice(CONTRACT_TYPES).nullish(),
  work_place_type: choice(WORK_PLACE_TYPES).nullish(),
  work_content: optionalText(2000),
  work_skill: optionalText(900),
  version: versionField,
});
export type CandidateWorkBody = z.infer<typeof candidateWorkBody>;

/** `PUT /admin/candidates/{id}/software[/{softwareId}]` and `POST .../software` (a `fake_` row saved): digits only. */
export const candidateSoftwareBody = z
  .strictObject({
    software: optionalText(100),
    year: z
      .string()
      .trim()
      .max(4, { error: 'validation.digitsOnly' })
      .regex(/^\d{0,4}$/, { error: 'validation.digitsOnly' })
      .nullish()
      .transform((value) => (value ? value : null)),
    version: versionField,
  })
  .refine((body) => body.software !== null || body.year !== null, { error: NOT_EMPTY, path: ['software'] });
export type CandidateSoftwareBody = z.infer<typeof candidateSoftwareBody>;

const languageItem = z.object({
  id: readOnly(z.number().int()),
  candidate_id: readOnly(z.number().int()),
  kind: z.enum(LICENSE_KINDS),
  name: z.string().nullable(),
  level: z.string().nullable(),
  year: z.number().int().nullable(),
  month: z.number().int().nullable(),
});
const schoolItem = z.object({
  id: readOnly(z.number().int()),
  candidate_id: readOnly(z.number().int()),
  from_month: z.number().int(),
  from_year: z.number().int(),
  to_month: z.number().int(),
  to_year: z.number().int(),
  school_name: z.string(),
  faculty: z.string().nullable(),
  study_skills: z.string().nullable(),
});
const workItem = z.object({
  id: readOnly(z.number().int()),
  candidate_id: readOnly(z.number().int()),
  from_month: z.number().int().nullable(),
  from_year: z.number().int().nullable(),
  to_month: z.number().int().nullable(),
  to_year: z.number().int().nullable(),
  company: z.string().nullable(),
  contract_type: z.number().int().nullable(),
  work_place_type: z.number().int().nullable(),
  work_content: z.string().nullable(),
  work_skill: z.string().nullable(),
});
/** A saved row (numeric id) or a placeholder (`fake_1`...: a pre-seeded tool or a blank row, saved by POST). */
const softwareItem = z.object({
  id: readOnly(z.union([z.number().int(), z.string()])),
  candidate_id: readOnly(z.number().int()),
  software: z.string().nullable(),
  year: z.string().nullable(),
});

/** The state of one mail about the candidate (docs/mail.md): invitation and result mails. */
export const candidateMail = z.object({
  id: readOnly(z.number().int()),
  kind: readOnly(z.string()),
  state: readOnly(z.enum(MAIL_STATES)),
  recipients: readOnly(z.array(z.string())),
  subject: readOnly(z.string()),
  attempts: readOnly(z.number().int()),
  last_error: readOnly(z.string().nullable()),
  created_at: readOnly(z.string()),
  sent_at: readOnly(z.string().nullable()),
});

/** One interview round as the profile shows it (answers: `GET /result-interviews/view/{id}`). */
const interviewSummary = z.object({
  id: readOnly(z.number().int()),
  round: readOnly(z.number().int()),
  method: readOnly(z.number().int()),
  result: readOnly(z.number().int()),
  is_continue: readOnly(z.number().int()),
  interviewer: readOnly(z.string().nullable()),
  evaluate: readOnly(z.string().nullable()),
  total_score: readOnly(z.number().int()),
});

export const candidateDetail = z
  .object({
    id: readOnly(z.number().int()),
    name: z.string(),
    name_kana: z.string(),
    country: z.string(),
    phone: z.string().nullable(),
    birthday: readOnly(z.string().nullable()),
    age: z.number().int(),
    gender: z.number().int().nullable(),
    email: z.string(),
    married_status: z.number().int().nullable(),
    zip_code: z.string().nullable(),
    zip_code_contact: z.string().nullable(),
    near_train_station: z.string().nullable(),
    japan_visa: z.number().int().nullable(),
    japan_visa_date_expired: z.string().nullable(),
    japan_visa_type: z.string().nullable(),
    address: z.string(),
    address_contact: z.string().nullable(),
    year_birthday: z.number().int(),
    month_birthday: z.number().int(),
    day_birthday: z.number().int(),
    japan_language_level: z.number().int().nullable(),
    english_language_level: z.number().int().nullable(),
    korean_language_level: z.number().int().nullable(),
    self_pr: z.string().nullable(),
    applicant_comment: z.string().nullable(),
    applicant_advantage_skill_explanation: z.string().nullable(),
    note: z.string().nullable(),
    remark: z.string().nullable(),
    status: z.number().int(),
    introduce_company_type_id: z.number().int().nullable(),
    company_referral: z.string().nullable(),
    /** The application date, YYYY-MM-DD. */
    created_at: z.string(),
    language: z.enum(LANGUAGES),
    /** When the candidate consented to the processing of their data (given at creation). */
    consent_at: readOnly(z.string()),
    /** The CV's original file name (shown), or null; download at `cv_url`. */
    cv_filename: readOnly(z.string().nullable()),
    cv_url: readOnly(z.string().nullable()),
    /** The photo: `picture_path` is the download path (signed-in people with recruitment.view), `avatar` the same. */
    avatar: readOnly(z.string().nullable()),
    picture_path: readOnly(z.string().nullable()),
    schools: readOnly(z.array(schoolItem)),
    works: readOnly(z.array(workItem)),
    languages: readOnly(z.array(languageItem)),
    software: readOnly(z.array(softwareItem)),
    interviews: readOnly(z.array(interviewSummary)),
    mails: readOnly(z.array(candidateMail)),
    /** Whether a mail server is set up now (SMTP_URL): a mail kept as not_configured was sent before it was. */
    mail_server: readOnly(z.boolean()),
    version: z.number().int(),
  })
  .meta({ id: 'Candidate' });
export type CandidateDetail = z.infer<typeof candidateDetail>;
/** `GET /admin/candidates/{id}`: "answer in data.data", as the specification writes it. */
export const candidateResponse = envelope(z.object({ data: candidateDetail }));
export const candidateLanguagesResponse = envelope(z.object({ data: z.array(languageItem) }));
export const candidateSchoolsResponse = envelope(z.object({ data: z.array(schoolItem) }));
export const candidateWorksResponse = envelope(z.object({ data: z.array(workItem) }));
export const candidateSoftwareResponse = envelope(z.object({ data: z.array(softwareItem) }));
/** Answers of the list edits: the refreshed list and the candidate's new version. */
export const candidateListEditResponse = envelope(
  z.object({
    version: readOnly(z.number().int()),
    languages: readOnly(z.array(languageItem)).optional(),
    schools: readOnly(z.array(schoolItem)).optional(),
    works: readOnly(z.array(workItem)).optional(),
    software: readOnly(z.array(softwareItem)).optional(),
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// The list (not shown in the specification: ours)

export const candidateListQuery = z.strictObject({
  ...pageQuery,
  /** Part of the name or the kana (case-insensitive). */
  name: z.string().trim().max(100).optional(),
  status: z.coerce
    .number()
    .int()
    .refine((value) => (CANDIDATE_STATUSES as readonly number[]).includes(value), { error: 'validation.invalid' })
    .meta({ enum: [...CANDIDATE_STATUSES] })
    .optional(),
  /** Application date range, inclusive. */
  from: isoDate({ window: DATE_WINDOWS.from1900 }).optional(),
  to: isoDate({ window: DATE_WINDOWS.from1900 }).optional(),
  /** Nationality, exactly (case-insensitive). */
  country: z.string().trim().max(64).optional(),
});
export type CandidateListQuery = z.infer<typeof candidateListQuery>;

export const candidateListItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_kana: z.string(),
    country: z.string(),
    email: z.string(),
    status: z.number().int(),
    created_at: z.string(),
    /** The latest round's result (0 when no interview yet) and its round. */
    last_round: z.number().int().nullable(),
    last_result: z.number().int().nullable(),
  })
  .meta({ id: 'CandidateListItem' });
export type CandidateListItem = z.infer<typeof candidateListItem>;
export const candidateListResponse = envelope(paged(candidateListItem));

/** Answers of create: the candidate's id and version (then upload the CV and the photo). */
export const candidateCreatedResponse = envelope(
  z.object({ id: readOnly(z.number().int()), version: readOnly(z.number().int()) }),
);
export const candidateFileResponse = envelope(
  z.object({
    version: readOnly(z.number().int()),
    cv_filename: readOnly(z.string().nullable()),
    cv_url: readOnly(z.string().nullable()),
    picture_path: readOnly(z.string().nullable()),
  }),
);

// ---------------------------------------------------------------------------------------------------------------
// Company types and questions

export const langQuery = z.strictObject({ lang: z.enum(LANGUAGES).optional() });
export const companyTypesResponse = envelope(
  z.object({ data: z.array(z.object({ id: readOnly(z.number().int()), name: readOnly(z.string()) })) }),
);

const questionChoice = z.object({
  id: readOnly(z.number().int()),
  score: readOnly(z.number().int()),
  content: readOnly(z.string()),
});
/** `GET /questions?lang=`: the active questions in one language. */
export const questionItem = z
  .object({
    id: readOnly(z.number().int()),
    content: readOnly(z.string()),
    question_kind: readOnly(z.number().int()),
    answer: readOnly(z.array(questionChoice)),
    suggest: readOnly(z.string().nullable()),
  })
  .meta({ id: 'Question' });
export const questionsResponse = envelope(z.array(questionItem));

const bankChoiceBody = z.strictObject({
  /** An existing choice to keep (its id), or absent/null for a new one. */
  id: z.number().int().min(1).max(2_147_483_647).nullish(),
  score: intRange(0, 100, NOT_EMPTY),
  content_en: notEmptyText(500),
  content_ja: notEmptyText(500),
  content_vi: notEmptyText(500),
});

const bankQuestionFields = {
  question_kind: choice(QUESTION_KINDS),
  content_en: notEmptyText(1000),
  content_ja: notEmptyText(1000),
  content_vi: notEmptyText(1000),
  suggest_en: optionalText(2000),
  suggest_ja: optionalText(2000),
  suggest_vi: optionalText(2000),
  /** Shown in the sheet (true) or retired (false: kept for the interviews that used it). */
  active: z.boolean().optional(),
  sort_order: z.number().int().min(0).max(10_000).optional(),
  /** The scored answers of a choice question (kind 2: at least 2); a free-text question has none. */
  choices: z.array(bankChoiceBody).max(10).optional(),
};
const choicesFitKind = (body: { question_kind?: unknown; choices?: unknown[] }, ctx: z.RefinementCtx) => {
  const count = body.choices?.length ?? 0;
  if (body.question_kind === 2 && count < 2)
    ctx.addIssue({ code: 'custom', message: 'validation.questionChoices', path: ['choices'] });
  if (body.question_kind === 1 && count > 0)
    ctx.addIssue({ code: 'custom', message: 'validation.questionNoChoices', path: ['choices'] });
};
/** `POST /questions` (question bank, ours). */
export const questionCreateBody = z
  .strictObject({ ...bankQuestionFields, id: createId, version: createVersion })
  .superRefine(choicesFitKind);
export type QuestionCreateBody = z.infer<typeof questionCreateBody>;
/** `PUT /questions/{id}`: the whole question and the version it started from. */
export const questionUpdateBody = z
  .strictObject({ ...bankQuestionFields, version: versionField })
  .superRefine(choicesFitKind);
export type QuestionUpdateBody = z.infer<typeof questionUpdateBody>;

const bankChoice = z.object({
  id: readOnly(z.number().int()),
  score: z.number().int(),
  content_en: z.string(),
  content_ja: z.string(),
  content_vi: z.string(),
});
export const bankQuestion = z
  .object({
    id: readOnly(z.number().int()),
    question_kind: z.number().int(),
    content_en: z.string(),
    content_ja: z.string(),
    content_vi: z.string(),
    suggest_en: z.string().nullable(),
    suggest_ja: z.string().nullable(),
    suggest_vi: z.string().nullable(),
    active: z.boolean(),
    sort_order: z.number().int(),
    choices: z.array(bankChoice),
    /** How many interview answers use it (a used question is retired, not deleted). */
    used: readOnly(z.number().int()),
    version: z.number().int(),
  })
  .meta({ id: 'BankQuestion' });
export type BankQuestion = z.infer<typeof bankQuestion>;
export const bankQuestionResponse = envelope(bankQuestion);
export const bankQuestionsResponse = envelope(z.array(bankQuestion));

// ---------------------------------------------------------------------------------------------------------------
// Interviews

/** One answer row of an interview sheet; `question_id` -1 is a row with no question chosen. */
const answerRow = z.strictObject({
  question_id: z.union([z.literal(-1), z.number().int().min(1).max(2_147_483_647)], { error: NOT_EMPTY }),
  answer_id: z.number().int().min(1).max(2_147_483_647).nullish(),
  answer_content: optionalText(5000),
  comment: optionalText(5000),
});

/** ISO moment with an offset (2026-12-01T09:00:00+07:00). */
const moment = z.iso.datetime({ offset: true, error: 'validation.invalid' }).meta({ maxLength: 40 });

/**
 * `POST /result-interviews/save/{id}` (id: the candidate): one round's method, result, evaluation and answer sheet
 * (section 7), plus the meeting's time and place (ours: the invitation reads them). `version` is the round's
 * version when it was already saved (409 when stale), absent for a round's first save.
 */
export const interviewSaveBody = z
  .strictObject({
    method: choice(INTERVIEW_METHODS),
    round_interview: choice(INTERVIEW_ROUNDS),
    result: choice(INTERVIEW_RESULTS),
    evaluate: optionalText(5000),
    interviewer: optionalText(100),
    start_time: moment.nullish(),
    end_time: moment.nullish(),
    /** Where an offline interview takes place. */
    place: optionalText(255),
    answers: z.array(answerRow).max(MAX_INTERVIEW_ROWS, { error: 'validation.validMaxRow' }).default([]),
    version: z.number().int().min(1).max(2_147_483_647).nullish(),
  })
  .superRefine((body, ctx) => {
    // Round 2 has no "pass" option (section 4): its outcomes are fail or pass and finish.
    if (body.round_interview === 2 && body.result === 1)
      ctx.addIssue({ code: 'custom', message: 'validation.noPassInRound2', path: ['result'] });
    // Compared only when both are valid moments: a wrong start is its own error, not also the end's.
    const valid = (value: unknown) => moment.safeParse(value).success;
    if (valid(body.start_time) && valid(body.end_time) && Date.parse(body.end_time!) <= Date.parse(body.start_time!))
      ctx.addIssue({ code: 'custom', message: 'validation.endAfterStart', path: ['end_time'] });
    body.answers?.forEach((row, index) => {
      // A row without a question has no answer (otherwise notEmpty on the question).
      if (row.question_id === -1 && (row.answer_content || row.answer_id || row.comment))
        ctx.addIssue({ code: 'custom', message: NOT_EMPTY, path: ['answers', index, 'question_id'] });
      // A question is asked once a sheet (the later row is refused).
      if (row.question_id > 0 && body.answers.findIndex((other) => other.question_id === row.question_id) < index)
        ctx.addIssue({ code: 'custom', message: 'validation.questionTwice', path: ['answers', index, 'question_id'] });
    });
  });
export type InterviewSaveBody = z.infer<typeof interviewSaveBody>;

const answerView = z.object({
  id: readOnly(z.number().int()),
  question_id: readOnly(z.number().int()),
  answer_id: readOnly(z.number().int().nullable()),
  answer_content: readOnly(z.string().nullable()),
  comment: readOnly(z.string().nullable()),
  score: readOnly(z.number().int().nullable()),
  question: readOnly(z.object({ id: z.number().int(), content: z.string(), question_kind: z.number().int() })),
  answer: readOnly(z.object({ id: z.number().int(), score: z.number().int(), content: z.string() }).nullable()),
});
export const interviewView = z
  .object({
    interview_id: readOnly(z.number().int()),
    round: readOnly(z.number().int()),
    method: readOnly(z.number().int()),
    result: readOnly(z.number().int()),
    is_continue: readOnly(z.number().int()),
    interviewer: readOnly(z.string().nullable()),
    evaluate: readOnly(z.string().nullable()),
    start_time: readOnly(z.string().nullable()),
    end_time: readOnly(z.string().nullable()),
    place: readOnly(z.string().nullable()),
    total_score: readOnly(z.number().int()),
    /** Round 1 while it is pass-and-continue: method and result locked, no invitation. */
    locked: readOnly(z.boolean()),
    answer_interview: readOnly(z.array(answerView)),
    version: readOnly(z.number().int()),
  })
  .meta({ id: 'InterviewResult' });
export type InterviewView = z.infer<typeof interviewView>;
/** `GET /result-interviews/view/{id}` (id: the candidate): the rounds, in order. */
export const interviewViewResponse = envelope(z.array(interviewView));
export const interviewSaveResponse = envelope(interviewView);

export const roundParams = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, { error: 'validation.invalid' })
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647))
    .meta({ type: 'integer', minimum: 1, maximum: 2_147_483_647, pattern: undefined }),
  round: z.enum(['1', '2']).transform(Number),
});

/** `GET /candidates/{id}/getTimeInterview/{round}`: the calendar info of a round. */
export const interviewTimeResponse = envelope(
  z.object({
    email: readOnly(z.string()),
    name: readOnly(z.string()),
    start_time: readOnly(z.string().nullable()),
    end_time: readOnly(z.string().nullable()),
    password: readOnly(z.string().nullable()),
    join_url: readOnly(z.string().nullable()),
    place: readOnly(z.string().nullable()),
    method: readOnly(z.number().int()),
    provider: readOnly(z.string().nullable()),
  }),
);

/** `POST /candidates/{id}/sendMailInterview`: the round's method (1 online, 2 offline) and the round. */
export const sendMailInterviewBody = z.strictObject({
  type_interview: choice([1, 2] as const),
  round: choice(INTERVIEW_ROUNDS),
});
/** `POST /candidates/{id}/sendMailResult`: the result told (2 fail or 3 pass and finish; 0 and 1 are refused). */
export const sendMailResultBody = z.strictObject({ result: choice(INTERVIEW_RESULTS) });
/** Answers of the mail sends (not shown in the specification): the queued mail. */
export const sentMailResponse = envelope(candidateMail);
/** `POST /result-interviews/continue-interview/{id}`: the new round 2. */
export const continueInterviewResponse = envelope(interviewView);

export const candidateErasedResponse = envelope(emptyData);
