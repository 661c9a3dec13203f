import { foldText } from '../../db/fold';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  candidateLanguages,
  candidates,
  candidateSchools,
  candidateSoftware,
  candidateWorks,
  companyTypes,
  interviewAnswers,
  interviewQuestionChoices,
  interviewQuestions,
  interviews,
} from '../../db/schema/index';
import {
  ANCHOR_EVERY,
  type Anchors,
  anchorCache,
  generationColumn,
  listGeneration,
  type PageStart,
  pageFromAnchors,
} from '../../lib/page-anchors';
import type { Page } from '../../lib/paging';
import { likePattern } from '../../db/like';

export type CandidateRow = typeof candidates.$inferSelect;
export type CandidateValues = Omit<
  typeof candidates.$inferInsert,
  'id' | 'version' | 'created_at' | 'updated_at' | 'deleted_at' | 'erased_at'
>;
export type LanguageRow = typeof candidateLanguages.$inferSelect;
export type SchoolRow = typeof candidateSchools.$inferSelect;
export type WorkRow = typeof candidateWorks.$inferSelect;
export type SoftwareRow = typeof candidateSoftware.$inferSelect;
export type InterviewRow = typeof interviews.$inferSelect;
export type QuestionRow = typeof interviewQuestions.$inferSelect;
export type ChoiceRow = typeof interviewQuestionChoices.$inferSelect;
export type AnswerRow = typeof interviewAnswers.$inferSelect;
export type ListFilter = { name?: string; status?: number; from?: string; to?: string; country?: string };

const live = isNull(candidates.deleted_at);
/** A row of the candidate list's page, with the generation its statement saw (lib/page-anchors.ts). */
type ListRow = {
  id: number;
  name: string | null;
  name_kana: string | null;
  country: string | null;
  email: string | null;
  status: number;
  application_date: string;
  last_round: number | null;
  last_result: number | null;
  generation: string;
};

/** The list's conditions: undeleted candidates and the filters given. */
function listWhere(filter: ListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [live];
  // Accents folded on both sides (db/fold.ts): "nguyen" finds "Nguyễn", through the trigram index of name_search.
  if (filter.name) conditions.push(sql`${candidates.name_search} like ${likePattern(foldText(filter.name))}`);
  if (filter.status !== undefined) conditions.push(eq(candidates.status, filter.status));
  if (filter.from) conditions.push(gte(candidates.application_date, filter.from));
  if (filter.to) conditions.push(lte(candidates.application_date, filter.to));
  if (filter.country) conditions.push(eq(sql`lower(${candidates.country})`, filter.country.toLowerCase()));
  return and(...conditions);
}

