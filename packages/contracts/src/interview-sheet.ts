/**
 * The interview sheet's rules that need the questions themselves (section 5, docs/recruitment.md "Interview states"),
 * beside the body's own schema (`interviewSaveBody`): the server refuses with them, the browser checks with them
 * before sending, so both say the same under the same field.
 */

/** What the rules need of a question: its kind (1 free text, 2 choice) and the ids of its own choices. */
export type SheetQuestion = { question_kind: number; choiceIds: readonly number[] };
type SheetRow = {
  question_id?: number | null;
  answer_id?: number | null;
  answer_content?: string | null;
  comment?: string | null;
};

/**
 * Field paths (`answers.N.answer_id`) to message keys: a chosen question must exist (`questionUnknown`), a free-text
 * one needs its text (the answer or a comment: `commentRequired`), a choice one a choice (`notEmpty`) among ITS
 * answers (`answerNotOfQuestion`: a choice left from a changed question). Empty when the sheet passes.
 */
export function answerSheetErrors(
  rows: readonly (SheetRow | undefined)[],
  questionOf: (id: number) => SheetQuestion | undefined,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  rows.forEach((row, index) => {
    const id = row?.question_id;
    if (!row || typeof id !== 'number' || id <= 0) return;
    const question = questionOf(id);
    const at = (field: string) => `answers.${index}.${field}`;
    if (!question) {
      errors[at('question_id')] = ['validation.questionUnknown'];
      return;
    }
    if (question.question_kind === 1 && !row.answer_content?.trim() && !row.comment?.trim())
      errors[at('answer_content')] = ['validation.commentRequired'];
    if (question.question_kind === 2) {
      if (!row.answer_id) errors[at('answer_id')] = ['validation.notEmpty'];
      else if (!question.choiceIds.includes(row.answer_id))
        errors[at('answer_id')] = ['validation.answerNotOfQuestion'];
    }
  });
  return errors;
}
