import type { Readable } from 'node:stream';
import {
  answerSheetErrors,
  type BankQuestion,
  type CandidateCreateBody,
  type CandidateDetail,
  type CandidateLanguageBody,
  type CandidateListQuery,
  type CandidateSchoolBody,
  type CandidateSoftwareBody,
  type CandidateUpdateBody,
  type CandidateWorkBody,
  HIRED_STATUSES,
  type InterviewSaveBody,
  type InterviewView,
  type Language,
  licenseLevelError,
  MAX_INTERVIEW_ROWS,
  MAX_OTHER_LICENSES,
  PRESEEDED_SOFTWARE,
  type QuestionCreateBody,
  type QuestionUpdateBody,
  translate,
} from '@hr/contracts';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { audit } from '../../lib/audit';
import { AppError, notFound, staleVersion } from '../../lib/errors';
import {
  detectDocumentType,
  detectImageType,
  documentExtensionType,
  extensionType,
  type FileStorage,
} from '../../lib/files';
import type { Jobs } from '../../lib/jobs/index';
import { pagedResult, pageOf } from '../../lib/paging';
import { pdfStream } from '../../lib/pdf/index';
import type { Actor } from '../../types';
import { eraseMailsAbout, hasMailServer, mailsAbout, queueMail } from '../mail/mail.api';
import { type MeetingProvider, meetingProvider } from './meetings';
import { drawProfile } from './profile-pdf';
import { interviewIcs, invitationMail, resultMail } from './recruitment.mail';
import {
  type AnswerRow,
  type CandidateRow,
  type CandidateValues,
  type ChoiceRow,
  type InterviewRow,
  type QuestionRow,
  recruitmentRepository,
} from './recruitment.repository';

const ENTITY = 'candidate';

// ----------------------------------------------------------------------------------------------------------------
// Errors

const fieldRule = (status: number, code: string, field: string, key: string, params: Record<string, unknown> = {}) =>
  new AppError(status, code, `errors.${code === 'invalid_input' ? 'invalid_input' : code}`, params, { [field]: [key] });
const ruleError = (code: string, params: Record<string, unknown> = {}) =>
  new AppError(422, code, `errors.${code}`, params);
export const fileTypeError = () => new AppError(422, 'file_type', 'errors.file_type');
export const fileTooLarge = () => new AppError(413, 'file_too_large', 'errors.file_too_large');
export const fileMissing = () => new AppError(400, 'file_missing', 'errors.file_missing');

// ----------------------------------------------------------------------------------------------------------------
// Mapping rows to contract types (never a raw row out)

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function profileValues(body: CandidateUpdateBody | CandidateCreateBody): Partial<CandidateValues> {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    name: body.name,
    name_kana: body.name_kana,
    country: body.country,
    phone: body.phone ?? null,
    birthday: `${String(body.year_birthday).padStart(4, '0')}-${pad(body.month_birthday)}-${pad(body.day_birthday)}`,
    age: body.age,
    gender: body.gender ?? null,
    email: body.email,
    married_status: body.married_status ?? null,
    zip_code: body.zip_code ?? null,
    zip_code_contact: body.zip_code_contact ?? null,
    near_train_station: body.near_train_station ?? null,
    japan_visa: body.japan_visa ?? null,
    japan_visa_date_expired: body.japan_visa_date_expired ?? null,
    japan_visa_type: body.japan_visa_type ?? null,
    address: body.address,
    address_contact: body.address_contact ?? null,
    japan_language_level: body.japan_language_level ?? null,
    english_language_level: body.english_language_level ?? null,
    korean_language_level: body.korean_language_level ?? null,
    self_pr: body.self_pr ?? null,
    applicant_comment: body.applicant_comment ?? null,
    applicant_advantage_skill_explanation: body.applicant_advantage_skill_explanation ?? null,
    note: body.note ?? null,
    remark: body.remark ?? null,
    status: body.status,
    introduce_company_type_id: body.introduce_company_type_id ?? null,
    company_referral: body.company_referral ?? null,
    application_date: body.created_at,
    language: body.language,
  };
}

/** The names of the fields whose values differ: the audit says what changed, not the personal values themselves. */
function changedFields(before: CandidateRow, after: Partial<CandidateValues>): string[] {
  return Object.entries(after)
    .filter(([key, value]) => {
      const old = (before as Record<string, unknown>)[key];
      return String(old ?? '') !== String(value ?? '');
    })
    .map(([key]) => (key === 'application_date' ? 'created_at' : key));
}

const cvUrl = (row: CandidateRow) => (row.cv_file ? `/api/admin/candidates/${row.id}/cv` : null);
const pictureUrl = (row: CandidateRow) => (row.picture_file ? `/api/admin/candidates/${row.id}/picture` : null);

type Lists = {
  languages: Awaited<ReturnType<ReturnType<typeof recruitmentRepository>['languages']>>;
  schools: Awaited<ReturnType<ReturnType<typeof recruitmentRepository>['schools']>>;
  works: Awaited<ReturnType<ReturnType<typeof recruitmentRepository>['works']>>;
  software: Awaited<ReturnType<ReturnType<typeof recruitmentRepository>['software']>>;
};