/** Queries of the recruitment area, on an Executor (the database or the service's transaction). */
export function recruitmentRepository(db: Executor) {
  const bump = { version: sql`${candidates.version} + 1`, updated_at: new Date() };
  const listAnchors = anchorCache();

  /** Every ANCHOR_EVERY-th (application date, id) of the filter's candidates in list order, and how many there are. */
  async function walkList(where: SQL | undefined): Promise<Anchors> {
    const walk = db
      .select({
        key: sql<string>`${candidates.application_date}::text || '|' || ${candidates.id}`.as('key'),
        position:
          sql<number>`(row_number() over (order by ${candidates.application_date} desc, ${candidates.id} desc) - 1)::int`.as(
            'position',
          ),
      })
      .from(candidates)
      .where(where)
      .as('walk');
    // The total in the same statement (one snapshot), as a subquery: cheaper than count(*) over () beside row_number.
    const total = db.select({ n: sql<number>`count(*)::int` }).from(candidates).where(where);
    const rows = await db
      .select({ key: walk.key, before: walk.position, total: sql<number>`(${total})` })
      .from(walk)
      .where(sql`${walk.position} % ${ANCHOR_EVERY} = 0`)
      .orderBy(asc(walk.position));
    return { total: rows[0]?.total ?? 0, anchors: rows.map(({ key, before }) => ({ key, before })) };
  }

  /** A page from its anchor: at or after `from` in list order (newest first), before `to`, skipping `skip` rows. */
  function readListPage(where: SQL | undefined, page: Page, start: PageStart): Promise<ListRow[]> {
    const at = (key: string) => {
      const [date, id] = key.split('|');
      return sql`(${date}::date, ${Number(id)}::int)`;
    };
    const row = sql`(${candidates.application_date}, ${candidates.id})`;
    // The candidate's id with its table's name: a bare "id" inside the lookups would be the interview's own id.
    const candidateId = qualified(candidates.id);
    return db
      .select({
        id: candidates.id,
        name: candidates.name,
        name_kana: candidates.name_kana,
        country: candidates.country,
        email: candidates.email,
        status: candidates.status,
        application_date: candidates.application_date,
        last_round: sql<
          number | null
        >`(select i.round from ${interviews} i where i.candidate_id = ${candidateId} order by i.round desc limit 1)`,
        last_result: sql<
          number | null
        >`(select i.result from ${interviews} i where i.candidate_id = ${candidateId} order by i.round desc limit 1)`,
        generation: generationColumn('candidates'),
      })
      .from(candidates)
      .where(
        and(
          where,
          start.from === undefined ? undefined : sql`${row} <= ${at(start.from)}`,
          start.to === undefined ? undefined : sql`${row} > ${at(start.to)}`,
        ),
      )
      .orderBy(desc(candidates.application_date), desc(candidates.id))
      .limit(page.limit)
      .offset(start.skip);
  }

  return {
    // ----- company types
    companyTypes: () => db.select().from(companyTypes).orderBy(asc(companyTypes.id)),
    async companyTypeExists(id: number) {
      const [row] = await db.select({ id: companyTypes.id }).from(companyTypes).where(eq(companyTypes.id, id));
      return !!row;
    },
    async seedCompanyTypes(rows: (typeof companyTypes.$inferInsert)[]) {
      await db.insert(companyTypes).values(rows).onConflictDoNothing({ target: companyTypes.code });
    },

    // ----- candidates
    /**
     * One page, newest application first, and the exact total: anchored pages (lib/page-anchors.ts, docs/api.md
     * "Lists are bounded"). The filter's rows are walked once per list generation (migration 0016's triggers) and
     * every ANCHOR_EVERY-th (application date, id) is kept with its position; a page then starts at its nearest
     * anchor and ends before the next one after it, so page 2,000 reads what page 1 reads, and no page counts.
     * Each filter has its index (status, nationality: btree led by the filter then the order; name: trigram).
     */
    async list(filter: ListFilter, page: Page) {
      const where = listWhere(filter);
      return pageFromAnchors<ListRow>({
        cache: listAnchors,
        key: JSON.stringify([filter.name, filter.status, filter.from, filter.to, filter.country?.toLowerCase()]),
        offset: page.offset,
        limit: page.limit,
        generation: () => listGeneration(db, 'candidates'),
        walk: () => walkList(where),
        read: (start) => readListPage(where, page, start),
      });
    },

    async find(id: number) {
      const [row] = await db
        .select()
        .from(candidates)
        .where(and(eq(candidates.id, id), live));
      return row;
    },
    /** Locks the candidate's row for the rest of the transaction (two saves of one candidate take turns). */
    async lock(id: number) {
      const [row] = await db
        .select()
        .from(candidates)
        .where(and(eq(candidates.id, id), live))
        .for('update');
      return row;
    },
    async insert(values: CandidateValues) {
      const [row] = await db.insert(candidates).values(values).returning();
      return row!;
    },
    /** Updates only when the row still has `version`; undefined when it changed meanwhile or is gone. */
    async update(id: number, version: number, values: Partial<CandidateValues>) {
      const [row] = await db
        .update(candidates)
        .set({ ...values, ...bump })
        .where(and(eq(candidates.id, id), eq(candidates.version, version), live))
        .returning();
      return row;
    },
    /** A list edit: the candidate's version checked and bumped; the new version, or undefined. */
    async bumpVersion(id: number, version: number) {
      const [row] = await db
        .update(candidates)
        .set(bump)
        .where(and(eq(candidates.id, id), eq(candidates.version, version), live))
        .returning({ version: candidates.version });
      return row?.version;
    },
    async softDelete(id: number) {
      const rows = await db
        .update(candidates)
        .set({ deleted_at: new Date(), ...bump })
        .where(and(eq(candidates.id, id), live))
        .returning({ id: candidates.id });
      return rows.length > 0;
    },
    /** Erasure: every personal field and list removed; status, dates and interviews (anonymous) stay. */
    async erase(id: number) {
      await Promise.all([
        db.delete(candidateLanguages).where(eq(candidateLanguages.candidate_id, id)),
        db.delete(candidateSchools).where(eq(candidateSchools.candidate_id, id)),
        db.delete(candidateWorks).where(eq(candidateWorks.candidate_id, id)),
        db.delete(candidateSoftware).where(eq(candidateSoftware.candidate_id, id)),
      ]);
      const ids = db.select({ id: interviews.id }).from(interviews).where(eq(interviews.candidate_id, id));
      await db
        .update(interviewAnswers)
        .set({ answer_content: null, comment: null })
        .where(inArray(interviewAnswers.interview_id, ids));
      await db
        .update(interviews)
        .set({
          interviewer: null,
          evaluate: null,
          place: null,
          join_url: null,
          meeting_password: null,
          meeting_id: null,
          updated_at: new Date(),
          version: sql`${interviews.version} + 1`,
        })
        .where(eq(interviews.candidate_id, id));
      const now = new Date();
      await db
        .update(candidates)
        .set({
          name: null,
          name_kana: null,
          phone: null,
          birthday: null,
          email: null,
          zip_code: null,
          zip_code_contact: null,
          near_train_station: null,
          japan_visa_date_expired: null,
          japan_visa_type: null,
          address: null,
          address_contact: null,
          self_pr: null,
          applicant_comment: null,
          applicant_advantage_skill_explanation: null,
          note: null,
          remark: null,
          company_referral: null,
          cv_file: null,
          cv_filename: null,
          picture_file: null,
          erased_at: now,
          deleted_at: sql`coalesce(${candidates.deleted_at}, ${now.toISOString()}::timestamptz)`,
          ...bump,
        })
        .where(eq(candidates.id, id));
    },
    /** Finds a candidate whether deleted or not (erasure applies to deleted candidates too). */
    async findAny(id: number) {
      const [row] = await db.select().from(candidates).where(eq(candidates.id, id));
      return row;
    },

    // ----- profile lists
    languages: (candidateId: number) =>
      db
        .select()
        .from(candidateLanguages)
        .where(eq(candidateLanguages.candidate_id, candidateId))
        .orderBy(asc(candidateLanguages.id)),
    schools: (candidateId: number) =>
      db
        .select()
        .from(candidateSchools)
        .where(eq(candidateSchools.candidate_id, candidateId))
        .orderBy(asc(candidateSchools.id)),
    works: (candidateId: number) =>
      db
        .select()
        .from(candidateWorks)
        .where(eq(candidateWorks.candidate_id, candidateId))
        .orderBy(asc(candidateWorks.id)),
    software: (candidateId: number) =>
      db
        .select()
        .from(candidateSoftware)
        .where(eq(candidateSoftware.candidate_id, candidateId))
        .orderBy(asc(candidateSoftware.id)),
    async otherLicenses(candidateId: number) {
      const [row] = await db
        .select({ value: count() })
        .from(candidateLanguages)
        .where(and(eq(candidateLanguages.candidate_id, candidateId), eq(candidateLanguages.kind, 'other')));
      return row?.value ?? 0;
    },
    async insertLanguages(rows: (typeof candidateLanguages.$inferInsert)[]) {
      if (rows.length) await db.insert(candidateLanguages).values(rows);
    },
    /** A license row's kind (its level's rule), or undefined when the candidate has no such row. */
    async languageKind(candidateId: number, id: number) {
      const [row] = await db
        .select({ kind: candidateLanguages.kind })
        .from(candidateLanguages)
        .where(and(eq(candidateLanguages.id, id), eq(candidateLanguages.candidate_id, candidateId)));
      return row?.kind;
    },
    async updateLanguage(candidateId: number, id: number, values: Partial<typeof candidateLanguages.$inferInsert>) {
      const rows = await db
        .update(candidateLanguages)
        .set(values)
        .where(and(eq(candidateLanguages.id, id), eq(candidateLanguages.candidate_id, candidateId)))
        .returning({ id: candidateLanguages.id });
      return rows.length > 0;
    },
    async insertSchool(values: typeof candidateSchools.$inferInsert) {
      await db.insert(candidateSchools).values(values);
    },
    async updateSchool(candidateId: number, id: number, values: Partial<typeof candidateSchools.$inferInsert>) {
      const rows = await db
        .update(candidateSchools)
        .set(values)
        .where(and(eq(candidateSchools.id, id), eq(candidateSchools.candidate_id, candidateId)))
        .returning({ id: candidateSchools.id });
      return rows.length > 0;
    },
    async insertWork(values: typeof candidateWorks.$inferInsert) {
      await db.insert(candidateWorks).values(values);
    },
    async updateWork(candidateId: number, id: number, values: Partial<typeof candidateWorks.$inferInsert>) {
      const rows = await db
        .update(candidateWorks)
        .set(values)
        .where(and(eq(candidateWorks.id, id), eq(candidateWorks.candidate_id, candidateId)))
        .returning({ id: candidateWorks.id });
      return rows.length > 0;
    },
    async insertSoftware(values: typeof candidateSoftware.$inferInsert) {
      await db.insert(candidateSoftware).values(values);
    },
    async updateSoftware(candidateId: number, id: number, values: Partial<typeof candidateSoftware.$inferInsert>) {
      const rows = await db
        .update(candidateSoftware)
        .set(values)
        .where(and(eq(candidateSoftware.id, id), eq(candidateSoftware.candidate_id, candidateId)))
        .returning({ id: candidateSoftware.id });
      return rows.length > 0;
    },

    // ----- question bank
    questions: (activeOnly: boolean) =>
      db
        .select()
        .from(interviewQuestions)
        .where(activeOnly ? eq(interviewQuestions.active, true) : undefined)
        .orderBy(asc(interviewQuestions.sort_order), asc(interviewQuestions.id)),
    choicesOf: (questionIds: number[]) =>
      questionIds.length === 0
        ? Promise.resolve([] as ChoiceRow[])
        : db
            .select()
            .from(interviewQuestionChoices)
            .where(inArray(interviewQuestionChoices.question_id, questionIds))
            .orderBy(asc(interviewQuestionChoices.sort_order), asc(interviewQuestionChoices.id)),
    async question(id: number) {
      const [row] = await db.select().from(interviewQuestions).where(eq(interviewQuestions.id, id));
      return row;
    },
    async questionsByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(interviewQuestions).where(inArray(interviewQuestions.id, ids));
    },
    async usage(questionIds: number[]) {
      if (questionIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ question_id: interviewAnswers.question_id, value: count() })
        .from(interviewAnswers)
        .where(inArray(interviewAnswers.question_id, questionIds))
        .groupBy(interviewAnswers.question_id);
      return new Map(rows.map((row) => [row.question_id, row.value]));
    },
    async choiceUsed(choiceIds: number[]) {
      if (choiceIds.length === 0) return false;
      const [row] = await db
        .select({ value: count() })
        .from(interviewAnswers)
        .where(inArray(interviewAnswers.answer_id, choiceIds));
      return (row?.value ?? 0) > 0;
    },
    async anyQuestion() {
      const [row] = await db.select({ id: interviewQuestions.id }).from(interviewQuestions).limit(1);
      return !!row;
    },
    async insertQuestion(values: typeof interviewQuestions.$inferInsert) {
      const [row] = await db.insert(interviewQuestions).values(values).returning();
      return row!;
    },
    async updateQuestion(id: number, version: number, values: Partial<typeof interviewQuestions.$inferInsert>) {
      const [row] = await db
        .update(interviewQuestions)
        .set({ ...values, version: sql`${interviewQuestions.version} + 1`, updated_at: new Date() })
        .where(and(eq(interviewQuestions.id, id), eq(interviewQuestions.version, version)))
        .returning();
      return row;
    },
    async deleteQuestion(id: number) {
      const rows = await db
        .delete(interviewQuestions)
        .where(eq(interviewQuestions.id, id))
        .returning({ id: interviewQuestions.id });
      return rows.length > 0;
    },
    async insertChoices(rows: (typeof interviewQuestionChoices.$inferInsert)[]) {
      if (rows.length) await db.insert(interviewQuestionChoices).values(rows);
    },
    async updateChoice(questionId: number, id: number, values: Partial<typeof interviewQuestionChoices.$inferInsert>) {
      const rows = await db
        .update(interviewQuestionChoices)
        .set(values)
        .where(and(eq(interviewQuestionChoices.id, id), eq(interviewQuestionChoices.question_id, questionId)))
        .returning({ id: interviewQuestionChoices.id });
      return rows.length > 0;
    },
    async deleteChoicesExcept(questionId: number, keep: number[]) {
      await db
        .delete(interviewQuestionChoices)
        .where(
          and(
            eq(interviewQuestionChoices.question_id, questionId),
            keep.length ? notInArray(interviewQuestionChoices.id, keep) : undefined,
          ),
        );
    },
    async choiceIdsOf(questionId: number) {
      const rows = await db
        .select({ id: interviewQuestionChoices.id })
        .from(interviewQuestionChoices)
        .where(eq(interviewQuestionChoices.question_id, questionId));
      return rows.map((row) => row.id);
    },

    // ----- interviews
    interviews: (candidateId: number) =>
      db.select().from(interviews).where(eq(interviews.candidate_id, candidateId)).orderBy(asc(interviews.round)),
    async interview(candidateId: number, round: number) {
      const [row] = await db
        .select()
        .from(interviews)
        .where(and(eq(interviews.candidate_id, candidateId), eq(interviews.round, round)));
      return row;
    },
    async insertInterview(values: typeof interviews.$inferInsert) {
      const [row] = await db.insert(interviews).values(values).returning();
      return row!;
    },
    async updateInterview(id: number, version: number | null, values: Partial<typeof interviews.$inferInsert>) {
      const [row] = await db
        .update(interviews)
        .set({ ...values, version: sql`${interviews.version} + 1`, updated_at: new Date() })
        .where(and(eq(interviews.id, id), version === null ? undefined : eq(interviews.version, version)))
        .returning();
      return row;
    },
    async replaceAnswers(interviewId: number, rows: Omit<typeof interviewAnswers.$inferInsert, 'interview_id'>[]) {
      await db.delete(interviewAnswers).where(eq(interviewAnswers.interview_id, interviewId));
      if (rows.length)
        await db.insert(interviewAnswers).values(rows.map((row) => ({ ...row, interview_id: interviewId })));
    },
    answersOf: (interviewIds: number[]) =>
      interviewIds.length === 0
        ? Promise.resolve([] as AnswerRow[])
        : db
            .select()
            .from(interviewAnswers)
            .where(inArray(interviewAnswers.interview_id, interviewIds))
            .orderBy(asc(interviewAnswers.interview_id), asc(interviewAnswers.position)),
    async choicesByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(interviewQuestionChoices).where(inArray(interviewQuestionChoices.id, ids));
    },
  };
}
export type RecruitmentRepository = ReturnType<typeof recruitmentRepository>;