/** The saved software rows and the placeholders (`fake_N`): the pre-seeded tools not saved yet and two blank rows. */
export function softwareWithPlaceholders(candidateId: number, saved: Lists['software']) {
  const names = new Set(saved.map((row) => (row.software ?? '').toLowerCase()));
  const placeholders = [
    ...PRESEEDED_SOFTWARE.filter((name) => !names.has(name.toLowerCase())).map((name) => ({ software: name })),
    { software: null },
    { software: null },
  ].map((row, index) => ({ id: `fake_${index + 1}`, candidate_id: candidateId, software: row.software, year: null }));
  return [
    ...saved.map((row) => ({ id: row.id, candidate_id: row.candidate_id, software: row.software, year: row.year })),
    ...placeholders,
  ];
}

const languageItems = (rows: Lists['languages']) =>
  rows.map((row) => ({
    id: row.id,
    candidate_id: row.candidate_id,
    kind: row.kind as 'japanese' | 'english' | 'car_license' | 'other',
    name: row.name,
    level: row.level,
    year: row.year,
    month: row.month,
  }));

function toDetail(
  row: CandidateRow,
  lists: Lists,
  rounds: InterviewRow[],
  scores: Map<number, number>,
  mails: Awaited<ReturnType<typeof mailsAbout>>,
  mailServer: boolean,
): CandidateDetail {
  return {
    id: row.id,
    name: row.name ?? '',
    name_kana: row.name_kana ?? '',
    country: row.country ?? '',
    phone: row.phone,
    birthday: row.birthday,
    age: row.age ?? 0,
    gender: row.gender,
    email: row.email ?? '',
    married_status: row.married_status,
    zip_code: row.zip_code,
    zip_code_contact: row.zip_code_contact,
    near_train_station: row.near_train_station,
    japan_visa: row.japan_visa,
    japan_visa_date_expired: row.japan_visa_date_expired,
    japan_visa_type: row.japan_visa_type,
    address: row.address ?? '',
    address_contact: row.address_contact,
    year_birthday: Number(row.birthday?.slice(0, 4) ?? 0),
    month_birthday: Number(row.birthday?.slice(5, 7) ?? 0),
    day_birthday: Number(row.birthday?.slice(8, 10) ?? 0),
    japan_language_level: row.japan_language_level,
    english_language_level: row.english_language_level,
    korean_language_level: row.korean_language_level,
    self_pr: row.self_pr,
    applicant_comment: row.applicant_comment,
    applicant_advantage_skill_explanation: row.applicant_advantage_skill_explanation,
    note: row.note,
    remark: row.remark,
    status: row.status,
    introduce_company_type_id: row.introduce_company_type_id,
    company_referral: row.company_referral,
    created_at: row.application_date,
    language: row.language as Language,
    consent_at: row.consent_at.toISOString(),
    cv_filename: row.cv_filename,
    cv_url: cvUrl(row),
    avatar: pictureUrl(row),
    picture_path: pictureUrl(row),
    schools: lists.schools.map((s) => ({ ...s })),
    works: lists.works.map((w) => ({ ...w })),
    languages: languageItems(lists.languages),
    software: softwareWithPlaceholders(row.id, lists.software),
    interviews: rounds.map((r) => ({
      id: r.id,
      round: r.round,
      method: r.method,
      result: r.result,
      is_continue: r.is_continue,
      interviewer: r.interviewer,
      evaluate: r.evaluate,
      total_score: scores.get(r.id) ?? 0,
    })),
    mails: mails.map((m) => ({
      id: m.id,
      kind: m.kind,
      state: m.state,
      recipients: m.recipients,
      subject: m.subject,
      attempts: m.attempts,
      last_error: m.last_error,
      created_at: m.created_at.toISOString(),
      sent_at: iso(m.sent_at),
    })),
    mail_server: mailServer,
    version: row.version,
  };
}

/** Round 1 is locked while it is pass-and-continue (section 4). */
const isLocked = (round: InterviewRow) => round.round === 1 && round.is_continue === 1;

function toInterviewView(
  round: InterviewRow,
  answers: AnswerRow[],
  questions: Map<number, QuestionRow>,
  choices: Map<number, ChoiceRow>,
  lang: Language,
): InterviewView {
  const mine = answers.filter((a) => a.interview_id === round.id);
  return {
    interview_id: round.id,
    round: round.round,
    method: round.method,
    result: round.result,
    is_continue: round.is_continue,
    interviewer: round.interviewer,
    evaluate: round.evaluate,
    start_time: iso(round.start_time),
    end_time: iso(round.end_time),
    place: round.place,
    total_score: mine.reduce((sum, a) => sum + (a.score ?? 0), 0),
    locked: isLocked(round),
    answer_interview: mine.map((a) => {
      const question = questions.get(a.question_id);
      const choice = a.answer_id ? choices.get(a.answer_id) : undefined;
      return {
        id: a.id,
        question_id: a.question_id,
        answer_id: a.answer_id,
        answer_content: a.answer_content,
        comment: a.comment,
        score: a.score,
        question: {
          id: a.question_id,
          content: question ? question[`content_${lang}`] : '',
          question_kind: question?.question_kind ?? 1,
        },
        answer: choice ? { id: choice.id, score: choice.score, content: choice[`content_${lang}`] } : null,
      };
    }),
    version: round.version,
  };
}

function toBankQuestion(row: QuestionRow, choices: ChoiceRow[], used: number): BankQuestion {
  return {
    id: row.id,
    question_kind: row.question_kind,
    content_en: row.content_en,
    content_ja: row.content_ja,
    content_vi: row.content_vi,
    suggest_en: row.suggest_en,
    suggest_ja: row.suggest_ja,
    suggest_vi: row.suggest_vi,
    active: row.active,
    sort_order: row.sort_order,
    choices: choices
      .filter((c) => c.question_id === row.id)
      .map((c) => ({
        id: c.id,
        score: c.score,
        content_en: c.content_en,
        content_ja: c.content_ja,
        content_vi: c.content_vi,
      })),
    used,
    version: row.version,
  };
}

/** The address of MAIL_FROM ("HR Office <no-reply@x>" gives no-reply@x), the organizer of calendar invitations. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

export type UploadedFile = { fileName: string; bytes: Buffer };

/**
 * Recruitment: candidates and their profile lists, files, interviews, mails, the question bank. Flags are checked
 * by the routes' config (recruitment.view / edit / delete / send_mail); every write runs in one transaction with
 * its audit entry; every profile edit carries the candidate's version (409 when stale).
 */
export function recruitmentService(
  db: Db,
  deps: { config: Config; files: FileStorage; jobs: Jobs; meetings?: MeetingProvider },
) {
  const { config, files, jobs } = deps;
  const meetings = deps.meetings ?? meetingProvider(config);
  const repo = recruitmentRepository(db);

  async function mustFind(id: number, executor: Executor = db) {
    const row = await recruitmentRepository(executor).find(id);
    if (!row) throw notFound();
    return row;
  }

  async function detail(id: number, executor: Executor = db): Promise<CandidateDetail> {
    const r = recruitmentRepository(executor);
    const row = await mustFind(id, executor);
    const [languages, schools, works, software, rounds, mails] = await Promise.all([
      r.languages(id),
      r.schools(id),
      r.works(id),
      r.software(id),
      r.interviews(id),
      mailsAbout(executor, ENTITY, id),
    ]);
    const answers = await r.answersOf(rounds.map((x) => x.id));
    const scores = new Map<number, number>();
    for (const a of answers) scores.set(a.interview_id, (scores.get(a.interview_id) ?? 0) + (a.score ?? 0));
    return toDetail(row, { languages, schools, works, software }, rounds, scores, mails, hasMailServer(config));
  }

  async function checkCompanyType(id: number | null | undefined) {
    if (id && !(await repo.companyTypeExists(id)))
      throw fieldRule(422, 'invalid_input', 'introduce_company_type_id', 'validation.companyTypeUnknown');
  }

  /** A list edit: the candidate locked, its version checked and bumped, the change and its audit entry. */
  async function listEdit<T>(
    actor: Actor,
    id: number,
    version: number,
    action: string,
    change: (tx: Executor) => Promise<T>,
  ): Promise<{ version: number; result: T }> {
    return db.transaction(async (tx) => {
      const r = recruitmentRepository(tx);
      const row = await r.lock(id);
      if (!row) throw notFound();
      if (row.version !== version) throw staleVersion();
      const result = await change(tx);
      const next = await r.bumpVersion(id, version);
      if (next === undefined) throw staleVersion();
      await audit(tx, { actorId: actor.id, action, entity: ENTITY, entityId: id });
      return { version: next, result };
    });
  }

  async function interviewsView(id: number, lang: Language, executor: Executor = db): Promise<InterviewView[]> {
    const r = recruitmentRepository(executor);
    const rounds = await r.interviews(id);
    const answers = await r.answersOf(rounds.map((x) => x.id));
    const questions = new Map(
      (await r.questionsByIds([...new Set(answers.map((a) => a.question_id))])).map((q) => [q.id, q]),
    );
    const choices = new Map(
      (await r.choicesByIds(answers.map((a) => a.answer_id).filter((x): x is number => x !== null))).map((c) => [
        c.id,
        c,
      ]),
    );
    return rounds.map((round) => toInterviewView(round, answers, questions, choices, lang));
  }

  const dateIn = (date: Date, lang: Language) =>
    new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
      timeZone: config.COMPANY_TIME_ZONE,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      weekday: 'short',
    }).format(date);
  const timeIn = (date: Date, lang: Language) =>
    new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
      timeZone: config.COMPANY_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
    }).format(date);

  return {
    /** Without a mail server (SMTP_URL) mails stay in the outbox: the send answers say so instead of "queued". */
    mailConfigured: hasMailServer(config),

    detail,

    async companyTypes(lang: Language) {
      return (await repo.companyTypes()).map((row) => ({ id: row.id, name: row[`name_${lang}`] }));
    },

    async list(query: CandidateListQuery) {
      const page = pageOf(query);
      const { rows, total } = await repo.list(
        {
          name: query.name || undefined,
          status: query.status,
          from: query.from,
          to: query.to,
          country: query.country || undefined,
        },
        page,
      );
      return pagedResult(
        rows.map((row) => ({
          id: row.id,
          name: row.name ?? '',
          name_kana: row.name_kana ?? '',
          country: row.country ?? '',
          email: row.email ?? '',
          status: row.status,
          created_at: row.application_date,
          last_round: row.last_round === null ? null : Number(row.last_round),
          last_result: row.last_result === null ? null : Number(row.last_result),
        })),
        total,
        page,
      );
    },

    /** A new candidate with the consent recorded, the pre-seeded license rows (Japanese, TOEIC, car license, other). */
    async create(actor: Actor, body: CandidateCreateBody) {
      await checkCompanyType(body.introduce_company_type_id);
      const row = await db.transaction(async (tx) => {
        const r = recruitmentRepository(tx);
        const inserted = await r.insert({
          ...(profileValues(body) as CandidateValues),
          consent_at: new Date(),
          consent_by: actor.id,
        });
        await r.insertLanguages(
          (['japanese', 'english', 'car_license', 'other'] as const).map((kind) => ({
            candidate_id: inserted.id,
            kind,
            name: kind === 'other' ? 'その他' : kind === 'english' ? 'TOEIC' : null,
          })),
        );
        await audit(tx, {
          actorId: actor.id,
          action: 'create',
          entity: ENTITY,
          entityId: inserted.id,
          after: { fields: Object.keys(profileValues(body)), consent: true },
        });
        return inserted;
      });
      return { id: row.id, version: row.version };
    },

    async update(actor: Actor, id: number, body: CandidateUpdateBody) {
      const before = await mustFind(id);
      await checkCompanyType(body.introduce_company_type_id);
      const values = profileValues(body);
      await db.transaction(async (tx) => {
        const updated = await recruitmentRepository(tx).update(id, body.version, values);
        if (!updated) throw (await recruitmentRepository(tx).find(id)) ? staleVersion() : notFound();
        await audit(tx, {
          actorId: actor.id,
          action: 'update',
          entity: ENTITY,
          entityId: id,
          after: { fields: changedFields(before, values) },
        });
      });
      return { data: await detail(id) };
    },

    /** Deleted candidates leave the list and every route (404); their interviews stay for the statistics. */
    async remove(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        if (!(await recruitmentRepository(tx).softDelete(id))) throw notFound();
        await audit(tx, { actorId: actor.id, action: 'delete', entity: ENTITY, entityId: id });
      });
    },

    /**
     * Erasure on request (Decree 13/2023): a candidate who was not hired loses every personal field, list, file and
     * mail text; status, application date, nationality and the interviews' methods, results and scores stay as
     * anonymous statistics. Audited (without the erased values). A deleted candidate can still be erased.
     */
    async erase(actor: Actor, id: number) {
      const row = await repo.findAny(id);
      if (!row) throw notFound();
      if (row.erased_at) throw new AppError(409, 'candidate_erased', 'errors.candidate_erased');
      if ((HIRED_STATUSES as readonly number[]).includes(row.status)) throw ruleError('candidate_hired');
      await db.transaction(async (tx) => {
        await recruitmentRepository(tx).erase(id);
        const mails = await eraseMailsAbout(tx, ENTITY, id);
        await audit(tx, {
          actorId: actor.id,
          action: 'erase',
          entity: ENTITY,
          entityId: id,
          after: { files: [row.cv_file ? 'cv' : null, row.picture_file ? 'picture' : null].filter(Boolean), mails },
        });
      });
      // The files go after the commit: a failed transaction keeps them; a failed removal leaves an unreachable file.
      if (row.cv_file) await files.remove('candidate-cvs', row.cv_file);
      if (row.picture_file) await files.remove('candidate-photos', row.picture_file);
    },

    // ----- profile lists

    async saveLanguage(actor: Actor, id: number, languageId: number | undefined, body: CandidateLanguageBody) {
      const { version } = await listEdit(actor, id, body.version, 'update_languages', async (tx) => {
        const r = recruitmentRepository(tx);
        const values = { name: body.name, level: body.level, year: body.year ?? null, month: body.month ?? null };
        if (languageId === undefined) {
          const kind = body.kind ?? 'other';
          if (kind === 'other' && (await r.otherLicenses(id)) >= MAX_OTHER_LICENSES)
            throw new AppError(
              422,
              'too_many_other_licenses',
              'errors.too_many_other_licenses',
              { max: MAX_OTHER_LICENSES },
              {
                kind: ['validation.maxOtherLicenses'],
              },
            );
          await r.insertLanguages([
            { ...values, candidate_id: id, kind, name: body.name ?? (kind === 'other' ? 'その他' : null) },
          ]);
        } else {
          // The level's rule is the stored row's kind (a body's kind is only read on create).
          const kind = await r.languageKind(id, languageId);
          if (kind === undefined) throw notFound();
          const levelError = licenseLevelError(kind, body.level);
          if (levelError) throw fieldRule(400, 'invalid_input', 'level', levelError);
          if (!(await r.updateLanguage(id, languageId, values))) throw notFound();
        }
      });
      return { version, languages: languageItems(await repo.languages(id)) };
    },

    async saveSchool(actor: Actor, id: number, schoolId: number | undefined, body: CandidateSchoolBody) {
      const { version: _v, ...values } = body;
      const { version } = await listEdit(actor, id, body.version, 'update_schools', async (tx) => {
        const r = recruitmentRepository(tx);
        if (schoolId === undefined) await r.insertSchool({ ...values, candidate_id: id });
        else if (!(await r.updateSchool(id, schoolId, values))) throw notFound();
      });
      return { version, schools: await repo.schools(id) };
    },

    async saveWork(actor: Actor, id: number, workId: number | undefined, body: CandidateWorkBody) {
      const { version: _v, ...raw } = body;
      const values = {
        ...raw,
        from_month: raw.from_month ?? null,
        from_year: raw.from_year ?? null,
        to_month: raw.to_month ?? null,
        to_year: raw.to_year ?? null,
        contract_type: raw.contract_type ?? null,
        work_place_type: raw.work_place_type ?? null,
      };
      const { version } = await listEdit(actor, id, body.version, 'update_works', async (tx) => {
        const r = recruitmentRepository(tx);
        if (workId === undefined) await r.insertWork({ ...values, candidate_id: id });
        else if (!(await r.updateWork(id, workId, values))) throw notFound();
      });
      return { version, works: await repo.works(id) };
    },

    /** A software row: `softwareId` undefined creates (a `fake_` placeholder saved, or a new row). */
    async saveSoftware(actor: Actor, id: number, softwareId: number | undefined, body: CandidateSoftwareBody) {
      const values = { software: body.software, year: body.year };
      const { version } = await listEdit(actor, id, body.version, 'update_software', async (tx) => {
        const r = recruitmentRepository(tx);
        if (softwareId === undefined) await r.insertSoftware({ ...values, candidate_id: id });
        else if (!(await r.updateSoftware(id, softwareId, values))) throw notFound();
      });
      return { version, software: softwareWithPlaceholders(id, await repo.software(id)) };
    },

    // ----- files

    /** The CV: PDF or Word by content AND by file name, at most 10 MB (the route's limit), stored under a new name. */
    async uploadCv(actor: Actor, id: number, file: UploadedFile) {
      const byContent = detectDocumentType(file.bytes);
      const byName = documentExtensionType(file.fileName);
      if (!byContent || !byName || byContent.ext !== byName.ext) throw fileTypeError();
      return storeFile(actor, id, 'cv', () => files.save('candidate-cvs', file.bytes, byContent.ext), file.fileName);
    },

    /** The photo: JPEG or PNG by content AND by file name, at most 1 MB. */
    async uploadPicture(actor: Actor, id: number, file: UploadedFile) {
      const byContent = detectImageType(file.bytes);
      const byName = extensionType(file.fileName);
      if (!byContent || !byName || byContent.ext !== byName.ext) throw fileTypeError();
      return storeFile(
        actor,
        id,
        'picture',
        () => files.save('candidate-photos', file.bytes, byContent.ext),
        file.fileName,
      );
    },

    async openFile(id: number, which: 'cv' | 'picture') {
      const row = await mustFind(id);
      const name = which === 'cv' ? row.cv_file : row.picture_file;
      if (!name) throw notFound();
      const file = await files.open(which === 'cv' ? 'candidate-cvs' : 'candidate-photos', name);
      if (!file) throw notFound();
      const ext = name.split('.').pop();
      return { ...file, downloadName: which === 'cv' ? (row.cv_filename ?? `cv.${ext}`) : `picture.${ext}` };
    },

    // ----- question bank

    async questions(lang: Language) {
      const rows = await repo.questions(true);
      const choices = await repo.choicesOf(rows.map((r) => r.id));
      return rows.map((row) => ({
        id: row.id,
        content: row[`content_${lang}`],
        question_kind: row.question_kind,
        answer: choices
          .filter((c) => c.question_id === row.id)
          .map((c) => ({ id: c.id, score: c.score, content: c[`content_${lang}`] })),
        suggest: row[`suggest_${lang}`],
      }));
    },

    async bank() {
      const rows = await repo.questions(false);
      const ids = rows.map((r) => r.id);
      const [choices, usage] = await Promise.all([repo.choicesOf(ids), repo.usage(ids)]);
      return rows.map((row) => toBankQuestion(row, choices, usage.get(row.id) ?? 0));
    },

    async createQuestion(actor: Actor, body: QuestionCreateBody) {
      const id = await db.transaction(async (tx) => {
        const r = recruitmentRepository(tx);
        const { choices = [], id: _id, version: _version, ...fields } = body;
        const row = await r.insertQuestion(fields);
        await r.insertChoices(
          choices.map(({ id: _c, ...c }, index) => ({ ...c, question_id: row.id, sort_order: index })),
        );
        await audit(tx, {
          actorId: actor.id,
          action: 'create',
          entity: 'interview_question',
          entityId: row.id,
          after: body,
        });
        return row.id;
      });
      return questionById(id);
    },

    /**
     * The whole question: choices with an id are kept and updated, new ones added, the others removed unless an
     * interview chose them (422 choice_in_use). Changing the kind of a used question is refused the same way.
     */
    async updateQuestion(actor: Actor, id: number, body: QuestionUpdateBody) {
      const before = await repo.question(id);
      if (!before) throw notFound();
      await db.transaction(async (tx) => {
        const r = recruitmentRepository(tx);
        const { choices = [], version, ...fields } = body;
        const updated = await r.updateQuestion(id, version, fields);
        if (!updated) throw staleVersion();
        const existing = await r.choiceIdsOf(id);
        const keep = choices.map((c) => c.id).filter((x): x is number => !!x);
        if (keep.some((choiceId) => !existing.includes(choiceId))) throw notFound();
        const removed = existing.filter((choiceId) => !keep.includes(choiceId));
        if (await r.choiceUsed(removed)) throw ruleError('choice_in_use');
        await r.deleteChoicesExcept(id, keep);
        for (const [index, { id: choiceId, ...c }] of choices.entries()) {
          if (choiceId) await r.updateChoice(id, choiceId, { ...c, sort_order: index });
          else await r.insertChoices([{ ...c, question_id: id, sort_order: index }]);
        }
        await audit(tx, {
          actorId: actor.id,
          action: 'update',
          entity: 'interview_question',
          entityId: id,
          after: body,
        });
      });
      return questionById(id);
    },

    /** A question no interview used is deleted; a used one is refused (retire it with `active: false`). */
    async deleteQuestion(actor: Actor, id: number) {
      if (!(await repo.question(id))) throw notFound();
      const used = (await repo.usage([id])).get(id) ?? 0;
      if (used > 0) throw new AppError(409, 'question_in_use', 'errors.question_in_use', { count: used });
      await db.transaction(async (tx) => {
        if (!(await recruitmentRepository(tx).deleteQuestion(id))) throw notFound();
        await audit(tx, { actorId: actor.id, action: 'delete', entity: 'interview_question', entityId: id });
      });
    },

    // ----- interviews

    interviewsView: async (id: number, lang: Language) => {
      await mustFind(id);
      return interviewsView(id, lang);
    },

    /**
     * Saves one round (section 4 and 5): round 2 only once round 1 was continued; round 1's method and result
     * locked while it is pass-and-continue; at most 12 rows; each chosen question exists, kind 1 has its text,
     * kind 2 one of ITS OWN answers (a choice of another question, as left by changing the question, is refused).
     */
    async saveInterview(actor: Actor, id: number, body: InterviewSaveBody, lang: Language) {
      await mustFind(id);
      if (body.answers.length > MAX_INTERVIEW_ROWS)
        throw fieldRule(400, 'invalid_input', 'answers', 'validation.validMaxRow', { max: MAX_INTERVIEW_ROWS });
      const chosen = body.answers.filter((a) => a.question_id > 0);
      const questions = new Map(
        (await repo.questionsByIds([...new Set(chosen.map((a) => a.question_id))])).map((q) => [q.id, q]),
      );
      const choices = new Map(
        (await repo.choicesByIds(chosen.map((a) => a.answer_id).filter((x): x is number => !!x))).map((c) => [c.id, c]),
      );
      // The rules the browser checks too (contracts: interview-sheet.ts), with the questions and the chosen choices.
      const errors = answerSheetErrors(body.answers, (questionId) => {
        const question = questions.get(questionId);
        if (!question) return undefined;
        const own = [...choices.values()].filter((c) => c.question_id === questionId).map((c) => c.id);
        return { question_kind: question.question_kind, choiceIds: own };
      });
      if (Object.keys(errors).length) throw new AppError(400, 'invalid_input', 'errors.invalid_input', {}, errors);

      await db.transaction(async (tx) => {
        const r = recruitmentRepository(tx);
        if (!(await r.lock(id))) throw notFound();
        const existing = await r.interview(id, body.round_interview);
        if (body.round_interview === 2) {
          const first = await r.interview(id, 1);
          if (!existing || first?.is_continue !== 1) throw ruleError('round_2_not_open');
        }
        const meeting = {
          start_time: body.start_time ? new Date(body.start_time) : null,
          end_time: body.end_time ? new Date(body.end_time) : null,
          place: body.place,
        };
        const values = {
          method: body.method,
          result: body.result,
          evaluate: body.evaluate,
          interviewer: body.interviewer,
          ...meeting,
        };
        let round: InterviewRow;
        if (existing) {
          if (body.version !== existing.version) throw staleVersion();
          if (isLocked(existing) && (existing.method !== body.method || existing.result !== body.result))
            throw ruleError('round_locked');
          // A new time or method makes the old meeting link wrong: a new one is made with the next invitation.
          const sameMeeting =
            existing.method === body.method &&
            existing.start_time?.getTime() === meeting.start_time?.getTime() &&
            existing.end_time?.getTime() === meeting.end_time?.getTime();
          const updated = await r.updateInterview(existing.id, existing.version, {
            ...values,
            ...(sameMeeting
              ? {}
              : { join_url: null, meeting_password: null, meeting_id: null, meeting_provider: null }),
          });
          if (!updated) throw staleVersion();
          round = updated;
        } else {
          round = await r.insertInterview({ candidate_id: id, round: body.round_interview, ...values });
        }
        await r.replaceAnswers(
          round.id,
          body.answers
            .filter((a) => a.question_id > 0)
            .map((a, position) => {
              const kind = questions.get(a.question_id)!.question_kind;
              return {
                position,
                question_id: a.question_id,
                answer_id: kind === 2 ? (a.answer_id ?? null) : null,
                answer_content: a.answer_content,
                comment: a.comment,
                score: kind === 2 && a.answer_id ? (choices.get(a.answer_id)?.score ?? null) : null,
              };
            }),
        );
        await audit(tx, {
          actorId: actor.id,
          action: 'save_interview',
          entity: ENTITY,
          entityId: id,
          after: { round: body.round_interview, method: body.method, result: body.result, rows: body.answers.length },
        });
      });
      const view = (await interviewsView(id, lang)).find((r) => r.round === body.round_interview);
      return view!;
    },

    /** Next round: only when round 1 passed (result 1) and was not continued yet; round 2 starts empty. */
    async continueInterview(actor: Actor, id: number, lang: Language) {
      await mustFind(id);
      await db.transaction(async (tx) => {
        const r = recruitmentRepository(tx);
        if (!(await r.lock(id))) throw notFound();
        const first = await r.interview(id, 1);
        if (first?.result !== 1 || first.is_continue === 1 || (await r.interview(id, 2)))
          throw ruleError('cannot_continue');
        await r.updateInterview(first.id, first.version, { is_continue: 1 });
        await r.insertInterview({ candidate_id: id, round: 2 });
        await audit(tx, { actorId: actor.id, action: 'continue_interview', entity: ENTITY, entityId: id });
      });
      return (await interviewsView(id, lang)).find((r) => r.round === 2)!;
    },

    async timeInterview(id: number, roundNumber: number) {
      const row = await mustFind(id);
      const round = await repo.interview(id, roundNumber);
      if (!round) throw new AppError(404, 'round_missing', 'errors.round_missing');
      return {
        email: row.email ?? '',
        name: row.name ?? '',
        start_time: iso(round.start_time),
        end_time: iso(round.end_time),
        password: round.meeting_password,
        join_url: round.join_url,
        place: round.place,
        method: round.method,
        provider: round.meeting_provider,
      };
    },

    /**
     * The invitation (section 4): the round exists, is not locked, its method is online or offline (the body's
     * `type_interview` must be the saved one), its meeting times are set and have not ended. An online round gets
     * its meeting link first (provider call outside the transaction; errorConnectingToZoom on failure).
     */
    async sendInvitation(actor: Actor, id: number, body: { type_interview: number; round: number }) {
      const row = await mustFind(id);
      const round = await repo.interview(id, body.round);
      if (
        !round ||
        isLocked(round) ||
        (round.method !== 1 && round.method !== 2) ||
        round.method !== body.type_interview ||
        !round.start_time ||
        !round.end_time ||
        round.end_time.getTime() <= Date.now()
      )
        throw ruleError('invite_not_possible');
      let meeting = round.join_url
        ? {
            join_url: round.join_url,
            password: round.meeting_password ?? '',
            provider: round.meeting_provider,
            id: round.meeting_id,
          }
        : null;
      if (round.method === 1 && !meeting) {
        const created = await meetings.create({
          topic: `Interview ${row.name ?? ''} (round ${round.round})`,
          start: round.start_time,
          end: round.end_time,
          timeZone: config.COMPANY_TIME_ZONE,
        });
        meeting = {
          join_url: created.join_url,
          password: created.password,
          provider: created.provider,
          id: created.id,
        };
      }
      const lang = row.language as Language;
      const link = round.method === 1 ? meeting!.join_url : null;
      const mailId = await db.transaction(async (tx) => {
        const r = recruitmentRepository(tx);
        if (round.method === 1 && !round.join_url) {
          const saved = await r.updateInterview(round.id, round.version, {
            join_url: meeting!.join_url,
            meeting_password: meeting!.password,
            meeting_provider: meeting!.provider,
            meeting_id: meeting!.id,
          });
          if (!saved) throw staleVersion();
        }
        const start = round.start_time!;
        const end = round.end_time!;
        const content = invitationMail(lang, {
          name: row.name ?? '',
          round: round.round,
          date: dateIn(start, lang),
          time: `${timeIn(start, lang)} - ${timeIn(end, lang)}`,
          link,
          password: round.method === 1 ? meeting!.password : null,
          place: round.place,
        });
        const ics = interviewIcs({
          uid: `interview-${round.id}-${start.getTime()}@hr-office`,
          start,
          end,
          summary: content.subject,
          location: link ?? round.place ?? '',
          description: content.text,
          organizer: addressOf(config.MAIL_FROM),
          attendee: row.email!,
        });
        const queued = await queueMail(
          tx,
          {
            ...content,
            kind: 'interview_invitation',
            to: row.email!,
            language: lang,
            about: { type: ENTITY, id },
            attachments: [
              { filename: 'invitation.ics', contentType: 'text/calendar; method=REQUEST; charset=UTF-8', content: ics },
            ],
          },
          { jobs, config },
        );
        await audit(tx, {
          actorId: actor.id,
          action: 'send_invitation',
          entity: ENTITY,
          entityId: id,
          after: { round: round.round, mail: queued },
        });
        return queued;
      });
      return mailState(id, mailId);
    },

    /** The result mail: only for 2 (fail) or 3 (pass and finish), equal to the latest round's saved result. */
    async sendResult(actor: Actor, id: number, body: { result: number }) {
      const row = await mustFind(id);
      const rounds = await repo.interviews(id);
      const latest = rounds.at(-1);
      if (!latest || body.result === 0 || body.result === 1 || latest.result !== body.result)
        throw ruleError('result_not_sendable');
      const lang = row.language as Language;
      const mailId = await db.transaction(async (tx) => {
        const queued = await queueMail(
          tx,
          {
            ...resultMail(lang, { name: row.name ?? '', passed: body.result === 3 }),
            kind: 'interview_result',
            to: row.email!,
            language: lang,
            about: { type: ENTITY, id },
          },
          { jobs, config },
        );
        await audit(tx, {
          actorId: actor.id,
          action: 'send_result',
          entity: ENTITY,
          entityId: id,
          after: { result: body.result, mail: queued },
        });
        return queued;
      });
      return mailState(id, mailId);
    },

    /** The profile document (checked first: unknown candidate is a 404 before the stream starts). */
    async profilePdf(
      id: number,
      lang: Language,
      onError: (error: unknown) => void,
    ): Promise<{ stream: Readable; name: string }> {
      const candidate = await detail(id);
      const rounds = await interviewsView(id, lang);
      const row = await mustFind(id);
      const photo = row.picture_file ? await files.read('candidate-photos', row.picture_file) : undefined;
      const types = await repo.companyTypes();
      const type = types.find((t) => t.id === candidate.introduce_company_type_id);
      const stream = pdfStream(
        { title: `${translate(lang, 'recruitment.pdf.title')} ${candidate.name}`, language: lang },
        (pdf) => drawProfile(pdf, lang, candidate, rounds, photo, type ? type[`name_${lang}`] : null),
        onError,
      );
      return { stream, name: `Candidate_${id}.pdf` };
    },
  };

  async function storeFile(
    actor: Actor,
    id: number,
    which: 'cv' | 'picture',
    save: () => Promise<string>,
    original: string,
  ) {
    const before = await mustFind(id);
    const stored = await save();
    try {
      await db.transaction(async (tx) => {
        const r = recruitmentRepository(tx);
        const row = await r.lock(id);
        if (!row) throw notFound();
        const values =
          which === 'cv'
            ? {
                cv_file: stored,
                cv_filename:
                  original
                    .replace(/^.*[\\/]/, '')
                    .replace(/\p{Cc}/gu, '')
                    .slice(0, 255) || 'cv',
              }
            : { picture_file: stored };
        const updated = await r.update(id, row.version, values);
        if (!updated) throw staleVersion();
        await audit(tx, { actorId: actor.id, action: `upload_${which}`, entity: ENTITY, entityId: id });
      });
    } catch (error) {
      await files.remove(which === 'cv' ? 'candidate-cvs' : 'candidate-photos', stored);
      throw error;
    }
    // The previous file is replaced: removed once the new one is recorded.
    const old = which === 'cv' ? before.cv_file : before.picture_file;
    if (old) await files.remove(which === 'cv' ? 'candidate-cvs' : 'candidate-photos', old);
    const after = await mustFind(id);
    return {
      version: after.version,
      cv_filename: after.cv_filename,
      cv_url: cvUrl(after),
      picture_path: pictureUrl(after),
    };
  }

  async function questionById(id: number) {
    const row = await repo.question(id);
    if (!row) throw notFound();
    const [choices, usage] = await Promise.all([repo.choicesOf([id]), repo.usage([id])]);
    return toBankQuestion(row, choices, usage.get(id) ?? 0);
  }

  async function mailState(id: number, mailId: number) {
    const mail = (await mailsAbout(db, ENTITY, id)).find((m) => m.id === mailId)!;
    return {
      id: mail.id,
      kind: mail.kind,
      state: mail.state,
      recipients: mail.recipients,
      subject: mail.subject,
      attempts: mail.attempts,
      last_error: mail.last_error,
      created_at: mail.created_at.toISOString(),
      sent_at: iso(mail.sent_at),
    };
  }
}
export type RecruitmentService = ReturnType<typeof recruitmentService>;
